package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestScoreGroupFile recomputes a whole group's export: every game of
// every evening, in order.
func TestScoreGroupFile(t *testing.T) {
	t.Parallel()
	group := `{"format": "schreiber-group", "version": 1, "exported_at": "2026-12-01T10:00:00Z", "group": "Dienstag",
  "players": [{"name": "Anna"}, {"name": "Bo"}], "evenings": [` + evening + `, ` + evening + `]}`
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", writeFile(t, group)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var games []jsonGame
	if err := json.Unmarshal(out.Bytes(), &games); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if len(games) != 4 || games[0].Error != "" || games[2].Error != "" || games[3].Error == "" {
		t.Fatalf("games = %+v", games)
	}
	out.Reset()
	if err := run([]string{"score", writeFile(t, group)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "Dienstag · 2026-11-20 Küche"); n != 2 {
		t.Errorf("%d evenings in the table:\n%s", n, out.String())
	}
	if err := run([]string{"score", writeFile(t, `{"format": "schreiber-group", "version": 1, "evenings": 3}`)}, &out, &errs); err == nil {
		t.Error("a broken group file was scored")
	}
	// Anything after the file's JSON is refused, and the file is still
	// known as a group's.
	err := run([]string{"score", writeFile(t, group+" garbage")}, &out, &errs)
	if err == nil || !strings.Contains(err.Error(), "more after the file's JSON") {
		t.Errorf("a group file with garbage after it: %v", err)
	}
}
