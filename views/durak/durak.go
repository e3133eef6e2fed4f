package durak

import (
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"schreiber/scoring"
	"schreiber/scoring/durak"
	"schreiber/views"
)

// Kind is a series of Durak on the shared game pages.
var Kind = views.Kind{
	Name:     "durak",
	Title:    scoring.T("Durak"),
	Setup:    durak.Setup,
	Replay:   replayer.Replay,
	Referee:  Referee,
	Figures:  figures,
	Rulebook: rulebook(),
}

// replay is a series of Durak replayed quietly.
type replay = views.Quiet[durak.Game, durak.Entry, durak.Standings, durak.Step]

// table is a series of Durak replayed: the pages' views.Table.
type table struct{ replay }

var _ views.QuietTable = table{}

// replayer is how a series of Durak is replayed and explained.
var replayer = &views.Replayer[durak.Game, durak.Entry, durak.Standings, durak.Step]{
	Engine: durak.Engine,
	Text:   func(s durak.Step) views.Text { return s.Text },
	Table:  func(r replay) views.Table { return table{r} },
	Chart: func(g durak.Game, st durak.Standings) views.Series {
		s := views.Series{Scale: scoring.T("Losses"), Low: true, Mark: g.Rules.LossLimit}
		for _, side := range st.Sides {
			s.Names = append(s.Names, side.Name)
			s.Seats = append(s.Seats, side.Seats)
		}
		s.Rows = [][]int{make([]int, len(s.Names))}
		return s
	},
	Row: func(s durak.Step) []int { return s.Losses },
}

func (t table) Title() views.Text {
	return scoring.Join(scoring.T("Durak ·"), durak.PresetTitle(t.Game.Rules.Preset))
}

func (t table) RulesLine() views.Text { return t.Game.Rules.Describe() }
func (t table) Rules() any            { return t.Game.Rules }

// Next starts the next series with the same rules; whoever would deal the
// next deal of this one deals its first: the last durak.
func (t table) Next() ([]byte, bool) {
	if t.Err != nil || !t.Standings.Over && (t.Game.Rules.LossLimit != 0 || t.Game.Rules.Deals != 0) {
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
			return e, scoring.Errorf("attacker", "Tap who attacked first, or leave it open.")
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
			return e, scoring.Errorf("durak", "Tap the player of the losing team who deals next, or the draw.")
		}
		return e, scoring.Errorf("durak", "Tap who is the durak, or the draw.")
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
	v := View{Page: p, Standings: t.Standings, Rules: t.Game.Rules, Form: f}
	if t.Err != nil {
		v.Broken = scoring.Join(scoring.T("The stored entries no longer add up:"), scoring.Message(t.Err))
		return v
	}
	if n := len(t.Replayed.Steps); n > 0 {
		v.Last = &t.Replayed.Steps[n-1]
	}
	return v
}

// View is everything a Durak series' components show.
type View struct {
	views.Page
	Standings durak.Standings
	Rules     durak.Rules
	Last      *durak.Step // the latest deal
	Form      views.Form
	Broken    views.Text
}

// facts are the next deal at a glance: its number, who deals, who attacks
// whom first and how the series stands.
func (v View) facts() []views.Fact {
	st := v.Standings
	return []views.Fact{
		{Label: scoring.T("Deal"), Value: scoring.Plain(strconv.Itoa(st.Deal)), TestID: "deal"},
		{Label: scoring.T("Dealer"), Value: scoring.Plain(v.Name(st.Dealer)), TestID: "dealer"},
		{Label: scoring.T("Attacks first"), Value: v.opening(), TestID: "attacker"},
		{Label: scoring.T("Series"), Value: v.seriesState(), TestID: "series"},
	}
}

// opening says who attacks whom first in the next deal, and by which rule.
func (v View) opening() views.Text {
	st := v.Standings
	switch {
	case st.Attacker < 0:
		return scoring.T("whoever holds the lowest trump")
	case st.Fool >= 0 && v.Rules.NextAttack == durak.FoolTaught:
		return scoring.T("%s attacks %s: the fool is taught",
			v.Name(st.Attacker), v.Name(st.Defender))
	case st.Fool >= 0:
		return scoring.T("%s attacks %s, under the fool",
			v.Name(st.Attacker), v.Name(st.Defender))
	}
	return scoring.T("%s attacks %s, left of the dealer",
		v.Name(st.Attacker), v.Name(st.Defender))
}

// seriesState says how far the series has come against its end.
func (v View) seriesState() views.Text {
	st, r := v.Standings, v.Rules
	var parts []views.Text
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
			parts = append(parts, scoring.T("ends at %d losses; nobody has lost yet", r.LossLimit))
		} else {
			parts = append(parts, scoring.T("ends at %d losses; most so far: %s with %d",
				r.LossLimit, strings.Join(who, ", "), most))
		}
	}
	if r.Deals > 0 {
		parts = append(parts, scoring.T("deal %d of %d", st.Deal, r.Deals))
	}
	if len(parts) == 0 {
		return scoring.T("%d played, no fixed end", st.Deals)
	}
	if len(parts) == 2 {
		return scoring.T("%s; %s", parts[0], parts[1])
	}
	return parts[0]
}

// loserNames names the sides that owe the forfeit.
func (v View) loserNames() string {
	var names []string
	for _, i := range v.Standings.Payers {
		names = append(names, v.Standings.Sides[i].Name)
	}
	return strings.Join(names, ", ")
}

// forfeit is the agreed forfeit, if any.
func (v View) forfeit() string { return strings.TrimSpace(v.Rules.Forfeit) }

// sideNote says what marks a side on the board: the latest durak, the
// dealer's side.
func (v View) sideNote(i int) views.Text {
	st := v.Standings
	switch {
	case st.Over && slices.Contains(st.Payers, i):
		return scoring.T("lost the series")
	case st.Over:
		return views.Text{}
	case i == st.Fool && v.Rules.Teams:
		return scoring.T("lost the last deal · %s deals", v.Name(st.Dealer))
	case i == st.Fool:
		return scoring.T("durak · deals")
	case slices.Contains(st.Sides[i].Seats, st.Dealer):
		return scoring.T("deals")
	}
	return views.Text{}
}

// lostLast reports whether side i lost the latest deal.
func (v View) lostLast(i int) bool { return v.Last != nil && v.Last.Loser == i }

// sides are the players alone, or the teams, in order.
func (v View) sides() []durak.Side { return v.Standings.Sides }

// picked reports whether the form being corrected names seat.
func (v View) picked(seat int) bool { return v.Form.Get("durak") == views.SeatValue(seat) }
