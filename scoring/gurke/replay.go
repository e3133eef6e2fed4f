package gurke

import (
	"slices"
	"strings"
	"sync"

	"schreiber/rules"
	"schreiber/rules/cards"
	rg "schreiber/rules/gurke"
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// replaying is the state of a game while its entries are applied.
type replaying struct {
	g        Game
	r        Rules
	v        rg.Variant
	counts   map[cards.Card]int // cards of each kind in the deck
	deckSize int
	s        Standings
	text     msg.Text
	explain  bool // say what the entry being applied did; its rules are kept either way

	// Room reused or shared from step to step: a long game has hundreds.
	scratch     []int         // a deal's multipliers and losers
	cardScratch []cards.Card  // a deal's cards by seat
	states      []PlayerState // where the steps' standings are cut from
	last        []PlayerState // the standings after the last step, which the next starts from
	refs        []rules.Ref   // where the steps' rules are cut from
	stepRefs    int           // where in refs the rules of the step being made begin
	cucumbers   []Cucumber    // the cucumbers taken in the step being made
}

func newReplay(g Game) *replaying {
	n := len(g.Players)
	d := deckFor(g.Rules, n)
	p := &replaying{g: g, r: g.Rules, v: g.Rules.Variant(), counts: d.counts, deckSize: d.size, explain: true}
	p.s = Standings{Players: make([]PlayerState, n), Deal: 1, Dealer: g.FirstDealer, Winner: -1, Kontra: -1,
		KontraOpen: g.Rules.Kontra, Doubling: g.Rules.Doubles, Pot: n * g.Rules.Stake, Paid: make([]int, n)}
	for i := range p.s.Paid {
		p.s.Paid[i] = g.Rules.Stake
	}
	p.setNextDeal()
	return p
}

// Replay applies entries in order and returns the standings and one step
// per entry. An invalid entry stops the replay: the error is a
// *scoring.EntryError wrapping a *msg.FieldError, and the standings
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
	p.states = make([]PlayerState, len(g.Players)*len(entries))
	p.refs = make([]rules.Ref, 0, 2*len(entries))
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
	// One step only, kept for as long as the game is: room for exactly it.
	// It starts from the standings given, which are never changed.
	n := len(s.Players)
	p.states, p.refs = make([]PlayerState, n), make([]rules.Ref, 0, 8)
	p.last = s.Players
	st, err := p.step(index, e, true)
	if err != nil {
		return p.s, Step{}, &scoring.EntryError{Index: index, Err: err}
	}
	st.Rules = sharedRules(st.Rules)
	// The standings' players are the step's After: one copy kept, not
	// two. Neither is changed again; the next Continue clones them.
	p.s.Players = st.After
	return p.s, st, nil
}

// step applies the index-th entry and records what it did. A step's
// Before is the last step's After: steps are never changed once made.
func (p *replaying) step(index int, e Entry, explain bool) (Step, error) {
	before := p.last
	if before == nil {
		before = slices.Clone(p.s.Players)
	}
	p.text, p.explain, p.stepRefs, p.cucumbers = msg.Text{}, explain, len(p.refs), nil
	if err := p.apply(e); err != nil {
		p.refs = p.refs[:p.stepRefs]
		return Step{}, err
	}
	after := p.cut(len(p.s.Players))
	copy(after, p.s.Players)
	p.last = after
	st := Step{Index: index, Before: before, After: after, Cucumbers: p.cucumbers}
	if !p.text.IsZero() {
		text := p.text
		st.Text = &text
	}
	if len(p.refs) > p.stepRefs {
		st.Rules = p.refs[p.stepRefs:len(p.refs):len(p.refs)]
	}
	return st, nil
}

// say adds a sentence to the step's text and the rule it applied.
func (p *replaying) say(t msg.Text, ref rules.Ref) {
	if p.explain {
		p.text = msg.Join(p.text, t)
	}
	if ref.Section == "" {
		return
	}
	// The step's rules so far are the tail of p.refs, from the one the
	// step began with; the ones before belong to earlier steps, which
	// keep slices of them capped at their own end.
	step := p.refs[p.stepRefs:]
	if slices.ContainsFunc(step, func(r rules.Ref) bool { return r.Section == ref.Section }) {
		return
	}
	if len(p.refs) == cap(p.refs) {
		// Start afresh with room for many steps, carrying this step's.
		grown := make([]rules.Ref, len(step), max(64, 4*len(step)))
		copy(grown, step)
		p.refs, p.stepRefs = grown, 0
	}
	p.refs = append(p.refs, ref)
}

