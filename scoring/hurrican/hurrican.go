// Package hurrican keeps score for Hurrican, the fishing game for two
// players or two partnerships of two: the house rules as presets and
// options, the count of a deal ("Spielgang") and of single Hurricans, and
// the replay of a game's entries into standings with an explanation of
// every step.
package hurrican

import (
	"schreiber/rules/msg"
	"slices"
)

// Ways to settle a deal after which both sides have reached the target.
const (
	// FinishCount counts the deal's points in a fixed order (Karte, Farbe,
	// Schöne Sieben, Premiere, then the Hurricans) and the side that
	// reaches the target first in that count wins.
	FinishCount = "count"
	// FinishHigher lets the higher total win; equal totals play on.
	FinishHigher = "higher"
)

// Rules are a table's house rules for one game of Hurrican.
type Rules struct {
	Preset      string `json:"preset"`       // name of the preset the options started from
	Target      int    `json:"target"`       // points that win the game (16)
	DoubleBelow int    `json:"double_below"` // the game counts double if the loser has fewer (8); 0: never
	FullDeal    bool   `json:"full_deal"`    // four players: all 40 cards dealt, the leader lays the first card
	Finish      string `json:"finish"`       // FinishCount or FinishHigher
	Chips       int    `json:"chips"`        // chips the loser pays for a single game (0: not playing for chips)
}

// Classic returns the rules as the seed describes them: to 16, double
// below 8, four open cards and nine cards each at a table of four.
func Classic() Rules {
	return Rules{Preset: "classic", Target: 16, DoubleBelow: 8, Finish: FinishCount}
}

// FullDealRules returns the seed's livelier four-player game: every card
// is dealt, ten each, and the leader starts by laying a card.
func FullDealRules() Rules {
	r := Classic()
	r.Preset = "full-deal"
	r.FullDeal = true
	return r
}

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string { return []string{"classic", "full-deal"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	switch name {
	case "classic":
		return Classic(), true
	case "full-deal":
		return FullDealRules(), true
	}
	return Rules{}, false
}

// PresetTitle is a preset's name for people.
func PresetTitle(name string) msg.Text {
	switch name {
	case "classic":
		return msg.T("Hurrican")
	case "full-deal":
		return msg.T("Hurrican for four, all cards dealt")
	}
	return msg.T("Hurrican (own rules)")
}

// Validate reports the first option that is out of range.
func (r Rules) Validate() error {
	if r.Preset != "" && !slices.Contains(PresetNames(), r.Preset) {
		return msg.Errorf("preset", "There is no preset %q.", r.Preset)
	}
	if r.Target < 1 || r.Target > 200 {
		return msg.Errorf("target", "The game must be played to between 1 and 200 points.")
	}
	if r.DoubleBelow < 0 || r.DoubleBelow > r.Target {
		return msg.Errorf("double_below", "The mark for a double game must lie between 0 and the target (%d).", r.Target)
	}
	if r.Chips < 0 || r.Chips > 100000 {
		return msg.Errorf("chips", "The chips per game must lie between 0 and 100000.")
	}
	if r.Finish != FinishCount && r.Finish != FinishHigher {
		return msg.Errorf("finish", "Choose how a deal in which both sides reach the target is settled.")
	}
	return nil
}

// Describe returns the rules in one line for the scoreboard.
func (r Rules) Describe() msg.Text {
	deal := msg.T("four open cards")
	if r.FullDeal {
		deal = msg.T("all cards dealt at four")
	}
	double := msg.T("double if the loser has fewer than %d", r.DoubleBelow)
	if r.DoubleBelow == 0 {
		double = msg.T("never double")
	}
	finish := msg.T("both over the target: first in the count wins")
	if r.Finish == FinishHigher {
		finish = msg.T("both over the target: higher total wins")
	}
	text := msg.T("Hurrican to %d, %s, %s, %s", r.Target, deal, double, finish)
	if r.Chips > 0 {
		text = msg.T("%s, %d chips a game", text, r.Chips)
	}
	return msg.T("%s.", text)
}
