package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
)

// speakHTTP switches a device's language.
func speakHTTP(t testing.TB, d *device, lang string) {
	t.Helper()
	location(t, d.post("/lang", url.Values{"lang": {lang}, "back": {"/"}}))
}

// markForm is the form of a game page's finish or abandon button.
func markForm(d *device, game string) url.Values {
	p := d.get(game)
	return url.Values{"nonce": {inputValue(p.doc, "nonce")}, "after": {inputValue(p.doc, "after")}}
}

// counted is how many of the group's games count in its statistics, after
// a statistics page worked them out.
func countedGames(t testing.TB, d *device, group string) int {
	t.Helper()
	if p := d.get(group + "/stats"); p.status != http.StatusOK {
		t.Fatalf("stats: %d", p.status)
	}
	lines, err := d.app.store.ResultLines(context.Background(), lastSegment(group))
	if err != nil {
		t.Fatal(err)
	}
	games := map[string]bool{}
	for _, l := range lines {
		games[l.GameID] = true
	}
	return len(games)
}

func endedAs(p page) string {
	if n := byTestID(p.doc, "ended"); len(n) == 1 {
		return attr(n[0], "data-ended")
	}
	return ""
}

func TestFinishADurakSeriesHere(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "durak", "classic", nil, "Anna", "Bo", "Cai")
	viewer := viewerOf(t, d, tb.group)
	// Nothing entered: nothing to finish, but the game can be removed.
	p := d.get(tb.game)
	if len(byTestID(p.doc, "finish")) != 0 || len(byTestID(p.doc, "remove-game")) != 1 {
		t.Errorf("an empty game: finish %d, remove %d", len(byTestID(p.doc, "finish")), len(byTestID(p.doc, "remove-game")))
	}
	if res := d.post(tb.game+"/finish", markForm(d, tb.game)); res.status != http.StatusConflict {
		t.Errorf("finishing an empty game: %d", res.status)
	}
	location(t, tb.enter(d, lost(1)))
	location(t, tb.enter(d, lost(2)))
	location(t, tb.enter(d, lost(1)))
	// A series without an end counts nowhere while it runs.
	if n := countedGames(t, d, tb.group); n != 0 {
		t.Errorf("a running series counts: %d games", n)
	}
	p = d.get(tb.game)
	if len(byTestID(p.doc, "finish")) != 1 || len(byTestID(p.doc, "abandon")) != 1 || len(byTestID(p.doc, "remove-game")) != 0 {
		t.Fatalf("a running series offers finish %d, abandon %d, remove %d",
			len(byTestID(p.doc, "finish")), len(byTestID(p.doc, "abandon")), len(byTestID(p.doc, "remove-game")))
	}
	if res := viewer.post(tb.game+"/finish", markForm(viewer, tb.game)); res.status != http.StatusForbidden {
		t.Errorf("a viewer finished the game: %d", res.status)
	}
	form := markForm(d, tb.game)
	p = d.follow(d.post(tb.game+"/finish", form))
	if endedAs(p) != "finished" || !strings.Contains(text(byTestID(p.doc, "status-over")[0]), "Anna") {
		t.Fatalf("after finishing: %q %q", endedAs(p), texts(byTestID(p.doc, "status-over")))
	}
	if len(byTestID(p.doc, "next-game")) != 1 {
		t.Error("a finished series offers no next game")
	}
	// Sent twice, it is finished once; a later entry is refused.
	d.post(tb.game+"/finish", form)
	if log, _ := app.store.Log(context.Background(), lastSegment(tb.game)); len(log) != 4 {
		t.Errorf("log after finishing twice: %d records", len(log))
	}
	if res := tb.enter(d, lost(0)); res.status != http.StatusConflict {
		t.Errorf("an entry after finishing: %d", res.status)
	}
	if res := d.post(tb.game+"/abandon", markForm(d, tb.game)); res.status != http.StatusConflict {
		t.Errorf("abandoning a finished game: %d", res.status)
	}
	if n := countedGames(t, d, tb.group); n != 1 {
		t.Errorf("a finished series counts in %d games", n)
	}
	// The viewer sees it finished; the evening says so, in German too.
	if endedAs(viewer.get(tb.game)) != "finished" {
		t.Error("the viewer does not see the game finished")
	}
	speakHTTP(t, viewer, "de")
	ev := viewer.get(tb.evening)
	if o := texts(byTestID(ev.doc, "game-outcome")); len(o) != 1 || !strings.Contains(o[0], "Anna") {
		t.Errorf("evening outcome: %q", o)
	}
	if h := viewer.get(tb.game + "/history"); len(byTestID(h.doc, "history-finished")) != 1 || !strings.Contains(h.body, "Hier beendet") {
		t.Error("the history does not show the game finished here")
	}
	// Undo opens it again, and it leaves the statistics.
	p = d.get(tb.game)
	location(t, d.post(tb.game+"/undo", url.Values{"after": {inputValue(p.doc, "after")}}))
	p = d.get(tb.game)
	if endedAs(p) != "" || len(byTestID(p.doc, "finish")) != 1 {
		t.Errorf("after undoing: ended %q", endedAs(p))
	}
	if got := scores(p); strings.Join(got, " ") != "0 2 1" {
		t.Errorf("losses after reopening: %v", got)
	}
	if n := countedGames(t, d, tb.group); n != 0 {
		t.Errorf("a reopened series counts: %d", n)
	}
}

