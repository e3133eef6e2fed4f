package hurrican

import (
	"errors"
	"net/url"
	"reflect"
	"testing"

	"schreiber/rules/msg"
	"schreiber/scoring/hurrican"
	"schreiber/views"
	"schreiber/views/viewtest"
)

// goldenHurrican reads one of the engine's golden games: its config, its
// players and its entries as stored.
func goldenHurrican(t *testing.T, name string) (config []byte, players []string, entries [][]byte) {
	t.Helper()
	return viewtest.Golden(t, "../../scoring/hurrican/testdata/games/"+name+".json")
}

func TestHurricanSeriesFactsAndSteps(t *testing.T) {
	config, players, all := goldenHurrican(t, "four_partners")
	payloads := all[:3]
	tab := viewtest.Replay(t, Kind, config, players, payloads)
	s := tab.Series()
	// A deal and two Hurricans tapped in the next: one deal, one row.
	want := [][]int{{0, 0}, {5, 3}}
	if !reflect.DeepEqual(s.Rows, want) || !s.Deals || s.Entries != 1 || s.Mark != 16 || s.Low || !reflect.DeepEqual(s.Names, []string{"Anna & Carl", "Bo & Dora"}) {
		t.Fatalf("series = %+v", s)
	}
	steps := tab.Steps()
	if len(steps) != len(payloads) || !steps[0].Correctable || steps[1].Correctable || steps[2].Correctable {
		t.Errorf("steps: %+v", steps)
	}
	facts := map[string]string{}
	for _, f := range tab.Facts(views.Page{Players: players}) {
		facts[f.TestID] = views.EN.Of(f.Value)
	}
	if facts["dealer"] != "Bo" || facts["leader"] != "Carl" {
		t.Errorf("facts after one deal: %v", facts)
	}
	if _, ok := tab.Next(); ok {
		t.Error("a running game offered a next game")
	}
}

// A stored count fills the form again, and the form gives the same count,
// also when Hurricans were tapped before it.
func TestHurricanFormRoundTrip(t *testing.T) {
	for _, c := range []struct {
		name  string
		index int // the entry to correct
	}{{"four_partners", 0}, {"four_partners", 3}, {"four_partners", 6}, {"two_players", 1}, {"two_players", 4}, {"two_players", 7},
		{"full_deal_higher", 2}, {"both_reach_target", 5}} {
		config, players, payloads := goldenHurrican(t, c.name)
		tab := viewtest.Replay(t, Kind, config, players, payloads[:c.index+1])
		before := viewtest.Replay(t, Kind, config, players, payloads[:c.index])
		f, ok := before.Form(payloads[c.index])
		if !ok {
			t.Fatalf("%s #%d: no form for %s", c.name, c.index, payloads[c.index])
		}
		again, err := before.Entry(f)
		if err != nil {
			t.Fatalf("%s #%d: the form %v is refused: %v", c.name, c.index, f, err)
		}
		after := viewtest.Replay(t, Kind, config, players, append(payloads[:c.index:c.index], again))
		if !reflect.DeepEqual(after.Summary(), tab.Summary()) {
			t.Errorf("%s #%d: corrected with the same form %s, the game stands %+v, not %+v", c.name, c.index, again, after.Summary(), tab.Summary())
		}
	}
}

func TestHurricanEntryForm(t *testing.T) {
	tab, err := Kind.Table([]byte(`{"rules":{"preset":"classic"},"first_dealer":0}`), []string{"Anna", "Bo"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	full := url.Values{"mode": {"deal"}, "cards": {"22"}, "hearts": {"6"},
		"seven-clubs": {"0"}, "best-clubs": {"6"}, "seven-spades": {"1"}, "best-spades": {"A"},
		"seven-hearts": {"0"}, "best-hearts": {"none"}, "seven-diamonds": {"1"}, "best-diamonds": {"B"}}
	b, err := tab.Entry(full)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := hurrican.DecodeEntry(b)
	want := hurrican.Entry{Kind: hurrican.KindDeal, Cards: []int{22, 18}, Hearts: []int{6, 4}, SevenOfHearts: e.SevenOfHearts,
		Best: []hurrican.Best{{Clubs: "7", Spades: "A", Hearts: "7", Diamonds: "B"}, {Clubs: "6", Spades: "7", Hearts: "", Diamonds: "7"}}}
	if e.SevenOfHearts == nil || *e.SevenOfHearts != 0 || !reflect.DeepEqual(e, want) {
		t.Errorf("entry %s", b)
	}
	for field, value := range map[string]string{"cards": "", "hearts": "", "seven-spades": "", "best-diamonds": "", "hurricans-1": "x", "mode": "?"} {
		f := url.Values{}
		for k, v := range full {
			f[k] = v
		}
		f.Set(field, value)
		var fe *msg.FieldError
		if _, err := tab.Entry(f); err == nil || !asFieldError(err, &fe) || fe.Msg.IsZero() {
			t.Errorf("%s=%q: error %v", field, value, err)
		}
	}
	if _, err := tab.Entry(url.Values{"mode": {"hurrican"}, "seat": {"2"}}); err == nil {
		t.Error("a Hurrican by a seat that is not at the table")
	}
	if _, ok := tab.Form([]byte(`{"kind":"hurrican","seat":0}`)); ok {
		t.Error("a single Hurrican offered for correction")
	}
}

func asFieldError(err error, fe **msg.FieldError) bool { return errors.As(err, fe) }

func TestHurricanNextDealer(t *testing.T) {
	config, players, entries := goldenHurrican(t, "two_players")
	tab := viewtest.Replay(t, Kind, config, players, entries)
	next, ok := tab.Next()
	if !ok || !tab.Summary().Over {
		t.Fatal("the golden game is not over")
	}
	g, err := hurrican.DecodeGame(next)
	if err != nil || g.Players != nil || g.FirstDealer != hurrican.SideOf(g.FirstDealer) {
		t.Errorf("next game %s: %v", next, err)
	}
	if winner := tab.Summary().Winners[0]; players[g.FirstDealer] != winner {
		t.Errorf("next game dealt by %s, want the winner %s", players[g.FirstDealer], winner)
	}
}
