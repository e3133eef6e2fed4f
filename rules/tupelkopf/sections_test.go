package tupelkopf

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSectionsExist makes sure every rule reference the package cites has a
// title in both languages.
func TestSectionsExist(t *testing.T) {
	var ids []string
	for _, v := range Vorbehalte {
		ids = append(ids, v.section())
	}
	for _, c := range Contracts {
		ids = append(ids, c.section())
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	cite := regexp.MustCompile(`Ref\("([a-z.\-]+)"\)|return "([a-z.\-]+)"`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range cite.FindAllStringSubmatch(string(src), -1) {
			ids = append(ids, m[1]+m[2])
		}
	}
	if len(ids) < 40 {
		t.Fatalf("found only %d citations; the pattern is broken", len(ids))
	}
	for _, id := range ids {
		title, ok := sections[id]
		if !ok || title == "" {
			t.Errorf("section %q has no title", id)
		}
	}
	if got := Ref("play.follow"); got.Game != GameName || got.Section != "tupelkopf.play.follow" {
		t.Errorf("Ref = %+v", got)
	}
	if len(Sections()) != len(sections) {
		t.Errorf("Sections lists %d of %d", len(Sections()), len(sections))
	}
}
