package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// kindStart creates a group with the players and an evening, and returns
// the new game form of the kind with all of them seated in the given order
// and the player in seat dealer dealing first.
func kindStart(t testing.TB, d *device, kind, preset string, dealer int, players ...string) (group, evening string, form url.Values) {
	t.Helper()
	group = location(t, d.post("/groups", url.Values{"name": {"Freitag"}, "players": {strings.Join(players, "\n")}}))
	evening = location(t, d.post(group+"/evenings", url.Values{"held_on": {"2026-11-27"}, "place": {"Laube"}}))
	newPage := d.get(evening + "/games/new?kind=" + kind)
	if newPage.status != http.StatusOK {
		t.Fatalf("new %s game: %d", kind, newPage.status)
	}
	ids := map[string]string{}
	for _, li := range findAll(newPage.doc, func(n *html.Node) bool { return n.Data == "li" && hasAttr(n, "data-seat") }) {
		box := findAll(li, func(n *html.Node) bool { return attr(n, "name") == "player" })
		ids[text(findAll(li, func(n *html.Node) bool { return n.Data == "span" })[0])] = attr(box[0], "value")
	}
	form = url.Values{"kind": {kind}, "preset": {preset}}
	for i, name := range players {
		id, ok := ids[name]
		if !ok {
			t.Fatalf("player %q not offered; have %v", name, ids)
		}
		form.Add("player", id)
		form.Set("pos-"+id, fmt.Sprint(i+1))
		if i == dealer {
			form.Set("first_dealer", id)
		}
	}
	return group, evening, form
}

// kindGame starts a game of the kind and returns the group and the game's
// path.
func kindGame(t testing.TB, d *device, kind, preset string, dealer int, players ...string) (group, game string) {
	t.Helper()
	group, evening, form := kindStart(t, d, kind, preset, dealer, players...)
	return group, location(t, d.post(evening+"/games", form))
}

// editLinks returns the history's correction links, oldest entry first.
func editLinks(d *device, game string) []string {
	h := d.get(game + "/history")
	var out []string
	for _, a := range findAll(h.doc, func(n *html.Node) bool { return n.Data == "a" && strings.HasSuffix(attr(n, "href"), "/edit") }) {
		out = append([]string{attr(a, "href")}, out...)
	}
	return out
}

// historyRows counts the history's records.
func historyRows(t testing.TB, d *device, game string) int {
	t.Helper()
	h := d.get(game + "/history")
	list := byTestID(h.doc, "history")
	if len(list) != 1 {
		t.Fatalf("history page: %d", h.status)
	}
	return len(findAll(list[0], func(n *html.Node) bool { return n.Data == "li" }))
}

// checked returns the values of the ticked inputs named name.
func checked(doc *html.Node, name string) []string {
	var out []string
	for _, n := range findAll(doc, func(n *html.Node) bool { return attr(n, "name") == name && hasAttr(n, "checked") }) {
		out = append(out, attr(n, "value"))
	}
	return out
}

// viewerOf returns a second device that joined the game's group through
// its viewer link.
func viewerOf(t testing.TB, app *testApp, owner *device, group string) *device {
	t.Helper()
	var link string
	for _, in := range byTestID(owner.get(group).doc, "invite-viewer") {
		link = attr(in, "value")
	}
	if link == "" {
		t.Fatal("no viewer link")
	}
	viewer := app.device(t)
	location(t, viewer.post(strings.TrimPrefix(link, app.srv.URL), url.Values{}))
	return viewer
}

// rowCells returns the cells of the table rows marked with id, each row's
// cells joined by "|".
func rowCells(doc *html.Node, id string) []string {
	var out []string
	for _, tr := range byTestID(doc, id) {
		out = append(out, strings.Join(texts(findAll(tr, func(n *html.Node) bool { return n.Data == "td" })), "|"))
	}
	return out
}