// cut is room for n player states, cut from a block shared by many steps.
func (p *replaying) cut(n int) []PlayerState {
	if len(p.states) < n {
		p.states = make([]PlayerState, max(n*64, n))
	}
	out := p.states[:n:n]
	p.states = p.states[n:]
	return out
}

// tf is message id with its arguments where the step is explained, and
// nothing where it is not.
func (p *replaying) tf(id string, args ...any) msg.Text {
	if !p.explain {
		return msg.Text{}
	}
	return msg.T(id, args...)
}

func (p *replaying) apply(e Entry) error {
	if err := e.checkShape(); err != nil {
		return err
	}
	if p.s.Over {
		return msg.Errorf("kind", "The game is over: no more entries.")
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
func (p *replaying) name(seat int) string { return p.g.Players[seat] }

// playing reports whether seat is at the table and still gets cards.
func (p *replaying) playing(seat int) bool {
	return seat >= 0 && seat < len(p.s.Players) && p.s.Players[seat].Status.Playing()
}

// highestOther returns the highest score among the playing players other
// than seat, and whose it is (the first clockwise after seat).
func (p *replaying) highestOther(seat int) (int, int) { return p.s.HighestOther(seat) }

// refreshRebuys recomputes which players who are out may still buy back in.
func (p *replaying) refreshRebuys() {
	open := !p.s.Over && p.r.Rebuy != "none" && len(p.s.Living(0)) >= p.r.RebuyMin
	for i := range p.s.Players {
		ps := &p.s.Players[i]
		ps.RebuyOpen = open && ps.Status == Out && !ps.Rebought
	}
}

// shared holds values made once per key and shared by every replay that
// asks for the same: few keys, asked for on every continued deal. Shared
// values are never changed. Past max keys, a value is made for each
// asker.
type shared[K comparable, V any] struct {
	mu  sync.Mutex
	m   map[K]V
	max int
}

// get returns the value kept for key, made by made if there is none.
func (c *shared[K, V]) get(key K, made func() V) V {
	c.mu.Lock()
	v, ok := c.m[key]
	c.mu.Unlock()
	if ok {
		return v
	}
	v = made()
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.m[key]; ok {
		return kept // made meanwhile by another asker
	}
	if c.m == nil {
		c.m = map[K]V{}
	}
	if len(c.m) < c.max {
		c.m[key] = v
	}
	return v
}

// ruleLists are the lists of rules continued steps applied: a deal applies
// a handful of rules, so there are few lists, while a kept game has a step
// for every entry.
var ruleLists = &shared[string, []rules.Ref]{max: 4096}

// sharedRules returns the shared list equal to refs, which it does not
// keep.
func sharedRules(refs []rules.Ref) []rules.Ref {
	if len(refs) == 0 {
		return nil
	}
	var key strings.Builder
	for _, r := range refs {
		for _, s := range [...]string{r.Game, r.Section, r.Title} {
			key.WriteString(s)
			key.WriteByte(0)
		}
	}
	return ruleLists.get(key.String(), func() []rules.Ref { return slices.Clone(refs) })
}

// deck is what a replay needs of the deck: the cards of each kind (suits
// only where the variant tells them apart) and how many cards it has.
type deck struct {
	counts map[cards.Card]int
	size   int
}

// deckKey is a set of rules at a table of n.
type deckKey struct {
	r Rules
	n int
}

// decks are the decks replays have used, one for every set of rules and
// table size.
var decks = &shared[deckKey, deck]{max: 1024}

// deckFor returns the deck of the rules at a table of n.
func deckFor(r Rules, n int) deck {
	return decks.get(deckKey{r, n}, func() deck { return deck{counts: r.deckCounts(n), size: len(r.Deck(n))} })
}
