package web

import (
	"context"
	"encoding/json"
	"html"
	"net/http"
	"os"
	"strings"
	"testing"

	"schreiber/db"
	"schreiber/views"
	"schreiber/views/catalog"
)

// TestMain renders every page strictly: a message a language's catalog
// lacks shows as catalog.Missing rather than quietly in English.
func TestMain(m *testing.M) {
	catalog.SetStrict(true)
	code := m.Run()
	stopBrowser()
	os.Exit(code)
}

// TestEveryPageInEveryLanguage opens every GET page the router has, for a
// game of every kind, in each of the app's languages, and wants each page
// whole: in that language, with no message missing from its catalog and no
// argument left out of a sentence.
func TestEveryPageInEveryLanguage(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	// Every page and every fragment a page fetches into itself: all but
	// the assets, the never-ending stream, the join pages of a phone not
	// yet a member, and an import's progress.
	_, paths := pageTour(t, app, d, "/static/*", "/manifest.webmanifest", "/icon.svg", "/healthz", "/events",
		"/join/:token", "/imports/:import")
	for _, l := range catalog.Languages {
		speakHTTP(t, d, l.Code)
		for _, path := range paths {
			p := d.get(path)
			if p.status >= 500 || p.status == http.StatusNotFound {
				t.Errorf("%s %s: status %d", l.Code, path, p.status)
				continue
			}
			if !strings.Contains(p.body, "<html") {
				continue
			}
			switch {
			case !strings.Contains(p.body, `<html lang="`+l.Code+`"`):
				t.Errorf("%s %s: the page is not in %s", l.Code, path, l.Name)
			case strings.Contains(p.body, catalog.Missing):
				i := strings.Index(p.body, catalog.Missing)
				t.Errorf("%s %s: a message is missing: %.120s", l.Code, path, p.body[i:])
			case strings.Contains(p.body, "%!"):
				i := strings.Index(p.body, "%!")
				t.Errorf("%s %s: a sentence lost an argument: %.120s", l.Code, path, p.body[max(0, i-60):])
			}
			for _, bad := range foreignFigures(l.Code, p.doc) {
				t.Errorf("%s %s: %q is not written as the page's language writes it", l.Code, path, bad)
			}
		}
	}
}

// TestKeptRulingsReadInAnyLanguage keeps a ruling and reads it back in
// Danish: it is stored as message ids with their arguments, not as words.
// A ruling kept before the catalogs, stored in English and German, still
// shows its own two texts.
func TestKeptRulingsReadInAnyLanguage(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "durak", "classic", map[string]string{"loss_limit": "1"}, "Anna", "Bo", "Cai")
	location(t, d.post(tb.game+"/rulings", keepForm(ask(d, tb.game+"/referee", "pickup", "trump", "♠", "attacks", "♥7"))))
	ctx := context.Background()
	gameID := tb.game[strings.LastIndex(tb.game, "/")+1:]
	kept, err := app.store.Rulings(ctx, gameID)
	if err != nil || len(kept) != 1 {
		t.Fatalf("kept %v, %v", kept, err)
	}
	if a := kept[0].Answer; !strings.Contains(a, `"id":`) || strings.Contains(a, `"de":`) || strings.Contains(a, `"en":`) {
		t.Errorf("the answer is stored in words: %s", a)
	}
	var a views.Answer
	if err := json.Unmarshal([]byte(kept[0].Answer), &a); err != nil {
		t.Fatal(err)
	}
	danish := views.Lang("da")
	speakHTTP(t, d, "da")
	h := d.get(tb.game + "/history")
	got := text(byTestID(h.doc, "rulings")[0])
	for _, want := range []string{danish.Of(a.Reason), danish.Of(a.Headline)} {
		if !strings.Contains(got, html.UnescapeString(want)) {
			t.Errorf("the ruling in Danish lacks %q: %q", want, got)
		}
	}
	if english := views.EN.Of(a.Reason); strings.Contains(got, english) || danish.Of(a.Reason) == english {
		t.Errorf("the ruling is still English in Danish: %q", got)
	}

	// A ruling kept before, in its two languages.
	old := `{"verdict":"allowed","headline":{"en":"Allowed","de":"Erlaubt"},` +
		`"reason":{"en":"Anna may pick up the cards.","de":"Anna darf die Karten aufnehmen."},` +
		`"rule":{"game":"durak","section":"durak.pickup","title":{"en":"Picking up","de":"Aufnehmen"}}}`
	if _, err := app.store.KeepRuling(ctx, gameID, db.NewRuling{Question: `{"game":"durak"}`, Answer: old,
		Rule: `{"section":"durak.pickup"}`, Device: "Phone", Nonce: "old"}); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{"de": "Anna darf die Karten aufnehmen.", "en": "Anna may pick up the cards.",
		"da": "Anna may pick up the cards."} {
		speakHTTP(t, d, lang)
		if got := text(byTestID(d.get(tb.game+"/history").doc, "rulings")[0]); !strings.Contains(got, want) {
			t.Errorf("%s: the ruling kept before reads %q, want %q", lang, got, want)
		}
	}
}
