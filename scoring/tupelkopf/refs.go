package tupelkopf

import "schreiber/rules"

// refTitles names the rule behind every kind of Bunkt, by Item.Rule.
var refTitles = map[string]struct{ section, en, de string }{
	"gegen-die-alten": {"tupelkopf.bunkte.gegen-die-alten", "Won against the Alten", "Gegen die Alten gewonnen"},
	"keine60":         {"tupelkopf.bunkte.keine60", "Losers below 60n Sunkte", "Verlierer unter 60n Sunkten"},
	"keine45":         {"tupelkopf.bunkte.keine45", "Losers below 45n Sunkte", "Verlierer unter 45n Sunkten"},
	"keine30":         {"tupelkopf.bunkte.keine30", "Losers below 30n Sunkte", "Verlierer unter 30n Sunkten"},
	"keine15":         {"tupelkopf.bunkte.keine15", "Losers below 15n Sunkte", "Verlierer unter 15n Sunkten"},
	"schwarz":         {"tupelkopf.bunkte.schwarz", "Losers without a Sunkt", "Verlierer ohne Sunkt"},
	"announced":       {"tupelkopf.announce.made", "Announcements made", "Erfüllte Ansagen"},
	"failed":          {"tupelkopf.announce.failed", "Failed announcements", "Nicht erfüllte Ansagen"},
	"inverse":         {"tupelkopf.announce.inverse", "Inversely fulfilled announcements", "Invers erfüllte Ansagen"},
	"stille-hochzeit": {"tupelkopf.hochzeit.silent", "Silent Hochzeit", "Stille Hochzeit"},
	"tupelkopf":       {"tupelkopf.bunkte.tupelkopf", "Tupelkopf tricks", "Tupelkopf-Stiche"},
	"fox":             {"tupelkopf.bunkte.fox", "Foxes caught", "Gefangene Füchse"},
	"karlchen":        {"tupelkopf.bunkte.karlchen", "Karlchen", "Karlchen"},
}

// RuleRef returns the rule reference of an item's rule id.
func RuleRef(id string) rules.Ref {
	t, ok := refTitles[id]
	if !ok {
		return rules.Ref{Game: "tupelkopf", Section: "tupelkopf.bunkte", Title: rules.T("Bunkte", "Bunkte")}
	}
	return rules.Ref{Game: "tupelkopf", Section: t.section, Title: rules.Text{EN: t.en, DE: t.de}}
}

// ddvRefTitles names the section of the DDV's tournament rules (TSR, as of
// 21 February 2026) behind every kind of point, by Item.Rule.
var ddvRefTitles = map[string]struct{ anchor, en, de string }{
	"ddv-won":             {"ddv.7.2.2a.won", "TSR 7.2.2 (a): won", "TSR 7.2.2 (a): gewonnen"},
	"ddv-below90":         {"ddv.7.2.2a.below90", "TSR 7.2.2 (a): below 90", "TSR 7.2.2 (a): unter 90 gespielt"},
	"ddv-below60":         {"ddv.7.2.2a.below60", "TSR 7.2.2 (a): below 60", "TSR 7.2.2 (a): unter 60 gespielt"},
	"ddv-below30":         {"ddv.7.2.2a.below30", "TSR 7.2.2 (a): below 30", "TSR 7.2.2 (a): unter 30 gespielt"},
	"ddv-schwarz":         {"ddv.7.2.2a.schwarz", "TSR 7.2.2 (a): schwarz", "TSR 7.2.2 (a): schwarz gespielt"},
	"ddv-re":              {"ddv.7.2.2b.re", "TSR 7.2.2 (b): Re announced", "TSR 7.2.2 (b): Re angesagt"},
	"ddv-kontra":          {"ddv.7.2.2b.kontra", "TSR 7.2.2 (b): Kontra announced", "TSR 7.2.2 (b): Kontra angesagt"},
	"ddv-re-absagen":      {"ddv.7.2.2c", "TSR 7.2.2 (c): Absagen of the Re party", "TSR 7.2.2 (c): Absagen der Re-Partei"},
	"ddv-kontra-absagen":  {"ddv.7.2.2d", "TSR 7.2.2 (d): Absagen of the Kontra party", "TSR 7.2.2 (d): Absagen der Kontra-Partei"},
	"ddv-re-against":      {"ddv.7.2.2e", "TSR 7.2.2 (e): the Re party's Augen against Absagen", "TSR 7.2.2 (e): Augen der Re-Partei gegen Absagen"},
	"ddv-kontra-against":  {"ddv.7.2.2f", "TSR 7.2.2 (f): the Kontra party's Augen against Absagen", "TSR 7.2.2 (f): Augen der Kontra-Partei gegen Absagen"},
	"ddv-gegen-die-alten": {"ddv.7.2.3.gegen-die-alten", "TSR 7.2.3: won against the Kreuz-Damen", "TSR 7.2.3: gegen die Kreuz-Damen gewonnen"},
	"ddv-doppelkopf":      {"ddv.7.2.3.doppelkopf", "TSR 7.2.3: Doppelkopf", "TSR 7.2.3: Doppelkopf"},
	"ddv-fox":             {"ddv.7.2.3.fox", "TSR 7.2.3: fox caught", "TSR 7.2.3: Fuchs gefangen"},
	"ddv-karlchen":        {"ddv.7.2.3.karlchen", "TSR 7.2.3: Karlchen", "TSR 7.2.3: Karlchen"},
}

// homeRefTitles names the section of the Doppelkopf rules behind the items
// of the home rules and of the fast entry, by Item.Rule.
var homeRefTitles = map[string]struct{ anchor, en, de string }{
	"solo-bonus":  {"doppelkopf.solo-bonus", "Solo bonus (home rule)", "Solozuschlag (Hausregel)"},
	"fast-value":  {"doppelkopf.fast-entry", "The fast entry", "Die Schnelleingabe"},
	"fast-extras": {"doppelkopf.fast-entry", "The fast entry", "Die Schnelleingabe"},
}

// DDVRuleRef returns the rule reference of a DDV item's rule id: a section
// of the Doppelkopf rules, the DDV's scoring or a home rule.
func DDVRuleRef(id string) rules.Ref {
	t, ok := ddvRefTitles[id]
	if !ok {
		t, ok = homeRefTitles[id]
	}
	if !ok {
		return rules.Ref{Game: "doppelkopf", Section: "ddv.7.2", Title: rules.T("TSR 7.2: game values", "TSR 7.2: Spielwerte")}
	}
	return rules.Ref{Game: "doppelkopf", Section: t.anchor, Title: rules.Text{EN: t.en, DE: t.de}}
}
