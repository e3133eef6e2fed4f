package durak

import (
	"slices"
	"strings"

	"schreiber/rules"
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// MinPlayers and MaxPlayers bound the seating.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// Game is what a replay needs besides the entries.
type Game struct {
	Rules       Rules    `json:"rules"`
	Players     []string `json:"players"`      // names in seating order, clockwise
	FirstDealer int      `json:"first_dealer"` // seat of the first deal's dealer; any player may deal first
	// Seated are the seats at the table, clockwise, where players joined
	// or left during the series (see scoring.Phase): Players are then all
	// who sat in it. Nil: every player sits at the table.
	Seated scoring.Seating `json:"-"`
}

// Validate checks the rules and the seating.
func (g Game) Validate() error {
	if err := g.Rules.Validate(); err != nil {
		return err
	}
	n := g.size()
	if n < MinPlayers || n > MaxPlayers {
		return msg.Errorf("players", "Durak is played by %d to %d players.", MinPlayers, MaxPlayers)
	}
	if g.Rules.Teams && n != 4 && n != 6 {
		return msg.Errorf("players", "Teams need four players (partners opposite) or six (teams alternate).")
	}
	for i, p := range g.Players {
		if strings.TrimSpace(p) == "" {
			return msg.Errorf("players", "Player %d has no name.", i+1)
		}
		for _, q := range g.Players[:i] {
			if p == q {
				return msg.Errorf("players", "%s sits at the table twice.", p)
			}
		}
	}
	if g.FirstDealer < 0 || g.FirstDealer >= len(g.Players) {
		return msg.Errorf("first_dealer", "The first dealer must be one of the players.")
	}
	return nil
}

// Side is a player alone or a team: whoever can be the durak.
type Side struct {
	Name   string `json:"name"`
	Seats  []int  `json:"seats"`
	Losses int    `json:"losses"`
}

// Standings are the state of a series after its entries.
type Standings struct {
	Sides    []Side `json:"sides"` // one per player, or the two teams (the team of seat 0 first)
	Deals    int    `json:"deals"` // deals played, draws included
	Draws    int    `json:"draws"`
	Deal     int    `json:"deal"`     // number of the next deal, from 1
	Dealer   int    `json:"dealer"`   // seat of the next dealer
	Attacker int    `json:"attacker"` // seat that attacks first next; -1: the holder of the lowest trump
	Defender int    `json:"defender"` // seat attacked first; -1 while the attacker is not known
	Fool     int    `json:"fool"`     // side of the latest durak, -1 before the first
	FoolSeat int    `json:"fool_seat"`
	Over     bool   `json:"over"`
	Payers   []int  `json:"payers,omitempty"` // sides that owe the forfeit once the series is over
}

// Step explains what one entry changed.
type Step struct {
	Index    int         `json:"index"`
	Text     msg.Text    `json:"text"`
	Deal     int         `json:"deal"`
	Dealer   int         `json:"dealer"`
	Attacker int         `json:"attacker"` // -1 when not entered and not fixed by the rules
	Loser    int         `json:"loser"`    // side that lost, -1 for a draw
	Losses   []int       `json:"losses"`   // every side's losses afterwards
	Rules    []rules.Ref `json:"rules"`    // the rules applied: who deals, who opens, the end
}

// sideOf returns the side a seat plays for.
func sideOf(r Rules, seat int) int {
	if r.Teams {
		return seat % 2
	}
	return seat
}

// sides builds the sides of a game: players alone, or two teams of
// alternating seats (which at four players seats partners opposite).
func sides(g Game) []Side {
	if !g.Rules.Teams {
		out := make([]Side, len(g.Players))
		for i, p := range g.Players {
			out[i] = Side{Name: p, Seats: []int{i}}
		}
		return out
	}
	out := []Side{{}, {}}
	for i := range g.Players {
		out[i%2].Seats = append(out[i%2].Seats, i)
	}
	for k := range out {
		var names []string
		for _, s := range out[k].Seats {
			names = append(names, g.Players[s])
		}
		out[k].Name = strings.Join(names[:len(names)-1], ", ") + " & " + names[len(names)-1]
	}
	return out
}

// opening sets who attacks and defends first in the next deal.
func opening(g Game, st *Standings) {
	d, r := st.Dealer, g.Rules
	switch {
	case st.Fool < 0 && r.FirstAttack == LowestTrump:
		st.Attacker, st.Defender = -1, -1
	case st.Fool >= 0 && r.NextAttack == FoolTaught:
		st.Attacker, st.Defender = g.left(d, -1), d
	default:
		st.Attacker, st.Defender = g.left(d, 1), g.left(d, 2)
	}
}

// Replay applies entries in order and returns the standings and one step per
// entry. A bad entry stops the replay with a *scoring.EntryError.
func Replay(g Game, entries []Entry) (Standings, []Step, error) { return ReplayFrom(g, entries, 0) }

// ReplayFrom is Replay that explains only the steps from index from on:
// the Text of every earlier step is left empty, which spares building
// sentences nobody reads.
func ReplayFrom(g Game, entries []Entry, from int) (Standings, []Step, error) {
	if err := g.Validate(); err != nil {
		return Standings{}, nil, err
	}
	st := Standings{Sides: sides(g), Deal: 1, Dealer: g.FirstDealer, Fool: -1, FoolSeat: -1}
	if !g.seated(st.Dealer) {
		// The first dealer left before the first deal: the deal passes on.
		st.Dealer = g.left(st.Dealer, 1)
	}
	opening(g, &st)
	steps := make([]Step, 0, len(entries))
	for i, e := range entries {
		step, err := numbered(g, &st, e, i, i >= from)
		if err != nil {
			return st, steps, err
		}
		steps = append(steps, step)
	}
	return st, steps, nil
}

// Continue applies one more entry, the index-th, to the standings a replay
// of the series' earlier entries ended with, and explains it: what Replay
// would give for all of them, without applying the others again. The
// standings given are not changed.
func Continue(g Game, st Standings, e Entry, index int) (Standings, Step, error) {
	// A deal changes a side's losses and may name the payers; the sides'
	// seats stay as they are.
	st.Sides, st.Payers = slices.Clone(st.Sides), slices.Clone(st.Payers)
	step, err := numbered(g, &st, e, index, true)
	return st, step, err
}

// numbered records the index-th entry in st, as Replay and Continue both
// do, and numbers its step.
func numbered(g Game, st *Standings, e Entry, index int, explain bool) (Step, error) {
	step, err := explainIf(g, st, e, explain)
	if err != nil {
		return Step{}, &scoring.EntryError{Index: index, Err: err}
	}
	step.Index = index
	return step, nil
}

// apply records one deal in st and says what it did.
func apply(g Game, st *Standings, e Entry) (Step, error) { return explainIf(g, st, e, true) }

// explainIf records one deal in st, and says what it did if explain.
func explainIf(g Game, st *Standings, e Entry, explain bool) (Step, error) {
	n := len(g.Players)
	if st.Over {
		return Step{}, msg.Errorf("kind", "The series is over; start a new one for more deals.")
	}
	if err := e.checkShape(n); err != nil {
		return Step{}, err
	}
	if err := g.checkSeated(e); err != nil {
		return Step{}, err
	}
	step := Step{Deal: st.Deal, Dealer: st.Dealer, Attacker: st.Attacker, Loser: -1}
	if e.Attacker != nil {
		if st.Attacker >= 0 && *e.Attacker != st.Attacker {
			return Step{}, msg.Errorf("attacker", "%s attacks first in this deal, not %s.", g.Players[st.Attacker], g.Players[*e.Attacker])
		}
		step.Attacker = *e.Attacker
	}
	var body msg.Text
	if e.Kind == KindDraw {
		st.Draws++
		if explain {
			body = drawText(g, st)
		}
		step.Rules = append(step.Rules, RefDraw)
	} else {
		durak := *e.Durak
		side := sideOf(g.Rules, durak)
		dealer := durak
		if e.Dealer != nil {
			dealer = *e.Dealer
			if sideOf(g.Rules, dealer) != side {
				if g.Rules.Teams {
					return Step{}, msg.Errorf("dealer", "%s is not in the losing team; one of %s deals.", g.Players[dealer], st.Sides[side].Name)
				}
				return Step{}, msg.Errorf("dealer", "The durak deals the next deal: %s, not %s.", g.Players[durak], g.Players[dealer])
			}
		}
		st.Sides[side].Losses++
		st.Fool, st.FoolSeat, st.Dealer = side, durak, dealer
		step.Loser = side
		if explain {
			body = lossText(g, st, side, e.Dealer != nil)
		}
		if g.Rules.Teams {
			step.Rules = append(step.Rules, RefTeamChooses)
		} else {
			step.Rules = append(step.Rules, RefLoserDeals)
		}
	}
	st.Deals++
	st.Deal++
	if end := finish(g, st, step.Loser); !end.IsZero() {
		body = msg.Join(body, end)
		step.Rules = append(step.Rules, RefSeriesEnd)
	}
	opening(g, st)
	if !st.Over {
		step.Rules = append(step.Rules, openingRef(g.Rules, st))
	}
	for _, s := range st.Sides {
		step.Losses = append(step.Losses, s.Losses)
	}
	if explain {
		step.Text = msg.Join(dealHead(g, step), body, nextText(g, st))
	}
	return step, nil
}

// finish ends the series when the latest deal reached the agreed losses or
// the agreed number of deals, names who owes the forfeit and says so.
func finish(g Game, st *Standings, loser int) msg.Text {
	r := g.Rules
	var end msg.Text
	switch {
	case loser >= 0 && r.LossLimit > 0 && st.Sides[loser].Losses >= r.LossLimit:
		st.Payers = []int{loser}
		end = msg.T("%s reached the agreed %d losses: the series is over.", st.Sides[loser].Name, r.LossLimit)
	case r.Deals > 0 && st.Deals >= r.Deals:
		most := 0
		for _, s := range st.Sides {
			most = max(most, s.Losses)
		}
		var names []string
		for i, s := range st.Sides {
			if most > 0 && s.Losses == most {
				st.Payers = append(st.Payers, i)
				names = append(names, s.Name)
			}
		}
		end = msg.T("The agreed %d deals are played: the series is over.", r.Deals)
		if len(names) > 0 {
			end = msg.Join(end, msg.T("Most losses (%d): %s.",
				most, strings.Join(names, ", ")))
		}
	default:
		return msg.Text{}
	}
	st.Over = true
	if f := strings.TrimSpace(r.Forfeit); f != "" && len(st.Payers) > 0 {
		end = msg.Join(end, msg.T("Forfeit: %s.", f))
	}
	return end
}

// MinPlayers is the smallest table the rules allow: two alone, four in teams.
func (r Rules) MinPlayers() int {
	if r.Teams {
		return 4
	}
	return MinPlayers
}

// MaxPlayers is the largest table the rules allow. Teams need four or six.
func (r Rules) MaxPlayers() int { return MaxPlayers }
