package main

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
)

// startGurke creates a group with three players, an evening and a Danish
// Agurk game through the pages, and returns the group's and the game's paths.
func startGurke(t *testing.T, p *phone) (group, game string) {
	t.Helper()
	return startGurkeOf(t, p, "Dienstag", "Anna\nBo\nCai")
}

// startGurkeOf is startGurke for a group of the name and three players,
// one per line.
func startGurkeOf(t *testing.T, p *phone, name, players string) (group, game string) {
	t.Helper()
	return startGameOf(t, p, name, players, "gurke", "danish")
}

// startGameOf starts a group of the players, an evening and a game of the
// kind by the preset, every player seated in the order given.
func startGameOf(t *testing.T, p *phone, name, players, kind, preset string) (group, game string) {
	t.Helper()
	group = p.redirected("/groups", url.Values{"name": {name}, "players": {players}})
	evening := p.redirected(group+"/evenings", url.Values{"held_on": {"2026-11-20"}})
	page := p.get(evening + "/games/new?kind=" + kind)
	form := url.Values{"kind": {kind}, "preset": {preset}}
	boxes := nodes(page.doc, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") == "player" })
	if len(boxes) != strings.Count(players, "\n")+1 {
		t.Fatalf("new game page offers %d players", len(boxes))
	}
	for i, b := range boxes {
		id := attrOf(b, "value")
		form.Add("player", id)
		form.Set("pos-"+id, fmt.Sprint(i+1))
	}
	form.Set("first_dealer", attrOf(boxes[0], "value"))
	return group, p.redirected(evening+"/games", form)
}

// quickDeal enters a deal through the quick form of the game page: the
// player in seat loser took the last trick with card.
func quickDeal(t *testing.T, p *phone, game string, loser int, card string) answer {
	t.Helper()
	page := p.get(game)
	if page.status != http.StatusOK {
		t.Fatalf("game page: status %d", page.status)
	}
	return p.post(game+"/entries", url.Values{"mode": {"quick"}, "loser": {fmt.Sprint(loser)}, "card": {card},
		"nonce": {field(page.doc, "nonce")}, "after": {field(page.doc, "after")}})
}

func scores(t *testing.T, p *phone, game string) []string {
	t.Helper()
	page := p.get(game)
	if page.status != http.StatusOK {
		t.Fatalf("GET %s: status %d", game, page.status)
	}
	var out []string
	for _, n := range byTestID(page.doc, "score") {
		out = append(out, textOf(n))
	}
	return out
}

// joinAsViewer is a new phone that joined the group by the viewer link the
// scorer's group page shows.
func joinAsViewer(t *testing.T, srv *server, scorer *phone, group string) *phone {
	t.Helper()
	invite := ""
	for _, n := range byTestID(scorer.get(group).doc, "invite-viewer") {
		invite = attrOf(n, "value")
	}
	u, err := url.Parse(invite)
	if err != nil || !strings.HasPrefix(u.Path, "/join/") {
		t.Fatalf("viewer link %q", invite)
	}
	p := newPhone(t, srv)
	p.redirected(u.Path, url.Values{})
	return p
}

// TestRestartKeepsEveryPhoneIn stops the real server mid-evening, gently and
// hard, starts it again on the same database, and checks that the phone
// that created the group and a phone that joined it still reach the group,
// the game and its history with the cookies they had, and can enter the
// next deal.
func TestRestartKeepsEveryPhoneIn(t *testing.T) {
	t.Parallel()
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGKILL} {
		t.Run(sig.String(), func(t *testing.T) {
			dbPath := filepath.Join(t.TempDir(), "evening.db")
			srv := start(t, dbPath)
			scorer := newPhone(t, srv)
			group, game := startGurke(t, scorer)
			if a := quickDeal(t, scorer, game, 0, "9"); a.status != http.StatusSeeOther {
				t.Fatalf("first deal: status %d: %.400s", a.status, a.body)
			}
			viewer := joinAsViewer(t, srv, scorer, group)
			before := scores(t, scorer, game)

			srv.stop(sig)
			srv = start(t, dbPath)
			scorer.moveTo(srv)
			viewer.moveTo(srv)

			for _, path := range []string{group, game, game + "/history"} {
				for name, p := range map[string]*phone{"scorer": scorer, "viewer": viewer} {
					if a := p.get(path); a.status != http.StatusOK {
						t.Errorf("after %v, the %s's GET %s: status %d", sig, name, path, a.status)
					}
				}
			}
			if got := scores(t, scorer, game); strings.Join(got, " ") != strings.Join(before, " ") {
				t.Errorf("scores after the restart %v, before %v", got, before)
			}
			if a := quickDeal(t, scorer, game, 1, "K"); a.status != http.StatusSeeOther {
				t.Fatalf("deal after the restart: status %d: %.400s", a.status, a.body)
			}
			if got := scores(t, scorer, game); strings.Join(got, " ") == strings.Join(before, " ") {
				t.Errorf("the deal after the restart changed nothing: %v", got)
			}
			if a := viewer.post(game+"/undo", url.Values{"after": {"2"}}); a.status != http.StatusForbidden {
				t.Errorf("the viewer's undo after the restart: status %d, want 403", a.status)
			}
		})
	}
}

