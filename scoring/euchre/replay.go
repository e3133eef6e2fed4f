package euchre

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// None marks that no side is meant: no winner yet, nobody at the bridge.
const None = -1

// SideState is one partnership's standing.
type SideState struct {
	Seats        [2]int  `json:"seats"`
	Name         string  `json:"name"`
	Score        int     `json:"score"`             // points in the game under way
	Games        int     `json:"games"`             // games won in this rubber (or the one game)
	RubberPoints int     `json:"rubber_points"`     // rubber points from the games won
	AtBridge     bool    `json:"at_bridge"`         // 4 against 2 or fewer in the 5-point game
	Markers      *Marker `json:"markers,omitempty"` // the score as low-card markers, in the 5-point game
}

// GameResult is one finished game of a rubber.
type GameResult struct {
	Number       int    `json:"number"` // from 1
	Winner       int    `json:"winner"` // side
	Scores       [2]int `json:"scores"`
	RubberPoints int    `json:"rubber_points"` // what the game gave its winner in a rubber, 0 otherwise
}

// Standings are the state of a game or rubber after its entries.
type Standings struct {
	Sides   [2]SideState `json:"sides"`
	Game    int          `json:"game"` // number of the game under way (or the last one), from 1
	Results []GameResult `json:"results"`
	Hand    int          `json:"hand"`   // number of the next deal, from 1, passed deals included
	Dealer  int          `json:"dealer"` // seat of the next dealer
	Leader  int          `json:"leader"` // seat left of the dealer, who leads unless the partner plays alone
	Over    bool         `json:"over"`
	Winner  int          `json:"winner"` // side that won the game or rubber, None while it runs
	Margin  int          `json:"margin"` // the rubber's margin for its winner, once it is over
}

// Scores returns both sides' points in the game under way.
func (s Standings) Scores() [2]int { return [2]int{s.Sides[0].Score, s.Sides[1].Score} }

// Step explains what one entry changed.
type Step struct {
	Index    int         `json:"index"`
	Kind     EntryKind   `json:"kind"`
	Text     msg.Text    `json:"text"`
	Before   [2]int      `json:"before"`    // game scores before the entry
	After    [2]int      `json:"after"`     // game scores after it, before a new game starts
	Points   [2]int      `json:"points"`    // what the hand gave each side
	GameOver bool        `json:"game_over"` // the entry ended a game
	Refs     []rules.Ref `json:"refs"`
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
	s := Standings{Game: 1, Hand: 1, Dealer: g.FirstDealer, Leader: (g.FirstDealer + 1) % 4, Winner: None}
	for side := range 2 {
		s.Sides[side] = SideState{Seats: [2]int{side, side + 2}, Name: g.SideName(side)}
	}
	s.mark(g.Rules)
	steps := make([]Step, 0, len(entries))
	for i, e := range entries {
		st, err := step(g, &s, e, i, i >= from)
		if err != nil {
			return s, steps, err
		}
		steps = append(steps, st)
	}
	return s, steps, nil
}

// Continue applies one more entry, the index-th, to the standings a replay
// of the game's earlier entries ended with, and explains it: what Replay
// would give for all of them, without applying the others again. The
// standings given are not changed.
func Continue(g Game, s Standings, e Entry, index int) (Standings, Step, error) {
	// The sides are an array, copied with s; a new marker replaces the
	// old rather than changing it. Only the results grow.
	s.Results = slices.Clone(s.Results)
	st, err := step(g, &s, e, index, true)
	return s, st, err
}

// step applies the index-th entry to s, as Replay and Continue both do,
// and numbers its step.
func step(g Game, s *Standings, e Entry, index int, explain bool) (Step, error) {
	st, err := apply(g, s, e, explain)
	if err != nil {
		return Step{}, &scoring.EntryError{Index: index, Err: err}
	}
	st.Index = index
	return st, nil
}

