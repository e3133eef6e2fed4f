// Package toy draws the toy game (see scoring/toy): a game that exists to
// prove that a game is added in its own folders.
package toy

import (
	"encoding/json"
	"net/url"
	"strconv"

	"github.com/a-h/templ"

	"schreiber/rules/msg"
	"schreiber/scoring/toy"
	"schreiber/views"
)

// Pages are how a game of the toy is drawn and entered.
var Pages = views.Pages{
	Draw:     views.DrawAs(func(t toy.Table) views.Table { return table{t} }),
	Rulebook: rulebook(),
}

// rulebook is the toy's rules, plain: the toy is said alike in every
// language.
func rulebook() views.Rulebook {
	p := func(s string) []views.Para { return []views.Para{{Text: msg.Plain(s)}} }
	section := func(id, title, body string) views.Section {
		return views.Section{ID: id, Title: msg.Plain(title), Body: p(body)}
	}
	chapter := func(id, title string, intro []views.Para, sections ...views.Section) views.Chapter {
		return views.Chapter{ID: id, Title: msg.Plain(title), Intro: intro, Sections: sections}
	}
	return views.Rulebook{Game: "toy", Title: msg.Plain("Toy"),
		Summary: msg.Plain("A point to whoever takes the hand; the first to the agreed points wins."),
		Chapters: []views.Chapter{
			chapter("aim", "The aim", p("Each hand, one player takes a point."),
				section("toy.players", "The players", "Two to six play, each alone."),
				section("toy.cards", "The cards", "Any deck will do: the toy counts points, not cards."),
			),
			chapter("dealing", "Dealing", nil,
				section("toy.first", "The first dealer", "Anybody deals the first hand."),
				section("toy.deal", "The deal", "The deal passes to the left after every hand."),
			),
			chapter("play", "Play", nil,
				section("toy.hand", "A hand", "Whoever takes the hand takes a point."),
				section("toy.entry", "Entering a hand", "The scorer taps who took the point."),
				section("toy.undo", "A wrong tap", "A wrong tap is undone or corrected like any entry."),
			),
			chapter("end", "The end", nil,
				section(views.PresetAnchor("short"), "To five points", "The first to five points wins."),
				section(views.PresetAnchor("open"), "Without an end", "The table plays until it stops, and the most points win."),
				section("toy.next", "The next game", "The winner deals the first hand of the next game."),
			),
		},
	}
}

// table is a game of the toy, as the pages draw it.
type table struct{ toy.Table }

// Entry reads the one-tap form: who took the point.
func (t table) Entry(f url.Values) ([]byte, error) {
	seat, err := strconv.Atoi(f.Get("seat"))
	if err != nil || seat < 0 || seat >= len(t.Game.Players) {
		return nil, &msg.FieldError{Field: "seat", Msg: msg.Plain("Tap who took the point.")}
	}
	return json.Marshal(toy.Entry{Kind: toy.KindHand, Seat: seat})
}

// Form fills the form with a stored hand.
func (t table) Form(payload []byte) (url.Values, bool) {
	e, err := toy.DecodeEntry(payload)
	if err != nil {
		return nil, false
	}
	return url.Values{"seat": {views.SeatValue(e.Seat)}}, true
}

// Facts are the next hand and who deals it.
func (t table) Facts(p views.Page) []views.Fact {
	if t.Err != nil || t.Standings.Over {
		return nil
	}
	return []views.Fact{
		{Label: msg.Plain("Hand"), Value: msg.Plain(strconv.Itoa(t.Standings.Hand)), TestID: "deal"},
		{Label: msg.Plain("Dealer"), Value: msg.Plain(p.Name(t.Standings.Dealer)), TestID: "dealer"},
	}
}

func (t table) Board(c views.Ctx, p views.Page) templ.Component { return Board(c, p, t.Standings) }

func (t table) Forms(c views.Ctx, p views.Page, f views.Form) templ.Component {
	return Form(c, p, f, t.Standings)
}

func (t table) Preview(c views.Ctx, p views.Page) templ.Component {
	return Last(c, t.LastText())
}
