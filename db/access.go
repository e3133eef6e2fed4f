package db

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// ErrRevoked is returned when a device asks for a group that a scorer took
// it out of.
var ErrRevoked = errors.New("device revoked from the group")

// codeAlphabet is Crockford's base32: digits and letters without I, L, O
// and U, so that a code read aloud or copied by hand survives.
const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// CodeLength is the length of an invite's code: 40 random bits, enough
// while joining attempts are rate-limited.
const CodeLength = 8

func newCode() string {
	b := make([]byte, CodeLength)
	rand.Read(b)
	for i := range b {
		b[i] = codeAlphabet[b[i]&31]
	}
	return string(b)
}

// NormalizeCode reads a code as a person typed it: any case, with spaces
// or dashes, O for zero and I or L for one. It returns "" for anything
// that cannot be a code.
func NormalizeCode(typed string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(typed) {
		switch {
		case r == ' ' || r == '-' || r == '\t':
			continue
		case r == 'O':
			r = '0'
		case r == 'I' || r == 'L':
			r = '1'
		}
		if !strings.ContainsRune(codeAlphabet, r) {
			return ""
		}
		b.WriteRune(r)
	}
	if b.Len() != CodeLength {
		return ""
	}
	return b.String()
}

// insertInvite makes a new working link for the group and role, kept
// under the keys k. A code that is taken already (once in a trillion) is
// drawn again.
func insertInvite(ctx context.Context, q dbtx, k *inviteKeys, groupID string, role Role, at string) (Invite, error) {
	in := Invite{Token: NewID(), GroupID: groupID, Role: role}
	var err error
	for range 5 {
		in.Code = newCode()
		_, err = q.ExecContext(ctx, `INSERT INTO invites (token_hash, group_id, role, code_hash, sealed, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
			tokenHash(in.Token), groupID, role, k.codeHash(in.Code), k.sealed(in.Token, in.Code), at)
		if err == nil {
			return in, nil
		}
		if !strings.Contains(err.Error(), "invites.code_hash") {
			break
		}
	}
	return Invite{}, fmt.Errorf("create %s invite: %w", role, err)
}

// RotateInvite replaces the group's link for the role by a new one with a
// new code. The old link and code stop working at once; devices that
// joined through them stay in.
func (s *Store) RotateInvite(ctx context.Context, groupID string, role Role) (Invite, error) {
	k, err := s.inviteKeys(ctx)
	if err != nil {
		return Invite{}, err
	}
	at := s.stamp()
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return Invite{}, fmt.Errorf("rotate invite: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE invites SET retired_at = ? WHERE group_id = ? AND role = ? AND retired_at IS NULL`,
		at, groupID, role)
	if err != nil {
		return Invite{}, fmt.Errorf("rotate invite: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return Invite{}, ErrNotFound
	}
	in, err := insertInvite(ctx, tx, k, groupID, role, at)
	if err != nil {
		return Invite{}, err
	}
	if err := tx.Commit(); err != nil {
		return Invite{}, fmt.Errorf("rotate invite: %w", err)
	}
	return in, nil
}

// InviteByCode returns the working invite with the code, as NormalizeCode
// gives it; a retired or unknown code is ErrNotFound.
func (s *Store) InviteByCode(ctx context.Context, code string) (Invite, error) {
	k, err := s.inviteKeys(ctx)
	if err != nil {
		return Invite{}, err
	}
	in := Invite{Code: code}
	var hash, sealed string
	err = s.db.QueryRowContext(ctx, `SELECT token_hash, group_id, role, sealed FROM invites WHERE code_hash = ? AND retired_at IS NULL`,
		k.codeHash(code)).Scan(&hash, &in.GroupID, &in.Role, &sealed)
	if errors.Is(err, sql.ErrNoRows) {
		return Invite{}, ErrNotFound
	}
	if err != nil {
		return Invite{}, fmt.Errorf("read invite: %w", err)
	}
	// A code's hash and its seal are made under the same keys, so this
	// opens unless the row was tampered with.
	if in.Token, _, err = k.open(hash, sealed); err != nil {
		return Invite{}, fmt.Errorf("read invite: %w", err)
	}
	return in, nil
}

// Device is a phone or browser as the server knows it.
type Device struct {
	ID        string
	Label     string // guessed from the browser when first seen
	Name      string // chosen by its user; "" until then
	FirstSeen string
	LastSeen  string
}

// Member is a device in a group, with its role and when it joined.
type Member struct {
	Device
	Role     Role
	JoinedAt string
}

// Device returns the device with the id.
func (s *Store) Device(ctx context.Context, id string) (Device, error) {
	var d Device
	st, err := s.prepared(ctx, s.db, `SELECT id, label, name, created_at, seen_at FROM devices WHERE id = ?`)
	if err != nil {
		return Device{}, fmt.Errorf("read device: %w", err)
	}
	err = st.QueryRowContext(ctx, id).Scan(&d.ID, &d.Label, &d.Name, &d.FirstSeen, &d.LastSeen)
	if errors.Is(err, sql.ErrNoRows) {
		return Device{}, ErrNotFound
	}
	if err != nil {
		return Device{}, fmt.Errorf("read device: %w", err)
	}
	return d, nil
}

// Members returns the devices in the group, revoked ones left out, in the
// order they joined.
func (s *Store) Members(ctx context.Context, groupID string) ([]Member, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT d.id, d.label, d.name, d.created_at, d.seen_at, m.role, m.joined_at
		FROM memberships m JOIN devices d ON d.id = m.device_id
		WHERE m.group_id = ? AND m.revoked_at IS NULL ORDER BY m.joined_at, d.id`, groupID)
	if err != nil {
		return nil, fmt.Errorf("list members: %w", err)
	}
	defer rows.Close()
	var out []Member
	for rows.Next() {
		var m Member
		if err := rows.Scan(&m.ID, &m.Label, &m.Name, &m.FirstSeen, &m.LastSeen, &m.Role, &m.JoinedAt); err != nil {
			return nil, fmt.Errorf("list members: %w", err)
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// RenameDevice sets the name the device's user chose.
func (s *Store) RenameDevice(ctx context.Context, id, name string) error {
	res, err := s.w.ExecContext(ctx, `UPDATE devices SET name = ? WHERE id = ?`, name, id)
	if err != nil {
		return fmt.Errorf("rename device: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return ErrNotFound
	}
	return nil
}

// Revoke takes the device out of the group: its next request is refused
// with ErrRevoked. The membership row stays, marked; nothing in the games'
// logs changes.
func (s *Store) Revoke(ctx context.Context, groupID, deviceID string) error {
	res, err := s.w.ExecContext(ctx, `UPDATE memberships SET revoked_at = ? WHERE group_id = ? AND device_id = ? AND revoked_at IS NULL`,
		s.stamp(), groupID, deviceID)
	if err != nil {
		return fmt.Errorf("revoke device: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return ErrNotFound
	}
	return nil
}

// LastSeq returns the last sequence number of the game's log, 0 for an
// empty log: where a page that follows the game stands.
func (s *Store) LastSeq(ctx context.Context, gameID string) (int, error) {
	var seq int
	if err := s.db.QueryRowContext(ctx, `SELECT coalesce(max(seq), 0) FROM entries WHERE game_id = ?`, gameID).Scan(&seq); err != nil {
		return 0, fmt.Errorf("read log position: %w", err)
	}
	return seq, nil
}
