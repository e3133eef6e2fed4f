package main

import (
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
)

// formOf returns the fields of the page's form whose action ends in
// suffix: what a phone sends when that form's button is tapped.
func formOf(t *testing.T, doc *html.Node, suffix string) url.Values {
	t.Helper()
	forms := nodes(doc, func(n *html.Node) bool { return n.Data == "form" && strings.HasSuffix(attrOf(n, "action"), suffix) })
	if len(forms) == 0 {
		t.Fatalf("no form to %s on the page", suffix)
	}
	form := url.Values{}
	for _, in := range nodes(forms[0], func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") != "" }) {
		form.Set(attrOf(in, "name"), attrOf(in, "value"))
	}
	return form
}

// TestRacesAndGuessesWithTheProgram plays the clumsy and hostile clients'
// cases against the real program, with its defaults:
//   - a guesser sends 100 wrong codes from an address, then a good link
//     from the same address joins;
//   - 50 times a finish races a deal sent for the position after it: when
//     the finisher is told the game is finished, no deal lies after the
//     end mark, and when the deal is told it is saved, it lies before it;
//   - a finish sent with a stored deal's nonce ends nothing; a deal sent
//     again after the game ended is told it was saved already;
//   - the language switch with a malformed escape leads home;
//   - a name spelt with Cyrillic letters that look Latin is the same name;
//   - a game of a deleted group answers a deal with 410.
func TestRacesAndGuessesWithTheProgram(t *testing.T) {
	dbPath := filepath.Join(t.TempDir(), "races.db")
	srv := start(t, dbPath)
	defer srv.kill()
	p := newPhone(t, srv)
	group, game := startGameOf(t, p, "Wettlauf", "Anna\nBo\nCai", "durak", "classic")

	// (6) The guesser's codes wait; the household's link still joins.
	link := viewerLink(t, p, group)
	guesser := from(newPhone(t, srv), "198.51.100.7", http.DefaultTransport)
	limited := 0
	for i := range 100 {
		a := guesser.get(fmt.Sprintf("/join?code=QQQQ-%04d", i))
		switch a.status {
		case http.StatusNotFound:
		case http.StatusTooManyRequests:
			limited++
		default:
			t.Fatalf("wrong code %d: status %d", i+1, a.status)
		}
	}
	if limited == 0 {
		t.Error("100 wrong codes from one address, none of them slowed")
	}
	if a := guesser.get(link); a.status != http.StatusOK {
		t.Fatalf("the good link from the guesser's address: status %d", a.status)
	}
	if a := guesser.post(link, url.Values{}); a.status != http.StatusSeeOther {
		t.Errorf("joining through the good link from the guesser's address: status %d: %.300s", a.status, a.body)
	}

	// (7) A finish against a deal for the position after it.
	raw, err := sql.Open("sqlite", "file:"+dbPath+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	gameID := game[strings.LastIndex(game, "/")+1:]
	type record struct {
		seq     int
		action  string
		payload string
	}
	logSince := func(seq int) []record {
		rows, err := raw.Query(`SELECT seq, action, payload FROM entries WHERE game_id = ? AND seq > ? ORDER BY seq`, gameID, seq)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []record
		for rows.Next() {
			var r record
			if err := rows.Scan(&r.seq, &r.action, &r.payload); err != nil {
				t.Fatal(err)
			}
			out = append(out, r)
		}
		return out
	}
	lost := func(page answer, seat int, after string) url.Values {
		return url.Values{"durak": {fmt.Sprint(seat)}, "_csrf": {field(page.doc, "_csrf")}, "nonce": {field(page.doc, "nonce")}, "after": {after}}
	}
	if page := p.get(game); p.do(http.MethodPost, game+"/entries", lost(page, 0, field(page.doc, "after"))).status != http.StatusSeeOther {
		t.Fatal("the first deal was not saved")
	}
	csrf := field(p.get("/").doc, "_csrf")
	told, saved := 0, 0
	for race := range 50 {
		page := p.get(game)
		finish := formOf(t, page.doc, "/finish")
		var after int
		fmt.Sscan(field(page.doc, "after"), &after)
		deal := lost(page, race%3, fmt.Sprint(after+1))
		var finished, dealt answer
		var wg sync.WaitGroup
		wg.Add(2)
		go func() { defer wg.Done(); finished = p.do(http.MethodPost, game+"/finish", finish) }()
		go func() { defer wg.Done(); dealt = p.do(http.MethodPost, game+"/entries", deal) }()
		wg.Wait()
		since := logSince(after)
		end := -1
		for i, r := range since {
			if r.action == "add" && r.payload == db.Finished {
				end = i
			}
		}
		if finished.status == http.StatusSeeOther {
			told++
			if end != len(since)-1 {
				t.Fatalf("race %d: the finisher was told the game ended, and the log after it is %v", race+1, since)
			}
		}
		if dealt.status == http.StatusSeeOther {
			saved++
		}
		if dealt.status == http.StatusSeeOther && (end == 0 || len(since) == 0) {
			t.Fatalf("race %d: the deal was told it is saved, and the log after it is %v", race+1, since)
		}
		// Undo what the race stored, the end first, for the next race.
		for range since {
			page := p.get(game)
			if a := p.do(http.MethodPost, game+"/undo", url.Values{"_csrf": {csrf}, "after": {field(page.doc, "after")}}); a.status != http.StatusSeeOther {
				t.Fatalf("race %d: undo: status %d: %.300s", race+1, a.status, a.body)
			}
		}
	}
	t.Logf("50 races: %d finishes told they ended the game, %d deals told they were saved", told, saved)
	if told == 0 {
		t.Error("no finish of the 50 was told it ended the game: the races proved nothing")
	}

	// (8) A finish with a stored deal's nonce ends nothing.
	page := p.get(game)
	deal := lost(page, 1, field(page.doc, "after"))
	if a := p.do(http.MethodPost, game+"/entries", deal); a.status != http.StatusSeeOther {
		t.Fatalf("a deal: status %d", a.status)
	}
	page = p.get(game)
	if a := p.do(http.MethodPost, game+"/finish", url.Values{"_csrf": {csrf}, "nonce": deal["nonce"], "after": {field(page.doc, "after")}}); a.status < 400 {
		t.Errorf("a finish with the stored deal's nonce: status %d", a.status)
	}
	if byTestID(p.get(game).doc, "status-over") != nil {
		t.Error("a finish with the stored deal's nonce ended the game")
	}
	// The deal sent again after the game ended: saved already.
	if a := p.do(http.MethodPost, game+"/finish", formOf(t, p.get(game).doc, "/finish")); a.status != http.StatusSeeOther {
		t.Fatalf("the finish: status %d", a.status)
	}
	if byTestID(p.get(game).doc, "status-over") == nil {
		t.Error("the finish did not end the game")
	}
	if a := p.do(http.MethodPost, game+"/entries", deal); a.status >= 400 {
		t.Errorf("the deal sent again after the finish: status %d: %.300s", a.status, a.body)
	}

	// The language switch with a malformed escape in the page to go back to.
	if a := p.post("/lang", url.Values{"lang": {"de"}, "back": {group + "/x%3j"}}); a.status != http.StatusSeeOther || a.location != "/" {
		t.Errorf("the language switch back to a malformed path: status %d, to %q", a.status, a.location)
	}

	// Letters that only look Latin are the same name.
	if a := p.post(group+"/players", url.Values{"name": {"\u0410nna"}}); a.status == http.StatusSeeOther || a.status >= 500 {
		t.Errorf("a Cyrillic Аnna beside Anna: status %d", a.status)
	}

	// A deleted group's game answers a deal with 410.
	page = p.get(game)
	if a := p.post(group+"/delete", url.Values{"name": {"Wettlauf"}}); a.status != http.StatusSeeOther {
		t.Fatalf("deleting the group: status %d: %.300s", a.status, a.body)
	}
	late := lost(page, 0, field(page.doc, "after"))
	if a := p.do(http.MethodPost, game+"/entries", late); a.status != http.StatusGone {
		t.Errorf("a deal to a deleted group's game: status %d", a.status)
	}
}
