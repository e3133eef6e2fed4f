package gurke

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	rg "schreiber/rules/gurke"
	"schreiber/scoring"
)

// replay is the state of a game while its entries are applied.
type replay struct {
	g        Game
	r        Rules
	v        rg.Variant
	counts   map[cards.Card]int // cards of each kind in the deck
	deckSize int
	s        Standings
	text     scoring.Text
	refs     []rules.Ref
	explain  bool // say what the entry being applied did; its rules are kept either way
}

func newReplay(g Game) *replay {
	n := len(g.Players)
	p := &replay{g: g, r: g.Rules, v: g.Rules.Variant(), counts: g.Rules.deckCounts(n), deckSize: len(g.Rules.Deck(n)), explain: true}
	p.s = Standings{Players: make([]PlayerState, n), Deal: 1, Dealer: g.FirstDealer, Winner: -1, Kontra: -1,
		KontraOpen: g.Rules.Kontra, Doubling: g.Rules.Doubles, Pot: n * g.Rules.Stake}
	for i := range p.s.Players {
		p.s.Players[i] = PlayerState{Seat: i, Paid: g.Rules.Stake}
	}
	p.setNextDeal()
	return p
}

// Replay applies entries in order and returns the standings and one step
// per entry. An invalid entry stops the replay: the error is a
// *scoring.EntryError wrapping a *scoring.FieldError, and the standings
// returned are those before that entry.
func Replay(g Game, entries []Entry) (Standings, []Step, error) { return ReplayFrom(g, entries, 0) }

// ReplayFrom is Replay that explains only the steps from index from on:
// the Text of every earlier step is left empty, which spares building
// sentences nobody reads. Every step keeps the rules it applied.
func ReplayFrom(g Game, entries []Entry, from int) (Standings, []Step, error) {
	if err := g.Validate(); err != nil {
		return Standings{}, nil, err
	}
	p := newReplay(g)
	steps := make([]Step, 0, len(entries))
	for i, e := range entries {
		st, err := p.step(i, e, i >= from)
		if err != nil {
			return p.s, steps, &scoring.EntryError{Index: i, Err: err}
		}
		steps = append(steps, st)
	}
	return p.s, steps, nil
}

// Continue applies one more entry, the index-th, to the standings a replay
// of the game's earlier entries ended with, and explains it: what Replay
// would give for all of them, without applying the others again. The
// standings given are not changed.
func Continue(g Game, s Standings, e Entry, index int) (Standings, Step, error) {
	p := newReplay(g)
	p.s = s
	p.s.Players, p.s.Winners, p.s.Losers = slices.Clone(s.Players), slices.Clone(s.Winners), slices.Clone(s.Losers)
	st, err := p.step(index, e, true)
	if err != nil {
		return p.s, Step{}, &scoring.EntryError{Index: index, Err: err}
	}
	return p.s, st, nil
}

// step applies the index-th entry and records what it did.
func (p *replay) step(index int, e Entry, explain bool) (Step, error) {
	before := slices.Clone(p.s.Players)
	p.text, p.refs, p.explain = scoring.Text{}, nil, explain
	if err := p.apply(e); err != nil {
		return Step{}, err
	}
	st := Step{Index: index, Text: p.text, Rules: p.refs, Before: before, After: slices.Clone(p.s.Players)}
	for seat := range before {
		if before[seat] != st.After[seat] {
			st.Changed = append(st.Changed, seat)
		}
	}
	return st, nil
}

// say adds a sentence to the step's text and the rule it applied.
func (p *replay) say(t scoring.Text, ref rules.Ref) {
	if p.explain {
		p.text = scoring.Join(p.text, t)
	}
	if ref.Section != "" && !slices.ContainsFunc(p.refs, func(r rules.Ref) bool { return r.Section == ref.Section }) {
		p.refs = append(p.refs, ref)
	}
}

// tf is the package's tf where the step is explained, and nothing where
// it is not.
func (p *replay) tf(en, de string, args ...any) scoring.Text {
	if !p.explain {
		return scoring.Text{}
	}
	return tf(en, de, args...)
}

func (p *replay) apply(e Entry) error {
	if err := e.checkShape(); err != nil {
		return err
	}
	if p.s.Over {
		return scoring.Errorf("kind", "The game is over: no more entries.", "Das Spiel ist vorbei: keine weiteren Einträge.")
	}
	switch e.Kind {
	case KindRebuy:
		return p.rebuy(*e.Seat)
	case KindKontra:
		return p.kontra(e.Seat)
	}
	d, err := p.readDeal(e)
	if err != nil {
		return err
	}
	p.score(d)
	return nil
}

// name returns a seat's player name.
func (p *replay) name(seat int) string { return p.g.Players[seat] }

// playing reports whether seat is at the table and still gets cards.
func (p *replay) playing(seat int) bool {
	return seat >= 0 && seat < len(p.s.Players) && p.s.Players[seat].Status.Playing()
}

// highestOther returns the highest score among the playing players other
// than seat, and whose it is (the first clockwise after seat).
func (p *replay) highestOther(seat int) (int, int) { return p.s.HighestOther(seat) }

// refreshRebuys recomputes which players who are out may still buy back in.
func (p *replay) refreshRebuys() {
	open := !p.s.Over && p.r.Rebuy != "none" && len(p.s.Living(0)) >= p.r.RebuyMin
	for i := range p.s.Players {
		ps := &p.s.Players[i]
		ps.RebuyOpen = open && ps.Status == Out && !ps.Rebought
	}
}
