// Package tupelkopf keeps score for Tupelkopf, the Doppelkopf of 2n players
// (Doppelkopf, Tripelkopf, Quadrupelkopf, …) as played in Plön: the house
// rules as presets and options, the deal entry with its checks, the Bunkte of
// a deal, and the replay of a game's entries into standings with an
// explanation of every deal.
package tupelkopf

import (
	"slices"

	"schreiber/scoring"
)

// Tally says how the score sheet writes the Bunkte of a deal down.
type Tally string

// The two ways of writing Bunkte down that the seed names.
const (
	TallyNet   Tally = "net"   // both parties' Bunkte netted into one figure per deal
	TallySplit Tally = "split" // each party's Bunkte kept on its own
)

// Share says how a party's Bunkte reach its players when the parties differ
// in size.
type Share string

// The ways of sharing Bunkte between parties of unequal size.
const (
	// ShareCarry: every player of the larger party scores the figure once;
	// the smaller party's players carry the balance between them.
	ShareCarry Share = "carry"
	// SharePairwise: every player settles the figure with every player of
	// the other party, reduced by the parties' common divisor.
	SharePairwise Share = "pairwise"
)

// Rules are a table's house rules for a game of Tupelkopf.
type Rules struct {
	Preset string `json:"preset"` // the preset the options started from
	Tally  Tally  `json:"tally"`  // how Bunkte are written down
	Share  Share  `json:"share"`  // how unequal parties share their Bunkte
	Deals  int    `json:"deals"`  // length of the game in scored deals; 0 plays on without end
	// AgainstAfterFailedCall also gives the Anderen the Bunkt for winning
	// against the Alten when they win because the Alten failed an
	// announcement. Off, the seed's worked example scores 5; on, 6.
	AgainstAfterFailedCall bool `json:"against_after_failed_call"`
}

// MaxDeals bounds Rules.Deals.
const MaxDeals = 1000

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string { return []string{"ploen", "ploen-split"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	switch name {
	case "ploen":
		return Rules{Preset: name, Tally: TallyNet, Share: ShareCarry}, true
	case "ploen-split":
		return Rules{Preset: name, Tally: TallySplit, Share: ShareCarry}, true
	}
	return Rules{}, false
}

// PresetTitle is a preset's name for people.
func PresetTitle(name string) scoring.Text {
	switch name {
	case "ploen":
		return scoring.T("Plön rules, Bunkte netted per deal", "Plöner Regel, Bunkte je Spiel verrechnet")
	case "ploen-split":
		return scoring.T("Plön rules, Bunkte kept per party", "Plöner Regel, Bunkte je Partei getrennt")
	}
	return scoring.T("Own rules", "Eigene Regeln")
}

// Validate reports the first option that is out of range.
func (r Rules) Validate() error {
	if r.Preset != "" && !slices.Contains(PresetNames(), r.Preset) {
		return scoring.Errorf("preset", "There is no preset %q.", "Es gibt keine Vorlage %q.", r.Preset)
	}
	if r.Tally != TallyNet && r.Tally != TallySplit {
		return scoring.Errorf("tally", "Choose whether Bunkte are netted per deal or kept per party.",
			"Wähle, ob die Bunkte je Spiel verrechnet oder je Partei getrennt aufgeschrieben werden.")
	}
	if r.Share != ShareCarry && r.Share != SharePairwise {
		return scoring.Errorf("share", "Choose how parties of unequal size share their Bunkte.",
			"Wähle, wie ungleich große Parteien ihre Bunkte aufteilen.")
	}
	if r.Deals < 0 || r.Deals > MaxDeals {
		return scoring.Errorf("deals", "The number of deals must be between 0 (no end) and %d.",
			"Die Zahl der Spiele muss zwischen 0 (ohne Ende) und %d liegen.", MaxDeals)
	}
	return nil
}

// Describe returns the rules in one line for the scoreboard.
func (r Rules) Describe() scoring.Text {
	parts := []scoring.Text{scoring.T("Tupelkopf:", "Tupelkopf:")}
	if r.Tally == TallySplit {
		parts = append(parts, scoring.T("Bunkte kept per party;", "Bunkte je Partei getrennt;"))
	} else {
		parts = append(parts, scoring.T("Bunkte netted per deal;", "Bunkte je Spiel verrechnet;"))
	}
	if r.Share == SharePairwise {
		parts = append(parts, scoring.T("unequal parties settle player by player;",
			"ungleiche Parteien rechnen Spieler gegen Spieler ab;"))
	} else {
		parts = append(parts, scoring.T("the smaller party carries the balance;",
			"die kleinere Partei trägt den Ausgleich;"))
	}
	if r.Deals > 0 {
		parts = append(parts, scoring.T("%d deals.", "%d Spiele.", r.Deals))
	} else {
		parts = append(parts, scoring.T("no fixed end.", "ohne festes Ende."))
	}
	return scoring.Join(parts...)
}
