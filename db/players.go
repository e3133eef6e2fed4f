package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// Player is a member of a group.
type Player struct {
	ID       string
	GroupID  string
	Name     string
	Archived bool
}

// ErrNameTaken is returned when a player would get a name that another
// player of the group has already, as NameKey compares names.
var ErrNameTaken = errors.New("the group has a player of that name")

// PlayerCheck looks at a group's players, archived ones included, inside
// the write transaction that adds a player or brings one back, and refuses
// the change with an error, which the change returns. SQLite lets one
// writer in at a time, so two changes at once cannot both pass it on the
// same count: this is where a group's limits are held.
type PlayerCheck func(players []Player) error

// dbtx is what *sql.DB and *sql.Tx have in common.
type dbtx interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// NameKey is what a player's name is compared by, stored beside it and
// unique in its group: the name with every default-ignorable character
// (joiners, direction marks, variation selectors, tag characters, the
// Hangul fillers) and the braille blank removed, with full case folding
// and NFKC (as Unicode's compatibility caseless match, D145), runs of
// white space as one space. "Anna", "ANNA", "Ａｎｎａ" and "Anna" with a
// zero-width non-joiner after it have one key; so have "Straße" and
// "STRASSE". Cyrillic and Greek letters that look like Latin ones count
// as those (see lookAlike): "Anna" and "Аnna" with a Cyrillic А have one
// key too. It never fails, so that any name ever stored has one.
func NameKey(name string) string {
	k := strings.Map(dropInvisible, name)
	// Folding can undo normalisation and the other way round; after the
	// second round, as in D145, the key is its own key.
	fold := cases.Fold()
	k = norm.NFKC.String(fold.String(norm.NFD.String(k)))
	k = norm.NFKC.String(fold.String(k))
	// The letters that look like Latin ones become them, accents apart
	// (ё is ë), on the folded key: Latin small letters, which folding and
	// normalising leave as they are.
	k = norm.NFC.String(strings.Map(latinLookAlike, norm.NFD.String(k)))
	return strings.Join(strings.Fields(strings.Map(dropInvisible, k)), " ")
}

// Invisible says whether r draws nothing in a name: a default-ignorable
// code point or the braille blank, a symbol by its category that draws
// nothing. The standard library has no table of Default_Ignorable_Code_Point;
// it is derived as DerivedCoreProperties.txt derives it: Other_DICP, Cf
// and Variation_Selector, less White_Space, the interlinear annotation
// marks, the Egyptian hieroglyph format controls and the prepended
// concatenation marks (which show). The Hangul fillers are named too,
// for they are letters by their category.
func Invisible(r rune) bool {
	switch {
	case r == '\u115f', r == '\u1160', r == '\u3164', r == '\uffa0', r == '\u2800':
		return true
	case unicode.Is(unicode.White_Space, r), r >= '\ufff9' && r <= '\ufffb', r >= 0x13430 && r <= 0x1343f,
		unicode.Is(unicode.Prepended_Concatenation_Mark, r):
		return false
	}
	return unicode.In(r, unicode.Other_Default_Ignorable_Code_Point, unicode.Cf, unicode.Variation_Selector)
}

func dropInvisible(r rune) rune {
	if Invisible(r) {
		return -1
	}
	return r
}

// legacyMark separates a key from the player's id in the keys of players
// whose names were stored twice before names were compared by key (see
// keyPlayers). No name taken through the forms holds a control character.
const legacyMark = "\x1f"

func addPlayer(ctx context.Context, q dbtx, groupID, name, at string) (Player, error) {
	p := Player{ID: NewID(), GroupID: groupID, Name: name}
	if _, err := q.ExecContext(ctx, `INSERT INTO players (id, group_id, name, name_key, created_at) VALUES (?, ?, ?, ?, ?)`,
		p.ID, groupID, name, NameKey(name), at); err != nil {
		return Player{}, fmt.Errorf("add player: %w", nameTaken(err))
	}
	return p, nil
}

// nameTaken turns the violation of the unique key of players' names into
// ErrNameTaken.
func nameTaken(err error) error {
	if isUnique(err) {
		return fmt.Errorf("%w (%v)", ErrNameTaken, err)
	}
	return err
}

// hasName says whether a player of the group has the key.
func hasName(ctx context.Context, q dbtx, groupID, key string) (bool, error) {
	var n int
	if err := q.QueryRowContext(ctx, `SELECT count(*) FROM players WHERE group_id = ? AND name_key = ?`,
		groupID, key).Scan(&n); err != nil {
		return false, fmt.Errorf("compare names: %w", err)
	}
	return n > 0, nil
}

