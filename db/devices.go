package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Membership is a group a device belongs to and its role there.
type Membership struct {
	Group Group
	Role  Role
}

// TouchDevice records that the device was seen now, creating its row on
// first sight with the given label. It writes at most once per interval
// for a known device, so that reading pages stays cheap.
func (s *Store) TouchDevice(ctx context.Context, id, label string, interval time.Duration) error {
	now := s.now().UTC()
	stamp := now.Format(time.RFC3339Nano)
	stale := now.Add(-interval).Format(time.RFC3339Nano)
	if _, err := s.w.ExecContext(ctx, `INSERT INTO devices (id, label, created_at, seen_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at WHERE devices.seen_at < ?`,
		id, label, stamp, stamp, stale); err != nil {
		return fmt.Errorf("record device: %w", err)
	}
	return nil
}

// Join makes the device a member of the group with the role; a scorer is
// never lowered to viewer. A revoked device comes back with the role of the
// link it used. The device row is created if needed.
func (s *Store) Join(ctx context.Context, deviceID, label, groupID string, role Role) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("join group: %w", err)
	}
	defer tx.Rollback()
	if err := join(ctx, tx, deviceID, label, groupID, role, s.stamp()); err != nil {
		return err
	}
	return tx.Commit()
}

func join(ctx context.Context, q dbtx, deviceID, label, groupID string, role Role, at string) error {
	if _, err := q.ExecContext(ctx, `INSERT INTO devices (id, label, created_at, seen_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at`, deviceID, label, at, at); err != nil {
		return fmt.Errorf("record device: %w", err)
	}
	if _, err := q.ExecContext(ctx, `INSERT INTO memberships (device_id, group_id, role, joined_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (device_id, group_id) DO UPDATE SET
			role = CASE WHEN memberships.role = 'scorer' AND memberships.revoked_at IS NULL THEN 'scorer' ELSE excluded.role END,
			joined_at = CASE WHEN memberships.revoked_at IS NULL THEN memberships.joined_at ELSE excluded.joined_at END,
			revoked_at = NULL`,
		deviceID, groupID, role, at); err != nil {
		return fmt.Errorf("join group: %w", err)
	}
	return nil
}

// AddMembership makes the device a member of the group with the role,
// unless it is or was one: for the groups that a cookie of a version
// before devices were kept on the server lists. Such a cookie can be sent
// again after a scorer removed the device, so it never brings a removed
// device back, and never changes a role. The device row is created if
// needed.
func (s *Store) AddMembership(ctx context.Context, deviceID, label, groupID string, role Role) error {
	at := s.stamp()
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("add membership: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO devices (id, label, created_at, seen_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at`, deviceID, label, at, at); err != nil {
		return fmt.Errorf("record device: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO memberships (device_id, group_id, role, joined_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (device_id, group_id) DO NOTHING`, deviceID, groupID, role, at); err != nil {
		return fmt.Errorf("add membership: %w", err)
	}
	return tx.Commit()
}

// Role returns the device's role in the group: ErrNotFound if it is not a
// member, ErrRevoked if a scorer took it out.
func (s *Store) Role(ctx context.Context, deviceID, groupID string) (Role, error) {
	r, _, err := s.Membership(ctx, deviceID, groupID)
	return r, err
}

// Membership returns the device's role in the group, as Role does, and the
// name its owner gave the device ("" for none): a request that may write
// learns both in one query, as it stores the name with what it writes.
func (s *Store) Membership(ctx context.Context, deviceID, groupID string) (Role, string, error) {
	var r Role
	var revoked, name sql.NullString
	st, err := s.prepared(ctx, s.db, `SELECT m.role, m.revoked_at, d.name FROM memberships m
		LEFT JOIN devices d ON d.id = m.device_id WHERE m.device_id = ? AND m.group_id = ?`)
	if err != nil {
		return "", "", fmt.Errorf("read membership: %w", err)
	}
	err = st.QueryRowContext(ctx, deviceID, groupID).Scan(&r, &revoked, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", ErrNotFound
	}
	if err != nil {
		return "", "", fmt.Errorf("read membership: %w", err)
	}
	if revoked.Valid {
		return "", "", ErrRevoked
	}
	return r, name.String, nil
}

// Memberships returns the groups the device belongs to, by name.
func (s *Store) Memberships(ctx context.Context, deviceID string) ([]Membership, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT g.id, g.name, g.created_at, m.role FROM memberships m
		JOIN groups g ON g.id = m.group_id WHERE m.device_id = ? AND m.revoked_at IS NULL ORDER BY g.name COLLATE NOCASE, g.id`, deviceID)
	if err != nil {
		return nil, fmt.Errorf("list memberships: %w", err)
	}
	defer rows.Close()
	var out []Membership
	for rows.Next() {
		var m Membership
		if err := rows.Scan(&m.Group.ID, &m.Group.Name, &m.Group.CreatedAt, &m.Role); err != nil {
			return nil, fmt.Errorf("list memberships: %w", err)
		}
		out = append(out, m)
	}
	return out, rows.Err()
}
