package web

import (
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestEveningTellsItsGamesAndLedger(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, evening, _ := seededGroup(t, app, d)
	p := d.get(evening)
	if p.status != http.StatusOK {
		t.Fatalf("evening: %d", p.status)
	}
	if n := len(byTestID(p.doc, "evening-game")); n != 5 {
		t.Fatalf("%d games on the evening", n)
	}
	if n := len(byTestID(p.doc, "final-standings")); n != 5 {
		t.Errorf("%d games with standings, want 5", n)
	}
	outcomes := texts(byTestID(p.doc, "game-outcome"))
	for i, want := range []string{"Carl", "Anna", "Bo & Dora", "Anna & Carl"} {
		if !strings.Contains(outcomes[i], want) {
			t.Errorf("game %d: outcome %q, want %q", i+1, outcomes[i], want)
		}
	}
	// At the stakes the evening starts with (1.00 a stake, points not for
	// money): Kurko moves 39 and 36 to Carl, Hurrican 10 chips from Bo to
	// Anna. Anna −29, Bo −46, Carl +75: two payments, the largest first.
	if got, want := texts(byTestID(p.doc, "payment")), []string{"Bo → Carl €46.00", "Anna → Carl €29.00"}; !reflect.DeepEqual(got, want) {
		t.Errorf("payments %q, want %q", got, want)
	}

	// 5 cents a point adds Euchre (3 points each way) and the Tupelkopf
	// table as it stands (−1, 11, −3, −7): Anna −29.20, Bo −45.30,
	// Carl +74.70, Dora −0.20.
	page := d.follow(d.post(evening+"/stakes", url.Values{"point": {"0,05"}, "unit": {"1"}}))
	if got, want := texts(byTestID(page.doc, "payment")), []string{"Bo → Carl €45.30", "Anna → Carl €29.20", "Dora → Carl €0.20"}; !reflect.DeepEqual(got, want) {
		t.Errorf("payments at 0.05 a point %q, want %q", got, want)
	}
	if inputValue(page.doc, "point") != "0.05" {
		t.Errorf("point stake shown as %q", inputValue(page.doc, "point"))
	}

	bad := d.post(evening+"/stakes", url.Values{"point": {"5 Cent"}, "unit": {"1"}})
	if bad.status != http.StatusUnprocessableEntity || len(byTestID(bad.doc, "stakes-error")) != 1 || inputValue(bad.doc, "point") != "5 Cent" {
		t.Errorf("bad stake: %d, error %q, kept %q", bad.status, texts(byTestID(bad.doc, "stakes-error")), inputValue(bad.doc, "point"))
	}

	// Nothing for money: no ledger at all.
	page = d.follow(d.post(evening+"/stakes", url.Values{"point": {"0"}, "unit": {"0"}}))
	if len(byTestID(page.doc, "ledger")) != 0 {
		t.Error("an evening not played for money shows a ledger")
	}
}

func TestEveningWithoutStakesShowsNoMoney(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group := location(t, d.post("/groups", url.Values{"name": {"Ohne Geld"}, "players": {"Anna\nBo\nCarl\nDora"}}))
	all := fiveGames(t)
	// Durak and Euchre move no stakes of their own.
	evID, _ := seedEvening(t, app.store, group[strings.LastIndex(group, "/")+1:], "2026-11-21", "", []seedGame{all[2], all[3]})
	p := d.get(group + "/e/" + evID)
	if len(byTestID(p.doc, "ledger")) != 0 || strings.Contains(p.body, "Who owes whom") {
		t.Error("a table that does not play for money sees a ledger")
	}
}

func TestPlayerPageFiguresByHand(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, _, _ := seededLife(t, app, d)
	ids := playerIDs(t, app, group)
	for _, tc := range []struct {
		name, games, won, place, streak, streaks string
		kinds                                    int
	}{
		// Anna: Gurke 3rd, Hurrican 1st, Euchre 3rd, Durak 1st, Tupelkopf 2nd.
		{"Anna", "5", "2 (40 %)", "2.0", "1 in a row without a win", "1 won · 1 without a win", 5},
		// Bo: 2nd, 2nd, 1st, 3rd, 1st.
		{"Bo", "5", "2 (40 %)", "1.8", "1 won in a row", "1 won · 2 without a win", 5},
		// Carl: Gurke 1st, Euchre 3rd, Durak 1st, Tupelkopf 3rd.
		{"Carl", "4", "2 (50 %)", "2.0", "1 in a row without a win", "1 won · 1 without a win", 4},
		// Dora: Euchre 1st, Durak 3rd, Tupelkopf 4th.
		{"Dora", "3", "1 (33 %)", "2.7", "2 in a row without a win", "1 won · 2 without a win", 3},
	} {
		p := d.get(group + "/players/" + ids[tc.name])
		if p.status != http.StatusOK {
			t.Fatalf("%s: %d", tc.name, p.status)
		}
		got := []string{fact(p, "player-games"), fact(p, "player-won"), fact(p, "player-place"), fact(p, "player-streak"), fact(p, "player-streaks")}
		want := []string{tc.games, tc.won, tc.place, tc.streak, tc.streaks}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %q, want %q", tc.name, got, want)
		}
		if n := len(byTestID(p.doc, "player-kind")); n != tc.kinds {
			t.Errorf("%s: %d kinds", tc.name, n)
		}
		if len(byTestID(p.doc, "player-best")) != 1 || len(byTestID(p.doc, "player-worst")) != 1 {
			t.Errorf("%s: no best or worst game", tc.name)
		}
	}
	// The kinds' own figures: Anna swept 7 Hurricans; in Durak she played
	// in a team, which was durak once: no player was alone.
	p := d.get(group + "/players/" + ids["Anna"])
	for id, want := range map[string]string{"figure-hurricans": "7", "figure-durak": "0", "figure-team_durak": "1"} {
		if got := texts(byTestID(p.doc, id)); len(got) != 1 || got[0] != want {
			t.Errorf("%s = %q, want %s", id, got, want)
		}
	}
	if d.get(group+"/players/nobody").status != http.StatusNotFound {
		t.Error("an unknown player has a page")
	}
}

