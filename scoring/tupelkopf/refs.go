package tupelkopf

import "schreiber/rules"

// refTitles names the rule behind every kind of Bunkt, by Item.Rule.
var refTitles = map[string]struct{ section, id string }{
	"gegen-die-alten": {"tupelkopf.bunkte.gegen-die-alten", "Won against the Elders"},
	"keine60":         {"tupelkopf.bunkte.keine60", "Losers below 60n card points"},
	"keine45":         {"tupelkopf.bunkte.keine45", "Losers below 45n card points"},
	"keine30":         {"tupelkopf.bunkte.keine30", "Losers below 30n card points"},
	"keine15":         {"tupelkopf.bunkte.keine15", "Losers below 15n card points"},
	"schwarz":         {"tupelkopf.bunkte.schwarz", "Losers without a card point"},
	"announced":       {"tupelkopf.announce.made", "Announcements made"},
	"failed":          {"tupelkopf.announce.failed", "Failed announcements"},
	"inverse":         {"tupelkopf.announce.inverse", "Inversely fulfilled announcements"},
	"stille-hochzeit": {"tupelkopf.hochzeit.silent", "Silent Hochzeit"},
	"tupelkopf":       {"tupelkopf.bunkte.tupelkopf", "Tupelkopf tricks"},
	"fox":             {"tupelkopf.bunkte.fox", "Foxes caught"},
	"karlchen":        {"tupelkopf.bunkte.karlchen", "Karlchen"},
}

// RuleRef returns the rule reference of an item's rule id.
func RuleRef(id string) rules.Ref {
	t, ok := refTitles[id]
	if !ok {
		return rules.Ref{Game: "tupelkopf", Section: "tupelkopf.bunkte", Title: "Bunkte"}
	}
	return rules.Ref{Game: "tupelkopf", Section: t.section, Title: t.id}
}

// ddvRefTitles names the section of the DDV's tournament rules (TSR, as of
// 21 February 2026) behind every kind of point, by Item.Rule.
var ddvRefTitles = map[string]struct{ anchor, id string }{
	"ddv-won":             {"ddv.7.2.2a.won", "TSR 7.2.2 (a): won"},
	"ddv-below90":         {"ddv.7.2.2a.below90", "TSR 7.2.2 (a): below 90"},
	"ddv-below60":         {"ddv.7.2.2a.below60", "TSR 7.2.2 (a): below 60"},
	"ddv-below30":         {"ddv.7.2.2a.below30", "TSR 7.2.2 (a): below 30"},
	"ddv-schwarz":         {"ddv.7.2.2a.schwarz", "TSR 7.2.2 (a): schwarz"},
	"ddv-re":              {"ddv.7.2.2b.re", "TSR 7.2.2 (b): Re announced"},
	"ddv-kontra":          {"ddv.7.2.2b.kontra", "TSR 7.2.2 (b): Kontra announced"},
	"ddv-re-absagen":      {"ddv.7.2.2c", "TSR 7.2.2 (c): Absagen of the Re party"},
	"ddv-kontra-absagen":  {"ddv.7.2.2d", "TSR 7.2.2 (d): Absagen of the Kontra party"},
	"ddv-re-against":      {"ddv.7.2.2e", "TSR 7.2.2 (e): the Re party's Augen against Absagen"},
	"ddv-kontra-against":  {"ddv.7.2.2f", "TSR 7.2.2 (f): the Kontra party's Augen against Absagen"},
	"ddv-gegen-die-alten": {"ddv.7.2.3.gegen-die-alten", "TSR 7.2.3: won against the Kreuz-Damen"},
	"ddv-doppelkopf":      {"ddv.7.2.3.doppelkopf", "TSR 7.2.3: Doppelkopf"},
	"ddv-fox":             {"ddv.7.2.3.fox", "TSR 7.2.3: fox caught"},
	"ddv-karlchen":        {"ddv.7.2.3.karlchen", "TSR 7.2.3: Karlchen"},
}

// homeRefTitles names the section of the Doppelkopf rules behind the items
// of the home rules and of the fast entry, by Item.Rule.
var homeRefTitles = map[string]struct{ anchor, id string }{
	"solo-bonus":  {"doppelkopf.solo-bonus", "Solo bonus (home rule)"},
	"fast-value":  {"doppelkopf.fast-entry", "The fast entry"},
	"fast-extras": {"doppelkopf.fast-entry", "The fast entry"},
}

// DDVRuleRef returns the rule reference of a DDV item's rule id: a section
// of the Doppelkopf rules, the DDV's scoring or a home rule.
func DDVRuleRef(id string) rules.Ref {
	t, ok := ddvRefTitles[id]
	if !ok {
		t, ok = homeRefTitles[id]
	}
	if !ok {
		return rules.Ref{Game: "doppelkopf", Section: "ddv.7.2", Title: "TSR 7.2: game values"}
	}
	return rules.Ref{Game: "doppelkopf", Section: t.anchor, Title: t.id}
}
