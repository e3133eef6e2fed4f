package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
)

// scorers returns n devices that are scorers of the group: the first is
// d, the others joined with the scorer's link.
func scorers(t *testing.T, d *device, group string, n int) []*device {
	t.Helper()
	link := inviteLink(t, d, group, "scorer")
	devs := []*device{d}
	for range n - 1 {
		o := d.app.device(t)
		location(t, o.post(link, url.Values{}))
		devs = append(devs, o)
	}
	return devs
}

// atOnce posts form i to paths[i] from device i modulo the devices, all
// at the same moment, and returns the answers in order.
func atOnce(devs []*device, paths []string, forms []url.Values) []page {
	for i, f := range forms {
		f.Set("_csrf", devs[i%len(devs)].csrf())
	}
	answers := make([]page, len(forms))
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, f := range forms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			answers[i] = devs[i%len(devs)].post(paths[i], f)
		}()
	}
	close(start)
	wg.Wait()
	return answers
}

// repeat returns n times s.
func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// TestSameNameFromManyPhonesAtOnce: 26 adds of one name at the same
// moment (two phones adding the same player stored them twice in 12 of 26
// tries) store the player once; every other add is told the name is taken.
func TestSameNameFromManyPhonesAtOnce(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group := location(t, d.post("/groups", url.Values{"name": {"Runde"}, "players": {"Anna\nBo"}}))
	devs := scorers(t, d, group, 6)
	forms := make([]url.Values, 26)
	for i := range forms {
		forms[i] = url.Values{"name": {"Zoë"}}
	}
	saved := 0
	for i, p := range atOnce(devs, repeat(group+"/players", len(forms)), forms) {
		switch {
		case p.status == http.StatusSeeOther:
			saved++
		case p.status != http.StatusUnprocessableEntity || !strings.Contains(text(p.doc), "Zoë is already in the group."):
			t.Errorf("add %d: %d %.300s", i, p.status, text(p.doc))
		}
	}
	n := 0
	for _, p := range app.players(t, group) {
		if p.Name == "Zoë" {
			n++
		}
	}
	if saved != 1 || n != 1 {
		t.Errorf("%d adds answered as saved, %d Zoë stored; want 1 and 1", saved, n)
	}
}

// TestPlayerLimitFromManyPhonesAtOnce: at 39 players, 12 adds at once of 12
// different names end with 40; the other 11 are told the group is full.
func TestPlayerLimitFromManyPhonesAtOnce(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	var names []string
	for i := range maxPlayers - 1 {
		names = append(names, fmt.Sprintf("P%02d", i))
	}
	group := location(t, d.post("/groups", url.Values{"name": {"Verein"}, "players": {strings.Join(names, "\n")}}))
	devs := scorers(t, d, group, 4)
	forms := make([]url.Values, 12)
	for i := range forms {
		forms[i] = url.Values{"name": {fmt.Sprintf("Neu %d", i)}}
	}
	saved := 0
	for i, p := range atOnce(devs, repeat(group+"/players", len(forms)), forms) {
		switch {
		case p.status == http.StatusSeeOther:
			saved++
		case p.status != http.StatusUnprocessableEntity || !strings.Contains(text(p.doc), "40 players already"):
			t.Errorf("add %d: %d %.300s", i, p.status, text(p.doc))
		}
	}
	if got := active(app.players(t, group)); saved != 1 || got != maxPlayers {
		t.Errorf("%d adds saved, %d players play; want 1 and %d", saved, got, maxPlayers)
	}
	// Bringing players back at once holds the same limit: 34 play after
	// six are archived, 35 with a new one, and of the six brought back at
	// once five fit.
	ps := app.players(t, group)[:6]
	for _, p := range ps {
		location(t, d.post(group+"/players/"+p.ID+"/archive", url.Values{"archived": {"1"}}))
	}
	location(t, d.post(group+"/players", url.Values{"name": {"Noch einer"}}))
	var paths []string
	back := make([]url.Values, len(ps))
	for i, p := range ps {
		paths = append(paths, group+"/players/"+p.ID+"/archive")
		back[i] = url.Values{"archived": {"0"}}
	}
	saved = 0
	for i, p := range atOnce(devs, paths, back) {
		switch {
		case p.status == http.StatusSeeOther:
			saved++
		case p.status != http.StatusUnprocessableEntity || !strings.Contains(text(p.doc), "40 players already"):
			t.Errorf("bringing back %d: %d %.300s", i, p.status, text(p.doc))
		}
	}
	if got := active(app.players(t, group)); saved != 5 || got != maxPlayers {
		t.Errorf("%d brought back, %d players play; want 5 and %d", saved, got, maxPlayers)
	}
}

// TestLookAlikeNamesAreOneName: a name that differs from a player's only
// in what cannot be seen, in case, in width or in letters of another
// script that look the same (a Cyrillic А, a Greek Α) is that player's
// name, when
// adding, renaming and creating a group, in English and German; a name
// of fillers or blanks only is no name.
func TestLookAlikeNamesAreOneName(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group := location(t, d.post("/groups", url.Values{"name": {"Runde"}, "players": {"Anna\nBo"}}))
	ids := playerIDs(t, app, group)
	before := app.dump(t)
	taken := map[string]string{"en": "is already in the group.", "de": "ist schon in der Runde."}
	for _, name := range []string{"Anna\u200c", "Ａｎｎａ", "ANNA", "An\u200dna", "Anna\u3164", "Anna\U000e0041", "\u2800Anna", "\u0410nna", "\u0391nn\u0430"} {
		for lang, want := range taken {
			p := d.post(group+"/players", url.Values{"name": {name}}, "Accept-Language", lang)
			if p.status != http.StatusUnprocessableEntity || !strings.Contains(text(p.doc), want) || inputValue(p.doc, "name") != name {
				t.Errorf("adding %q (%s): %d, want 422 saying %q with the name kept", name, lang, p.status, want)
			}
			p = d.post(group+"/players/rename", url.Values{"player": {ids["Bo"]}, "name": {name}}, "Accept-Language", lang)
			if p.status != http.StatusUnprocessableEntity || !strings.Contains(text(p.doc), want) {
				t.Errorf("renaming Bo to %q (%s): %d, want 422 saying %q", name, lang, p.status, want)
			}
		}
		p := d.post("/groups", url.Values{"name": {"Zwei"}, "players": {"Anna\n" + name}})
		if p.status != http.StatusUnprocessableEntity || !strings.Contains(text(p.doc), "is listed twice") {
			t.Errorf("a new group with Anna and %q: %d", name, p.status)
		}
	}
	for _, blank := range []string{"\u3164", "\u3164\u3164", "\u2800", "\u2800 \u2800", "\U000e0041\U000e0020", "\U000e0001\U000e007f",
		"\u115f\u1160", "\uffa0", "\ufe0f", "\u3164\u200d\u2800"} {
		for _, lang := range []string{"en", "de"} {
			p := d.post(group+"/players", url.Values{"name": {blank}}, "Accept-Language", lang)
			want := map[string]string{"en": "at least one letter", "de": "mindestens einen Buchstaben"}[lang]
			if p.status != http.StatusUnprocessableEntity || !strings.Contains(text(p.doc), want) {
				t.Errorf("adding %q (%s): %d, want 422 saying %q", blank, lang, p.status, want)
			}
		}
	}
	if diff, same := sameDump(before, app.dump(t)); !same {
		t.Errorf("a refused name changed the database: %s", diff)
	}
	// A player may take another spelling of their own name.
	location(t, d.post(group+"/players/rename", url.Values{"player": {ids["Anna"]}, "name": {"ANNA"}}))
}
