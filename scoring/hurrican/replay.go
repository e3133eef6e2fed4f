package hurrican

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// SideState is one side's standing.
type SideState struct {
	Seats     []int  `json:"seats"`
	Name      string `json:"name"`
	Score     int    `json:"score"`
	Hurricans int    `json:"hurricans"` // tapped in the deal under way; they count at its end
}

// Standings are the state of a game after its entries.
type Standings struct {
	Sides  [2]SideState `json:"sides"`
	Deal   int          `json:"deal"`   // number of the next (or running) deal, from 1
	Dealer int          `json:"dealer"` // seat of its dealer
	Leader int          `json:"leader"` // seat that plays its first card
	Over   bool         `json:"over"`
	Winner int          `json:"winner"` // winning side, None while the game runs
	Double bool         `json:"double"` // the loser stayed below the mark: the game counts double
	Stake  int          `json:"stake"`  // how many stakes the game is worth: 1, 2 if double, 0 while running
	Chips  int          `json:"chips"`  // chips the loser pays the winner: the rules' chips times the stake
	Tie    bool         `json:"tie"`    // both sides passed the target level: play on
	// tapped are the sides of the Hurricans tapped in the deal under way,
	// in order: the count walks them when both sides pass the target in
	// it. Only a replay going on from the standings needs them.
	tapped []int
}

// Scores returns both sides' points.
func (s Standings) Scores() [2]int { return [2]int{s.Sides[0].Score, s.Sides[1].Score} }

// Step explains what one entry changed.
type Step struct {
	Index  int         `json:"index"`
	Kind   EntryKind   `json:"kind"`
	Text   msg.Text    `json:"text"`
	Before [2]int      `json:"before"`          // scores before the entry
	After  [2]int      `json:"after"`           // scores after it
	Award  *Award      `json:"award,omitempty"` // the count, for a deal
	Side   int         `json:"side"`            // who made the Hurrican, for a single Hurrican
	Refs   []rules.Ref `json:"refs"`            // the rules applied
}

// replaying is a game while its entries are applied: all it carries from
// entry to entry is in its standings.
type replaying struct {
	g       Game
	s       Standings
	explain bool // say what the entry being applied did
}

// Replay applies entries in order and returns the standings and one step
// per entry. An entry that does not fit yields a *scoring.EntryError
// wrapping a *msg.FieldError; a bad game a *msg.FieldError.
func Replay(g Game, entries []Entry) (Standings, []Step, error) { return ReplayFrom(g, entries, 0) }

// ReplayFrom is Replay that explains only the steps from index from on:
// the Text of every earlier step is left empty, which spares building
// sentences nobody reads.
func ReplayFrom(g Game, entries []Entry, from int) (Standings, []Step, error) {
	if err := g.Validate(); err != nil {
		return Standings{}, nil, err
	}
	r := &replaying{g: g}
	r.s.Deal = 1
	r.s.Winner = None
	r.s.Dealer = g.FirstDealer
	r.s.Leader = r.next(g.FirstDealer)
	for side := range 2 {
		r.s.Sides[side] = SideState{Seats: g.seats(side), Name: g.SideName(side)}
	}
	steps := make([]Step, 0, len(entries))
	for i, e := range entries {
		st, err := r.step(i, e, i >= from)
		if err != nil {
			return r.s, steps, err
		}
		steps = append(steps, st)
	}
	return r.s, steps, nil
}

// Continue applies one more entry, the index-th, to the standings a replay
// of the game's earlier entries ended with, and explains it: what Replay
// would give for all of them, without applying the others again. The
// standings given are not changed.
func Continue(g Game, s Standings, e Entry, index int) (Standings, Step, error) {
	// The sides are an array, copied with s, and their seats are never
	// changed; a tap adds to the taps of the deal.
	s.tapped = slices.Clone(s.tapped)
	r := &replaying{g: g, s: s}
	st, err := r.step(index, e, true)
	return r.s, st, err
}

// step applies the index-th entry, as Replay and Continue both do, and
// numbers its step.
func (r *replaying) step(index int, e Entry, explain bool) (Step, error) {
	r.explain = explain
	st, err := r.apply(e)
	if err != nil {
		return Step{}, &scoring.EntryError{Index: index, Err: err}
	}
	st.Index = index
	return st, nil
}