func TestStatisticsBoardsAndFilter(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, _, _ := seededLife(t, app, d)
	seedEvening(t, app.store, group[strings.LastIndex(group, "/")+1:], "2026-12-04", "Garten", fiveGames(t)[1:2])
	p := d.get(group + "/stats")
	if p.status != http.StatusOK || fact(p, "games-counted") != "6" {
		t.Fatalf("stats: %d, counted %q", p.status, fact(p, "games-counted"))
	}
	all := byTestID(p.doc, "board-all")
	if len(all) != 1 {
		t.Fatal("no overall board")
	}
	// In all, Anna has won 3 of 6, Bo 2 of 6, Carl 2 of 4, Dora 1 of 3.
	rows := byTestID(all[0], "leader")
	var got []string
	for _, r := range rows {
		got = append(got, cells(r))
	}
	// Most games won first, then the better rate.
	want := []string{"Anna|6|3|50 %|1.8", "Carl|4|2|50 %|2.0", "Bo|6|2|33 %|1.8", "Dora|3|1|33 %|2.7"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("overall board\n%q\nwant\n%q", got, want)
	}
	for _, kind := range []string{"gurke", "hurrican", "euchre", "durak", "tupelkopf"} {
		if len(byTestID(p.doc, "board-"+kind)) != 1 {
			t.Errorf("no board of %s", kind)
		}
	}
	hurrican := d.get(group + "/stats?kind=hurrican")
	if fact(hurrican, "games-counted") != "2" || len(byTestID(hurrican.doc, "board-all")) != 0 || len(byTestID(hurrican.doc, "board-gurke")) != 0 {
		t.Errorf("filtered by Hurrican: counted %q", fact(hurrican, "games-counted"))
	}
	december := d.get(group + "/stats?from=2026-12-01&to=2026-12-31")
	if fact(december, "games-counted") != "1" {
		t.Errorf("December: counted %q", fact(december, "games-counted"))
	}
	if none := d.get(group + "/stats?from=2027-01-01"); len(byTestID(none.doc, "no-games")) != 1 {
		t.Error("an empty choice does not say so")
	}
	// Nonsense in the query is ignored, not an error.
	if odd := d.get(group + "/stats?kind=poker&from=gestern"); odd.status != http.StatusOK || fact(odd, "games-counted") != "6" {
		t.Errorf("odd filter: %d %q", odd.status, fact(odd, "games-counted"))
	}
}

func TestHeadToHead(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, _, _ := seededLife(t, app, d)
	ids := playerIDs(t, app, group)
	if p := d.get(group + "/h2h"); p.status != http.StatusOK || len(byTestID(p.doc, "h2h-form")) != 1 || len(byTestID(p.doc, "h2h")) != 0 {
		t.Fatalf("head-to-head without a choice: %d", p.status)
	}
	// Anna and Bo met in all five: Bo ahead in Gurke (2nd to 3rd), Euchre
	// and Tupelkopf, Anna in Hurrican and Durak.
	p := d.get(group + "/h2h?a=" + ids["Anna"] + "&b=" + ids["Bo"])
	if n := len(findAll(byTestID(p.doc, "meetings")[0], func(n *html.Node) bool { return n.Data == "li" })); n != 5 {
		t.Errorf("%d meetings, want 5", n)
	}
	if got := cells(byTestID(p.doc, "h2h-all")[0]); got != "In all|5|2|3|0|0" {
		t.Errorf("in all: %q", got)
	}
	// Anna and Carl were partners in Euchre and Durak.
	p = d.get(group + "/h2h?a=" + ids["Anna"] + "&b=" + ids["Carl"])
	if got := cells(byTestID(p.doc, "h2h-all")[0]); got != "In all|4|1|1|0|2" {
		t.Errorf("Anna and Carl in all: %q", got)
	}
}

// cells writes a table row's cells' texts with bars between.
func cells(row *html.Node) string {
	var out []string
	for _, td := range findAll(row, func(n *html.Node) bool { return n.Data == "td" }) {
		out = append(out, text(td))
	}
	return strings.Join(out, "|")
}

func TestGroupPageLeadsToLookingBack(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	empty := location(t, d.post("/groups", url.Values{"name": {"Leer"}, "players": {"Anna\nBo"}}))
	p := d.get(empty)
	if len(byTestID(p.doc, "looking-back")) != 1 || len(byTestID(p.doc, "group-import")) != 1 {
		t.Fatal("an empty group offers no way back or no restore")
	}
	group, _, _ := seededGroup(t, app, d)
	p = d.get(group)
	if len(byTestID(p.doc, "group-import")) != 0 {
		t.Error("a group with evenings offers to restore a backup")
	}
	for _, id := range []string{"stats-link", "group-export", "group-csv"} {
		links := byTestID(p.doc, id)
		if len(links) != 1 || d.get(attr(links[0], "href")).status != http.StatusOK {
			t.Errorf("%s does not lead anywhere", id)
		}
	}
	// Every player's name leads to the player's page.
	ids := playerIDs(t, app, group)
	if linkTo(p.doc, group+"/players/"+ids["Dora"], 4) == "" {
		t.Error("no link to Dora's page")
	}
}
