package durak

import (
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"schreiber/rules/msg"
	"schreiber/scoring/durak"
	"schreiber/views"
)

// Pages are how a series of Durak is drawn and entered.
var Pages = views.Pages{
	Draw:     views.DrawAs(func(t durak.Table) views.Table { return table{t} }),
	Referee:  Referee,
	Rulebook: rulebook(),
}

// table is a series of Durak replayed, as the pages draw it.
type table struct{ durak.Table }

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

func (t table) Preview(c views.Ctx, p views.Page) templ.Component {
	return Last(c, t.view(p, views.Form{}))
}

// Entry reads the one-tap deal form: the button of the durak (in teams: of
// the losing team's player who deals), or the draw.
func (t table) Entry(f url.Values) ([]byte, error) {
	e, err := t.entry(views.Form{Values: f})
	if err != nil {
		return nil, err
	}
	return json.Marshal(e)
}

func (t table) entry(f views.Form) (durak.Entry, error) {
	var e durak.Entry
	if a := f.Get("attacker"); a != "" {
		seat := f.Seat("attacker")
		if seat < 0 || seat >= len(t.Game.Players) {
			return e, msg.Errorf("attacker", "Tap who attacked first, or leave it open.")
		}
		e.Attacker = &seat
	}
	if f.Has("draw", "1") {
		e.Kind = durak.KindDraw
		return e, nil
	}
	seat := f.Seat("durak")
	if seat < 0 || seat >= len(t.Game.Players) {
		if t.Game.Rules.Teams {
			return e, msg.Errorf("durak", "Tap the player of the losing team who deals next, or the draw.")
		}
		return e, msg.Errorf("durak", "Tap who is the durak, or the draw.")
	}
	e.Kind, e.Durak = durak.KindDurak, &seat
	if t.Game.Rules.Teams {
		dealer := seat
		e.Dealer = &dealer
	}
	return e, nil
}

// Form fills the deal form with a stored deal, for a correction. In teams
// the tap names the player who deals for the losing team.
func (t table) Form(payload []byte) (url.Values, bool) {
	e, err := durak.DecodeEntry(payload)
	if err != nil {
		return nil, false
	}
	f := url.Values{}
	if e.Attacker != nil {
		f.Set("attacker", views.SeatValue(*e.Attacker))
	}
	if e.Kind == durak.KindDraw {
		f.Set("draw", "1")
		return f, true
	}
	seat := *e.Durak
	if e.Dealer != nil {
		seat = *e.Dealer
	}
	f.Set("durak", views.SeatValue(seat))
	return f, true
}

// view builds what Durak's components show.
func (t table) view(p views.Page, f views.Form) View {
	v := View{Page: p, Standings: t.Standings, Rules: t.Game.Rules, Game: t.Game, Form: f}
	if t.Err != nil {
		v.Broken = msg.Join(msg.T("The stored entries no longer add up:"), msg.From(t.Err))
		return v
	}
	if last, ok := t.LastStep(); ok {
		v.Last = &last
	}
	return v
}

// View is everything a Durak series' components show.
type View struct {
	views.Page
	Standings durak.Standings
	Rules     durak.Rules
	Game      durak.Game  // its seating
	Last      *durak.Step // the latest deal
	Form      views.Form
	Broken    msg.Text
}

// facts are the next deal at a glance: its number, who deals, who attacks
// whom first and how the series stands.
func (v View) facts() []views.Fact {
	st := v.Standings
	return []views.Fact{
		{Label: msg.T("Deal"), Value: msg.Plain(strconv.Itoa(st.Deal)), TestID: "deal"},
		{Label: msg.T("Dealer"), Value: msg.Plain(v.Name(st.Dealer)), TestID: "dealer"},
		{Label: msg.T("Attacks first"), Value: v.opening(), TestID: "attacker"},
		{Label: msg.T("Series"), Value: v.seriesState(), TestID: "series"},
	}
}

// opening says who attacks whom first in the next deal, and by which rule.
func (v View) opening() msg.Text {
	st := v.Standings
	switch {
	case st.Attacker < 0:
		return msg.T("whoever holds the lowest trump")
	case st.Fool >= 0 && v.Rules.NextAttack == durak.FoolTaught:
		return msg.T("%s attacks %s: the fool is taught",
			v.Name(st.Attacker), v.Name(st.Defender))
	case st.Fool >= 0:
		return msg.T("%s attacks %s, under the fool",
			v.Name(st.Attacker), v.Name(st.Defender))
	}
	return msg.T("%s attacks %s, left of the dealer",
		v.Name(st.Attacker), v.Name(st.Defender))
}

// seriesState says how far the series has come against its end.
func (v View) seriesState() msg.Text {
	st, r := v.Standings, v.Rules
	var parts []msg.Text
	if r.LossLimit > 0 {
		most, who := 0, []string{}
		for _, s := range st.Sides {
			switch {
			case s.Losses > most:
				most, who = s.Losses, []string{s.Name}
			case s.Losses == most && most > 0:
				who = append(who, s.Name)
			}
		}
		if most == 0 {
			parts = append(parts, msg.T("ends at %d losses; nobody has lost yet", r.LossLimit))
		} else {
			parts = append(parts, msg.T("ends at %d losses; most so far: %s with %d",
				r.LossLimit, strings.Join(who, ", "), most))
		}
	}
	if r.Deals > 0 {
		parts = append(parts, msg.T("deal %d of %d", st.Deal, r.Deals))
	}
	if len(parts) == 0 {
		return msg.T("%d played, no fixed end", st.Deals)
	}
	if len(parts) == 2 {
		return msg.T("%s; %s", parts[0], parts[1])
	}
	return parts[0]
}

// ended reports whether the series is over: by its rules, or at the
// table's word.
func (v View) ended() bool { return v.Standings.Over || v.Finished }

// duraks are the sides that lost the series, once it is over.
func (v View) duraks() []int {
	_, duraks := v.Standings.Ended()
	return duraks
}

// loserNames names the sides that lost the series.
func (v View) loserNames() string {
	var names []string
	for _, i := range v.duraks() {
		names = append(names, v.Standings.Sides[i].Name)
	}
	return strings.Join(names, ", ")
}

// forfeit is the agreed forfeit, if any.
func (v View) forfeit() string { return strings.TrimSpace(v.Rules.Forfeit) }

// sideNote says what marks a side on the board: the latest durak, the
// dealer's side; once the series is over, who lost it.
func (v View) sideNote(i int) msg.Text {
	st := v.Standings
	switch {
	case v.ended() && slices.Contains(v.duraks(), i):
		return msg.T("lost the series")
	case v.ended():
		return msg.Text{}
	case !v.Rules.Teams && !v.Game.AtTable(i):
		return msg.T("not at the table")
	case i == st.Fool && v.Rules.Teams:
		return msg.T("lost the last deal · %s deals", v.Name(st.Dealer))
	case i == st.Fool:
		return msg.T("durak · deals")
	case slices.Contains(st.Sides[i].Seats, st.Dealer):
		return msg.T("deals")
	}
	return msg.Text{}
}

// lostLast reports whether side i lost the latest deal.
func (v View) lostLast(i int) bool { return v.Last != nil && v.Last.Loser == i }

// sides are the players alone, or the teams, in order.
func (v View) sides() []durak.Side { return v.Standings.Sides }

// picked reports whether the form being corrected names seat.
func (v View) picked(seat int) bool { return v.Form.Get("durak") == views.SeatValue(seat) }
