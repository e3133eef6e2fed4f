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
