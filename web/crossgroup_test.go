package web

import (
	"net/http"
	"strings"
	"testing"
)

// TestGameCannotStartInAnotherGroupsEvening: a scorer of two groups posts
// group A's new game form with the evening and the players of group B. No
// game may be created in either group.
func TestGameCannotStartInAnotherGroupsEvening(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	groupA, _, _ := startForm(t, d, "danish", "Anna", "Bo", "Cai")
	groupB, eveningB, formB := startForm(t, d, "danish", "Dora", "Ede", "Fritz")
	before := app.dump(t)
	p := d.post(groupA+strings.TrimPrefix(eveningB, groupB)+"/games", formB)
	if p.status != http.StatusNotFound {
		t.Fatalf("status %d, want 404; body %.300s", p.status, p.body)
	}
	if diff, same := sameDump(before, app.dump(t)); !same {
		t.Fatalf("the refused game changed the database: %s", diff)
	}
}
