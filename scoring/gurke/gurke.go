// Package gurke keeps score for Gurke (Agurk, Gurka, Ogórek, Kurkku, Gúrka):
// the house rules as presets and options, the deal entry, and the replay of a
// game's entries into standings with an explanation of every step.
package gurke

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

// Kind says what an entry reports.
type EntryKind string

// Entry kinds.
const (
	KindTrick  EntryKind = "trick"  // the last trick, card by card as played
	KindQuick  EntryKind = "quick"  // loser, losing card and who else played that rank
	KindRebuy  EntryKind = "rebuy"  // a player who is out buys back in (Swedish)
	KindKontra EntryKind = "kontra" // the Kontra round before a deal: who called it, or nobody (Polish)
)

// Play is one card of the last trick and who played it.
type Play struct {
	Seat int    `json:"seat"`
	Card string `json:"card"`
}

// Entry is what the table reports: a deal (as its last trick, or quickly as
// loser and losing card), a rebuy or a Kontra round. Players are seat
// indices in seating order.
type Entry struct {
	Kind      EntryKind `json:"kind"`
	Plays     []Play    `json:"plays,omitempty"`     // trick: the last trick from its leader clockwise
	Loser     int       `json:"loser,omitempty"`     // quick: who took the last trick
	Card      string    `json:"card,omitempty"`      // quick: the card it was taken with
	Matched   []int     `json:"matched,omitempty"`   // quick: others who played a card of the same rank
	Seat      *int      `json:"seat,omitempty"`      // rebuy: who buys back; kontra: who called it (absent: all passed)
	Doubled   []int     `json:"doubled,omitempty"`   // trick, quick (Rassi): who doubled once
	Redoubled []int     `json:"redoubled,omitempty"` // trick, quick (Rassi): who doubled twice
}

// Status is where a player stands in the game.
type Status int8

// Player statuses.
const (
	Alive      Status = iota // in the game on the first life
	SecondLife               // in the game after a cucumber or a rebuy
	Out                      // out of the game (for now, if a rebuy is open)
	Beyond                   // past the limit but still playing (Kurko)
)

// Label names the status for people.
func (s Status) Label() msg.Text {
	switch s {
	case SecondLife:
		return msg.T("second life")
	case Out:
		return msg.T("out")
	case Beyond:
		return msg.T("past the limit")
	}
	return msg.T("alive")
}

// Playing reports whether a player with this status still gets cards.
func (s Status) Playing() bool { return s != Out }

// PlayerState is one player's standing in the score. A kept game holds one
// for every player after every entry, so what changes only with money (the
// stakes paid, the settlement) is kept with the Standings instead.
type PlayerState struct {
	Score     int    `json:"score"`
	Cucumbers int    `json:"cucumbers"`  // lives lost (second life after the first)
	Floor     int    `json:"floor"`      // plus points never take the score below this
	Losses    int    `json:"losses"`     // deals lost
	Status    Status `json:"status"`     // alive, second life, out or past the limit
	Rebought  bool   `json:"rebought"`   // bought back in already
	RebuyOpen bool   `json:"rebuy_open"` // out, but may still buy back in
}

// Standings are the state of a game after its entries.
type Standings struct {
	Players  []PlayerState `json:"players"`
	Deal     int           `json:"deal"`      // number of the next deal, from 1
	Dealer   int           `json:"dealer"`    // seat of the next dealer
	Leader   int           `json:"leader"`    // seat that leads the first trick of the next deal
	HandSize int           `json:"hand_size"` // cards each player gets in the next deal
	Over     bool          `json:"over"`      // the game has ended
	Winner   int           `json:"winner"`    // seat of the single winner, -1 while running or when shared
	Winners  []int         `json:"winners"`   // seats of the winners once over
	Losers   []int         `json:"losers"`    // seats that ended the game by going over (end "first")
	Pot      int           `json:"pot"`       // stakes in the pot
	// Paid are the stakes each seat paid into the pot. Standings a game
	// went on from share it: a replay that pays in makes a new one.
	Paid []int `json:"paid"`
	// Settle is, once the game is over and has a settlement, what each
	// seat receives (+) or pays (−); nil before.
	Settle     []int `json:"settle,omitempty"`
	KontraOpen bool  `json:"kontra_open"` // a Kontra round may still be entered for the next deal
	Kontra     int   `json:"kontra"`      // seat that called Kontra for the next deal, -1 for none
	Doubling   bool  `json:"doubling"`    // players may double in the next deal (Rassi)

	// lastValue is the value of the last losing card, for hand_rule
	// "loser-card": kept with the standings so that a replay can go on
	// from them (Continue).
	lastValue int
}

// Living returns the seats still playing in clockwise order, starting with
// from if it is playing, else with the next playing seat after it.
func (s Standings) Living(from int) []int {
	n := len(s.Players)
	var out []int
	for i := range n {
		seat := ((from+i)%n + n) % n
		if s.Players[seat].Status.Playing() {
			out = append(out, seat)
		}
	}
	return out
}

// nextLiving is Living(from)[0] without the list: the first seat still
// playing, clockwise from from.
func (s Standings) nextLiving(from int) int {
	n := len(s.Players)
	for i := range n {
		if seat := ((from+i)%n + n) % n; s.Players[seat].Status.Playing() {
			return seat
		}
	}
	return s.Living(from)[0]
}

// living counts the seats still playing.
func (s Standings) living() int {
	n := 0
	for _, ps := range s.Players {
		if ps.Status.Playing() {
			n++
		}
	}
	return n
}

// Step explains what one entry changed. A kept game holds one for every
// entry, so it keeps no more than it must: its words behind a pointer,
// which a step that is no longer the last drops (see Game's Quiet), and
// the seats it changed worked out from its standings when asked.
type Step struct {
	Index int `json:"index"`
	// Text says what the entry did; nil where the replay did not explain
	// it.
	Text   *msg.Text     `json:"text"`
	Rules  []rules.Ref   `json:"rules"` // the rules applied, in order
	Before []PlayerState `json:"before"`
	After  []PlayerState `json:"after"`
	// Cucumbers are the cucumbers taken in the deal: the score a penalty
	// took a player to before a rebirth or going out, which the
	// standings after it no longer show.
	Cucumbers []Cucumber `json:"cucumbers,omitempty"`
}

// Said is what the entry did, in words; empty where the replay did not
// explain it.
func (s Step) Said() msg.Text {
	if s.Text == nil {
		return msg.Text{}
	}
	return *s.Text
}

// Changed reports whether the entry changed the seat's standing.
func (s Step) Changed(seat int) bool {
	return seat >= 0 && seat < len(s.Before) && seat < len(s.After) && s.Before[seat] != s.After[seat]
}

// Cucumber is a cucumber taken in a deal: by whom, the penalty that
// brought it, the score that penalty reached, and whether the player was
// reborn (at the score After holds) or went out.
type Cucumber struct {
	Seat    int  `json:"seat"`
	Penalty int  `json:"penalty"`
	Reached int  `json:"reached"`
	Reborn  bool `json:"reborn"`
}

// Game is what a replay needs besides the entries.
type Game struct {
	Rules       Rules    `json:"rules"`
	Players     []string `json:"players"`      // names in seating order, clockwise
	FirstDealer int      `json:"first_dealer"` // seat of the first deal's dealer
}
