package web

import (
	"encoding/csv"
	"flag"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/html"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden CSV files in testdata/")

// golden compares a download with its golden file, or rewrites the file
// under -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *updateGolden {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s differs from its golden file:\n%s", name, got)
	}
}

// readCSV checks a download is CSV as promised: UTF-8, CRLF lines, every
// row as wide as the header; and returns its rows.
func readCSV(t *testing.T, p page) [][]string {
	t.Helper()
	if p.status != http.StatusOK || p.header.Get("Content-Type") != "text/csv; charset=utf-8" ||
		!strings.HasPrefix(p.header.Get("Content-Disposition"), "attachment;") {
		t.Fatalf("CSV: %d %q %q", p.status, p.header.Get("Content-Type"), p.header.Get("Content-Disposition"))
	}
	if !utf8.ValidString(p.body) || !strings.HasSuffix(p.body, "\r\n") || strings.Count(p.body, "\n") != strings.Count(p.body, "\r\n") {
		t.Error("not UTF-8 with CRLF line ends")
	}
	rows, err := csv.NewReader(strings.NewReader(p.body)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestCSVExportsMatchTheirGoldenFiles(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, evening, games := seededGroup(t, app, d)

	// Gurke, Kurko: six entries, three players, a row each.
	rows := readCSV(t, d.get(group+"/games/"+games[0]+"/csv"))
	if len(rows) != 1+6*3 || rows[0][0] != "date" {
		t.Errorf("game CSV: %d rows, header %q", len(rows), rows[0])
	}
	golden(t, "game-gurke.csv", d.get(group+"/games/"+games[0]+"/csv").body)

	eveningCSV := d.get(evening + "/csv")
	readCSV(t, eveningCSV)
	golden(t, "evening.csv", eveningCSV.body)
	if de := d.getWith(evening+"/csv", "Accept-Language", "de"); !strings.HasPrefix(de.body, "Datum,Ort,Spiel") {
		t.Errorf("German CSV header: %.60q", de.body)
	}
	if whole := d.get(group + "/csv"); whole.body != eveningCSV.body {
		t.Error("the group's CSV of one evening differs from the evening's")
	}

	stats := d.get(group + "/stats/csv")
	golden(t, "statistics.csv", goldenColumns(t, "statistics.csv", readCSV(t, stats)))
	if durak := readCSV(t, d.get(group+"/stats/csv?kind=durak")); len(durak) != 1+4 {
		t.Errorf("statistics CSV of Durak: %d rows", len(durak))
	}
}

// goldenColumns writes the statistics' rows again with only the columns
// the golden file has: a kind the golden file does not know (a new game),
// which the seeded group never played, must leave its columns empty.
func goldenColumns(t *testing.T, name string, rows [][]string) string {
	t.Helper()
	if *updateGolden {
		return csvText(t, rows)
	}
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	head, err := csv.NewReader(f).Read()
	if err != nil {
		t.Fatal(err)
	}
	var keep []int
	for col, h := range rows[0] {
		if slices.Contains(head, h) {
			keep = append(keep, col)
			continue
		}
		for _, row := range rows[1:] {
			if row[col] != "" {
				t.Errorf("%s: column %q, which the golden file lacks, is filled: %q", name, h, row[col])
			}
		}
	}
	kept := make([][]string, len(rows))
	for i, row := range rows {
		for _, col := range keep {
			kept[i] = append(kept[i], row[col])
		}
	}
	return csvText(t, kept)
}

func csvText(t *testing.T, rows [][]string) string {
	t.Helper()
	var b strings.Builder
	w := csv.NewWriter(&b)
	w.UseCRLF = true
	if err := w.WriteAll(rows); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestCSVKeepsNamesFromStartingAFormula(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	evil := []string{"=SUM(A1)", "+49 Anna", "-Bo", "@Carl"}
	group := location(t, d.post("/groups", url.Values{"name": {"Formeln"}, "players": {strings.Join(evil, "\n")}}))
	games := fiveGames(t)
	durak := games[3]
	durak.seats = evil
	eveningID, _ := seedEvening(t, app.store, group[strings.LastIndex(group, "/")+1:], "2026-11-20", "=HYPERLINK(\"x\")", []seedGame{durak})
	for _, path := range []string{group + "/e/" + eveningID + "/csv", group + "/csv", group + "/stats/csv"} {
		rows := readCSV(t, d.get(path))
		seen := 0
		for _, row := range rows[1:] {
			for _, cell := range row {
				if cell != "" && strings.ContainsRune("=+@", rune(cell[0])) {
					t.Errorf("%s: cell %q could start a formula", path, cell)
				}
				if cell != "" && cell[0] == '-' && strings.Trim(cell, "-0123456789") != "" {
					t.Errorf("%s: cell %q could start a formula", path, cell)
				}
				for _, name := range evil {
					if cell == "'"+name {
						seen++
					}
				}
			}
		}
		if seen == 0 {
			t.Errorf("%s: no name kept with an apostrophe", path)
		}
	}
	// Numbers stay numbers: a change of −1 is written as -1.
	rows := readCSV(t, d.get(group+"/e/"+eveningID+"/csv"))
	if rows[1][1] != `'=HYPERLINK("x")` {
		t.Errorf("place cell %q", rows[1][1])
	}
}

func TestCSVSafeCell(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{"Anna", "Anna"},
		{"", ""},
		{"=SUM(A1)", "'=SUM(A1)"},
		{"\u200c=SUM(A1)", "'\u200c=SUM(A1)"}, // a zero-width non-joiner in front
		{"\u200d\u200c+1", "'\u200d\u200c+1"}, // joiners in front
		{"\u3164-1", "'\u3164-1"},             // a Hangul filler in front
		{"\u2800@Carl", "'\u2800@Carl"},       // a braille blank in front
		{"\U000e0041=1", "'\U000e0041=1"},     // a tag character in front
		{"\ufeff=1", "'\ufeff=1"},             // a byte-order mark in front
		{"\u200b\t=1", "'\u200b\t=1"},         // a tab behind a zero-width space
		{"\u200c\r", "'\u200c\r"},             // a carriage return behind a joiner
		{" =1", "' =1"},                       // a space in front
		{"\u00a0\u3000=1", "'\u00a0\u3000=1"}, // other spaces in front
		{"＝HYPERLINK(1)", "'＝HYPERLINK(1)"},   // a full-width sign
		{"﹢1", "'﹢1"},                         // a small sign
		{"＠Bo", "'＠Bo"},                       // a full-width at
		{"\u200cAnna", "\u200cAnna"},          // a joiner in front of a letter
		{"محمد", "محمد"},
		{"Zoë=1", "Zoë=1"},
	} {
		if got := safeCell(c.in); got != c.want {
			t.Errorf("safeCell(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestCSVLooksPastInvisibleCharacters: names and a place with invisible
// characters in front of a formula's sign are guarded in every download.
func TestCSVLooksPastInvisibleCharacters(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	evil := []string{"\u200c=SUM(A1)", "\u3164+49 Anna", "\u2800-Bo", "＠Carl"}
	group := location(t, d.post("/groups", url.Values{"name": {"Formeln"}, "players": {strings.Join(evil, "\n")}}))
	durak := fiveGames(t)[3]
	durak.seats = evil
	eveningID, _ := seedEvening(t, app.store, group[strings.LastIndex(group, "/")+1:], "2026-11-20", "\u200d=HYPERLINK(\"x\")", []seedGame{durak})
	for _, path := range []string{group + "/e/" + eveningID + "/csv", group + "/csv", group + "/stats/csv"} {
		seen := map[string]bool{}
		for _, row := range readCSV(t, d.get(path))[1:] {
			for _, cell := range row {
				for _, name := range append(evil, "\u200d=HYPERLINK(\"x\")") {
					switch cell {
					case name:
						t.Errorf("%s: cell %q is not guarded", path, cell)
					case "'" + name:
						seen[name] = true
					}
				}
			}
		}
		for _, name := range evil {
			if !seen[name] {
				t.Errorf("%s: %q not found guarded", path, name)
			}
		}
	}
}

// getWith fetches a page with the given request headers.
func (d *device) getWith(path string, headers ...string) page {
	req, _ := http.NewRequest(http.MethodGet, d.app.srv.URL+path, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return d.do(req)
}

// TestGurkeCucumbersShow: Bo at 12 takes an Ace (+14 → 26), a cucumber, and
// is reborn at Anna's 13: his score moved by one. The game's table of every
// entry, its chart and its CSV say what happened.
func TestGurkeCucumbersShow(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "gurke", "danish", nil, "Anna", "Bo", "Cai")
	location(t, quick(d, tb.game, 0, "K"))
	location(t, quick(d, tb.game, 1, "Q"))
	location(t, quick(d, tb.game, 1, "A"))
	p := d.get(tb.game)
	if notes := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "span" && attr(n, "class") == "change note" })); len(notes) != 1 || notes[0] != "🥒 +14 → 13" {
		t.Errorf("the table of every entry notes %q", notes)
	}
	if marks := byTestID(p.doc, "chart-note"); len(marks) != 1 || !strings.Contains(text(marks[0]), "Bo: 🥒 +14 → 13") {
		t.Errorf("the chart marks %d points", len(marks))
	}
	rows := readCSV(t, d.get(tb.game+"/csv"))
	var noted []string
	for _, row := range rows[1:] {
		if note := row[len(row)-1]; note != "" {
			noted = append(noted, row[6]+" "+row[10]+" "+row[11]+" "+note)
		}
	}
	if rows[0][len(rows[0])-1] != "note" || len(noted) != 1 || noted[0] != "Bo 13 1 🥒 +14 → 13" {
		t.Errorf("the CSV notes %q under %q", noted, rows[0])
	}
}