// TestTwoHundredGroupsOnOneDevice creates and joins 200 groups from one
// phone and reaches every one of them, before and after a restart.
func TestTwoHundredGroupsOnOneDevice(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "many.db")
	// Two phones on one address start 200 groups: far past the limits a
	// table needs, lifted here (TestNewGroupsAreLimitedByTheProgram proves
	// them).
	lifted := []string{"-groups-per-device", "-1", "-groups-per-address", "-1"}
	srv := start(t, dbPath, lifted...)
	p := newPhone(t, srv)
	other := newPhone(t, srv)
	csrf := field(p.get("/").doc, "_csrf")
	otherCSRF := field(other.get("/").doc, "_csrf")
	var groups []string
	for i := range 200 {
		if i%2 == 0 {
			a := p.do(http.MethodPost, "/groups", url.Values{"_csrf": {csrf}, "name": {fmt.Sprintf("Runde %03d", i)}})
			if a.status != http.StatusSeeOther {
				t.Fatalf("group %d: status %d: %.300s", i, a.status, a.body)
			}
			groups = append(groups, a.location)
			continue
		}
		// Every other group is created elsewhere and joined by link.
		a := other.do(http.MethodPost, "/groups", url.Values{"_csrf": {otherCSRF}, "name": {fmt.Sprintf("Runde %03d", i)}})
		if a.status != http.StatusSeeOther {
			t.Fatalf("group %d: status %d", i, a.status)
		}
		var invite string
		for _, n := range byTestID(other.get(a.location).doc, "invite-scorer") {
			invite = attrOf(n, "value")
		}
		u, _ := url.Parse(invite)
		j := p.do(http.MethodPost, u.Path, url.Values{"_csrf": {csrf}})
		if j.status != http.StatusSeeOther || j.location != a.location {
			t.Fatalf("joining group %d: status %d to %q", i, j.status, j.location)
		}
		groups = append(groups, a.location)
	}
	reachAll := func(when string) {
		listed := byTestID(p.get("/").doc, "groups")
		if len(listed) != 1 {
			t.Fatalf("%s: the start page lists no groups", when)
		}
		if n := len(nodes(listed[0], func(n *html.Node) bool { return n.Data == "li" })); n != 200 {
			t.Errorf("%s: the start page lists %d groups, want 200", when, n)
		}
		for _, g := range groups {
			if a := p.get(g); a.status != http.StatusOK {
				t.Fatalf("%s: GET %s: status %d", when, g, a.status)
			}
		}
	}
	reachAll("before the restart")
	srv.stop(syscall.SIGTERM)
	srv = start(t, dbPath, lifted...)
	p.moveTo(srv)
	reachAll("after the restart")
}

