package catalog

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// glossaryTable reads the rows of the table under heading in a language's
// glossary, docs/glossary/<code>.md: each row its cells, trimmed.
func glossaryTable(t *testing.T, code, heading string) [][]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "glossary", code+".md"))
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(b), "\n## "+heading+"\n")
	if !ok {
		t.Fatalf("docs/glossary/%s.md has no section %q", code, heading)
	}
	var rows [][]string
	for _, line := range strings.Split(after, "\n") {
		if strings.HasPrefix(line, "## ") {
			break
		}
		if !strings.HasPrefix(line, "|") || strings.HasPrefix(line, "|---") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		rows = append(rows, cells)
	}
	if len(rows) < 2 {
		t.Fatalf("docs/glossary/%s.md: the table %q is empty", code, heading)
	}
	return rows[1:] // the header row aside
}

// TestGermanWordsAsEachGlossaryDecides wants every language but German and
// English (whose texts are the ids) to decide, in its glossary, for each
// German game word of docs/glossary/de.md whether its players say it, and
// no catalog text of the language to hold a word its glossary does not
// list as used.
func TestGermanWordsAsEachGlossaryDecides(t *testing.T) {
	forms := map[string][]string{}
	for _, row := range glossaryTable(t, "de", "German game words in other languages") {
		for _, f := range strings.Split(row[1], ",") {
			forms[row[0]] = append(forms[row[0]], strings.TrimSpace(f))
		}
	}
	if len(forms) < 10 {
		t.Fatalf("only %d German game words", len(forms))
	}
	for _, l := range Languages {
		if l.Code == "de" || l.Code == "en" {
			continue
		}
		decided := map[string]bool{}
		var checked []*regexp.Regexp
		for _, row := range glossaryTable(t, l.Code, "German game words") {
			if len(row) < 3 || row[2] == "" {
				t.Errorf("%s: the German word %q has no reason", l.Code, row[0])
				continue
			}
			decided[row[0]] = true
			if row[1] == "yes" {
				continue
			}
			if !strings.HasPrefix(row[1], "no: ") {
				t.Errorf("%s: %q is used %q, want yes or no: …", l.Code, row[0], row[1])
			}
			for _, f := range forms[row[0]] {
				checked = append(checked, regexp.MustCompile(`(?:^|[^\p{L}\p{N}])(`+regexp.QuoteMeta(f)+`)(?:$|[^\p{L}\p{N}])`))
			}
		}
		for word := range forms {
			if !decided[word] {
				t.Errorf("docs/glossary/%s.md does not decide on the German word %q", l.Code, word)
			}
		}
		lx := For(l.Code)
		for _, id := range lx.IDs() {
			m := lx.Message(id)
			for _, text := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
				for _, re := range checked {
					if w := re.FindStringSubmatch(text); w != nil {
						t.Errorf("%s %q: %q is German where the glossary has a word of its own: %s", l.Code, id, w[1], text)
					}
				}
			}
		}
	}
}
