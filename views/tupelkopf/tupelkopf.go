package tupelkopf

import (
	"encoding/json"
	"net/url"

	"github.com/a-h/templ"

	"schreiber/rules/msg"
	"schreiber/scoring/tupelkopf"
	"schreiber/views"
)

// Pages are how a game of Tupelkopf or Doppelkopf is drawn and entered.
var Pages = views.Pages{
	Draw:     views.DrawAs(func(t tupelkopf.Table) views.Table { return table{t} }),
	Referee:  Referee,
	Rulebook: rulebook(),
}

// table is a game of Tupelkopf or Doppelkopf replayed, as the pages draw it.
type table struct{ tupelkopf.Table }

func (t table) Facts(p views.Page) []views.Fact {
	if t.Err != nil || t.Standings.Over {
		return nil
	}
	return t.view(p, views.Form{}).facts()
}

func (t table) Board(c views.Ctx, p views.Page) templ.Component {
	return Board(c, t.view(p, views.Form{}))
}

func (t table) Forms(c views.Ctx, p views.Page, f views.Form) templ.Component {
	return Form(c, t.view(p, f))
}

// Preview draws the latest deal's Bunkte line by line, as the engine
// counted them: under the form, what the deal being entered would give.
func (t table) Preview(c views.Ctx, p views.Page) templ.Component {
	return Breakdown(c, t.view(p, views.Form{}))
}

// Entry reads the deal form against the game.
func (t table) Entry(f url.Values) ([]byte, error) {
	e, err := readTupelkopfEntry(views.Form{Values: f}, t.Game)
	if err != nil {
		return nil, err
	}
	return json.Marshal(e)
}

// Form fills the deal form with a stored deal, for a correction.
func (t table) Form(payload []byte) (url.Values, bool) {
	e, err := tupelkopf.DecodeEntry(payload)
	if err != nil {
		return nil, false
	}
	return values(e), true
}

// view builds what Tupelkopf's components show.
func (t table) view(p views.Page, f views.Form) View {
	v := View{Page: p, Standings: t.Standings, Game: t.Game, Rules: t.Game.Rules, N: decks(t.Game), Form: f}
	if t.Err != nil {
		v.Broken = msg.Join(msg.T("The stored entries no longer add up:"), msg.From(t.Err))
		return v
	}
	if last, ok := t.LastStep(); ok {
		v.Last, v.LastEntry = &last, t.Entries[len(t.Replayed.Steps)-1]
	}
	return v
}

// decks is the number of decks in play: half the players, and two
// at a tournament table of five, where the dealer sits out.
func decks(g tupelkopf.Game) int {
	if g.Rules.DDV() {
		return 2
	}
	return len(g.Active(0)) / 2
}