// Points returns what a hand gives: the side that scores, the points and
// the rule applied.
func Points(r Rules, makers int, alone bool, tricks int) (side, points int, rule rules.Ref) {
	switch {
	case tricks < 3 && alone && r.LoneEuchred == 4:
		return 1 - makers, 4, RefLoneEuchred
	case tricks < 3:
		return 1 - makers, 2, RefEuchred
	case tricks == 5 && alone:
		return makers, 4, RefLoneMarch
	case tricks == 5:
		return makers, 2, RefMarch
	case alone:
		return makers, 1, RefLone
	}
	return makers, 1, RefMade
}

// apply checks one entry and applies it, and says what it did if explain.
func apply(g Game, s *Standings, e Entry, explain bool) (Step, error) {
	if err := e.checkShape(); err != nil {
		return Step{}, err
	}
	if s.Over {
		return Step{}, msg.Errorf("kind", "It is over: %s won.", s.Sides[s.Winner].Name)
	}
	before := s.Scores()
	st := Step{Kind: e.Kind, Before: before}
	var dealt msg.Text
	if explain {
		dealt = msg.T("Hand %d, dealt by %s:", s.Hand, g.Players[s.Dealer])
	}
	if e.Kind == KindPass {
		st.After = before
		if explain {
			st.Text = msg.Join(dealt, msg.T("everyone passed twice, so the cards are thrown in without a score."))
		}
		st.Refs = []rules.Ref{RefPassed}
	} else {
		maker, tricks := *e.Maker, *e.Tricks
		makers := SideOf(maker)
		side, pts, rule := Points(g.Rules, makers, e.Alone, tricks)
		st.Points[side] = pts
		s.Sides[side].Score += pts
		st.After = s.Scores()
		if explain {
			st.Text = msg.Join(dealt, handText(g, maker, e.Alone, tricks),
				msg.T("%s %+d: %d → %d.", s.Sides[side].Name, pts, before[side], st.After[side]))
		}
		st.Refs = []rules.Ref{rule}
		if st.After[side] >= g.Rules.Target {
			st.GameOver = true
			fin, refs := s.endGame(g, side)
			if explain {
				st.Text = msg.Join(st.Text, fin)
			}
			st.Refs = append(st.Refs, refs...)
		}
	}
	s.mark(g.Rules)
	for side := range 2 {
		if s.Sides[side].AtBridge {
			st.Text = msg.Join(st.Text, trIf(explain, "%s are at the bridge: 4 against %d.",
				s.Sides[side].Name, s.Sides[1-side].Score))
			st.Refs = append(st.Refs, RefBridge)
		}
	}
	s.Hand++
	if !s.Over {
		s.Dealer = (s.Dealer + 1) % 4
		s.Leader = (s.Dealer + 1) % 4
		st.Text = msg.Join(st.Text, trIf(explain, "%s deals next.", g.Players[s.Dealer]))
		st.Refs = append(st.Refs, RefDealer)
	}
	return st, nil
}

// handText tells what happened in a hand, e.g. "Anna went alone and took
// all 5 tricks, a march."
func handText(g Game, maker int, alone bool, tricks int) msg.Text {
	who := g.Players[maker]
	partner := g.Players[(maker+2)%4]
	switch {
	case alone && tricks < 3:
		return msg.T("%s went alone, took %d of the 5 tricks and was euchred.", who, tricks)
	case tricks < 3:
		return msg.T("%s made trump with %s; they took %d of the 5 tricks and were euchred.", who, partner, tricks)
	case alone && tricks == 5:
		return msg.T("%s went alone and took all 5 tricks, a march.", who)
	case alone:
		return msg.T("%s went alone and took %d tricks.", who, tricks)
	case tricks == 5:
		return msg.T("%s made trump with %s and they took all 5 tricks, a march.", who, partner)
	}
	return msg.T("%s made trump with %s and they took %d tricks.", who, partner, tricks)
}
