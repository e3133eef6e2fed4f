package gurke

import "schreiber/rules/msg"

// preset is one named variant: its title and how it differs from Danish.
type preset struct {
	name  string
	title msg.Text
	apply func(*Rules)
}

// presets lists the variants in the order a table should see them.
var presets = []preset{
	{"danish", msg.T("Danish Agurk"), func(*Rules) {}},
	{"danish-55", msg.T("Danish Agurk, 55 cards with exchange"), func(r *Rules) {
		r.Jokers, r.JokerMode, r.Exchange = 3, "high", "forehand"
	}},
	{"danish-cards", msg.T("Danish Agurk, cards in front"), func(r *Rules) {
		r.PlusPoints, r.OutAt, r.Lives, r.Penalize, r.ExactReset = false, "exceed", 1, "all", true
	}},
	{"danish-sudden", msg.T("Danish Agurk, first over 21 loses"), func(r *Rules) {
		r.OutAt, r.Lives, r.End = "exceed", 1, "first"
	}},
	{"danish-loser-hand", msg.T("Danish Agurk, hand size from the losing card"), func(r *Rules) {
		r.HandRule = "loser-card"
	}},
	{"swedish", msg.T("Swedish Gurka"), swedish},
	{"swedish-modern", msg.T("Swedish Gurka, today's rules"), func(r *Rules) {
		swedish(r)
		r.Follow, r.NoAceOnAce, r.LeadLowest = "previous", true, true
	}},
	{"polish", msg.T("Polish Ogórek"), polish},
	{"polish-classic", msg.T("Polish Ogórek, classic to 21"), func(r *Rules) {
		polish(r)
		r.Limit = 21
	}},
	{"polish-kontra", msg.T("Polish Ogórek with Kontra"), func(r *Rules) {
		polish(r)
		r.Kontra = true
	}},
	{"kurkku", msg.T("Finnish Kurkku"), func(r *Rules) {
		swedish(r)
		r.PlayersMin, r.PlayersMax, r.Rebuy, r.Stake, r.End = 3, 4, "none", 0, "first"
	}},
	{"matapesa", msg.T("Finnish Mätäpesä"), func(r *Rules) {
		r.PlayersMax, r.HandRule, r.NextDealer = 20, "deal-all", "loser"
		r.Count, r.PlusPoints, r.Lives, r.End = "losses", false, 1, "none"
	}},
	{"kurko", msg.T("Finnish Kurko"), func(r *Rules) {
		r.PlayersMax, r.Jokers, r.JokerMode, r.HandSize = 9, 2, "ace", 6
		r.Duty, r.AceLowLast, r.PlusPoints = "forced", true, false
		r.Limit, r.Lives, r.End, r.Settlement = 30, 1, "all-but-one", true
	}},
	{"rassi", msg.T("Finnish Rassi"), func(r *Rules) {
		r.PlayersMax, r.HandSize, r.Redeal, r.Doubles = 8, 6, true, true
		r.AceLowLast, r.PlusPoints, r.Limit, r.Lives = true, false, 50, 1
	}},
	{"norwegian", msg.T("Norwegian Gurka"), norwegian},
	{"norwegian-dealer", msg.T("Norwegian Gurka, dealer leads"), func(r *Rules) {
		norwegian(r)
		r.HandSize, r.HandRule, r.HandMax = 5, "loser-card", 7
		r.Exchange, r.Leader, r.NextDealer, r.FaceEleven = "dealer", "dealer", "lowest", true
	}},
	{"icelandic", msg.T("Icelandic Gúrka"), func(r *Rules) {
		r.PlayersMax, r.TopCard, r.HandSize, r.HandRule, r.MultiLead = 4, "club-six", 10, "minus-one", true
		r.PlusPoints, r.OutAt, r.ExactReset, r.Lives = false, "exceed", true, 1
	}},
	{"prague", msg.T("Prague tournament Gurke"), func(r *Rules) {
		r.PlayersMax, r.NoAceOnAce, r.Duty, r.Penalize = 8, true, "forced", "all"
		r.PlusPoints, r.Lives = false, 1
	}},
}

func swedish(r *Rules) {
	r.PlayersMin, r.PlayersMax, r.HandSize, r.Penalize = 3, 8, 6, "all"
	r.PlusPoints, r.Limit, r.Lives, r.Rebuy, r.Stake = false, 30, 1, "paid", 1
}

func polish(r *Rules) {
	r.PlayersMax, r.Decks, r.HandSize, r.Duty, r.AceLowLast = 16, 0, 6, "forced", true
	r.Penalize, r.PlusPoints, r.Limit, r.Lives = "all", false, 50, 1
}

func norwegian(r *Rules) {
	r.JokerMode, r.PlusPoints, r.Lives = "ace", false, 1
}

// Danish returns the rules of Danish Agurk as the seed describes them.
func Danish() Rules {
	return Rules{
		Preset: "danish", PlayersMin: 2, PlayersMax: 7,
		Decks: 1, JokerMode: "high", TopCard: "none",
		HandSize: 7, HandRule: "fixed", Exchange: "none", Leader: "forehand", NextDealer: "left",
		Follow: "highest", Duty: "free",
		Count: "points", Penalize: "last", PlusPoints: true,
		Limit: 21, OutAt: "reach", Lives: 2, End: "survivor", Rebuy: "none", RebuyMin: 3,
	}
}

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string {
	names := make([]string, len(presets))
	for i, p := range presets {
		names[i] = p.name
	}
	return names
}

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	for _, p := range presets {
		if p.name == name {
			r := Danish()
			r.Preset = name
			p.apply(&r)
			return r, true
		}
	}
	return Rules{}, false
}

// PresetTitle is a preset's name for people; an unknown name is shown as is.
func PresetTitle(name string) msg.Text {
	for _, p := range presets {
		if p.name == name {
			return p.title
		}
	}
	return msg.Plain(name)
}
