package db

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"sync"
	"testing"
)

func TestNameKey(t *testing.T) {
	same := [][]string{
		{"Anna", "anna", "ANNA", "Ａｎｎａ", "Anna\u200c", "An\u200dna", "\u2066Anna", "Anna\u3164", "Anna\u2800", "Anna\U000e0041", "Anna\ufe0f", " Anna "},
		{"Straße", "STRASSE", "strasse"},
		{"Zoë", "Zoe\u0308", "ZOË"},                   // precomposed, decomposed
		{"Anna Lena", "Anna  Lena", "Anna\u3000Lena"}, // the ideographic space is a space
		{"ﬁnn", "Finn"},                               // a ligature
		{"❤️", "❤"},                                   // a variation selector
		{"👩\u200d👩\u200d👧", "👩👩👧"},                    // a joined emoji and its parts
		{"می\u200cخواهم", "میخواهم"},                  // Persian, with and without its non-joiner
		// Cyrillic and Greek letters that look like Latin ones
		{"Anna", "\u0410nna", "\u0391nna", "\u0430nn\u0430", "ANN\u0391"},
		{"Oskar", "\u039fskar", "\u041eskar", "Osk\u0430r", "\u041e\u0405\u041a\u0410R"},
		{"Zoë", "Z\u043e\u00eb", "Zo\u0451", "Z\u03bfe\u0308"}, // ё is ë
		{"Маша", "МАША", "маша", "M\u0430ш\u0430"},             // still one key in every case
		{"Ёлка", "ёлка", "Ëлка"},
	}
	for _, names := range same {
		for _, n := range names[1:] {
			if NameKey(n) != NameKey(names[0]) {
				t.Errorf("NameKey(%q) = %q, NameKey(%q) = %q; want them equal", n, NameKey(n), names[0], NameKey(names[0]))
			}
		}
	}
	differ := [][2]string{{"Anna", "Anne"}, {"Anna Lena", "AnnaLena"}, {"Zoë", "Zoe"}, {"محمد", "محمود"}, {"Bo1", "Bo2"},
		{"Маша", "Миша"}, {"Anna", "Анна"}, {"Ёлка", "Елка"}}
	for _, d := range differ {
		if NameKey(d[0]) == NameKey(d[1]) {
			t.Errorf("NameKey(%q) = NameKey(%q) = %q; want them to differ", d[0], d[1], NameKey(d[0]))
		}
	}
	for _, blank := range []string{"\u3164", "\u2800\u2800", "\U000e0041\U000e0042", "\u115f\u1160", "\uffa0", "\u200d\u200c\u200f", "\ufe0f"} {
		if k := NameKey(blank); k != "" {
			t.Errorf("NameKey(%q) = %q, want empty", blank, k)
		}
	}
}

// TestNameKeyIsStable: a key is its own key, so it compares as the name
// it came from.
func TestNameKeyIsStable(t *testing.T) {
	for _, n := range []string{"Anna", "\u0410nna", "Ёлка", "ΝΊΚΟΣ", "Νίκος", "ǅemal", "ΣΊΣΥΦΟΣ", "İstanbul", "ﬃ", "Ⅻ", "㍻", "ꭰꮃ", "ᾼ", "Zoe\u0308\u0301", "Å", "\u1e9e", "ŉ", "ǰ̣"} {
		k := NameKey(n)
		if NameKey(k) != k {
			t.Errorf("NameKey(%q) = %q, whose key is %q", n, k, NameKey(k))
		}
	}
}

func TestPlayerNamesAreUniqueByKey(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, err := s.CreateGroup(ctx, "Runde", []string{"Anna", "Bo"}, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"anna", "Ａｎｎａ", "Anna\u200c", "BO"} {
		if _, err := s.AddPlayer(ctx, g.ID, name); !errors.Is(err, ErrNameTaken) {
			t.Errorf("AddPlayer(%q) = %v, want ErrNameTaken", name, err)
		}
	}
	if _, err := s.CreateGroup(ctx, "Zwei", []string{"Cai", "cai"}, Creator{DeviceID: "d"}); !errors.Is(err, ErrNameTaken) {
		t.Errorf("a new group with Cai and cai: %v, want ErrNameTaken", err)
	}
	ps, _ := s.Players(ctx, g.ID)
	if _, err := s.RenamePlayer(ctx, g.ID, ps[1].ID, "ＡＮＮＡ", "d"); !errors.Is(err, ErrNameTaken) {
		t.Errorf("renaming Bo to ＡＮＮＡ: %v, want ErrNameTaken", err)
	}
	if _, err := s.RenamePlayer(ctx, g.ID, ps[0].ID, "ANNA", "d"); err != nil {
		t.Errorf("renaming Anna to ANNA, her own key: %v", err)
	}
	// Another group may have the name.
	other, _ := s.CreateGroup(ctx, "Andere", nil, Creator{DeviceID: "d"})
	if _, err := s.AddPlayer(ctx, other.ID, "anna"); err != nil {
		t.Errorf("anna in another group: %v", err)
	}
}

