package hurrican

import (
	"encoding/json"
	"strconv"

	"github.com/a-h/templ"

	"schreiber/scoring"
	"schreiber/scoring/hurrican"
	"schreiber/views"
)

// Kind is Hurrican on the shared game pages.
var Kind = views.Kind{
	Name:     "hurrican",
	Title:    scoring.T("Hurrican"),
	Setup:    hurrican.Setup,
	Replay:   replayer.Replay,
	Referee:  Referee,
	Figures:  figures,
	Rulebook: rulebook(),
}

// replay is a game of Hurrican replayed quietly.
type replay = views.Quiet[hurrican.Game, hurrican.Entry, hurrican.Standings, hurrican.Step]

// table is a game of Hurrican replayed: the pages' views.Table.
type table struct{ replay }

var _ views.QuietTable = table{}

// replayer is how a game of Hurrican is replayed and explained.
var replayer = &views.Replayer[hurrican.Game, hurrican.Entry, hurrican.Standings, hurrican.Step]{
	Engine:      hurrican.Engine,
	Text:        func(s hurrican.Step) views.Text { return s.Text },
	From:        explainFrom,
	Correctable: func(_ hurrican.Entry, s hurrican.Step) bool { return s.Kind == hurrican.KindDeal },
	Table:       func(r replay) views.Table { return table{r} },
	Chart: func(g hurrican.Game, st hurrican.Standings) views.Series {
		return views.Series{Scale: scoring.T("Points"), Mark: g.Rules.Target, Rows: [][]int{{0, 0}},
			Names: []string{st.Sides[0].Name, st.Sides[1].Name}, Seats: [][]int{st.Sides[0].Seats, st.Sides[1].Seats}}
	},
	Row: func(s hurrican.Step) []int { return []int{s.After[0], s.After[1]} },
}

func (t table) Title() views.Text     { return hurrican.PresetTitle(t.Game.Rules.Preset) }
func (t table) RulesLine() views.Text { return t.Game.Rules.Describe() }
func (t table) Rules() any            { return t.Game.Rules }

// Next starts the next game with the same rules; the winning side deals
// first, so that the losers lead (see docs/rulings.md).
func (t table) Next() ([]byte, bool) {
	if t.Err != nil || !t.Standings.Over {
		return nil, false
	}
	g := t.Game
	g.FirstDealer = nextDealer(len(g.Players), t.Standings.Dealer, t.Standings.Winner)
	g.Players = nil
	b, err := json.Marshal(g)
	return b, err == nil
}

// nextDealer is the first seat clockwise after the last dealer
// that belongs to the winning side.
func nextDealer(players, lastDealer, winner int) int {
	for i := 1; i <= players; i++ {
		if seat := (lastDealer + i) % players; hurrican.SideOf(seat) == winner {
			return seat
		}
	}
	return lastDealer
}

// Facts are the next deal at a glance: its number, dealer and leader, and
// the Hurricans tapped so far.
func (t table) Facts(p views.Page) []views.Fact {
	if t.Err != nil {
		return nil
	}
	return t.view(p, views.Form{}).facts()
}

func (t table) Board(c views.Ctx, p views.Page) templ.Component {
	return Board(c, t.view(p, views.Form{}))
}

func (t table) Forms(c views.Ctx, p views.Page, f views.Form) templ.Component {
	return Forms(c, t.view(p, f))
}

func (t table) Preview(c views.Ctx, p views.Page) templ.Component {
	return Preview(c, t.view(p, views.Form{}))
}

// view builds what Hurrican's components show.
func (t table) view(p views.Page, f views.Form) View {
	v := View{Page: p, Game: t.Game, Standings: t.Standings, Form: f, Deal: dealForm(f)}
	if t.Err != nil {
		v.Broken = scoring.Join(scoring.T("The stored entries no longer add up:"), scoring.Message(t.Err))
		return v
	}
	for i := len(t.Replayed.Steps) - 1; i >= 0; i-- {
		st := &t.Replayed.Steps[i]
		if v.Last == nil {
			v.Last = st
		}
		if st.Kind == hurrican.KindDeal {
			v.LastDeal = st
			break
		}
	}
	return v
}

