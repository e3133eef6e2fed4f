// Package tupelkopf keeps score for Tupelkopf, the Doppelkopf of 2n players
// (Doppelkopf, Tripelkopf, Quadrupelkopf, …) as played in Plön, and for
// Doppelkopf under the tournament rules of the Deutscher Doppelkopf-Verband:
// the house rules as presets and options, the deal entry with its checks, the
// Bunkte (or the DDV's points) of a deal, and the replay of a game's entries
// into standings with an explanation of every deal.
package tupelkopf

import (
	"slices"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
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

// Scoring names the way a deal's result becomes points.
type Scoring string

// The two scoring systems.
const (
	// ScoringBunkte: Plön's Bunkte for 2n players, as the seed lists them.
	ScoringBunkte Scoring = "bunkte"
	// ScoringDDV: Doppelkopf for four (or five, the dealer sitting out)
	// under the DDV's tournament rules, section 7 (Spielbewertung).
	ScoringDDV Scoring = "ddv"
)

// Rules are a table's house rules for a game of Tupelkopf.
type Rules struct {
	Preset string `json:"preset"` // the preset the options started from
	Tally  Tally  `json:"tally"`  // how Bunkte are written down
	Share  Share  `json:"share"`  // how unequal parties share their Bunkte
	Deals  int    `json:"deals"`  // length of the game in scored deals; 0 plays on without end, or as long as Rounds says
	// AgainstAfterFailedCall also gives the Anderen the Bunkt for winning
	// against the Alten when they win because the Alten failed an
	// announcement. Off, the seed's worked example scores 5; on, 6.
	AgainstAfterFailedCall bool `json:"against_after_failed_call"`
	// Scoring is the scoring system; configs written before it existed
	// leave it out, which reads as Bunkte.
	Scoring Scoring `json:"scoring"`
	// Pflichtsolo (DDV scoring only): every player owes one compulsory solo
	// per game; a player's first solo is it, after it the same dealer deals
	// again, and when the solos owed fill the deals left, they are played
	// in turn ("vorgeführt").
	Pflichtsolo bool `json:"pflichtsolo"`
	// Bock (DDV scoring only, a home rule): a deal that fulfils one of the
	// triggers switched on below brings a Bock round, one deal by every
	// seat, in which every deal counts twice. Configs written before it
	// existed leave it out, which reads as off (or as their preset has it).
	Bock bool `json:"bock"`
	// The Bock triggers: a tie at 120:120 Augen; a party that announced Re
	// or Kontra (or more) not winning; the Kontra party winning after
	// announcing Kontra; a deal scored as a solo not won by the soloist.
	BockTie       bool `json:"bock_tie"`
	BockLostCall  bool `json:"bock_lost_call"`
	BockKontraWon bool `json:"bock_kontra_won"`
	BockSoloLost  bool `json:"bock_solo_lost"`
	// BockStack says whether a Bock round triggered while Bock deals are
	// pending doubles them again (BockStacked, also for "") or waits its
	// turn (BockQueued).
	BockStack BockStack `json:"bock_stack"`
	// BockHeartTens (a Bock trigger): both Herz-Zehnen fell in one trick;
	// the entry says so (Entry.HeartTens).
	BockHeartTens bool `json:"bock_heart_tens"`
	// BockScope says what a Bock deal multiplies: the whole value of the
	// deal (BockWhole, also for "") or its game points only (BockGame),
	// the Sonderpunkte counting once.
	BockScope BockScope `json:"bock_scope"`
	// BockPflichtFree: a Pflichtsolo, after which the same dealer deals
	// again, uses up no Bock deal; off, it uses one up like any deal.
	BockPflichtFree bool `json:"bock_pflichtsolo_free"`

	// The home rules of Doppelkopf below belong to the DDV scoring; configs
	// written before they existed leave them out, which reads as the DDV
	// has it.

	// Dullen is which of two Herz-Zehnen in one trick wins.
	Dullen Dullen `json:"dullen"`
	// Schweinchen: a player holding both Karo-Asse (in a Trumpfsolo, both
	// aces of trumps) may show them, and they rank above the Dullen.
	Schweinchen bool `json:"schweinchen"`
	// WithoutNines: the nines are taken out, 40 cards, 10 tricks a deal.
	WithoutNines bool `json:"without_nines"`
	// Armut (home rule): a player with three trumps or fewer may pass
	// them to a partner who takes them and returns as many cards; the two
	// play as the Re party. Off, as at the DDV, there is no Armut.
	Armut bool `json:"armut"`
	// HochzeitChoice (home rule): the Hochzeit names which trick finds the
	// partner: the first trick, the first trump trick or the first Fehl
	// trick. Off, the first trick won by another player within the first
	// three does (DDV).
	HochzeitChoice bool `json:"hochzeit_choice"`
	// ArmutLoneFox (home rule, with Armut): a lone Karo-Ass is not counted
	// among the trumps of an Armut; two, Schweinchen, are.
	ArmutLoneFox bool `json:"armut_lone_fox"`
	// SoloBonus (home rule) adds this many points to the value of every
	// solo before it counts threefold for the soloist.
	SoloBonus int `json:"solo_bonus"`
	// Rounds sets the length of the game in rounds, one deal by every
	// seat, instead of Deals; 0 leaves it to Deals.
	Rounds int `json:"rounds"`
}

// Dullen says which of two Herz-Zehnen in one trick wins.
type Dullen string

// The Dullen rules.
const (
	DullenFirst      Dullen = "first"       // the first played wins (DDV; also "")
	DullenSecond     Dullen = "second"      // the second beats the first
	DullenSecondLast Dullen = "second-last" // the second beats the first, but not in the last trick
)

// System returns the scoring system, Bunkte for rules that name none.
func (r Rules) System() Scoring {
	if r.Scoring == "" {
		return ScoringBunkte
	}
	return r.Scoring
}

// DDV reports whether the rules score by the DDV's tournament rules.
func (r Rules) DDV() bool { return r.System() == ScoringDDV }

// MaxDeals bounds Rules.Deals.
const MaxDeals = 1000

// MaxRounds bounds Rules.Rounds: as many rounds as MaxDeals deals make at
// a table of four.
const MaxRounds = MaxDeals / 4

// MaxSoloBonus bounds Rules.SoloBonus. A solo is worth 1 to 21 points by
// the DDV's count and counts three times for the soloist; a bonus of 5
// already makes the plainest solo won worth 18 to the soloist, and tables
// that add a bonus add one or two.
const MaxSoloBonus = 5

// Tricks is the number of tricks of a deal under the DDV scoring: 12, or
// 10 when the nines are taken out.
func (r Rules) Tricks() int {
	if r.WithoutNines {
		return 10
	}
	return 12
}

// MinTrick is the fewest Augen a trick can hold under the DDV scoring: 0
// with the nines, whose tricks may be worth nothing, and 8 (four Buben)
// without them.
func (r Rules) MinTrick() int {
	if r.WithoutNines {
		return 4 * cardValue(cards.Jack)
	}
	return 0
}

// MostDoppelkoepfe is the most Doppelköpfe (tricks of 40 Augen or more) one
// deal can hold under the DDV scoring: 6 of the 240 Augen, 5 without the
// nines, where every other trick holds at least MinTrick.
func (r Rules) MostDoppelkoepfe() int {
	k := ddvAugen / 40
	for k > 0 && 40*k+r.MinTrick()*(r.Tricks()-k) > ddvAugen {
		k--
	}
	return k
}

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string { return []string{"ploen", "ploen-split", "doppelkopf", "doppelkopf-home"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	switch name {
	case "ploen":
		return Rules{Preset: name, Tally: TallyNet, Share: ShareCarry, Scoring: ScoringBunkte, BockStack: BockStacked, BockScope: BockWhole}, true
	case "ploen-split":
		return Rules{Preset: name, Tally: TallySplit, Share: ShareCarry, Scoring: ScoringBunkte, BockStack: BockStacked, BockScope: BockWhole}, true
	case "doppelkopf":
		// TSR 8.5.1: a round is 24 deals; 8.6: one Pflichtsolo each;
		// 2.3.1: of two Herz-Zehnen the first wins.
		return Rules{Preset: name, Tally: TallyNet, Share: ShareCarry, Scoring: ScoringDDV, Deals: 24,
			Pflichtsolo: true, BockStack: BockStacked, BockScope: BockWhole, Dullen: DullenFirst}, true
	case "doppelkopf-home":
		// The DDV's scoring with the commonest home rules on top: Bock
		// rounds after 120:120 and after a lost announcement; the second
		// Dulle beats the first but in the last trick; Schweinchen; Armut
		// played; the Hochzeit names the trick that finds its partner.
		r, _ := Preset("doppelkopf")
		r.Preset, r.Bock, r.BockTie, r.BockLostCall = name, true, true, true
		r.Dullen, r.Schweinchen, r.Armut, r.HochzeitChoice = DullenSecondLast, true, true, true
		return r, true
	}
	return Rules{}, false
}

// PresetTitle is a preset's name for people.
func PresetTitle(name string) msg.Text {
	switch name {
	case "ploen":
		return msg.T("Plön rules, Bunkte netted per deal")
	case "ploen-split":
		return msg.T("Plön rules, Bunkte kept per party")
	case "doppelkopf":
		return msg.T("Doppelkopf, DDV tournament rules")
	case "doppelkopf-home":
		return msg.T("Doppelkopf, home rules with Bock rounds")
	}
	return msg.T("Own rules")
}

// Validate reports the first option that is out of range.
func (r Rules) Validate() error {
	if r.Preset != "" && !slices.Contains(PresetNames(), r.Preset) {
		return msg.Errorf("preset", "There is no preset %q.||durak", r.Preset)
	}
	if r.Tally != TallyNet && r.Tally != TallySplit {
		return msg.Errorf("tally", "Choose whether Bunkte are netted per deal or kept per party.")
	}
	if r.Share != ShareCarry && r.Share != SharePairwise {
		return msg.Errorf("share", "Choose how parties of unequal size share their Bunkte.")
	}
	if r.Deals < 0 || r.Deals > MaxDeals {
		return msg.Errorf("deals", "The number of deals must be between 0 (no end) and %d.", MaxDeals)
	}
	if r.BockStack != "" && r.BockStack != BockStacked && r.BockStack != BockQueued {
		return msg.Errorf("bock_stack", "Choose whether further Bock rounds double again or wait their turn.")
	}
	if r.BockScope != "" && r.BockScope != BockWhole && r.BockScope != BockGame {
		return msg.Errorf("bock_scope", "Choose whether Bock doubles the whole deal or its game points only.")
	}
	switch r.System() {
	case ScoringBunkte:
		if r.Pflichtsolo {
			return msg.Errorf("pflichtsolo", "Pflichtsoli belong to the DDV scoring.")
		}
		if r.Bock {
			return msg.Errorf("bock", "Bock rounds belong to the DDV scoring.")
		}
		if field := r.homeRuleSet(); field != "" {
			o, _ := scoring.FindOption(OptionGroups(), field)
			return msg.Errorf(field, "%s: a home rule of Doppelkopf, which Tupelkopf in Bunkte does not have.", o.Label)
		}
	case ScoringDDV:
		if r.Bock && !r.BockTie && !r.BockLostCall && !r.BockKontraWon && !r.BockSoloLost && !r.BockHeartTens {
			return msg.Errorf("bock", "Bock rounds need at least one deal that brings them.")
		}
		return r.validateHome()
	default:
		return msg.Errorf("scoring", "Choose Bunkte or the DDV's points.")
	}
	return nil
}

// homeRuleSet names (by JSON name) the first home rule of Doppelkopf that
// differs from the DDV's way; "" when none does.
func (r Rules) homeRuleSet() string {
	for _, h := range []struct {
		field string
		set   bool
	}{
		{"bock_heart_tens", r.BockHeartTens}, {"bock_scope", r.BockScope == BockGame}, {"bock_pflichtsolo_free", r.BockPflichtFree},
		{"dullen", r.Dullen != ""}, {"schweinchen", r.Schweinchen},
		{"without_nines", r.WithoutNines}, {"armut", r.Armut}, {"armut_lone_fox", r.ArmutLoneFox}, {"hochzeit_choice", r.HochzeitChoice},
		{"solo_bonus", r.SoloBonus != 0}, {"rounds", r.Rounds != 0},
	} {
		if h.set {
			return h.field
		}
	}
	return ""
}

// validateHome checks the home rules of Doppelkopf.
func (r Rules) validateHome() error {
	switch r.Dullen {
	case "", DullenFirst, DullenSecond, DullenSecondLast:
	default:
		return msg.Errorf("dullen", "Choose which of two Herz-Zehnen in one trick wins.")
	}
	if r.ArmutLoneFox && !r.Armut {
		return msg.Errorf("armut_lone_fox", "Leaving a lone fox out of an Armut's trumps needs the Armut.")
	}
	if r.SoloBonus < 0 || r.SoloBonus > MaxSoloBonus {
		return msg.Errorf("solo_bonus", "A solo's bonus must be between 0 and %d points.", MaxSoloBonus)
	}
	if r.Rounds < 0 || r.Rounds > MaxRounds {
		return msg.Errorf("rounds", "The number of rounds must be between 0 and %d.", MaxRounds)
	}
	if r.Rounds > 0 && r.Deals > 0 {
		return msg.Errorf("rounds", "Set the length in deals or in rounds, not both: one of them must be 0.")
	}
	return nil
}

// Types lists the game types a table under these rules may enter, in the
// order an entry form offers them: under the DDV scoring neither Schieben
// nor the Bubendamensolo, and Armut played only with the home rule.
func (r Rules) Types() []GameType {
	if !r.DDV() {
		return slices.Clone(GameTypes)
	}
	var out []GameType
	for _, t := range GameTypes {
		switch t {
		case Schieben, BubenDamenSolo:
			continue
		case TrumpfSolo:
			if r.Armut {
				out = append(out, ArmutGespielt)
			}
		}
		out = append(out, t)
	}
	return out
}

// Describe returns the rules in one line for the scoreboard. A game set in
// rounds is told in rounds; Game.Describe adds the deals they make.
func (r Rules) Describe() msg.Text { return r.describe(0) }

// Describe returns the game's rules in one line for the scoreboard, with
// the deals a game set in rounds lasts at this table.
func (g Game) Describe() msg.Text { return g.Rules.describe(g.size()) }

// describe is Describe for a table of the given number of players, 0 when
// it is not known.
func (r Rules) describe(players int) msg.Text {
	if r.DDV() {
		return r.describeDDV(players)
	}
	parts := []msg.Text{msg.T("Tupelkopf:")}
	if r.Tally == TallySplit {
		parts = append(parts, msg.T("Bunkte kept per party;"))
	} else {
		parts = append(parts, msg.T("Bunkte netted per deal;"))
	}
	if r.Share == SharePairwise {
		parts = append(parts, msg.T("unequal parties settle player by player;"))
	} else {
		parts = append(parts, msg.T("the smaller party carries the balance;"))
	}
	parts = append(parts, r.describeLength(players))
	return msg.Join(parts...)
}

// describeDDV is describe for the DDV scoring: every home rule that is on
// is named, so the line shows where the table differs from the DDV. A
// table with a home rule does not play the tournament rules, only counts
// its points as they do, and its line starts by saying so.
func (r Rules) describeDDV(players int) msg.Text {
	parts := []msg.Text{msg.T("Doppelkopf under the DDV's tournament rules: plus-minus points, solos threefold;")}
	if r.homeRules() {
		parts[0] = msg.T("Doppelkopf under home rules, scored as in the DDV's tournament rules: plus-minus points, solos threefold;")
	}
	if r.Pflichtsolo {
		parts = append(parts, msg.T("one Pflichtsolo each;"))
	}
	parts = append(parts, r.describeHome()...)
	if r.bock() {
		parts = append(parts, r.describeBock())
	}
	parts = append(parts, r.describeLength(players))
	return msg.Join(parts...)
}

// homeRules reports whether any home rule of Doppelkopf is on: Bock
// rounds, or a rule of play or of the points the DDV does not have.
func (r Rules) homeRules() bool {
	return r.bock() || r.Dullen == DullenSecond || r.Dullen == DullenSecondLast || r.Schweinchen || r.WithoutNines ||
		r.Armut || r.HochzeitChoice || r.SoloBonus > 0
}

// describeHome names the home rules of Doppelkopf that are on.
func (r Rules) describeHome() []msg.Text {
	var parts []msg.Text
	if r.WithoutNines {
		parts = append(parts, msg.T("without nines (40 cards);"))
	}
	switch r.Dullen {
	case DullenSecond:
		parts = append(parts, msg.T("the second Herz-Zehn beats the first;"))
	case DullenSecondLast:
		parts = append(parts, msg.T("the second Herz-Zehn beats the first, except in the last trick;"))
	}
	if r.Schweinchen {
		parts = append(parts, msg.T("Schweinchen;"))
	}
	if r.Armut && r.ArmutLoneFox {
		parts = append(parts, msg.T("Armut played, a lone fox not counted;"))
	} else if r.Armut {
		parts = append(parts, msg.T("Armut played;"))
	}
	if r.HochzeitChoice {
		parts = append(parts, msg.T("the Hochzeit names the trick that finds the partner;"))
	}
	if r.SoloBonus > 0 {
		parts = append(parts, msg.T("a solo is worth %d more;", r.SoloBonus))
	}
	return parts
}

// describeLength says how long the game lasts.
func (r Rules) describeLength(players int) msg.Text {
	switch {
	case r.Rounds > 0 && players > 0:
		t := lengthText(r.Rounds, r.Rounds*players)
		return msg.T("%s.", t)
	case r.Rounds > 0:
		return msg.T("%d rounds, one deal by every seat each.", r.Rounds)
	case r.Deals > 0:
		return msg.T("%d deals.", r.Deals)
	}
	return msg.T("no fixed end.")
}

// lengthText names a game's length: "24 deals", or "6 rounds (24 deals)"
// for a game set in rounds (rounds > 0).
func lengthText(rounds, deals int) msg.Text {
	if rounds > 0 {
		return msg.T("%d rounds (%d deals)", rounds, deals)
	}
	return msg.T("%d deals", deals)
}