func TestAddPlayerChecksInItsTransaction(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, _ := s.CreateGroup(ctx, "Runde", []string{"Anna"}, Creator{DeviceID: "d"})
	full := errors.New("full")
	most := func(n int) PlayerCheck {
		return func(players []Player) error {
			if len(players) >= n {
				return full
			}
			return nil
		}
	}
	var wg sync.WaitGroup
	errs := make([]error, 12)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = s.AddPlayer(ctx, g.ID, string(rune('B'+i)), most(5))
		}()
	}
	wg.Wait()
	added := 0
	for _, err := range errs {
		switch {
		case err == nil:
			added++
		case !errors.Is(err, full):
			t.Errorf("AddPlayer: %v", err)
		}
	}
	if ps, _ := s.Players(ctx, g.ID); len(ps) != 5 || added != 4 {
		t.Errorf("%d players after %d added, want 5 after 4", len(ps), added)
	}
	// A name the group has is the answer before the limit.
	if _, err := s.AddPlayer(ctx, g.ID, "ANNA", most(5)); !errors.Is(err, ErrNameTaken) {
		t.Errorf("ANNA in a full group: %v, want ErrNameTaken", err)
	}
	ps, _ := s.Players(ctx, g.ID)
	if err := s.SetPlayerArchived(ctx, g.ID, ps[0].ID, true, most(5)); !errors.Is(err, full) {
		t.Errorf("a check refusing an archive: %v", err)
	}
}

// TestPlayersStoredBeforeKeysGetThem takes a database back to before
// migration 10, with a name stored twice in a group as then could happen,
// and opens it: every player gets a key, both of the twice-stored name
// stay, the one playing keeps the plain key, and the name cannot come a
// third time.
func TestPlayersStoredBeforeKeysGetThem(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.CreateGroup(ctx, "Alt", []string{"Anna", "Bo"}, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	ps, _ := s.Players(ctx, g.ID)
	anna, bo := ps[0].ID, ps[1].ID
	s.Close()

	raw, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`DROP TRIGGER players_keyed`,
		`DROP INDEX players_name_key`,
		`ALTER TABLE players DROP COLUMN name_key`,
		`DELETE FROM schema_migrations WHERE version = 10`,
		`INSERT INTO players (id, group_id, name, archived, created_at) VALUES
			('old-anna', '` + g.ID + `', 'anna', 0, '2020-01-01T00:00:00Z'),
			('old-bo', '` + g.ID + `', 'Bo', 1, '2020-01-01T00:00:00Z'),
			('old-blank', '` + g.ID + `', '` + "\u3164" + `', 0, '2020-01-02T00:00:00Z')`,
	} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	raw.Close()

	s, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	keys := map[string]string{}
	rows, err := s.db.Query(`SELECT id, name_key FROM players WHERE group_id = ?`, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, key string
		if err := rows.Scan(&id, &key); err != nil {
			t.Fatal(err)
		}
		keys[id] = key
	}
	rows.Close()
	want := map[string]string{
		"old-anna":  "anna", // older than the Anna of the group's first open
		anna:        "anna" + legacyMark + anna,
		bo:          "bo", // playing, where the other Bo is archived
		"old-bo":    "bo" + legacyMark + "old-bo",
		"old-blank": "",
	}
	if len(keys) != len(want) {
		t.Errorf("%d players, want %d", len(keys), len(want))
	}
	for id, key := range want {
		if keys[id] != key {
			t.Errorf("player %s has the key %q, want %q", id, keys[id], key)
		}
	}
	for _, name := range []string{"ANNA", "bo"} {
		if _, err := s.AddPlayer(ctx, g.ID, name); !errors.Is(err, ErrNameTaken) {
			t.Errorf("%s a third time: %v, want ErrNameTaken", name, err)
		}
	}
	// Opening again changes nothing.
	s.Close()
	s, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	var unkeyed int
	if err := s.db.QueryRow(`SELECT count(*) FROM players WHERE name_key IS NULL`).Scan(&unkeyed); err != nil || unkeyed != 0 {
		t.Errorf("%d players without a key, %v", unkeyed, err)
	}
	if _, err := s.w.Exec(`INSERT INTO players (id, group_id, name, created_at) VALUES ('x', ?, 'X', '')`, g.ID); err == nil {
		t.Error("a player was stored without a key")
	}
}

