package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"schreiber/db"
)

func TestCleanName(t *testing.T) {
	t.Parallel()
	cases := []struct {
		raw, want string
		ok        bool
	}{
		{"  Anna   Lena ", "Anna Lena", true},
		{"Anna\tBo", "Anna Bo", true},
		{"محمد", "محمد", true},                       // Arabic, right to left
		{"שָׂרָה", "שָׂרָה", true},                   // Hebrew with its points
		{"Ali محمد", "Ali محمد", true},               // mixed directions
		{"\u200fנועה", "\u200fנועה", true},           // a right-to-left mark stays
		{"می\u200cخواهم", "می\u200cخواهم", true},     // Persian needs the zero-width non-joiner
		{"👩\u200d👩\u200d👧", "👩\u200d👩\u200d👧", true}, // an emoji joined by zero-width joiners
		{"An\u200bna", "Anna", true},                 // a zero-width space only hides a difference
		{"\ufeffBo", "Bo", true},
		{strings.Repeat("x", 40), strings.Repeat("x", 40), true},
		{strings.Repeat("ü", 40), strings.Repeat("ü", 40), true}, // characters, not bytes
		{"", "", false},
		{"   ", "", false},
		{"\u200b\u200b", "", false},       // zero-width only
		{"\u200d\u200c\u200f", "", false}, // joiners and marks only
		{"\u0301\u0301", "", false},       // combining marks only
		{strings.Repeat("x", 41), "", false},
		{strings.Repeat("x", 10000), "", false},
		{"Anna\x00", "", false},
		{"Bo\x1b[31m", "", false},
		{"Cai\x7f", "", false},
		{"Dora\u202eevil", "", false},  // right-to-left override
		{"\u2066Ede\u2069", "", false}, // isolate
		{"Fritz\ufffe", "", false},
		{"\xff\xfe", "", false}, // broken UTF-8
		// Fillers, blanks and tag characters draw nothing: alone they are
		// no name; beside a name they stay as typed (db.NameKey sees past them).
		{"\u3164", "", false},                         // Hangul filler
		{"\u3164 \u3164", "", false},                  // two, and a space
		{"\uffa0\u115f\u1160", "", false},             // the other Hangul fillers
		{"\u2800\u2800", "", false},                   // braille blank
		{"\U000e0041\U000e006e\U000e007f", "", false}, // tag characters
		{"\U000e0001", "", false},                     // language tag
		{"\ufe0f\ufe0f", "", false},                   // variation selectors
		{"\u200e\u061c", "", false},                   // direction marks
		{"\u3164Anna", "\u3164Anna", true},
		{"🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f", "🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f", true}, // the flag of England
		{"Ａｎｎａ", "Ａｎｎａ", true}, // stored as typed, compared as Anna
	}
	for _, tc := range cases {
		got, ok := cleanName(tc.raw, maxPlayerName)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("cleanName(%q) = %q, %v; want %q, %v", tc.raw, got, ok, tc.want, tc.ok)
		}
	}
}

func TestNameKeyComparesLookAlikes(t *testing.T) {
	t.Parallel()
	for _, n := range []string{"anna", "ANNA", "Ａｎｎａ", "Anna\u200c", "\u2066Anna", "Anna\u3164", "An\u00adna"} {
		if db.NameKey(n) != db.NameKey("Anna") {
			t.Errorf("db.NameKey(%q) = %q, db.NameKey(Anna) = %q", n, db.NameKey(n), db.NameKey("Anna"))
		}
	}
	if db.NameKey("Anna") == db.NameKey("Anne") {
		t.Error("Anna and Anne have one key")
	}
}

// TestNamesThroughTheForms: every form that names something takes real
// right-to-left names and refuses the rest with 422, in the reader's
// language, keeping the database as it was.
func TestNamesThroughTheForms(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group := location(t, d.post("/groups", url.Values{"name": {"Dienstag"}, "players": {"Anna"}}))
	for _, name := range []string{"محمد", "שָׂרָה"} {
		p := d.follow(d.post(group+"/players", url.Values{"name": {name}}))
		if got := texts(byTestID(p.doc, "players")); len(got) != 1 || !strings.Contains(got[0], name) {
			t.Fatalf("%q not listed: %q", name, got)
		}
	}
	bad := []string{strings.Repeat("ä", 10000), "Anna\x00", "\u200b", "Bo\u202e", "\x01\x02"}
	type form struct {
		path  string
		field string
		more  url.Values
	}
	forms := []form{
		{"/groups", "name", nil},
		{"/groups", "players", url.Values{"name": {"Runde"}}},
		{group + "/players", "name", nil},
		{group + "/evenings", "place", url.Values{"held_on": {"2026-11-20"}}},
		{group + "/devices/name", "name", nil},
	}
	for _, f := range forms {
		for i, name := range bad {
			for _, lang := range []string{"en", "de"} {
				before := app.dump(t)
				v := url.Values{f.field: {name}}
				for k, vs := range f.more {
					v[k] = vs
				}
				p := d.post(f.path, v, "Accept-Language", lang)
				if p.status != http.StatusUnprocessableEntity {
					t.Errorf("%s %s=#%d (%s): status %d, want 422", f.path, f.field, i, lang, p.status)
					continue
				}
				want := map[string]string{"en": "at least one letter", "de": "mindestens einen Buchstaben"}[lang]
				if !strings.Contains(text(p.doc), want) {
					t.Errorf("%s %s=#%d (%s): no message %q", f.path, f.field, i, lang, want)
				}
				if diff, same := sameDump(before, app.dump(t)); !same {
					t.Errorf("%s %s=#%d changed the database: %s", f.path, f.field, i, diff)
				}
			}
		}
	}
}
