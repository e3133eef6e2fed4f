package tupelkopf

import (
	"slices"
	"strings"
	"sync"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Game is what a replay needs besides the entries.
type Game struct {
	Rules       Rules    `json:"rules"`
	Players     []string `json:"players"`      // names in seating order, clockwise; 2n of them
	FirstDealer int      `json:"first_dealer"` // seat of the first deal's dealer
	// Seated are the seats at the table, clockwise, where players joined
	// or left during the game (see scoring.Phase): Players are then all
	// who sat in it. Nil: every player sits at the table.
	Seated scoring.Seating `json:"-"`
}

// size is how many sit at the table.
func (g Game) size() int { return g.Seated.Size(len(g.Players)) }

// table returns the seats at the table, clockwise.
func (g Game) table() []int { return g.Seated.Seats(len(g.Players)) }

// seated reports whether the seat is at the table.
func (g Game) seated(seat int) bool { return g.Seated.Has(seat, len(g.Players)) }

// dealt is how many at the table have cards in a deal: all of them,
// except at a table of five under the DDV scoring, where the dealer sits
// the deal out (TSR 10.1.1).
func (g Game) dealt() int {
	if np := g.size(); !g.Rules.DDV() || np != DDVMaxPlayers {
		return np
	}
	return DDVMaxPlayers - 1
}

// after returns the seat at the table left of seat: the next to deal.
// A seat not at the table is followed by the table's first.
func (g Game) after(seat int) int { return g.Seated.Left(seat, 1, len(g.Players)) }

// Validate checks the rules and the seating.
func (g Game) Validate() error {
	if err := g.Rules.Validate(); err != nil {
		return err
	}
	np := g.size()
	if g.Rules.DDV() {
		if np < MinPlayers || np > DDVMaxPlayers {
			return msg.Errorf("players", "Doppelkopf needs four players, or five with the dealer sitting out.")
		}
		if g.Rules.Pflichtsolo && g.Length() > 0 && g.Length() < np {
			return msg.Errorf("deals", "With a Pflichtsolo for each of %d players the game needs at least %d deals.", np, np)
		}
	} else if np < MinPlayers || np > MaxPlayers || np%2 != 0 {
		return msg.Errorf("players", "Tupelkopf needs an even number of players from %d to %d.", MinPlayers, MaxPlayers)
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

// Length is the number of deals the game lasts: Rules.Rounds times the
// players when the game is set in rounds (at a table of five every seat
// deals once a round), else Rules.Deals; 0 plays on without end.
func (g Game) Length() int {
	if g.Rules.Rounds > 0 {
		return g.Rules.Rounds * g.size()
	}
	return g.Rules.Deals
}

// lengthText names the game's length, "24 deals" or "6 rounds (24 deals)".
func (g Game) lengthText() msg.Text { return lengthText(g.Rules.Rounds, g.Length()) }

// Active returns the seats that get cards when dealer deals, starting left
// of the dealer: every seat, except at a table of five under the DDV
// scoring, where the dealer sits the deal out (TSR 10.1.1).
func (g Game) Active(dealer int) []int {
	out := make([]int, g.dealt())
	for i := range out {
		out[i] = g.Seated.Left(dealer, 1+i, len(g.Players))
	}
	return out
}

// PlayerScore is one player's standing.
type PlayerScore struct {
	Seat  int `json:"seat"`
	Score int `json:"score"` // Bunkte in all; the players' scores add up to zero
	Plus  int `json:"plus"`  // Bunkte from the own party's items (kept-per-party tally)
	Minus int `json:"minus"` // Bunkte from the opponents' items (kept-per-party tally)
	Won   int `json:"won"`   // deals won
	Lost  int `json:"lost"`  // deals lost
	Solos int `json:"solos"` // deals played as soloist
	// Pflichtsolo: the player has played the compulsory solo (DDV scoring
	// with Pflichtsoli only).
	Pflichtsolo bool `json:"pflichtsolo,omitempty"`
}

// Standings are the state of a game after its entries.
type Standings struct {
	Players []PlayerScore `json:"players"`
	Deals   int           `json:"deals"`   // deals scored
	Redeals int           `json:"redeals"` // deals given anew (Armut)
	Deal    int           `json:"deal"`    // number of the next deal, from 1
	Dealer  int           `json:"dealer"`  // seat of the next dealer
	Leader  int           `json:"leader"`  // seat that leads the first trick unless a solo is played
	Over    bool          `json:"over"`
	Winners []int         `json:"winners,omitempty"` // seats with the highest score once the game is over
	// Forced (DDV scoring with Pflichtsoli) is the seat that must play its
	// Pflichtsolo in the next deal because the solos owed fill the deals
	// left (TSR 4.2.3, "vorgeführt"); nil when nobody must.
	Forced *int `json:"forced,omitempty"`
	// BockRounds (Bock rounds on) are the deals left of every Bock round
	// running or waiting, oldest first; empty when none is pending, and
	// emptied when the game ends: pending Bock deals lapse.
	BockRounds []int `json:"bock_rounds,omitempty"`
	// BockQueue is the multiplier of every upcoming Bock deal, next deal
	// first: [4 4 2 2] is two deals at ×4 (Doppelbock), then two at ×2.
	BockQueue []int `json:"bock_queue,omitempty"`
}

// Step explains what one entry changed.
type Step struct {
	Index  int      `json:"index"`
	Text   msg.Text `json:"text"`
	Deal   int      `json:"deal"`   // number of the deal the entry reports
	Dealer int      `json:"dealer"` // seat that dealt it
	Result Result   `json:"result"`
	Delta  []int    `json:"delta"`  // change of every seat's score
	Scores []int    `json:"scores"` // every seat's score afterwards
	// SoloKind (DDV scoring with Pflichtsoli) says what kind of solo the
	// deal was: SoloPflicht, SoloVorgefuehrt or SoloLust; empty otherwise.
	SoloKind string `json:"solo_kind,omitempty"`
	// Multiplier (Bock rounds on) is what the deal's points, Sonderpunkte
	// included, were multiplied by: 2 in a Bock deal, 4, 8, … where Bock
	// rounds overlap; 0 for a deal that was no Bock deal, and for a redeal.
	Multiplier int `json:"multiplier,omitempty"`
	// BockDeal is the deal's place in the oldest pending Bock round, 1 to
	// BockOf (the deals of a round); BockRounds are the Bock rounds pending
	// when it was played, itself included. All 0 for no Bock deal.
	BockDeal   int `json:"bock_deal,omitempty"`
	BockOf     int `json:"bock_of,omitempty"`
	BockRounds int `json:"bock_rounds,omitempty"`
	// BockTriggers are the triggers the deal fulfilled (TriggerTie, …);
	// any of them brings one Bock round, however many there are.
	BockTriggers []string `json:"bock_triggers,omitempty"`
	// BockGameOnly: the Bock deal multiplied the game points only, the
	// Sonderpunkte counting once (BockGame).
	BockGameOnly bool `json:"bock_game_only,omitempty"`
	// BockKept: the deal was a Bock deal and a Pflichtsolo that used up
	// none of the Bock round (BockPflichtFree).
	BockKept bool `json:"bock_kept,omitempty"`
	// Played (a game whose seating changed) are the seats that had cards
	// in the deal; nil in a game where everyone always sat at the table.
	Played []int `json:"played,omitempty"`
}

// The kinds of solo under the DDV scoring with Pflichtsoli.
const (
	SoloPflicht     = "pflicht"     // the soloist's first solo: the same dealer deals again
	SoloVorgefuehrt = "vorgefuehrt" // a Pflichtsolo the deals left forced: the deal moves on
	SoloLust        = "lust"        // a further solo of a player whose Pflichtsolo is played
)

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
	np := len(g.Players)
	st := Standings{Players: make([]PlayerScore, np), Deal: 1, Dealer: g.FirstDealer}
	for i := range st.Players {
		st.Players[i].Seat = i
	}
	if !g.seated(st.Dealer) {
		// The first dealer left before the first deal: the deal passes on.
		st.Dealer = g.after(st.Dealer)
	}
	st.Leader = g.after(st.Dealer)
	st.Forced = g.forced(&st)
	reach := g.reach()
	steps := make([]Step, 0, len(entries))
	for i, e := range entries {
		step, err := g.next(&st, e, i, reach, i >= from)
		if err != nil {
			return st, steps, err
		}
		steps = append(steps, step)
	}
	return st, steps, nil
}

// Continue applies the index-th entry to the standings s that a replay of
// the game's earlier entries ended with, and explains it: what Replay gives
// for the standings and the last step of all of them, without applying the
// others again. A bad entry gives Replay's error and s. The standings given
// are not changed, nor anything they share.
func Continue(g Game, s Standings, e Entry, index int) (Standings, Step, error) {
	if err := g.Validate(); err != nil {
		return s, Step{}, err
	}
	st := s
	// A deal changes the players in place and appends the winners; the
	// Bock rounds, the queue and Forced it replaces whole, so the new
	// standings may share those with s.
	st.Players, st.Winners = slices.Clone(s.Players), slices.Clone(s.Winners)
	step, err := g.next(&st, e, index, g.reach(), true)
	if err != nil {
		return s, Step{}, err
	}
	return st, step, nil
}

// next applies the index-th entry to st, which the entries before it made,
// and says what it did if explain: one turn of Replay's loop. A bad entry
// leaves st as it was and comes back as a *scoring.EntryError.
func (g Game) next(st *Standings, e Entry, index int, reach []bool, explain bool) (Step, error) {
	if st.Over {
		return Step{}, &scoring.EntryError{Index: index, Err: &msg.FieldError{Field: "kind",
			Msg: msg.T("The game is over: all %s are played.", g.lengthText())}}
	}
	if !g.Rules.bock() && len(st.BockRounds) > 0 {
		// Bock rounds switched off from this deal on (see scoring.Phases):
		// the Bock deals still pending lapse; none doubles any more.
		st.BockRounds, st.BockQueue = nil, nil
	}
	step, err := apply(g, st, e, reach, explain)
	if err != nil {
		return Step{}, &scoring.EntryError{Index: index, Err: err}
	}
	step.Index = index
	return step, nil
}

// reaches are the Sunkte totals reachable with n decks (see reachable), for
// every n a table can have, each made when first asked: a game continued
// deal by deal asks for them with every deal.
var reaches = func() (out [MaxPlayers/2 + 1]func() []bool) {
	for n := range out {
		out[n] = sync.OnceValue(func() []bool { return reachable(n) })
	}
	return out
}()

// reach returns the Sunkte totals a party's tricks can hold in a deal of
// the game; the slice is shared and never changed.
func (g Game) reach() []bool {
	n := g.dealt() / 2
	if n >= len(reaches) {
		return reachable(n)
	}
	return reaches[n]()
}

// dealHead opens a deal's text: its number and dealer.
func dealHead(g Game, st *Standings, sitsOut bool) msg.Text {
	if sitsOut {
		return msg.T("Deal %d (dealer %s, who sits out):", st.Deal, g.Players[st.Dealer])
	}
	return msg.T("Deal %d (dealer %s):", st.Deal, g.Players[st.Dealer])
}

// armutText says that an Armut was dealt anew.
func armutText(g Game, head msg.Text) msg.Text {
	if g.Rules.DDV() && g.Rules.Armut {
		return msg.Join(head, msg.T("Nobody took the Armut, so the same dealer deals anew; nothing is scored."))
	}
	if g.Rules.DDV() {
		return msg.Join(head, msg.T("The cards are dealt anew by the same dealer (TSR 3.3.8); nothing is scored."))
	}
	return msg.Join(head, msg.T("Armut: the cards are dealt anew by the same dealer; nothing is scored."))
}

// apply scores one entry into st, and says what it did if explain.
func apply(g Game, st *Standings, e Entry, reach []bool, explain bool) (Step, error) {
	if err := e.checkShape(); err != nil {
		return Step{}, err
	}
	np := len(g.Players)
	active := g.Active(st.Dealer)
	if err := g.checkSeated(e); err != nil {
		return Step{}, err
	}
	d, err := check(e, g.Rules, np, active, reach)
	if err != nil {
		return Step{}, err
	}
	step := Step{Deal: st.Deal, Dealer: st.Dealer, Delta: make([]int, np)}
	if g.Seated != nil {
		step.Played = active
	}
	var head msg.Text
	if explain {
		head = dealHead(g, st, len(active) < g.size())
	}
	if e.Type == Armut {
		st.Redeals++
		step.Scores = scores(st)
		step.Result.Winner = NoParty
		if explain {
			step.Text = armutText(g, head)
			if mult, place := g.bockDeal(st); place > 0 {
				step.Text = msg.Join(step.Text, bockRedealText(mult, place, g.size()))
			}
		}
		return step, nil
	}
	if err := g.checkForced(st, e, d); err != nil {
		return Step{}, err
	}
	var res Result
	switch {
	case d.fast:
		res = scoreFast(d)
	case g.Rules.DDV():
		res = scoreDDV(d)
	default:
		d.againstAfterFail = g.Rules.AgainstAfterFailedCall
		res = score(d)
	}
	deltas := func(b [2]int) (delta [2][]int) {
		if g.Rules.Tally == TallySplit {
			delta[Alten] = distribute(g.Rules.Share, b[Alten], Alten, d.party, active)
			delta[Anderen] = distribute(g.Rules.Share, b[Anderen], Anderen, d.party, active)
		} else {
			delta[Alten] = distribute(g.Rules.Share, b[Alten]-b[Anderen], Alten, d.party, active)
			delta[Anderen] = make([]int, np)
		}
		return delta
	}
	delta := deltas(res.Bunkte)
	mult, place := g.bockDeal(st)
	switch {
	case place > 0 && g.Rules.BockScope == BockGame:
		step.Multiplier, step.BockDeal, step.BockOf, step.BockRounds = mult, place, g.size(), len(st.BockRounds)
		step.BockGameOnly = true
		delta = deltas(g.Rules.bocked(res, mult))
	case place > 0:
		step.Multiplier, step.BockDeal, step.BockOf, step.BockRounds = mult, place, g.size(), len(st.BockRounds)
		for p := range delta {
			for s := range delta[p] {
				delta[p][s] *= mult
			}
		}
	}
	step.BockTriggers = g.Rules.bockTriggers(d, res)
	for s := range np {
		ps := &st.Players[s]
		step.Delta[s] = delta[Alten][s] + delta[Anderen][s]
		ps.Score += step.Delta[s]
		own := d.party[s]
		if own == Out {
			continue
		}
		for _, v := range []int{delta[Alten][s], delta[Anderen][s]} {
			ps.Plus += max(v, 0)
			ps.Minus -= min(v, 0)
		}
		if res.Winner == own {
			ps.Won++
		} else if res.Winner != NoParty {
			ps.Lost++
		}
		if res.Solo && own == Alten {
			ps.Solos++
		}
	}
	step.Result = res
	step.SoloKind = g.playSolo(st, d)
	step.Scores = scores(st)
	switch {
	case !explain:
	case d.fast:
		step.Text = fastText(g, d, res, step, head)
	case g.Rules.DDV():
		step.Text = ddvText(g, d, e, res, step, head)
	default:
		step.Text = dealText(g, d, e, res, step, head)
	}
	st.Deals++
	st.Deal++
	if step.SoloKind != SoloPflicht {
		st.Dealer = g.after(st.Dealer)
	}
	st.Leader = g.after(st.Dealer)
	if g.Length() > 0 && st.Deals >= g.Length() {
		st.Over = true
		best := st.Players[0].Score
		for _, p := range st.Players {
			best = max(best, p.Score)
		}
		for _, p := range st.Players {
			if p.Score == best {
				st.Winners = append(st.Winners, p.Seat)
			}
		}
	}
	if g.Rules.bock() {
		pending := len(st.BockQueue) - min(len(st.BockQueue), 1)
		step.BockKept = place > 0 && g.Rules.BockPflichtFree && step.SoloKind == SoloPflicht
		if step.BockKept {
			pending++
		}
		g.playBock(st, len(step.BockTriggers) > 0, !step.BockKept)
		if explain && step.BockKept && !st.Over {
			step.Text = msg.Join(step.Text, bockKeptText(place, g.size()))
		}
		if explain && len(step.BockTriggers) > 0 {
			step.Text = msg.Join(step.Text, bockTriggerText(g, step.BockTriggers, pending, st.Over))
		}
		if explain && st.Over && pending > 0 {
			step.Text = msg.Join(step.Text, bockLapseText(pending))
		}
	}
	st.Forced = g.forced(st)
	return step, nil
}

func scores(st *Standings) []int {
	out := make([]int, len(st.Players))
	for i, p := range st.Players {
		out[i] = p.Score
	}
	return out
}