// TestLookAlikeNamesStoredBeforeShareAKey takes a database back to before
// migration 13, with an "Anna" and an "Аnna" (Cyrillic А) in a group, as
// the keys then let be, and opens it: both stay, the first keeps the plain
// key, and a third look-alike (Greek Α) is refused.
func TestLookAlikeNamesStoredBeforeShareAKey(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.CreateGroup(ctx, "Alt", []string{"Anna", "Bo"}, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	ps, _ := s.Players(ctx, g.ID)
	anna, bo := ps[0].ID, ps[1].ID
	s.Close()

	raw, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`DELETE FROM schema_migrations WHERE version = 13`,
		// Bo renamed to the look-alike, with the key it had before.
		`UPDATE players SET name = '` + "\u0410nna" + `', name_key = '` + "\u0430nna" + `', created_at = '2099-01-01T00:00:00Z' WHERE id = '` + bo + `'`,
	} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	raw.Close()

	s, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for id, want := range map[string]string{anna: "anna", bo: "anna" + legacyMark + bo} {
		var key string
		if err := s.db.QueryRow(`SELECT name_key FROM players WHERE id = ?`, id).Scan(&key); err != nil || key != want {
			t.Errorf("player %s: key %q, %v; want %q", id, key, err, want)
		}
	}
	if ps, _ := s.Players(ctx, g.ID); len(ps) != 2 {
		t.Errorf("%d players after the migration, want both", len(ps))
	}
	if _, err := s.AddPlayer(ctx, g.ID, "\u0391nna"); !errors.Is(err, ErrNameTaken) {
		t.Errorf("a Greek Αnna beside them: %v, want ErrNameTaken", err)
	}
}

// TestGroupEntriesCountsEveryGamesRecords: the count of a group's records
// is the sum of its games' logs, and a log stops at MaxGameEntries.
func TestGroupEntriesCountsEveryGamesRecords(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, _ := s.CreateGroup(ctx, "Runde", []string{"Anna", "Bo", "Cai"}, Creator{DeviceID: "d"})
	other, _ := s.CreateGroup(ctx, "Andere", []string{"Anna", "Bo", "Cai"}, Creator{DeviceID: "d"})
	for gi, group := range []Group{g, other} {
		ev, err := s.CreateEvening(ctx, group.ID, "2026-11-20", "")
		if err != nil {
			t.Fatal(err)
		}
		ps, _ := s.Players(ctx, group.ID)
		seats := []string{ps[0].ID, ps[1].ID, ps[2].ID}
		for games := range 2 + gi {
			game, err := s.CreateGame(ctx, ev.ID, "gurke", "{}", seats)
			if err != nil {
				t.Fatal(err)
			}
			for seq := range 3 + games {
				if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: "{}", Device: "d", AfterSeq: seq}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if n, err := s.GroupEntries(ctx, g.ID); err != nil || n != 3+4 {
		t.Errorf("the group's records: %d, %v; want 7", n, err)
	}
	if n, err := s.GroupEntries(ctx, other.ID); err != nil || n != 3+4+5 {
		t.Errorf("the other group's records: %d, %v; want 12", n, err)
	}
	if _, err := s.Append(ctx, "any", NewRecord{Action: Add, Payload: "{}", Device: "d", AfterSeq: MaxGameEntries}); !errors.Is(err, ErrGameFull) {
		t.Errorf("a record past MaxGameEntries: %v, want ErrGameFull", err)
	}
}