func TestFinishIsRefusedForAGameWithAnEnd(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	location(t, quick(d, game, 0, "A"))
	if p := d.get(game); len(byTestID(p.doc, "finish")) != 0 || len(byTestID(p.doc, "abandon")) != 1 {
		t.Error("a Danish Agurk offers to finish here, or not to abandon")
	}
	res := d.post(game+"/finish", markForm(d, game))
	if res.status != http.StatusConflict || !strings.Contains(texts(byTestID(res.doc, "notice"))[0], "ends by its rules") {
		t.Errorf("finishing a Danish Agurk: %d %q", res.status, texts(byTestID(res.doc, "notice")))
	}
	speakHTTP(t, d, "de")
	res = d.post(game+"/finish", markForm(d, game))
	if res.status != http.StatusConflict || !strings.Contains(texts(byTestID(res.doc, "notice"))[0], "endet nach seinen Regeln") {
		t.Errorf("finishing in German: %d %q", res.status, texts(byTestID(res.doc, "notice")))
	}
	if log, _ := app.store.Log(context.Background(), lastSegment(game)); len(log) != 1 {
		t.Errorf("a refused finish changed the log: %d records", len(log))
	}
}

func TestAbandonAGameAndTakeItUpAgain(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	viewer := viewerOf(t, d, group)
	location(t, quick(d, game, 0, "A"))
	if res := viewer.post(game+"/abandon", markForm(viewer, game)); res.status != http.StatusForbidden {
		t.Errorf("a viewer abandoned the game: %d", res.status)
	}
	p := d.follow(d.post(game+"/abandon", markForm(d, game)))
	if endedAs(p) != "abandoned" {
		t.Fatalf("after abandoning: %q", endedAs(p))
	}
	if len(byTestID(p.doc, "next-game")) != 0 {
		t.Error("an abandoned Agurk offers the next game")
	}
	evening := linkTo(p.doc, group+"/e/", 4)
	ev := d.get(evening)
	if o := texts(byTestID(ev.doc, "game-outcome")); len(o) != 1 || !strings.Contains(o[0], "abandoned") {
		t.Errorf("evening outcome: %q", o)
	}
	if n := countedGames(t, d, group); n != 0 {
		t.Errorf("an abandoned game counts: %d", n)
	}
	speakHTTP(t, d, "de")
	if h := d.get(game + "/history"); len(byTestID(h.doc, "history-abandoned")) != 1 || !strings.Contains(h.body, "Abgebrochen") {
		t.Error("the history does not show the game abandoned")
	}
	p = d.get(game)
	location(t, d.post(game+"/undo", url.Values{"after": {inputValue(p.doc, "after")}}))
	p = d.get(game)
	if endedAs(p) != "" || len(byTestID(p.doc, "trick-form")) == 0 && len(byTestID(p.doc, "quick-form")) == 0 {
		t.Errorf("taken up again: ended %q", endedAs(p))
	}
	if got := scores(p); strings.Join(got, " ") != "14 0 0" {
		t.Errorf("scores after taking it up again: %v", got)
	}
}

