package euchre

import (
	"encoding/json"
	"net/url"
	"strconv"

	"github.com/a-h/templ"

	"schreiber/rules/msg"
	"schreiber/scoring/euchre"
	"schreiber/views"
)

// Pages are how a game (or a rubber) of Euchre is drawn and entered.
var Pages = views.Pages{
	Draw:     views.DrawAs(func(t euchre.Table) views.Table { return table{t} }),
	Referee:  Referee,
	Rulebook: rulebook(),
}

// table is a game (or a rubber) of Euchre replayed, as the pages draw it.
type table struct{ euchre.Table }

// Facts are the next hand at a glance: the game of a rubber, the hand's
// number, who deals and who bids and leads first.
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

// Entry reads a hand, or a deal everyone passed.
func (t table) Entry(f url.Values) ([]byte, error) {
	fm := views.Form{Values: f}
	fail := func(id string) ([]byte, error) { return nil, msg.Errorf("form", id) }
	switch fm.Get("mode") {
	case "pass":
		return json.Marshal(euchre.Entry{Kind: euchre.KindPass})
	case "hand":
	default:
		return fail("This form is not known.")
	}
	maker := fm.Seat("maker")
	if maker < 0 || maker >= euchre.Players {
		return fail("Tap who made trump.")
	}
	tricks, err := strconv.Atoi(fm.Get("tricks"))
	if err != nil {
		return fail("Tap how many tricks the makers took.")
	}
	return json.Marshal(euchre.Entry{Kind: euchre.KindHand, Maker: &maker, Alone: fm.Has("alone", "1"), Tricks: &tricks})
}

// Form fills the hand form with a stored deal, for a correction.
func (t table) Form(payload []byte) (url.Values, bool) {
	e, err := euchre.DecodeEntry(payload)
	if err != nil {
		return nil, false
	}
	if e.Kind == euchre.KindPass {
		return url.Values{"mode": {"pass"}}, true
	}
	f := url.Values{"mode": {"hand"}, "maker": {strconv.Itoa(*e.Maker)}, "tricks": {strconv.Itoa(*e.Tricks)}}
	if e.Alone {
		f.Set("alone", "1")
	}
	return f, true
}

// view builds what Euchre's components show.
func (t table) view(p views.Page, f views.Form) View {
	v := View{Page: p, Game: t.Game, Standings: t.Standings, Form: f}
	if t.Err != nil {
		v.Broken = msg.Join(msg.T("The stored entries no longer add up:"), msg.From(t.Err))
		return v
	}
	if last, ok := t.LastStep(); ok {
		v.Last = &last
	}
	return v
}

// View is everything a Euchre game's components show.
type View struct {
	views.Page
	Game      euchre.Game
	Standings euchre.Standings
	Last      *euchre.Step // what the latest entry did
	Form      views.Form   // the hand form as sent
	Broken    msg.Text     // set when the stored entries no longer replay
}

// facts are the next hand at a glance; none once it is over.
func (v View) facts() []views.Fact {
	st := v.Standings
	if !v.Broken.IsZero() || st.Over {
		return nil
	}
	var fs []views.Fact
	if v.Game.Rules.Rubber {
		fs = append(fs, views.Fact{Label: msg.T("Game"), Value: msg.Plain(strconv.Itoa(st.Game)), TestID: "game-no"})
	}
	return append(fs,
		views.Fact{Label: msg.T("Hand"), Value: msg.Plain(strconv.Itoa(st.Hand))},
		views.Fact{Label: msg.T("Dealer"), Value: msg.Plain(v.Name(st.Dealer)), TestID: "dealer"},
		views.Fact{Label: msg.T("Bids and leads first"), Value: msg.Plain(v.Name(st.Leader)), TestID: "leader"},
	)
}

// winner and loser name the partnerships once it is over.
func (v View) winner() euchre.SideState { return v.Standings.Sides[v.Standings.Winner] }
func (v View) loser() euchre.SideState  { return v.Standings.Sides[1-v.Standings.Winner] }

// toGo is how many points a partnership still needs for the game.
func (v View) toGo(s euchre.SideState) int { return max(0, v.Game.Rules.Target-s.Score) }

// gained reports whether the latest entry gave the side points.
func (v View) gained(side int) bool { return v.Last != nil && v.Last.Points[side] > 0 }

// scorer is the side the latest hand gave points to, None after a pass.
func (v View) scorer() int {
	if v.Last == nil {
		return euchre.None
	}
	for side, p := range v.Last.Points {
		if p > 0 {
			return side
		}
	}
	return euchre.None
}

// rule is the title of the rule that scored the latest hand.
func (v View) rule() msg.Text {
	if v.Last == nil || len(v.Last.Refs) == 0 {
		return msg.Text{}
	}
	return v.Last.Refs[0].Heading()
}
