package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Role is what a device may do in a group.
type Role string

// The roles an invite link can carry.
const (
	Scorer Role = "scorer" // may enter and correct
	Viewer Role = "viewer" // may only look
)

// Group is a circle of friends who play together.
type Group struct {
	ID        string
	Name      string
	CreatedAt string
	Currency  string // ISO 4217, e.g. "EUR"
}

// Invite is a capability link into a group with a role, and its short
// code, which opens the same door when typed.
type Invite struct {
	Token   string
	GroupID string
	Role    Role
	Code    string
}

// Creator is the device that creates a group; it becomes the group's first
// scorer in the same transaction, so a group never exists without a way in.
type Creator struct {
	DeviceID string
	Label    string
}

// CreateGroup stores a new group with one scorer and one viewer invite, the
// given players, and the creating device as its scorer.
func (s *Store) CreateGroup(ctx context.Context, name string, players []string, by Creator) (Group, error) {
	k, err := s.inviteKeys(ctx)
	if err != nil {
		return Group{}, err
	}
	g := Group{ID: NewID(), Name: name, CreatedAt: s.stamp(), Currency: "EUR"}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return Group{}, fmt.Errorf("create group: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO groups (id, name, created_at) VALUES (?, ?, ?)`, g.ID, g.Name, g.CreatedAt); err != nil {
		return Group{}, fmt.Errorf("create group: %w", err)
	}
	for _, role := range []Role{Scorer, Viewer} {
		if _, err := insertInvite(ctx, tx, k, g.ID, role, g.CreatedAt); err != nil {
			return Group{}, err
		}
	}
	for _, p := range players {
		if _, err := addPlayer(ctx, tx, g.ID, p, g.CreatedAt); err != nil {
			return Group{}, err
		}
	}
	if err := join(ctx, tx, by.DeviceID, by.Label, g.ID, Scorer, g.CreatedAt); err != nil {
		return Group{}, err
	}
	return g, tx.Commit()
}

// Group returns the group with the given id.
func (s *Store) Group(ctx context.Context, id string) (Group, error) {
	var g Group
	err := s.db.QueryRowContext(ctx, `SELECT id, name, created_at, currency FROM groups WHERE id = ?`, id).Scan(&g.ID, &g.Name, &g.CreatedAt, &g.Currency)
	if errors.Is(err, sql.ErrNoRows) {
		return Group{}, ErrNotFound
	}
	if err != nil {
		return Group{}, fmt.Errorf("read group: %w", err)
	}
	return g, nil
}

// Invites returns the group's working invite links, by role. One sealed
// under an earlier session key can be shown no more, and its code no
// longer finds it (its link still does): it is replaced by a new one, as
// a scorer would replace it, for the page that asks is a scorer's.
func (s *Store) Invites(ctx context.Context, groupID string) ([]Invite, error) {
	k, err := s.inviteKeys(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT token_hash, role, sealed FROM invites
		WHERE group_id = ? AND retired_at IS NULL ORDER BY role`, groupID)
	if err != nil {
		return nil, fmt.Errorf("list invites: %w", err)
	}
	var out []Invite
	var stale []Role
	for rows.Next() {
		in := Invite{GroupID: groupID}
		var hash, sealed string
		if err := rows.Scan(&hash, &in.Role, &sealed); err != nil {
			rows.Close()
			return nil, fmt.Errorf("list invites: %w", err)
		}
		if in.Token, in.Code, err = k.open(hash, sealed); err != nil {
			stale = append(stale, in.Role)
			continue
		}
		out = append(out, in)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list invites: %w", err)
	}
	for _, role := range stale {
		in, err := s.RotateInvite(ctx, groupID, role)
		if err != nil {
			return nil, err
		}
		out = append(out, in)
	}
	slices.SortFunc(out, func(a, b Invite) int { return strings.Compare(string(a.Role), string(b.Role)) })
	return out, nil
}

// InviteByToken returns the working invite with the given token; a retired
// one is ErrNotFound, as if it had never been. A link sealed under an
// earlier session key still opens its group: it is sealed again under the
// present one, with a new code, since the old code cannot be read back.
func (s *Store) InviteByToken(ctx context.Context, token string) (Invite, error) {
	k, err := s.inviteKeys(ctx)
	if err != nil {
		return Invite{}, err
	}
	in := Invite{Token: token}
	hash := tokenHash(token)
	var sealed string
	err = s.db.QueryRowContext(ctx, `SELECT group_id, role, sealed FROM invites WHERE token_hash = ? AND retired_at IS NULL`,
		hash).Scan(&in.GroupID, &in.Role, &sealed)
	if errors.Is(err, sql.ErrNoRows) {
		return Invite{}, ErrNotFound
	}
	if err != nil {
		return Invite{}, fmt.Errorf("read invite: %w", err)
	}
	if _, in.Code, err = k.open(hash, sealed); err == nil {
		return in, nil
	}
	in.Code = newCode()
	res, err := s.w.ExecContext(ctx, `UPDATE invites SET code_hash = ?, sealed = ? WHERE token_hash = ? AND sealed = ?`,
		k.codeHash(in.Code), k.sealed(token, in.Code), hash, sealed)
	if err != nil {
		return Invite{}, fmt.Errorf("seal invite again: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		// Another request sealed it meanwhile: read what it stored.
		return s.InviteByToken(ctx, token)
	}
	return in, nil
}

// Currencies are the money a group can play for, ISO 4217 codes: the euro
// first, then those of the games' homes and a few more.
var Currencies = []string{"EUR", "DKK", "SEK", "NOK", "ISK", "PLN", "CZK", "CHF", "GBP", "USD"}

// SetCurrency sets the money the group plays for, one of Currencies.
func (s *Store) SetCurrency(ctx context.Context, groupID, currency string) error {
	if !slices.Contains(Currencies, currency) {
		return fmt.Errorf("set currency %q: %w", currency, ErrNotFound)
	}
	res, err := s.w.ExecContext(ctx, `UPDATE groups SET currency = ? WHERE id = ?`, currency, groupID)
	if err != nil {
		return fmt.Errorf("set currency: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}
