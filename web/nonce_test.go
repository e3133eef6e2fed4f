package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"schreiber/db"
	"schreiber/views"
)

func TestValidNonce(t *testing.T) {
	t.Parallel()
	id := db.NewID()
	for nonce, want := range map[string]bool{
		id:                              true,
		"abcdefghijklmnopqrstuvwxyz":    true,
		"234567abcdefghijklmnopqrst":    true,
		"":                              false,
		id[:25]:                         false,
		id + "a":                        false,
		strings.ToUpper(id):             false,
		id[:25] + "1":                   false,
		id[:25] + "-":                   false,
		id[:24] + "é":                   false,
		strings.Repeat("a", 60000):      false,
		"abcdefghijklmnopqrstuvwxy\x00": false,
	} {
		if got := validNonce(nonce); got != want {
			t.Errorf("validNonce(%.40q) = %t, want %t", nonce, got, want)
		}
	}
}

// TestFormsWithAForeignNonceStoreNothing sends a deal, the abandoning of
// the game and a ruling to keep, each with a nonce the server never gives
// out (one of 60,000 characters among them): each is refused with 422 and
// says why, in English and in German, and the database stays as it was.
// With the page's own nonces the same forms are stored.
func TestFormsWithAForeignNonceStoreNothing(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "durak", "classic", map[string]string{"loss_limit": "3"}, "Anna", "Bo", "Cai")
	location(t, tb.enter(d, lost(1)))
	keep := keepForm(ask(d, tb.game+"/referee", "pickup", "trump", "♠", "attacks", "♥7"))
	if !validNonce(keep.Get("nonce")) {
		t.Fatalf("the referee's keep form has the nonce %q", keep.Get("nonce"))
	}
	after := inputValue(d.get(tb.game).doc, "after")
	before := app.dump(t)
	id := db.NewID()
	for _, nonce := range []string{strings.Repeat("a", 60000), "", "n1", strings.ToUpper(id), id[:25] + "-", id + "x"} {
		deal := lost(2)
		deal.Set("nonce", nonce)
		deal.Set("after", after)
		refused := map[string]page{
			"deal":         d.post(tb.game+"/entries", deal),
			"deal by htmx": d.post(tb.game+"/entries", deal, "HX-Request", "true"),
			"abandon":      d.post(tb.game+"/abandon", url.Values{"nonce": {nonce}, "after": {after}}),
			"ruling":       d.post(tb.game+"/rulings", withValues(keep, url.Values{"nonce": {nonce}})),
		}
		for what, p := range refused {
			if p.status != http.StatusUnprocessableEntity || !strings.Contains(p.body, views.EN.Of(badNonce)) {
				t.Errorf("a %s with the nonce %.30q: status %d, want 422 with %q", what, nonce, p.status, views.EN.Of(badNonce))
			}
		}
	}
	if got := app.dump(t); got != before {
		t.Errorf("refused forms changed the database:\n%s\nwas\n%s", got, before)
	}
	speakHTTP(t, d, "de")
	deal := withValues(lost(2), url.Values{"nonce": {strings.Repeat("a", 60000)}, "after": {after}})
	if p := d.post(tb.game+"/entries", deal); p.status != http.StatusUnprocessableEntity || !strings.Contains(p.body, views.DE.Of(badNonce)) {
		t.Errorf("in German: status %d, want 422 with %q", p.status, views.DE.Of(badNonce))
	}

	location(t, d.post(tb.game+"/rulings", keep))
	location(t, tb.enter(d, lost(2)))
	p := d.get(tb.game)
	location(t, d.post(tb.game+"/abandon", url.Values{"nonce": {inputValue(p.doc, "nonce")}, "after": {inputValue(p.doc, "after")}}))
}
