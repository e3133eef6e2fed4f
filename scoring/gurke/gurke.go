// Package gurke keeps score for Gurke (Agurk, Gurka, Ogórek, Kurkku, Gúrka):
// the house rules as presets and options, the deal entry, and the replay of a
// game's entries into standings with an explanation of every step.
package gurke

import (
	"encoding/json"
	"errors"

	"schreiber/scoring"
)

// Rules are a table's house rules for one game of Gurke.
type Rules struct {
	Preset string `json:"preset"` // name of the preset the options started from
}

// Danish returns the rules of Danish Agurk as the seed describes them.
func Danish() Rules { return Rules{Preset: "danish"} }

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string { return []string{"danish"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	if name == "danish" {
		return Danish(), true
	}
	return Rules{}, false
}

// PresetTitle is a preset's name for people.
func PresetTitle(name string) scoring.Text { return scoring.T("Danish Agurk", "Dänisches Agurk") }

// Validate reports the first option that is out of range.
func (r Rules) Validate() error { return nil }

// Describe returns the rules in one line for the scoreboard.
func (r Rules) Describe() scoring.Text { return PresetTitle(r.Preset) }

// MinPlayers and MaxPlayers bound the seating.
func (r Rules) MinPlayers() int { return 2 }

// MaxPlayers is the largest table the rules allow.
func (r Rules) MaxPlayers() int { return 7 }

// CardChoice is one card the entry form offers.
type CardChoice struct {
	Code  string       // what goes into Play.Card
	Label scoring.Text // what the button shows
}

// Choices lists the cards a trick may contain under these rules, highest first.
func (r Rules) Choices() []CardChoice { return nil }

// Kind says what an entry reports.
type Kind string

// Entry kinds.
const (
	KindTrick Kind = "trick" // the last trick, card by card as played
	KindQuick Kind = "quick" // loser, losing card and who else played that rank
)

// Play is one card of the last trick and who played it.
type Play struct {
	Seat int    `json:"seat"`
	Card string `json:"card"`
}

// Entry is what the table reports for one deal.
type Entry struct {
	Kind    Kind   `json:"kind"`
	Plays   []Play `json:"plays,omitempty"`
	Loser   int    `json:"loser,omitempty"`
	Card    string `json:"card,omitempty"`
	Matched []int  `json:"matched,omitempty"`
}

// DecodeEntry reads an entry from JSON and checks its shape.
func DecodeEntry(b []byte) (Entry, error) {
	var e Entry
	err := json.Unmarshal(b, &e)
	return e, err
}

// Status is where a player stands in the game.
type Status int

// Player statuses.
const (
	Alive Status = iota
	SecondLife
	Out
)

// Label names the status for people.
func (s Status) Label() scoring.Text { return scoring.T("alive", "im Spiel") }

// PlayerState is one player's standing.
type PlayerState struct {
	Seat      int
	Score     int
	Cucumbers int
	Status    Status
}

// Standings are the state of a game after its entries.
type Standings struct {
	Players  []PlayerState
	Deal     int // number of the next deal, from 1
	Dealer   int // seat of the next dealer
	Leader   int // seat that leads the first trick of the next deal
	HandSize int
	Over     bool
	Winner   int // seat of the winner, -1 while the game runs
}

// Step explains what one entry changed.
type Step struct {
	Index   int
	Text    scoring.Text
	Before  []PlayerState
	After   []PlayerState
	Changed []int // seats whose score, cucumbers or status changed
}

// Game is what a replay needs besides the entries.
type Game struct {
	Rules       Rules
	Players     []string // names in seating order, clockwise
	FirstDealer int      // seat of the first deal's dealer
}

// Replay applies entries in order and returns the standings and one step per entry.
func Replay(g Game, entries []Entry) (Standings, []Step, error) {
	return Standings{}, nil, errors.New("not implemented")
}

// Summarize flattens standings for lists and exports.
func Summarize(g Game, s Standings) scoring.Summary { return scoring.Summary{} }
