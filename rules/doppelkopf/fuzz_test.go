package doppelkopf

import (
	"math/rand/v2"
	"testing"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// bytes hands out the fuzzer's bytes one at a time, zeros when they run out.
type bytes struct{ b []byte }

func (r *bytes) next() int {
	if len(r.b) == 0 {
		return 0
	}
	v := int(int8(r.b[0]))
	r.b = r.b[1:]
	return v
}

// pick returns one of a few values, or something outside them now and then.
func pick[T any](r *bytes, good []T, bad T) T {
	v := r.next()
	if v < 0 {
		return bad
	}
	return good[v%len(good)]
}

func (r *bytes) card() cards.Card {
	if v := r.next(); v < -100 {
		return cards.Card{Rank: cards.Rank(r.next()), Suit: cards.Suit(r.next())}
	}
	return cards.Of(cards.Rank(8+(r.next()&7)), cards.Suit(r.next()&7))
}

func (r *bytes) cards(most int) []cards.Card {
	var out []cards.Card
	for range r.next() & most {
		out = append(out, r.card())
	}
	return out
}

func (r *bytes) plays() []Play {
	var out []Play
	first := r.next() % 6
	for i := range r.next() & 7 {
		s := (first + i) % Players
		if r.next() < -90 {
			s = r.next()
		}
		out = append(out, Play{Seat: s, Card: r.card()})
	}
	return out
}

// exercise asks every question of the referee with values made from data:
// nothing may panic, every refusal must be a field error a player reads,
// and every answer must make sense.
func exercise(t *testing.T, data []byte) {
	r := &bytes{b: data}
	o := Options{Dullen: pick(r, []Dullen{"", DullenFirst, DullenSecond, DullenSecondLast}, "x"),
		Schweinchen: r.next()&1 == 1, WithoutNines: r.next()&1 == 1, Armut: r.next()&1 == 1, HochzeitChoice: r.next()&1 == 1}
	g := Game{Options: o, Contract: pick(r, Contracts, "skat")}
	if v := r.next(); v&3 == 1 {
		g.Schweinchen = []int{v % 6}
	} else if v&3 == 2 {
		g.Schweinchen = []int{0, v % 5}
	}
	refused := func(what string, err error) bool {
		t.Helper()
		if err == nil {
			return false
		}
		fe, ok := err.(*msg.FieldError)
		if !ok || fe.Field == "" || fe.Msg.IsZero() {
			t.Fatalf("%s: %v is not a field error in both languages", what, err)
		}
		return true
	}
	said := func(what string, rl rules.Ruling) {
		t.Helper()
		if rl.Reason.IsZero() || rl.Rule.Game != GameName || rl.Rule.Section == "" {
			t.Fatalf("%s: ruling without reason or rule: %+v", what, rl)
		}
	}
	plays := r.plays()
	if w, err := g.Winner(plays, r.next()&1 == 1); !refused("winner", err) {
		if w.Index < 0 || w.Index >= len(plays) || plays[w.Index].Seat != w.Seat {
			t.Fatalf("winner %+v not in the trick %v", w, plays)
		}
		said("winner", w.Why)
	}
	turn := Turn{Seat: r.next() % 6, Hand: r.cards(15), Trick: plays}
	if rl, err := g.Legal(turn, r.card()); !refused("legal", err) {
		said("legal", rl)
	}
	if legal, err := g.LegalCards(turn); !refused("legal cards", err) && len(turn.Hand) > 0 && len(legal) == 0 {
		t.Fatalf("%v may lay nothing after %v", turn.Hand, turn.Trick)
	}
	if rl, err := g.Which(r.next()%6, r.card()); !refused("which", err) {
		said("which", rl)
	}
	c := Calling{Options: o, Re: r.next()&1 == 1, InHand: r.next() % 15, Own: r.next() % 7, Other: r.next() % 7,
		OwnReply: r.next()&1 == 1, Hochzeit: r.next()&1 == 1, Settled: r.next() % 5}
	if rl, err := c.May(pick(r, Announcements, "keine120")); !refused("may", err) {
		said("may", rl)
	}
	a := Asking{Options: o, Dealer: r.next() % 6}
	for range r.next() & 7 {
		a.Declared = append(a.Declared, pick(r, Vorbehalte, "kaiser"))
	}
	if out, err := a.Decide(); !refused("decide", err) {
		said("decide", out.Why)
		said("lead", out.Lead)
		if out.Leader < 0 || out.Leader >= Players || out.Seat < -1 || out.Seat >= Players {
			t.Fatalf("outcome %+v", out)
		}
	}
	if rl, err := o.MayDeclare(pick(r, Vorbehalte, "kaiser"), r.cards(15)); !refused("declare", err) {
		said("declare", rl)
	}
	var tricks [][]Play
	for range r.next() & 3 {
		tricks = append(tricks, r.plays())
	}
	if m, err := g.Marry(Hochzeit{Seat: r.next() % 6, Finding: pick(r, Findings, "last")}, tricks); !refused("marry", err) {
		said("marry", m.Why)
	}
}

func FuzzReferee(f *testing.F) {
	for _, s := range []string{"", "\x01\x02\x03\x04\x05", "\xff\xfe\x80\x7f", "referee of the Dullen and the Schweinchen"} {
		f.Add([]byte(s))
	}
	f.Fuzz(exercise)
}

// TestRandomBadInput runs the fuzzer's checks on a few thousand seeded
// random inputs, so that every test run tries the referee with nonsense.
func TestRandomBadInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 40))
	for range 5000 {
		data := make([]byte, rng.IntN(120))
		for i := range data {
			data[i] = byte(rng.IntN(256))
		}
		exercise(t, data)
	}
}