func TestRemoveAnEmptyGameAndEvening(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, evening, form := startForm(t, d, "danish", "Anna", "Bo", "Cai")
	viewer := viewerOf(t, d, group)
	mistake := location(t, d.post(evening+"/games", form))
	played := location(t, d.post(evening+"/games", form))
	location(t, quick(d, played, 0, "A"))
	if res := viewer.post(mistake+"/remove", url.Values{}); res.status != http.StatusForbidden {
		t.Errorf("a viewer removed a game: %d", res.status)
	}
	if res := d.post(played+"/remove", url.Values{}); res.status != http.StatusConflict {
		t.Errorf("removing a game with entries: %d", res.status)
	}
	// Undone, the entry stays in the log: the game can only be abandoned.
	p := d.get(played)
	location(t, d.post(played+"/undo", url.Values{"after": {inputValue(p.doc, "after")}}))
	if res := d.post(played+"/remove", url.Values{}); res.status != http.StatusConflict {
		t.Errorf("removing a game whose entries were undone: %d", res.status)
	}
	if to := location(t, d.post(mistake+"/remove", url.Values{})); to != evening {
		t.Errorf("after removing, to %s", to)
	}
	gone := viewer.get(mistake)
	if gone.status != http.StatusGone || len(byTestID(gone.doc, "gone")) != 1 || linkTo(gone.doc, evening, 4) == "" {
		t.Errorf("the removed game: %d %.300s", gone.status, gone.body)
	}
	if n := len(byTestID(d.get(evening).doc, "evening-game")); n != 1 {
		t.Errorf("the evening lists %d games", n)
	}
	if res := d.post(evening+"/remove", url.Values{}); res.status != http.StatusConflict || !strings.Contains(res.body, "so it stays") || d.get(evening).status != http.StatusOK {
		t.Errorf("removing an evening with a game: %d", res.status)
	}
	empty := location(t, d.post(group+"/evenings", url.Values{"held_on": {"2026-11-21"}}))
	if len(byTestID(d.get(empty).doc, "remove-evening")) != 1 {
		t.Error("an empty evening offers no removal")
	}
	if res := viewer.post(empty+"/remove", url.Values{}); res.status != http.StatusForbidden {
		t.Errorf("a viewer removed an evening: %d", res.status)
	}
	location(t, d.post(empty+"/remove", url.Values{}))
	speakHTTP(t, viewer, "de")
	if gone := viewer.get(empty); gone.status != http.StatusGone || !strings.Contains(gone.body, "Dieser Abend wurde entfernt") {
		t.Errorf("the removed evening: %d", gone.status)
	}
	// The group page says who removed what and when.
	changes := texts(byTestID(d.get(group).doc, "changes"))
	if len(changes) != 1 || !strings.Contains(changes[0], "Removed an empty game of Gurke") || !strings.Contains(changes[0], "Removed the empty evening of 21 Nov 2026") {
		t.Errorf("changes: %q", changes)
	}
}

func TestRenameTheGroupAndAPlayer(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	viewer := viewerOf(t, d, group)
	location(t, quick(d, game, 1, "A"))
	ids := playerIDs(t, app, group)
	rename := func(dev *device, player, name string) page {
		return dev.post(group+"/players/rename", url.Values{"player": {player}, "name": {name}})
	}
	if res := rename(viewer, ids["Bo"], "Bob"); res.status != http.StatusForbidden {
		t.Errorf("a viewer renamed a player: %d", res.status)
	}
	for _, bad := range []string{"anna", "  ", "Bo\u202e", strings.Repeat("x", maxPlayerName+1)} {
		if res := rename(d, ids["Bo"], bad); res.status != http.StatusUnprocessableEntity || len(byTestID(res.doc, "rename-player-error")) != 1 {
			t.Errorf("renaming to %q: %d", bad, res.status)
		}
	}
	if res := rename(d, "nobody", "Bob"); res.status != http.StatusNotFound {
		t.Errorf("renaming a player of no group: %d", res.status)
	}
	location(t, rename(d, ids["Bo"], "Bob"))
	// The same player, shown with the new name everywhere.
	if p := viewer.get(game); !strings.Contains(p.body, "Bob") || strings.Contains(text(byTestID(p.doc, "board")[0]), "Bo ") {
		t.Error("the game does not show the new name")
	}
	if p := viewer.get(group + "/players/" + ids["Bo"]); p.status != http.StatusOK || !strings.Contains(p.body, "Bob") {
		t.Errorf("the player page: %d", p.status)
	}
	if res := d.post(group+"/rename", url.Values{"name": {""}}); res.status != http.StatusUnprocessableEntity || len(byTestID(res.doc, "rename-group-error")) != 1 {
		t.Errorf("an empty group name: %d", res.status)
	}
	if res := viewer.post(group+"/rename", url.Values{"name": {"Mittwoch"}}); res.status != http.StatusForbidden {
		t.Errorf("a viewer renamed the group: %d", res.status)
	}
	location(t, d.post(group+"/rename", url.Values{"name": {"Mittwoch"}}))
	speakHTTP(t, viewer, "de")
	p := viewer.get(group)
	if h := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "h1" })); len(h) != 1 || h[0] != "Mittwoch" {
		t.Errorf("group heading: %q", h)
	}
	changes := texts(byTestID(p.doc, "changes"))
	if len(changes) != 1 || !strings.Contains(changes[0], "Runde von Dienstag in Mittwoch umbenannt") || !strings.Contains(changes[0], "Spieler Bo in Bob umbenannt") {
		t.Errorf("changes: %q", changes)
	}
	// The changes travel in the group's export, and come back with it.
	f, err := db.ReadGroupExport(strings.NewReader(d.get(group + "/export").body))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Changes) != 2 || f.Changes[0].Action != db.RenamePlayerChange || f.Changes[0].Before != "Bo" || f.Changes[1].After != "Mittwoch" {
		t.Errorf("exported changes: %+v", f.Changes)
	}
}

