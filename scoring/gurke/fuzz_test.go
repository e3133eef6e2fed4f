package gurke

import (
	"encoding/json"
	"reflect"
	"testing"
)

// FuzzDecodeEntry feeds DecodeEntry arbitrary bytes: it must never panic, a
// decoded entry must round-trip through JSON, and replaying it in a game
// must return standings or an error, never panic.
func FuzzDecodeEntry(f *testing.F) {
	for _, s := range []string{
		`{"kind":"trick","plays":[{"seat":0,"card":"5"},{"seat":1,"card":"9"},{"seat":2,"card":"K"}]}`,
		`{"kind":"quick","loser":1,"card":"D","matched":[2]}`,
		`{"kind":"quick","loser":0,"card":"♣6"}`,
		`{"kind":"rebuy","seat":2}`,
		`{"kind":"kontra"}`,
		`{"kind":"kontra","seat":1}`,
		`{"kind":"trick","plays":[{"seat":1,"card":"Joker"},{"seat":2,"card":"A"},{"seat":0,"card":"A"}],"doubled":[1],"redoubled":[2]}`,
		`{"kind":"trick","plays":[{"seat":-1,"card":"5"}]}`,
		`{"kind":"bid"}`,
		`{"kind":"trick","plays":[]} {}`,
		`{"kind":"quick","card":"10","extra":1}`,
		`[]`, `null`, ``,
	} {
		f.Add([]byte(s))
	}
	games := []Game{
		{Rules: Danish(), Players: []string{"Anna", "Bo", "Cai"}},
	}
	for _, name := range []string{"icelandic", "swedish", "polish-kontra", "rassi"} {
		r, _ := Preset(name)
		games = append(games, Game{Rules: r, Players: []string{"Anna", "Bo", "Cai"}, FirstDealer: 1})
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := DecodeEntry(b)
		if err != nil {
			return
		}
		j, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		e2, err := DecodeEntry(j)
		if err != nil || !reflect.DeepEqual(normal(e), normal(e2)) {
			t.Fatalf("round trip: %+v -> %s -> %+v, %v", e, j, e2, err)
		}
		for _, g := range games {
			_, steps, err := Replay(g, []Entry{e, e})
			if err == nil && len(steps) != 2 {
				t.Fatalf("no error but %d steps", len(steps))
			}
		}
	})
}

// normal makes empty lists nil so that round trips compare equal.
func normal(e Entry) Entry {
	if len(e.Plays) == 0 {
		e.Plays = nil
	}
	if len(e.Matched) == 0 {
		e.Matched = nil
	}
	if len(e.Doubled) == 0 {
		e.Doubled = nil
	}
	if len(e.Redoubled) == 0 {
		e.Redoubled = nil
	}
	return e
}

// BenchmarkReplay200 replays a 200-entry game of seven players with a
// limit high enough to keep everyone alive.
func BenchmarkReplay200(b *testing.B) {
	r := Danish()
	r.Limit = 200
	g := Game{Rules: r, Players: seatsFor(7)}
	var entries []Entry
	p := newReplay(g)
	ranks := []string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}
	for i := range 200 {
		living := p.s.Living(i)
		e := Entry{Kind: KindTrick}
		for j, s := range living {
			card := ranks[j%7] // low cards, and two Kings that share the penalty
			if j == i%len(living) || j == (i+3)%len(living) {
				card = "K"
			}
			e.Plays = append(e.Plays, Play{Seat: s, Card: card})
		}
		if err := p.apply(e); err != nil {
			b.Fatal(err)
		}
		if p.s.Over && i < 199 {
			b.Fatalf("over after %d entries", i+1)
		}
		entries = append(entries, e)
	}
	if _, _, err := Replay(g, entries); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, _, err := Replay(g, entries); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzRecompute feeds Recompute an arbitrary game configuration and entry:
// it must return a summary or an error, never panic.
func FuzzRecompute(f *testing.F) {
	f.Add([]byte(`{"rules":{"preset":"danish"},"first_dealer":0}`), []byte(`{"kind":"quick","loser":1,"card":"K"}`))
	f.Add([]byte(`{"rules":{"preset":"icelandic","hand_size":3},"first_dealer":2}`), []byte(`{"kind":"trick","plays":[{"seat":0,"card":"♣6"},{"seat":1,"card":"2"},{"seat":2,"card":"2"}]}`))
	f.Add([]byte(`{"rules":{"preset":"kurko","end":"none","count":"points"}}`), []byte(`{"kind":"quick","loser":0,"card":"K"}`))
	f.Add([]byte(`{"rules":{"preset":"swedish","rebuy_min":2,"limit":1}}`), []byte(`{"kind":"rebuy","seat":0}`))
	f.Add([]byte(`{"rules":{"preset":"nope"}}`), []byte(`{}`))
	f.Fuzz(func(t *testing.T, cfg, entry []byte) {
		players := []string{"Anna", "Bo", "Cai"}
		sum, err := Recompute(cfg, players, [][]byte{entry, entry, entry})
		if err == nil && len(sum.Lines) != len(players) {
			t.Fatalf("summary with %d lines", len(sum.Lines))
		}
	})
}
