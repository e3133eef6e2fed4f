package web

import (
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// table is a game started through the new game form, with what the tests
// need to play it.
type table struct {
	group, evening, game string
}

// seatTable creates a group with the players and an evening, and starts a
// game of the kind and preset through its new game form, the players seated
// in the given order and the first of them dealing. options change house
// rules (by JSON name) from the preset's.
func seatTable(t testing.TB, d *device, kind, preset string, options map[string]string, players ...string) table {
	t.Helper()
	tb, form := tableForm(t, d, kind, preset, options, players...)
	tb.game = location(t, d.post(tb.evening+"/games", form))
	return tb
}

// tableForm creates the group and evening and returns the new game form's
// fields, every option of the preset sent as the form sends it.
func tableForm(t testing.TB, d *device, kind, preset string, options map[string]string, players ...string) (table, url.Values) {
	t.Helper()
	var tb table
	tb.group = location(t, d.post("/groups", url.Values{"name": {"Runde"}, "players": {strings.Join(players, "\n")}}))
	tb.evening = location(t, d.post(tb.group+"/evenings", url.Values{"held_on": {"2026-11-21"}, "place": {"Plön"}}))
	form := eveningForm(t, d, tb.evening, kind, preset, players...)
	if len(options) == 0 {
		return tb, form
	}
	// Applying the preset shows its options; send them all, changed where
	// the test says.
	applied := d.post(tb.evening+"/games", withValues(form, url.Values{"apply": {"1"}}))
	form.Set("options", "1")
	for _, in := range findAll(applied.doc, func(n *html.Node) bool { return strings.HasPrefix(attr(n, "name"), "opt-") }) {
		name := attr(in, "name")
		switch {
		case in.Data == "select":
			for _, o := range findAll(in, func(n *html.Node) bool { return n.Data == "option" && hasAttr(n, "selected") }) {
				form.Set(name, attr(o, "value"))
			}
		case attr(in, "type") == "checkbox":
			if hasAttr(in, "checked") {
				form.Set(name, "true")
			}
		default:
			form.Set(name, attr(in, "value"))
		}
	}
	for k, v := range options {
		if v == "false" {
			form.Del("opt-" + k)
			continue
		}
		form.Set("opt-"+k, v)
	}
	return tb, form
}

// withValues returns a copy of form with more values set.
func withValues(form url.Values, more url.Values) url.Values {
	out := url.Values{}
	for k, v := range form {
		out[k] = append([]string(nil), v...)
	}
	for k, v := range more {
		out[k] = v
	}
	return out
}

// enter posts an entry form of the game page with its nonce and log
// position.
func (tb table) enter(d *device, form url.Values, headers ...string) page {
	p := d.get(tb.game)
	form.Set("nonce", inputValue(p.doc, "nonce"))
	form.Set("after", inputValue(p.doc, "after"))
	return d.post(tb.game+"/entries", form, headers...)
}

// editLinks are the history's correction links, oldest entry first.
func (tb table) editLinks(d *device) []string {
	h := d.get(tb.game + "/history")
	var out []string
	for _, a := range findAll(h.doc, func(n *html.Node) bool { return n.Data == "a" && strings.HasSuffix(attr(n, "href"), "/edit") }) {
		out = append([]string{attr(a, "href")}, out...)
	}
	return out
}

// fact is the value of a fact of the next deal, by test id.
func fact(p page, id string) string {
	if n := byTestID(p.doc, id); len(n) == 1 {
		return text(n[0])
	}
	return ""
}
