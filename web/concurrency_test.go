package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"
)

// TestScorersAtOnce has six scorers, each a device of its own, send the
// round's deal for the same game at the same moment, round after round (a
// 2 taken by each player in turn, so that nobody goes out). In each round
// exactly one deal is saved; every other phone gets 409 with its choices
// kept and the board as it now stands.
func TestScorersAtOnce(t *testing.T) {
	t.Parallel()
	const phones, rounds = 6, 24
	app := newTestApp(t)
	first := app.device(t)
	group, game := newGame(t, first, "Anna", "Bo", "Cai")
	link := strings.TrimPrefix(inviteLink(t, first, group, "scorer"), app.srv.URL)
	devs := []*device{first}
	for range phones - 1 {
		d := app.device(t)
		location(t, d.post(link, url.Values{}))
		devs = append(devs, d)
	}
	for round := range rounds {
		// Every phone has the page of the game as it stands: the same log
		// position, its own nonce and token.
		forms := make([]url.Values, phones)
		for i, d := range devs {
			p := d.get(game)
			forms[i] = url.Values{"mode": {"quick"}, "loser": {fmt.Sprint(round % 3)}, "card": {"2"},
				"nonce": {inputValue(p.doc, "nonce")}, "after": {inputValue(p.doc, "after")}, "_csrf": {d.csrf()}}
			if forms[i].Get("after") != fmt.Sprint(round) {
				t.Fatalf("round %d: phone %d's form is at %s", round, i, forms[i].Get("after"))
			}
		}
		answers := make([]page, phones)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i, d := range devs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				answers[i] = d.post(game+"/entries", forms[i])
			}()
		}
		close(start)
		wg.Wait()
		saved := 0
		for i, p := range answers {
			switch p.status {
			case http.StatusSeeOther:
				saved++
			case http.StatusConflict:
				kept := findAll(p.doc, func(n *html.Node) bool {
					return n.Data == "input" && attr(n, "name") == "loser" && hasAttr(n, "checked")
				})
				if len(kept) != 1 || attr(kept[0], "value") != fmt.Sprint(round%3) {
					t.Errorf("round %d: phone %d's choice was not kept", round, i)
				}
				if after := inputValue(p.doc, "after"); after != fmt.Sprint(round+1) {
					t.Errorf("round %d: phone %d's refused form shows the log at %s, want %d", round, i, after, round+1)
				}
				if len(byTestID(p.doc, "form-error")) != 1 {
					t.Errorf("round %d: phone %d is not told why", round, i)
				}
			default:
				t.Fatalf("round %d: phone %d got %d: %.300s", round, i, p.status, p.body)
			}
		}
		if saved != 1 {
			t.Fatalf("round %d: %d deals saved, want exactly 1", round, saved)
		}
	}
	if n := historyRows(t, first, game); n != rounds {
		t.Errorf("the history has %d entries, want %d", n, rounds)
	}
}
