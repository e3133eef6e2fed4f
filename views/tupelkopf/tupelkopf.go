package tupelkopf

import (
	"encoding/json"
	"net/url"

	"github.com/a-h/templ"

	"schreiber/scoring"
	"schreiber/scoring/tupelkopf"
	"schreiber/views"
)

// Kind is Tupelkopf (Doppelkopf for 2n players) on the shared game
// pages.
var Kind = views.Kind{
	Name:     "tupelkopf",
	Title:    scoring.T("Tupelkopf"),
	Setup:    tupelkopf.Setup,
	Replay:   replayer.Replay,
	Referee:  Referee,
	Figures:  figures,
	Rulebook: rulebook(),
}

// replay is a game of Tupelkopf replayed quietly.
type replay = views.Quiet[tupelkopf.Game, tupelkopf.Entry, tupelkopf.Standings, tupelkopf.Step]

// table is a game of Tupelkopf replayed: the pages' views.Table.
type table struct{ replay }

var _ views.QuietTable = table{}

// replayer is how a game of Tupelkopf is replayed and explained.
var replayer = &views.Replayer[tupelkopf.Game, tupelkopf.Entry, tupelkopf.Standings, tupelkopf.Step]{
	Engine: tupelkopf.Engine,
	Text:   func(s tupelkopf.Step) views.Text { return s.Text },
	Table:  func(r replay) views.Table { return table{r} },
	Chart: func(g tupelkopf.Game, st tupelkopf.Standings) views.Series {
		s := views.Series{Scale: scoring.T("Bunkte"), Names: g.Players, Rows: [][]int{make([]int, len(st.Players))}}
		if g.Rules.DDV() {
			s.Scale = scoring.T("Points")
		}
		return s
	},
	Row: func(s tupelkopf.Step) []int { return s.Scores },
}

// Title names the game. A table of Doppelkopf scored by the DDV's rules
// plays Doppelkopf, not Tupelkopf, and is called so.
func (t table) Title() views.Text {
	r := t.Game.Rules
	if !r.DDV() {
		return scoring.Join(scoring.T("Tupelkopf ·"), tupelkopf.PresetTitle(r.Preset))
	}
	switch r.Preset {
	case "doppelkopf":
		return scoring.T("Doppelkopf · DDV tournament rules")
	case "doppelkopf-home":
		return scoring.T("Doppelkopf · home rules with Bock rounds")
	}
	return scoring.T("Doppelkopf · own rules")
}

func (t table) RulesLine() views.Text { return t.Game.Describe() }
func (t table) Rules() any            { return t.Game.Rules }

// Next starts the next game with the same rules; the deal passes on as if
// the game went on, so whoever would deal next deals first.
func (t table) Next() ([]byte, bool) {
	if t.Err != nil || !t.Standings.Over && t.Game.Length() != 0 {
		return nil, false
	}
	g := t.Game
	g.FirstDealer = t.Standings.Dealer
	g.Players = nil
	b, err := json.Marshal(g)
	return b, err == nil
}

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
		v.Broken = scoring.Join(scoring.T("The stored entries no longer add up:"), scoring.Message(t.Err))
		return v
	}
	if n := len(t.Replayed.Steps); n > 0 {
		v.Last = &t.Replayed.Steps[n-1]
		v.LastEntry = t.Entries[n-1]
	}
	return v
}

// decks is the number of decks in play: half the players, and two
// at a tournament table of five, where the dealer sits out.
func decks(g tupelkopf.Game) int {
	if g.Rules.DDV() {
		return 2
	}
	return len(g.Players) / 2
}
