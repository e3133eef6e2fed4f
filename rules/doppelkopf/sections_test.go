package doppelkopf

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// fixed are the section ids of the Doppelkopf rulebook that engines may cite.
var fixed = []string{"cards", "trumps", "dullen", "schweinchen", "fehl", "follow", "winner", "lead", "parties",
	"announce", "announce.reply", "vorbehalte", "hochzeit", "armut", "solo", "pflichtsolo", "scoring", "solo-bonus",
	"bock", "end", "fast-entry"}

// TestSectionsExist checks that every section the package cites has a
// title in both languages and is one of the rulebook's fixed ids.
func TestSectionsExist(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
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
	if len(ids) < 20 {
		t.Fatalf("found only %d citations; the pattern is broken", len(ids))
	}
	for _, id := range ids {
		if title, ok := sections[id]; !ok || title == "" {
			t.Errorf("section %q has no title", id)
		}
	}
	for _, id := range Sections() {
		if !slices.Contains(fixed, id) {
			t.Errorf("section %q is not one of the rulebook's", id)
		}
	}
	if got := Ref("follow"); got.Game != GameName || got.Section != "doppelkopf.follow" {
		t.Errorf("Ref = %+v", got)
	}
}