// TestStartEmptiesTheUploads leaves a group's file in the folder beside the
// database where the server keeps uploads while their import runs, as a
// kill -9 mid-import does: the server that starts on the database removes
// it, and keeps the folder for the next upload.
func TestStartEmptiesTheUploads(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "schreiber.db")
	s := start(t, dbPath)
	s.kill()
	left := filepath.Join(dbPath+".uploads", "schreiber-import-123.json")
	if err := os.WriteFile(left, []byte(`{"format":"schreiber-group"}`), 0o600); err != nil {
		t.Fatalf("the uploads folder after a first start: %v", err)
	}
	start(t, dbPath)
	if _, err := os.Stat(left); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("an upload left by a crash is still there after the start: %v", err)
	}
	if fi, err := os.Stat(dbPath + ".uploads"); err != nil || !fi.IsDir() || fi.Mode().Perm() != 0o700 {
		t.Errorf("the uploads folder: %v, %v", fi, err)
	}
}

// TestAGameTellsWhoMaySeeIt runs the real program. On a game's pages the
// member check and the game are one read of the database; a phone gets the
// answer there that it gets on the group's page: a viewer sees the game, a
// stranger is told nothing of it, a removed phone gets the way to join
// again, and a game that is not there is gone for a member. So it stays
// after a restart on the same database.
func TestAGameTellsWhoMaySeeIt(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "access.db")
	srv := start(t, dbPath)
	scorer := newPhone(t, srv)
	group, game := startGurke(t, scorer)
	if a := quickDeal(t, scorer, game, 0, "9"); a.status != http.StatusSeeOther {
		t.Fatalf("first deal: status %d: %.400s", a.status, a.body)
	}
	viewer, removed, stranger := joinAsViewer(t, srv, scorer, group), joinAsViewer(t, srv, scorer, group), newPhone(t, srv)
	stranger.get("/")
	// The phone to be removed names itself, so that the scorer finds it
	// in the group's list of devices.
	removed.redirected(group+"/devices/name", url.Values{"name": {"Bos Telefon"}})
	var removedID string
	for _, n := range byTestID(scorer.get(group).doc, "device") {
		if strings.Contains(textOf(n), "Bos Telefon") {
			removedID = field(n, "device")
		}
	}
	if removedID == "" {
		t.Fatal("the named phone is not in the group's list of devices")
	}
	if loc := scorer.redirected(group+"/devices/revoke", url.Values{"device": {removedID}}); loc != group+"#devices" {
		t.Fatalf("removing the phone led to %q", loc)
	}
	check := func(when string) {
		t.Helper()
		for name, p := range map[string]*phone{"viewer": viewer, "removed phone": removed, "stranger": stranger} {
			onGroup, onGame := p.get(group), p.get(game)
			if onGame.status != onGroup.status {
				t.Errorf("%s, the %s: the game answers %d, the group %d", when, name, onGame.status, onGroup.status)
			}
			if name == "removed phone" && (onGame.status != http.StatusForbidden || len(byTestID(onGame.doc, "join-notice")) != 1) {
				t.Errorf("%s, the removed phone on the game: status %d, want 403 and the way to join", when, onGame.status)
			}
			if name == "stranger" && strings.Contains(onGame.body, "Anna") {
				t.Errorf("%s, a stranger sees the game's players: %.300s", when, onGame.body)
			}
		}
		if a := viewer.get(game); a.status != http.StatusOK || len(byTestID(a.doc, "board")) != 1 {
			t.Errorf("%s, the viewer's game page: status %d", when, a.status)
		}
		gone := group + "/games/" + db.NewID()
		if a, b := viewer.get(gone), stranger.get(gone); a.status != http.StatusNotFound || b.status != stranger.get(group).status {
			t.Errorf("%s, a game that is not there: %d for the viewer (want 404), %d for a stranger", when, a.status, b.status)
		}
	}
	check("before a restart")
	srv.stop(syscall.SIGKILL)
	srv = start(t, dbPath)
	for _, p := range []*phone{scorer, viewer, removed, stranger} {
		p.moveTo(srv)
	}
	check("after a restart")
}
