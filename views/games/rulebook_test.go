package games

import (
	"strings"
	"testing"

	"schreiber/rules/msg"
	"schreiber/views"
)

// TestRulebooksAreWrittenInBothLanguages checks the rules texts as data:
// every heading and paragraph in English and German, every paragraph
// really translated, and every anchor usable once in a URL's fragment.
func TestRulebooksAreWrittenInBothLanguages(t *testing.T) {
	books := Rulebooks()
	if len(books) != len(Kinds()) {
		t.Fatalf("%d rulebooks, want one for each of the %d games", len(books), len(Kinds()))
	}
	both := func(where string, x msg.Text) {
		t.Helper()
		if strings.TrimSpace(views.EN.Of(x)) == "" || strings.TrimSpace(views.DE.Of(x)) == "" {
			t.Errorf("%s: %q / %q misses a language", where, views.EN.Of(x), views.DE.Of(x))
		}
	}
	for _, b := range books {
		both(b.Game+" title", b.Title)
		both(b.Game+" summary", b.Summary)
		ids := map[string]bool{}
		anchor := func(id string) {
			t.Helper()
			if id == "" || strings.ContainsAny(id, " #/?%\"'<>") || ids[id] {
				t.Errorf("%s: anchor %q is empty, not usable in a fragment, or twice on the page", b.Game, id)
			}
			ids[id] = true
		}
		for _, ch := range b.Chapters {
			anchor(ch.ID)
			both(b.Game+"#"+ch.ID, ch.Title)
			paras := ch.Intro
			for _, s := range ch.Sections {
				anchor(s.ID)
				both(b.Game+"#"+s.ID, s.Title)
				if len(s.Body) == 0 || s.Body[0].Text.IsZero() {
					t.Errorf("%s#%s starts without a paragraph", b.Game, s.ID)
				}
				paras = append(paras, s.Body...)
			}
			for _, p := range paras {
				if views.EN.Of(p.Text) != "" || views.DE.Of(p.Text) != "" {
					both(b.Game+"#"+ch.ID+" paragraph", p.Text)
					// A plain text (the toy game's) is said alike in every
					// language on purpose; a message must be translated.
					if p.Text.Plain == "" && views.EN.Of(p.Text) == views.DE.Of(p.Text) {
						t.Errorf("%s#%s: a paragraph is the same in both languages: %q", b.Game, ch.ID, views.EN.Of(p.Text))
					}
				}
				for _, it := range p.Items {
					both(b.Game+"#"+ch.ID+" item", it)
				}
			}
		}
		if got, ok := RulebookOf(b.Game); !ok || got.Game != b.Game || got.Path() != "/rules/"+b.Game {
			t.Errorf("RulebookOf(%q) does not find it", b.Game)
		}
	}
	if _, ok := RulebookOf("schach"); ok {
		t.Error("a rulebook for an unknown game")
	}
}