// View is everything a Hurrican game's components show.
type View struct {
	views.Page
	Game      hurrican.Game
	Standings hurrican.Standings
	Last      *hurrican.Step // what the latest entry did
	LastDeal  *hurrican.Step // the latest count of a deal
	Form      views.Form     // the deal form as sent, for the preview
	Deal      Deal
	Broken    views.Text // set when the stored entries no longer replay
}

// side returns a side's standing.
func (v View) side(i int) hurrican.SideState { return v.Standings.Sides[i] }

// underMark names the sides below the double mark, with their points,
// while the game runs; "" when none is.
func (v View) underMark() string {
	if v.Standings.Over || v.Game.Rules.DoubleBelow == 0 {
		return ""
	}
	var names []string
	for _, s := range v.Standings.Sides {
		if s.Score < v.Game.Rules.DoubleBelow {
			names = append(names, s.Name+" ("+strconv.Itoa(s.Score)+")")
		}
	}
	return views.JoinNames(names)
}

// toGo is how many points a side still needs for the target.
func (v View) toGo(s hurrican.SideState) int { return max(0, v.Game.Rules.Target-s.Score) }

// winner and loser name the sides of a game that is over.
func (v View) winner() hurrican.SideState { return v.Standings.Sides[v.Standings.Winner] }
func (v View) loser() hurrican.SideState  { return v.Standings.Sides[1-v.Standings.Winner] }

// countRow is one line of a deal's count: the point, what decided it, and
// what each side got for it.
type countRow struct {
	Label  views.Text
	Detail string // e.g. "22:18"
	Points [2]int
	TestID string
}

// countRows breaks a deal's count down point by point, in the seed's
// order of counting.
func countRows(a *hurrican.Award) []countRow {
	one := func(side int) [2]int {
		var p [2]int
		if side != hurrican.None {
			p[side] = 1
		}
		return p
	}
	pair := func(x [2]int) string { return strconv.Itoa(x[0]) + ":" + strconv.Itoa(x[1]) }
	return []countRow{
		{Label: scoring.T("Karte (cards)"), Detail: pair(a.Cards), Points: one(a.Karte), TestID: "count-karte"},
		{Label: scoring.T("Farbe (hearts)"), Detail: pair(a.Hearts), Points: one(a.Farbe), TestID: "count-farbe"},
		{Label: scoring.T("Schöne Sieben (♥7)"), Points: one(a.Sieben), TestID: "count-sieben"},
		{Label: scoring.T("Premiere"), Detail: pair(a.Premieres), Points: one(a.Premiere), TestID: "count-premiere"},
		{Label: scoring.T("Hurricans"), Points: a.Hurricans, TestID: "count-hurricans"},
	}
}

// pointCell shows a point in the count: blank for none.
func pointCell(n int) string {
	if n == 0 {
		return "·"
	}
	return strconv.Itoa(n)
}

// signed shows a deal's points with their sign.
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// facts are the next deal at a glance; none once the game is over.
func (v View) facts() []views.Fact {
	st := v.Standings
	if !v.Broken.IsZero() || st.Over {
		return nil
	}
	fs := []views.Fact{
		{Label: scoring.T("Deal||hurrican"), Value: scoring.Plain(strconv.Itoa(st.Deal))},
		{Label: scoring.T("Dealer"), Value: scoring.Plain(v.Name(st.Dealer)), TestID: "dealer"},
		{Label: scoring.T("Plays first"), Value: scoring.Plain(v.Name(st.Leader)), TestID: "leader"},
	}
	if st.Tie {
		fs = append(fs, views.Fact{Label: scoring.T("Level||hurrican"), TestID: "tie",
			Value: scoring.T("both over the target: play on")})
	}
	return fs
}

// explainFrom is where a Hurrican replay starts explaining: the
// last deal, which the board shows beside the taps that followed it.
func explainFrom(entries []hurrican.Entry) int {
	for i := len(entries) - 1; i >= 0; i-- {
		if entries[i].Kind == hurrican.KindDeal {
			return i
		}
	}
	return 0
}
