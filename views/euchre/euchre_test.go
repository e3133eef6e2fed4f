package euchre

import (
	"net/url"
	"reflect"
	"testing"

	"schreiber/scoring/euchre"
	"schreiber/views"
	"schreiber/views/viewtest"
)

var euchrePlayers4 = []string{"Anna", "Bo", "Carl", "Dora"}

func euchreEntries(js ...string) [][]byte {
	out := make([][]byte, len(js))
	for i, j := range js {
		out[i] = []byte(j)
	}
	return out
}

func TestEuchreSeriesFactsAndNext(t *testing.T) {
	config := []byte(`{"rules":{"preset":"five"},"first_dealer":2}`)
	entries := euchreEntries(`{"kind":"hand","maker":2,"tricks":5}`, `{"kind":"pass"}`, `{"kind":"hand","maker":1,"alone":true,"tricks":1}`)
	tab := viewtest.Replay(t, Kind, config, euchrePlayers4, entries)
	s := tab.Series()
	if want := [][]int{{0, 0}, {2, 0}, {2, 0}, {4, 0}}; !reflect.DeepEqual(s.Rows, want) || s.Mark != 5 || s.Low {
		t.Errorf("series = %+v", s)
	}
	facts := map[string]string{}
	for _, f := range tab.Facts(views.Page{Players: euchrePlayers4}) {
		facts[f.TestID] = views.EN.Of(f.Value)
	}
	if facts["dealer"] != "Bo" || facts["leader"] != "Carl" || facts["game-no"] != "" {
		t.Errorf("facts: %v", facts)
	}
	for i, st := range tab.Steps() {
		if !st.Correctable || st.Text.IsZero() {
			t.Errorf("step %d: %+v", i, st)
		}
	}
	if _, ok := tab.Next(); ok {
		t.Error("a running game offered a next game")
	}
	// Dora marches alone twice: 4:8; Carl dealt the last hand, Dora deals next.
	over := viewtest.Replay(t, Kind, config, euchrePlayers4, append(entries, []byte(`{"kind":"hand","maker":3,"alone":true,"tricks":5}`),
		[]byte(`{"kind":"hand","maker":3,"alone":true,"tricks":5}`)))
	next, ok := over.Next()
	if !ok || !over.Summary().Over {
		t.Fatal("the game is not over")
	}
	g, err := euchre.DecodeGame(next)
	if err != nil || g.FirstDealer != 3 || g.Players != nil || g.Rules.Target != 5 {
		t.Errorf("next game %s: %v", next, err)
	}
	rubber := viewtest.Replay(t, Kind, []byte(`{"rules":{"preset":"rubber"},"first_dealer":0}`), euchrePlayers4, nil)
	for _, f := range rubber.Facts(views.Page{Players: euchrePlayers4}) {
		if f.TestID == "game-no" && views.EN.Of(f.Value) != "1" {
			t.Errorf("rubber's game: %v", f.Value)
		}
	}
}

func TestEuchreFormRoundTrip(t *testing.T) {
	tab := viewtest.Replay(t, Kind, []byte(`{"rules":{"preset":"ten"},"first_dealer":0}`), euchrePlayers4, nil)
	for _, js := range []string{`{"kind":"hand","maker":3,"tricks":0}`, `{"kind":"hand","maker":0,"alone":true,"tricks":5}`, `{"kind":"pass"}`} {
		f, ok := tab.Form([]byte(js))
		if !ok {
			t.Fatalf("no form for %s", js)
		}
		b, err := tab.Entry(f)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := euchre.DecodeEntry([]byte(js))
		if got, _ := euchre.DecodeEntry(b); !reflect.DeepEqual(got, want) {
			t.Errorf("%s → %v → %s", js, f, b)
		}
	}
	for _, bad := range []url.Values{
		{"mode": {"hand"}, "tricks": {"3"}},
		{"mode": {"hand"}, "maker": {"4"}, "tricks": {"3"}},
		{"mode": {"hand"}, "maker": {"1"}},
		{"mode": {"bid"}},
	} {
		if _, err := tab.Entry(bad); err == nil {
			t.Errorf("%v was taken", bad)
		}
	}
}
