package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
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
		if _, err := insertInvite(ctx, tx, g.ID, role, g.CreatedAt); err != nil {
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

// Invites returns the group's working invite links.
func (s *Store) Invites(ctx context.Context, groupID string) ([]Invite, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT token, group_id, role, code FROM invites
		WHERE group_id = ? AND retired_at IS NULL ORDER BY role`, groupID)
	if err != nil {
		return nil, fmt.Errorf("list invites: %w", err)
	}
	defer rows.Close()
	var out []Invite
	for rows.Next() {
		var in Invite
		if err := rows.Scan(&in.Token, &in.GroupID, &in.Role, &in.Code); err != nil {
			return nil, fmt.Errorf("list invites: %w", err)
		}
		out = append(out, in)
	}
	return out, rows.Err()
}

// InviteByToken returns the working invite with the given token; a retired
// one is ErrNotFound, as if it had never been.
func (s *Store) InviteByToken(ctx context.Context, token string) (Invite, error) {
	var in Invite
	err := s.db.QueryRowContext(ctx, `SELECT token, group_id, role, code FROM invites WHERE token = ? AND retired_at IS NULL`,
		token).Scan(&in.Token, &in.GroupID, &in.Role, &in.Code)
	if errors.Is(err, sql.ErrNoRows) {
		return Invite{}, ErrNotFound
	}
	if err != nil {
		return Invite{}, fmt.Errorf("read invite: %w", err)
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