// next returns the seat after seat, clockwise.
func (r *replaying) next(seat int) int { return (seat + 1) % len(r.g.Players) }

// MaxHurricans returns how many Hurricans the deal under way allows each
// side and both together, for the entry form's limits.
func MaxHurricans(g Game, s Standings) (perSide [2]int, total int) {
	l := hurricanLimits(g.Rules.FullDeal, SideOf(s.Leader))
	return l.side, l.total
}

// limits returns the Hurrican limits of the running deal.
func (r *replaying) limits() limits { return hurricanLimits(r.g.Rules.FullDeal, SideOf(r.s.Leader)) }

// apply checks one entry and applies it.
func (r *replaying) apply(e Entry) (Step, error) {
	if err := e.checkShape(); err != nil {
		return Step{}, err
	}
	if r.s.Over {
		return Step{}, msg.Errorf("kind", "The game is over: %s won.",
			r.s.Sides[r.s.Winner].Name)
	}
	before := r.s.Scores()
	if e.Kind == KindHurrican {
		return r.hurrican(*e.Seat, before)
	}
	return r.deal(e, before)
}

// hurrican records one Hurrican tapped during the deal.
func (r *replaying) hurrican(seat int, before [2]int) (Step, error) {
	if seat < 0 || seat >= len(r.g.Players) {
		return Step{}, msg.Errorf("seat", "There is no seat %d at this table.", seat)
	}
	side := SideOf(seat)
	lim := r.limits()
	sides := &r.s.Sides
	if sides[side].Hurricans+1 > lim.side[side] {
		return Step{}, msg.Errorf("seat", "This side cannot make more than %d Hurricans in a deal.", lim.side[side])
	}
	if sides[0].Hurricans+sides[1].Hurricans+1 > lim.total {
		return Step{}, msg.Errorf("seat", "A deal has room for at most %d Hurricans together.", lim.total)
	}
	sides[side].Hurricans++
	r.s.tapped = append(r.s.tapped, side)
	name, n := sides[side].Name, sides[side].Hurricans
	var text msg.Text
	if r.explain {
		text = msg.T("%s swept the table: a Hurrican, number %d for %s in this deal. It counts one point at the end of the deal.",
			r.g.Players[seat], n, name)
	}
	return Step{Kind: KindHurrican, Text: text, Before: before, After: before, Side: side, Refs: []rules.Ref{RefHurrican}}, nil
}

// deal counts a deal, settles the game if it is won and passes the deal on.
func (r *replaying) deal(e Entry, before [2]int) (Step, error) {
	tapped := [2]int{r.s.Sides[0].Hurricans, r.s.Sides[1].Hurricans}
	a, err := count(e, r.limits(), tapped, [2]string{r.s.Sides[0].Name, r.s.Sides[1].Name})
	if err != nil {
		return Step{}, err
	}
	after := [2]int{before[0] + a.Points[0], before[1] + a.Points[1]}
	var text msg.Text
	if r.explain {
		text = r.countText(a, before, after, tapped)
	}
	refs := []rules.Ref{RefKarte, RefFarbe, RefSieben, RefPremiere, RefHurrican}
	fin, finRefs := r.settle(before, after, a, tapped)
	if r.explain {
		text = msg.Join(text, fin)
	}
	refs = append(refs, finRefs...)
	for side := range 2 {
		r.s.Sides[side].Score = after[side]
		r.s.Sides[side].Hurricans = 0
	}
	r.s.tapped = nil
	if !r.s.Over {
		r.s.Deal++
		r.s.Dealer = r.next(r.s.Dealer)
		r.s.Leader = r.next(r.s.Dealer)
		if r.explain {
			text = msg.Join(text, msg.T("%s deals next.", r.g.Players[r.s.Dealer]))
		}
		refs = append(refs, RefDealer)
	}
	return Step{Kind: KindDeal, Text: text, Before: before, After: after, Award: &a, Side: None, Refs: refs}, nil
}
