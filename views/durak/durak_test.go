package durak

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"net/url"
	"reflect"
	"testing"

	"schreiber/rules/msg"
	"schreiber/scoring/durak"
	"schreiber/views"
)

func durakGame(t *testing.T, config string, players []string, entries ...string) views.Table {
	t.Helper()
	payloads := make([][]byte, len(entries))
	for i, e := range entries {
		payloads[i] = []byte(e)
	}
	tab, err := Kind.Table([]byte(config), players, payloads)
	if err != nil || tab.Broken() != nil {
		t.Fatal(err, tab.Broken())
	}
	return tab
}

var fourAtDurak = []string{"Anna", "Bo", "Cai", "Dora"}

func TestDurakFormEntersEveryDealAgain(t *testing.T) {
	alone := durakGame(t, `{"rules":{"preset":"classic"},"first_dealer":0}`, fourAtDurak)
	teams := durakGame(t, `{"rules":{"preset":"teams"},"first_dealer":0}`, fourAtDurak)
	for _, tc := range []struct {
		tab           views.Table
		payload, want string
	}{
		{alone, `{"kind":"durak","durak":2}`, `{"kind":"durak","durak":2}`},
		{alone, `{"kind":"draw"}`, `{"kind":"draw"}`},
		{alone, `{"kind":"durak","durak":1,"attacker":3}`, `{"kind":"durak","durak":1,"attacker":3}`},
		{teams, `{"kind":"durak","durak":0,"dealer":2}`, `{"kind":"durak","durak":2,"dealer":2}`},
		{teams, `{"kind":"durak","durak":3}`, `{"kind":"durak","durak":3,"dealer":3}`},
		{teams, `{"kind":"draw","attacker":1}`, `{"kind":"draw","attacker":1}`},
	} {
		f, ok := tc.tab.Form([]byte(tc.payload))
		if !ok {
			t.Fatalf("%s: no form", tc.payload)
		}
		again, err := tc.tab.Entry(f)
		if err != nil {
			t.Errorf("%s: %v", tc.payload, err)
			continue
		}
		got, _ := durak.DecodeEntry(again)
		want, _ := durak.DecodeEntry([]byte(tc.want))
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s came back as %s, want %s", tc.payload, again, tc.want)
		}
	}
}

func TestDurakEntryNeverPanics(t *testing.T) {
	tab := durakGame(t, `{"rules":{"preset":"teams"},"first_dealer":0}`, fourAtDurak)
	r := rand.New(rand.NewPCG(6, 36))
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	for range 1000 {
		f := url.Values{}
		for _, k := range []string{"durak", "draw", "attacker"} {
			if v := pick("", "0", "3", "4", "-1", "1", "x"); v != "" {
				f.Set(k, v)
			}
		}
		payload, err := tab.Entry(f)
		var fe *msg.FieldError
		if err != nil {
			if !errors.As(err, &fe) || fe.Msg.IsZero() {
				t.Fatalf("%v: %v", f, err)
			}
			continue
		}
		if _, err := durak.DecodeEntry(payload); err != nil {
			t.Fatalf("%v: %s does not decode: %v", f, payload, err)
		}
	}
}

func TestDurakTableSeriesFactsAndNext(t *testing.T) {
	tab := durakGame(t, `{"rules":{"preset":"fool-taught","loss_limit":2,"forfeit":"crow"},"first_dealer":0}`,
		[]string{"Anna", "Bo", "Cai"}, `{"kind":"durak","durak":1}`, `{"kind":"draw"}`, `{"kind":"durak","durak":1}`)
	s := tab.Series()
	if !s.Low || s.Mark != 2 || len(s.Names) != 3 || !reflect.DeepEqual(s.Rows, [][]int{{0, 0, 0}, {0, 1, 0}, {0, 1, 0}, {0, 2, 0}}) {
		t.Errorf("series %+v", s)
	}
	b, ok := tab.Next()
	var g durak.Game
	if !ok || json.Unmarshal(b, &g) != nil || g.FirstDealer != 1 || g.Rules.Forfeit != "crow" || g.Players != nil {
		t.Errorf("next: %s %v", b, ok)
	}
	if tab.Facts(views.Page{}) != nil {
		t.Error("facts for a finished series")
	}
	run := durakGame(t, `{"rules":{"preset":"fool-taught","loss_limit":2},"first_dealer":0}`,
		[]string{"Anna", "Bo", "Cai"}, `{"kind":"durak","durak":1}`)
	facts := map[string]string{}
	for _, f := range run.Facts(views.Page{Players: []string{"Anna", "Bo", "Cai"}}) {
		facts[f.TestID] = views.DE.Of(f.Value)
	}
	if facts["dealer"] != "Bo" || facts["attacker"] != "Anna greift Bo an: der Narr wird gelehrt" ||
		facts["series"] != "endet bei 2 Niederlagen; am meisten bisher: Bo mit 1" || facts["deal"] != "2" {
		t.Errorf("facts %v", facts)
	}
	if _, ok := run.Next(); ok {
		t.Error("a next series before the end")
	}
}
