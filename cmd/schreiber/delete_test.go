package main

import (
	"context"
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

// dumpDatabase returns every row of every table of the database as text,
// read while the server may run.
func dumpDatabase(t *testing.T, path string) string {
	t.Helper()
	out, err := db.DumpFile(context.Background(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// exportOf is a group's export file without the time it was written.
func exportOf(t *testing.T, p *phone, group string) string {
	t.Helper()
	a := p.get(group + "/export")
	if a.status != http.StatusOK {
		t.Fatalf("export of %s: %d", group, a.status)
	}
	var out []string
	for _, line := range strings.Split(a.body, "\n") {
		if !strings.Contains(line, `"exported_at"`) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// TestDeleteAGroupOnTheRealBinary deletes a group with a game, a ruling
// kept and a renamed player, while another group plays on the same
// server: afterwards neither a dump of the database nor its files hold a
// name or an id of the deleted group, the other group's export is the same
// byte for byte, a phone of the deleted group is told so (also after a
// restart) and a phone of the other group plays on.
func TestDeleteAGroupOnTheRealBinary(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "groups.db")
	srv := start(t, dbPath)
	scorer := newPhone(t, srv)
	doomed, game := startGurkeOf(t, scorer, "Zapfenstreich", "Quirinus\nWendelin\nOttilie")
	for _, loser := range []int{0, 1} {
		if a := quickDeal(t, scorer, game, loser, "K"); a.status != http.StatusSeeOther {
			t.Fatalf("deal: %d", a.status)
		}
	}
	ids := map[string]string{}
	for _, n := range nodes(scorer.get(doomed).doc, func(n *html.Node) bool { return n.Data == "option" }) {
		ids[textOf(n)] = attrOf(n, "value")
	}
	scorer.redirected(doomed+"/players/rename", url.Values{"player": {ids["Ottilie"]}, "name": {"Ottokar"}})
	viewer := newPhone(t, srv)
	for _, n := range byTestID(scorer.get(doomed).doc, "invite-viewer") {
		u, _ := url.Parse(attrOf(n, "value"))
		viewer.redirected(u.Path, url.Values{})
	}
	if a := viewer.get(game); a.status != http.StatusOK {
		t.Fatalf("the viewer's game: %d", a.status)
	}
	other := newPhone(t, srv)
	kept, keptGame := startGurke(t, other)
	quickDeal(t, other, keptGame, 2, "9")
	before := exportOf(t, other, kept)
	secrets := []string{"Zapfenstreich", "Quirinus", "Wendelin", "Ottilie", "Ottokar", doomed[strings.LastIndex(doomed, "/")+1:],
		game[strings.LastIndex(game, "/")+1:], ids["Quirinus"]}
	dump := dumpDatabase(t, dbPath)
	for _, s := range secrets {
		if !strings.Contains(dump, s) {
			t.Fatalf("the dump holds no %q before the deletion", s)
		}
	}

	if a := scorer.post(doomed+"/delete", url.Values{"name": {"Zapfenstreic"}}); a.status != http.StatusUnprocessableEntity {
		t.Fatalf("a mistyped name: %d", a.status)
	}
	if a := scorer.post(doomed+"/delete", url.Values{"name": {"Zapfenstreich"}}); a.status != http.StatusSeeOther || a.location != "/" {
		t.Fatalf("deleting: %d to %q", a.status, a.location)
	}
	check := func(when string) {
		for _, path := range []string{doomed, game, doomed + "/stats"} {
			if a := viewer.get(path); a.status != http.StatusGone || len(byTestID(a.doc, "gone")) != 1 {
				t.Errorf("%s: the viewer's %s: %d", when, path, a.status)
			}
		}
		if a := other.get(keptGame); a.status != http.StatusOK || len(byTestID(a.doc, "board")) == 0 {
			t.Errorf("%s: the other group's game: %d", when, a.status)
		}
		if exportOf(t, other, kept) != before {
			t.Errorf("%s: the other group's export changed", when)
		}
		dump := dumpDatabase(t, dbPath)
		for _, s := range secrets {
			if strings.Contains(dump, s) {
				t.Errorf("%s: the dump still holds %q", when, s)
			}
		}
	}
	check("after the deletion")
	srv.stop(syscall.SIGTERM)
	for _, file := range []string{dbPath, dbPath + "-wal"} {
		raw, err := os.ReadFile(file)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		for _, s := range secrets {
			if strings.Contains(string(raw), s) {
				t.Errorf("%s still holds %q", filepath.Base(file), s)
			}
		}
	}
	srv = start(t, dbPath)
	viewer.moveTo(srv)
	other.moveTo(srv)
	check("after a restart")
	if a := quickDeal(t, other, keptGame, 0, "9"); a.status != http.StatusSeeOther {
		t.Errorf("the other group plays on: %d", a.status)
	}
}
