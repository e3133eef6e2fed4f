package gurke

import (
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Short names keep the table of options below readable.
var (
	boolOpt   = scoring.BoolOption
	intOpt    = scoring.IntOption
	choiceOpt = scoring.ChoiceOption
	ch        = scoring.Choice
)

// OptionGroups lists every option of Rules, grouped as the form shows them.
func OptionGroups() []scoring.OptionGroup {
	return []scoring.OptionGroup{
		{Name: "players", Label: msg.T("Players"), Options: []scoring.Option{
			intOpt("min_players", "Fewest players", 2, 20),
			intOpt("max_players", "Most players", 2, 20),
		}},
		{Name: "deck", Label: msg.T("Deck"), Options: []scoring.Option{
			intOpt("decks", "Decks of 52 (0: as many as needed)", 0, 4),
			intOpt("jokers", "Jokers", 0, 6),
			choiceOpt("joker_mode", "Jokers rank",
				ch("high", "above the aces, worth 15"),
				ch("ace", "as extra aces")),
			choiceOpt("top_card", "Top card",
				ch("none", "none: the ace is highest"),
				ch("club-six", "♣6 highest, worth 21"),
				ch("black-sevens", "black sevens equal highest, worth 21"),
				ch("spade-seven", "♠7 highest (16), ♣7 second (15)")),
		}},
		{Name: "dealing", Label: msg.T("Dealing"), Options: []scoring.Option{
			intOpt("hand_size", "Cards in the first deal", 1, 26),
			choiceOpt("hand_rule", "Cards in later deals",
				ch("fixed", "always the same"),
				ch("loser-card", "the value of the last losing card"),
				ch("minus-one", "one fewer every deal"),
				ch("zigzag", "6-5-4-3-2-1-2-3-4-5-4-…"),
				ch("deal-all", "as many as the deck allows")),
			intOpt("hand_max", "Most cards in a hand (0: no cap)", 0, 26),
			choiceOpt("exchange", "Exchange before play",
				ch("none", "no exchange"),
				ch("forehand", "forehand sets the number, others the same or none"),
				ch("forehand-upto", "forehand sets the number, others up to it"),
				ch("dealer", "dealer sets the number keeping two, others the same")),
			boolOpt("redeal", "Free new hand without K, Q or J"),
			choiceOpt("leader", "First lead",
				ch("forehand", "forehand (left of the dealer)"),
				ch("dealer", "the dealer")),
			choiceOpt("next_dealer", "Next dealer",
				ch("left", "the next player to the left"),
				ch("loser", "the loser of the deal"),
				ch("lowest", "who played the lowest card of the last trick")),
		}},
		{Name: "play", Label: msg.T("Play||gurke"), Options: []scoring.Option{
			choiceOpt("follow", "Match or beat",
				ch("highest", "the highest card so far"),
				ch("previous", "the card just played"),
				ch("either", "beat the highest or match the card just played")),
			choiceOpt("duty", "Must you?",
				ch("free", "no: the lowest card is always allowed"),
				ch("forced", "yes, when you can"),
				ch("lowest-beating", "yes, with the lowest card that does")),
			boolOpt("no_ace_on_ace", "No ace on an ace"),
			boolOpt("forced_ace_low", "An ace forced onto an ace does not take the trick"),
			boolOpt("lead_lowest", "Lead the lowest card"),
			boolOpt("ace_low_last", "Aces low in the last trick, worth 1"),
			boolOpt("multi_lead", "Lead several cards of one rank"),
		}},
		{Name: "scoring", Label: msg.T("Scoring"), Options: []scoring.Option{
			choiceOpt("count", "What is counted",
				ch("points", "penalty points"),
				ch("losses", "only the losses")),
			choiceOpt("penalize", "Equal highest in the last trick",
				ch("last", "only the last of them pays"),
				ch("all", "all of them pay")),
			boolOpt("plus_points", "Plus points for the same rank"),
			boolOpt("face_eleven", "Face cards and aces cost 11"),
			boolOpt("kontra", "Kontra"),
			boolOpt("doubles", "Doubling (Rassi)"),
		}},
		{Name: "end", Label: msg.T("End"), Options: []scoring.Option{
			intOpt("limit", "Limit", 1, 200),
			choiceOpt("out_at", "A life is lost",
				ch("reach", "on reaching the limit"),
				ch("exceed", "on going over the limit")),
			boolOpt("exact_reset", "Exactly on the limit: back to 0"),
			intOpt("lives", "Lives", 1, 2),
			choiceOpt("end", "The game ends",
				ch("survivor", "with the last survivor"),
				ch("first", "when the first player is out"),
				ch("all-but-one", "when all but one are over the limit"),
				ch("none", "when the table stops")),
			choiceOpt("rebuy", "Buying back in",
				ch("none", "not allowed"),
				ch("paid", "once, for another stake"),
				ch("free", "once, free")),
			intOpt("rebuy_min", "Players still in for a rebuy", 2, 20),
		}},
		{Name: "money", Label: msg.T("Money"), Options: []scoring.Option{
			intOpt("stake", "Stake into the pot", 0, 1000),
			boolOpt("settlement", "Everyone pays the winner the difference"),
		}},
	}
}

// Diff names the options (by JSON name, in form order) whose values differ
// from preset.
func (r Rules) Diff(preset Rules) []string { return scoring.DiffOptions(OptionGroups(), r, preset) }