func TestDeleteAGroup(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	doomed, game := newGame(t, d, "Quirinus", "Wendelin", "Ottilie")
	location(t, quick(d, game, 0, "A"))
	viewer := viewerOf(t, d, doomed)
	location(t, d.post(doomed+"/rename", url.Values{"name": {"Zapfenstreich"}}))
	other := app.device(t)
	kept, keptGame := newGame(t, other, "Anna", "Bo", "Cai")
	location(t, quick(other, keptGame, 1, "K"))
	exported := func() string {
		f, err := db.ReadGroupExport(strings.NewReader(other.get(kept + "/export").body))
		if err != nil {
			t.Fatal(err)
		}
		f.ExportedAt = ""
		for i := range f.Evenings {
			f.Evenings[i].ExportedAt = ""
		}
		b, _ := json.Marshal(f)
		return string(b)
	}
	before := exported()
	secrets := []string{"Zapfenstreich", "Quirinus", "Wendelin", "Ottilie", lastSegment(doomed), lastSegment(game)}
	dump := app.dump(t)
	for _, s := range secrets {
		if !strings.Contains(dump, s) {
			t.Fatalf("the database holds no %q before the deletion", s)
		}
	}

	if p := viewer.get(doomed + "/delete"); p.status != http.StatusForbidden {
		t.Errorf("a viewer opened the deletion: %d", p.status)
	}
	if p := viewer.post(doomed+"/delete", url.Values{"name": {"Zapfenstreich"}}); p.status != http.StatusForbidden {
		t.Errorf("a viewer deleted the group: %d", p.status)
	}
	p := d.get(doomed + "/delete")
	if p.status != http.StatusOK || attr(byTestID(p.doc, "delete-backup")[0], "href") != doomed+"/export" {
		t.Fatalf("the deletion page: %d", p.status)
	}
	for _, typed := range []string{"", "zapfenstreich", "Dienstag"} {
		if p := d.post(doomed+"/delete", url.Values{"name": {typed}}); p.status != http.StatusUnprocessableEntity || len(byTestID(p.doc, "delete-error")) != 1 {
			t.Errorf("deleting with %q typed: %d", typed, p.status)
		}
	}
	if app.dump(t) != dump {
		t.Fatal("a refused deletion changed the database")
	}
	if to := location(t, d.post(doomed+"/delete", url.Values{"name": {" Zapfenstreich "}})); to != "/" {
		t.Errorf("after deleting, to %s", to)
	}
	if home := d.get("/"); !strings.Contains(home.body, "Zapfenstreich was deleted") {
		t.Error("the start page does not say the group was deleted")
	}
	for _, path := range []string{doomed, game, doomed + "/stats", game + "/events"} {
		if p := viewer.get(path); p.status != http.StatusGone {
			t.Errorf("%s after the deletion: %d", path, p.status)
		}
	}
	// A form sent after it, by a scorer who had the page open, is told the
	// same.
	for _, path := range []string{game + "/entries", game + "/finish", doomed + "/players"} {
		if p := d.post(path, url.Values{"nonce": {db.NewID()}, "after": {"1"}}); p.status != http.StatusGone {
			t.Errorf("POST %s after the deletion: %d", path, p.status)
		}
	}
	// A phone that lost its cookie is told the same.
	if p := app.device(t).get(doomed); p.status != http.StatusGone || len(byTestID(p.doc, "gone")) != 1 {
		t.Errorf("the deleted group to a phone without a cookie: %d", p.status)
	}
	speakHTTP(t, viewer, "de")
	if p := viewer.get(doomed); len(byTestID(p.doc, "gone")) != 1 || !strings.Contains(p.body, "Diese Runde wurde gelöscht") {
		t.Errorf("the deleted group in German: %.300s", p.body)
	}
	if p := other.get(keptGame); p.status != http.StatusOK || strings.Join(scores(p), " ") != "0 13 0" {
		t.Errorf("the other group's game: %d %v", p.status, scores(p))
	}
	if after := exported(); after != before {
		t.Errorf("the other group's export changed:\n%s\n%s", before, after)
	}
	dump = app.dump(t)
	for _, s := range secrets {
		if strings.Contains(dump, s) {
			t.Errorf("the database still holds %q", s)
		}
	}
	for _, file := range []string{app.path, app.path + "-wal"} {
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
}

// TestStatisticsCountOnlyWhatEnded: beside seededGroup's evening, whose
// figures the statistics tests work out by hand, an evening of a Durak
// series abandoned, a Tupelkopf game without an end still running and a
// Gurke game removed counts nowhere; a rebuild of the kept results from
// the logs gives the same pages.
func TestStatisticsCountOnlyWhatEnded(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, _, earlier := seededLife(t, app, d)
	p := d.get(earlier)
	outcomes := texts(byTestID(p.doc, "game-outcome"))
	if len(outcomes) != 2 || !strings.Contains(outcomes[0], "abandoned after 3 entries; counts nowhere") || !strings.HasPrefix(outcomes[1], "running, ") {
		t.Errorf("the earlier evening's games: %q", outcomes)
	}
	p = d.follow(d.post(earlier+"/stakes", url.Values{"point": {"0,05"}, "unit": {"1"}}))
	waiting := texts(byTestID(p.doc, "ledger-waiting"))
	if len(waiting) != 2 || !strings.Contains(waiting[0], "Durak") || !strings.Contains(waiting[0], "was abandoned; it counts nowhere.") ||
		!strings.Contains(waiting[1], "is still running; it counts once the table finishes it.") {
		t.Errorf("ledger of the earlier evening: %q", waiting)
	}
	if len(byTestID(p.doc, "payment")) != 0 || len(byTestID(p.doc, "ledger-even")) != 1 {
		t.Error("games that count nowhere moved money")
	}
	pages := []string{group + "/stats", group + "/stats?kind=durak", group + "/h2h?a=" + playerIDs(t, app, group)["Anna"] + "&b=" + playerIDs(t, app, group)["Bo"]}
	for _, id := range playerIDs(t, app, group) {
		pages = append(pages, group+"/players/"+id)
	}
	before := map[string]string{}
	for _, path := range pages {
		before[path] = d.get(path).body
	}
	if fact(d.get(group+"/stats"), "games-counted") != "5" {
		t.Errorf("games counted: %q", fact(d.get(group+"/stats"), "games-counted"))
	}
	if err := app.store.DropResults(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, path := range pages {
		if got := d.get(path).body; got != before[path] {
			t.Errorf("%s differs after a rebuild", path)
		}
	}
}

// TestNoDealLandsAfterAFinish races a finish against a deal that guesses
// the next log position, as a client may: the deal is checked against the
// log before the finish and stored after it, unless the append keeps to
// the position its request checked. After every race the finish, where it
// was stored, is the log's last record.
func TestNoDealLandsAfterAFinish(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	for race := range 30 {
		tb := seatTable(t, d, "durak", "classic", nil, "Anna", "Bo", "Cai")
		location(t, tb.enter(d, lost(1)))
		finish := markForm(d, tb.game)
		deal := lost(2)
		p := d.get(tb.game)
		deal.Set("nonce", inputValue(p.doc, "nonce"))
		deal.Set("after", fmt.Sprint(atoi(inputValue(p.doc, "after"))+1))
		var wg sync.WaitGroup
		wg.Add(2)
		go func() { defer wg.Done(); d.post(tb.game+"/finish", finish) }()
		go func() { defer wg.Done(); d.post(tb.game+"/entries", deal) }()
		wg.Wait()
		log, err := app.store.Log(context.Background(), lastSegment(tb.game))
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range log {
			if r.Payload == db.Finished && i != len(log)-1 {
				t.Fatalf("race %d: a deal was stored after the finish: %d records, the finish at %d", race+1, len(log), i+1)
			}
		}
	}
}

// TestEachFormItsOwnNonce sends the finish with the nonce a stored deal
// was saved with, as a page whose forms shared one token did: the game is
// not ended, and the scorer is not told it was. The page gives its entry,
// finish and abandon forms a token each; a finish sent again after a lost
// answer is answered as done.
func TestEachFormItsOwnNonce(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "durak", "classic", nil, "Anna", "Bo", "Cai")
	p := d.get(tb.game)
	deal := lost(1)
	deal.Set("nonce", inputValue(p.doc, "nonce"))
	deal.Set("after", inputValue(p.doc, "after"))
	location(t, d.post(tb.game+"/entries", deal))
	res := d.post(tb.game+"/finish", url.Values{"nonce": deal["nonce"], "after": {"1"}})
	if res.status == http.StatusOK || res.status == http.StatusSeeOther || endedAs(d.get(tb.game)) != "" {
		t.Errorf("a finish with a deal's nonce: %d, the game ended %q", res.status, endedAs(d.get(tb.game)))
	}
	page := d.get(tb.game)
	seen := map[string]string{}
	for _, f := range findAll(page.doc, func(n *html.Node) bool { return n.Data == "form" }) {
		for _, in := range findAll(f, func(n *html.Node) bool { return n.Data == "input" && attr(n, "name") == "nonce" }) {
			if other, ok := seen[attr(in, "value")]; ok && other != attr(f, "action") && !strings.HasSuffix(attr(f, "action"), "/entries") {
				t.Errorf("the forms %s and %s share a nonce", other, attr(f, "action"))
			}
			seen[attr(in, "value")] = attr(f, "action")
		}
	}
	finish := markForm(d, tb.game)
	finish.Set("nonce", "")
	for _, f := range findAll(page.doc, func(n *html.Node) bool { return n.Data == "form" && strings.HasSuffix(attr(n, "action"), "/finish") }) {
		finish.Set("nonce", inputValue(f, "nonce"))
	}
	if finish.Get("nonce") == "" || finish.Get("nonce") == inputValue(page.doc, "nonce") {
		t.Fatalf("the finish form's nonce %q", finish.Get("nonce"))
	}
	location(t, d.post(tb.game+"/finish", finish))
	if again := d.post(tb.game+"/finish", finish); again.status >= 400 {
		t.Errorf("the finish sent again: %d", again.status)
	}
	// The deal sent again after the finish, its answer lost: saved already.
	if again := d.post(tb.game+"/entries", deal); again.status >= 400 {
		t.Errorf("the deal sent again after the finish: %d", again.status)
	}
	if log, _ := app.store.Log(context.Background(), lastSegment(tb.game)); len(log) != 2 {
		t.Errorf("%d records, want the deal and one finish", len(log))
	}
}

// TestRemovingAGameRacesItsFirstDeal removes an empty game while its first
// deal is sent: the deal is stored (and the game stays, refusing the
// removal) or the game is gone (and the deal is told so, 410); never a
// server error.
func TestRemovingAGameRacesItsFirstDeal(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	for race := range 30 {
		tb := seatTable(t, d, "durak", "classic", nil, "Anna", "Bo", "Cai")
		p := d.get(tb.game)
		deal := lost(1)
		deal.Set("nonce", inputValue(p.doc, "nonce"))
		deal.Set("after", inputValue(p.doc, "after"))
		var removed, dealt page
		var wg sync.WaitGroup
		wg.Add(2)
		go func() { defer wg.Done(); removed = d.post(tb.game+"/remove", url.Values{}) }()
		go func() { defer wg.Done(); dealt = d.post(tb.game+"/entries", deal) }()
		wg.Wait()
		if removed.status >= 500 || dealt.status >= 500 {
			t.Fatalf("race %d: the removal answered %d, the deal %d", race+1, removed.status, dealt.status)
		}
		if dealt.status == http.StatusNotFound {
			t.Errorf("race %d: the deal to a removed game answered 404, not 410", race+1)
		}
	}
}
