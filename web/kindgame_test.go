package web

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// historyRows counts the records of a game's history.
func historyRows(t testing.TB, d *device, game string) int {
	t.Helper()
	h := d.get(game + "/history")
	list := byTestID(h.doc, "history")
	if len(list) != 1 {
		t.Fatalf("history page: %d", h.status)
	}
	return len(findAll(list[0], func(n *html.Node) bool { return n.Data == "li" }))
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