// AddPlayer adds a player to a group, if the group has no player of the
// name (else ErrNameTaken) and the checks pass.
func (s *Store) AddPlayer(ctx context.Context, groupID, name string, checks ...PlayerCheck) (Player, error) {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return Player{}, fmt.Errorf("add player: %w", err)
	}
	defer tx.Rollback()
	// A name the group has is the answer before any limit, as the form
	// always said.
	taken, err := hasName(ctx, tx, groupID, NameKey(name))
	if err != nil {
		return Player{}, err
	}
	if taken {
		return Player{}, ErrNameTaken
	}
	if err := checkPlayers(ctx, tx, groupID, checks); err != nil {
		return Player{}, err
	}
	p, err := addPlayer(ctx, tx, groupID, name, s.stamp())
	if err != nil {
		return Player{}, err
	}
	return p, tx.Commit()
}

// checkPlayers runs the checks on the group's players.
func checkPlayers(ctx context.Context, q dbtx, groupID string, checks []PlayerCheck) error {
	if len(checks) == 0 {
		return nil
	}
	players, err := queryPlayers(ctx, q, `SELECT id, group_id, name, archived FROM players WHERE group_id = ? ORDER BY created_at, id`, groupID)
	if err != nil {
		return err
	}
	for _, check := range checks {
		if err := check(players); err != nil {
			return err
		}
	}
	return nil
}

// SetPlayerArchived archives a player (hidden when starting games, kept in
// every game that has them) or brings them back, if the checks pass.
func (s *Store) SetPlayerArchived(ctx context.Context, groupID, playerID string, archived bool, checks ...PlayerCheck) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("archive player: %w", err)
	}
	defer tx.Rollback()
	if err := checkPlayers(ctx, tx, groupID, checks); err != nil {
		return err
	}
	res, err := tx.ExecContext(ctx, `UPDATE players SET archived = ? WHERE id = ? AND group_id = ?`, archived, playerID, groupID)
	if err != nil {
		return fmt.Errorf("archive player: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return tx.Commit()
}

// Players returns a group's players by name, archived ones included.
func (s *Store) Players(ctx context.Context, groupID string) ([]Player, error) {
	return queryPlayers(ctx, s.db, `SELECT id, group_id, name, archived FROM players WHERE group_id = ? ORDER BY name COLLATE NOCASE, id`, groupID)
}

func queryPlayers(ctx context.Context, q dbtx, query string, args ...any) ([]Player, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("list players: %w", err)
	}
	defer rows.Close()
	var out []Player
	for rows.Next() {
		var p Player
		if err := rows.Scan(&p.ID, &p.GroupID, &p.Name, &p.Archived); err != nil {
			return nil, fmt.Errorf("list players: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// keyPlayers gives the players stored before migration 10, and every
// player at migration 13 (which changed the keys), the keys of their
// names; SQLite cannot compute them. It runs at every open and finds
// nothing to do after the first. Players of a group whose names have one
// key (stored before names were compared so) all stay, with their games:
// the first of them, playing before archived and then the oldest, gets the
// key; each other one the key, legacyMark and its id, so that the name
// cannot be added a third time. Renaming such a player gives it a plain
// key again.
func (s *Store) keyPlayers(ctx context.Context) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("key player names: %w", err)
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `SELECT id, group_id, name FROM players WHERE name_key IS NULL ORDER BY group_id, archived, created_at, id`)
	if err != nil {
		return fmt.Errorf("key player names: %w", err)
	}
	var unkeyed []Player
	for rows.Next() {
		var p Player
		if err := rows.Scan(&p.ID, &p.GroupID, &p.Name); err != nil {
			rows.Close()
			return fmt.Errorf("key player names: %w", err)
		}
		unkeyed = append(unkeyed, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(unkeyed) == 0 {
		return err
	}
	taken := map[[2]string]bool{}
	rows, err = tx.QueryContext(ctx, `SELECT group_id, name_key FROM players WHERE name_key IS NOT NULL`)
	if err != nil {
		return fmt.Errorf("key player names: %w", err)
	}
	for rows.Next() {
		var group, key string
		if err := rows.Scan(&group, &key); err != nil {
			rows.Close()
			return fmt.Errorf("key player names: %w", err)
		}
		taken[[2]string{group, key}] = true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("key player names: %w", err)
	}
	for _, p := range unkeyed {
		key := NameKey(p.Name)
		if taken[[2]string{p.GroupID, key}] {
			key += legacyMark + p.ID
		}
		taken[[2]string{p.GroupID, key}] = true
		if _, err := tx.ExecContext(ctx, `UPDATE players SET name_key = ? WHERE id = ?`, key, p.ID); err != nil {
			return fmt.Errorf("key player names: %w", err)
		}
	}
	return tx.Commit()
}
