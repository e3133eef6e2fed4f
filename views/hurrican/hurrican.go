package hurrican

import (
	"strconv"

	"github.com/a-h/templ"

	"schreiber/rules/msg"
	"schreiber/scoring/hurrican"
	"schreiber/views"
)

// Pages are how a game of Hurrican is drawn and entered.
var Pages = views.Pages{
	Draw:     views.DrawAs(func(t hurrican.Table) views.Table { return table{t} }),
	Referee:  Referee,
	Rulebook: rulebook(),
}

// table is a game of Hurrican replayed, as the pages draw it.
type table struct{ hurrican.Table }

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
		v.Broken = msg.Join(msg.T("The stored entries no longer add up:"), msg.From(t.Err))
		return v
	}
	last, ok := t.LastStep()
	if !ok {
		return v
	}
	// The last step is the whole one a kept game holds apart; the deal
	// before the taps that followed it is one of the steps.
	v.Last = &last
	for i := len(t.Replayed.Steps) - 1; i >= 0; i-- {
		st := &t.Replayed.Steps[i]
		if i == len(t.Replayed.Steps)-1 {
			st = v.Last
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
	Broken    msg.Text // set when the stored entries no longer replay
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
	Label  msg.Text
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
		{Label: msg.T("Karte (cards)"), Detail: pair(a.Cards), Points: one(a.Karte), TestID: "count-karte"},
		{Label: msg.T("Farbe (hearts)"), Detail: pair(a.Hearts), Points: one(a.Farbe), TestID: "count-farbe"},
		{Label: msg.T("Schöne Sieben (♥7)"), Points: one(a.Sieben), TestID: "count-sieben"},
		{Label: msg.T("Premiere"), Detail: pair(a.Premieres), Points: one(a.Premiere), TestID: "count-premiere"},
		{Label: msg.T("Hurricans"), Points: a.Hurricans, TestID: "count-hurricans"},
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
	return views.Minus(n)
}

// facts are the next deal at a glance; none once the game is over.
func (v View) facts() []views.Fact {
	st := v.Standings
	if !v.Broken.IsZero() || st.Over {
		return nil
	}
	fs := []views.Fact{
		{Label: msg.T("Deal||hurrican"), Value: msg.Plain(strconv.Itoa(st.Deal))},
		{Label: msg.T("Dealer"), Value: msg.Plain(v.Name(st.Dealer)), TestID: "dealer"},
		{Label: msg.T("Plays first"), Value: msg.Plain(v.Name(st.Leader)), TestID: "leader"},
	}
	if st.Tie {
		fs = append(fs, views.Fact{Label: msg.T("Level||hurrican"), TestID: "tie",
			Value: msg.T("both over the target: play on")})
	}
	return fs
}
