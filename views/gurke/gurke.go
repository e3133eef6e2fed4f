package gurke

import (
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"schreiber/rules/msg"
	"schreiber/scoring/gurke"
	"schreiber/views"
)

// Pages are how a game of Gurke is drawn and entered.
var Pages = views.Pages{
	Draw:     views.DrawAs(func(t gurke.Table) views.Table { return table{t} }),
	Referee:  Referee,
	Rulebook: rulebook(),
}

// table is a game of Gurke replayed, as the pages draw it.
type table struct{ gurke.Table }

// cards are the cards the game's rules let a last trick contain: those
// whose suit matters (the variant's top cards) first, then the rest. The
// forms let them wrap as the screen allows.
func (t table) cards() []gurke.CardChoice {
	choices := t.Choices()
	out := make([]gurke.CardChoice, 0, len(choices))
	for _, suited := range []bool{true, false} {
		for _, ch := range choices {
			if strings.ContainsAny(ch.Code, "♣♠♥♦") == suited {
				out = append(out, ch)
			}
		}
	}
	return out
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
	return Forms(c, t.view(p, f))
}

func (t table) Preview(c views.Ctx, p views.Page) templ.Component {
	return Last(c, t.view(p, views.Form{}))
}

// Entry reads the deal form against the standings before the deal.
func (t table) Entry(f url.Values) ([]byte, error) {
	e, err := t.entry(views.Form{Values: f})
	if err != nil {
		return nil, err
	}
	return json.Marshal(e)
}

func (t table) entry(f views.Form) (gurke.Entry, error) {
	before := t.Standings
	living := before.Living(before.Leader)
	fail := func(id string) (gurke.Entry, error) { return gurke.Entry{}, msg.Errorf("form", id) }
	// doubles adds who doubled to a deal entry, in seat order.
	doubles := func(e gurke.Entry) gurke.Entry {
		for _, seat := range living {
			if f.Has("doubled", views.SeatValue(seat)) {
				e.Doubled = append(e.Doubled, seat)
			}
			if f.Has("redoubled", views.SeatValue(seat)) {
				e.Redoubled = append(e.Redoubled, seat)
			}
		}
		return e
	}
	switch f.Get("mode") {
	case "rebuy":
		seat := f.Seat("seat")
		if seat < 0 || seat >= len(before.Players) {
			return fail("Tap who buys back in.")
		}
		return gurke.Entry{Kind: gurke.KindRebuy, Seat: &seat}, nil
	case "kontra":
		if f.Get("kontra") == "none" {
			return gurke.Entry{Kind: gurke.KindKontra}, nil
		}
		seat := f.Seat("kontra")
		if !slices.Contains(living, seat) {
			return fail("Tap who said Kontra, or that everyone passed.")
		}
		return gurke.Entry{Kind: gurke.KindKontra, Seat: &seat}, nil
	case "trick":
		leader := f.Seat("leader")
		if !slices.Contains(living, leader) {
			return fail("Tap who led the last trick.")
		}
		e := gurke.Entry{Kind: gurke.KindTrick}
		for _, seat := range before.Living(leader) {
			if card := f.Get("card-" + views.SeatValue(seat)); card != "" {
				e.Plays = append(e.Plays, gurke.Play{Seat: seat, Card: card})
			}
		}
		return doubles(e), nil
	case "quick":
		loser := f.Seat("loser")
		if !slices.Contains(living, loser) {
			return fail("Tap who took the last trick.")
		}
		if f.Get("card") == "" {
			return fail("Tap the card that took the last trick.")
		}
		e := gurke.Entry{Kind: gurke.KindQuick, Loser: loser, Card: f.Get("card")}
		for _, seat := range living {
			if f.Has("matched", views.SeatValue(seat)) {
				e.Matched = append(e.Matched, seat)
			}
		}
		return doubles(e), nil
	}
	return fail("This form is not known.")
}

// Form fills the deal form with a stored deal, for a correction.
func (t table) Form(payload []byte) (url.Values, bool) {
	e, err := gurke.DecodeEntry(payload)
	if err != nil || !gurke.IsDeal(e) {
		return nil, false
	}
	f := url.Values{"mode": {string(e.Kind)}}
	for _, seat := range e.Doubled {
		f.Add("doubled", views.SeatValue(seat))
	}
	for _, seat := range e.Redoubled {
		f.Add("redoubled", views.SeatValue(seat))
	}
	if e.Kind == gurke.KindTrick {
		f.Set("leader", views.SeatValue(e.Plays[0].Seat))
		for _, p := range e.Plays {
			f.Set("card-"+views.SeatValue(p.Seat), p.Card)
		}
		return f, true
	}
	f.Set("loser", views.SeatValue(e.Loser))
	f.Set("card", e.Card)
	for _, m := range e.Matched {
		f.Add("matched", views.SeatValue(m))
	}
	return f, true
}

// view builds what Gurke's components show.
func (t table) view(p views.Page, f views.Form) View {
	r := t.Game.Rules
	v := View{Page: p, Standings: t.Standings, Cards: t.cards(), Rules: r, Form: form(f), Sent: f,
		QuickFirst: t.quickFirst(f)}
	if t.Err != nil {
		v.Broken = msg.Join(msg.T("The stored entries no longer add up:"), msg.From(t.Err))
		return v
	}
	v.Form.Living = t.Standings.Living(t.Standings.Leader)
	if last, ok := t.LastStep(); ok {
		v.Last = &last
	}
	return v
}

// quickFirst reports whether the deal form leads with the quick entry: when
// the form sent was the quick one, else when the table entered its latest
// deal that way. The choice lives in the game's log, so it holds on every
// device, after a reload and without scripts.
func (t table) quickFirst(f views.Form) bool {
	switch f.Get("mode") {
	case string(gurke.KindQuick):
		return true
	case string(gurke.KindTrick):
		return false
	}
	for i := len(t.Entries) - 1; i >= 0; i-- {
		if gurke.IsDeal(t.Entries[i]) {
			return t.Entries[i].Kind == gurke.KindQuick
		}
	}
	return false
}

// form reads a Form into the deal form's state.
func form(f views.Form) Form {
	g := Form{Mode: f.Get("mode"), Leader: f.Get("leader"), Cards: map[int]string{}, Loser: f.Get("loser"),
		Card: f.Get("card"), Kontra: f.Get("kontra"), Error: f.Error,
		Matched: seatSet(f.Values["matched"]), Doubled: seatSet(f.Values["doubled"]), Redoubled: seatSet(f.Values["redoubled"])}
	for k, vs := range f.Values {
		if seat, ok := strings.CutPrefix(k, "card-"); ok && len(vs) > 0 {
			if n, err := strconv.Atoi(seat); err == nil {
				g.Cards[n] = vs[0]
			}
		}
	}
	if g.Mode == "" {
		g.Mode = "trick"
	}
	return g
}

// seatSet reads a list of seat numbers from a form into a set.
func seatSet(values []string) map[int]bool {
	set := map[int]bool{}
	for _, v := range values {
		if seat, err := strconv.Atoi(v); err == nil {
			set[seat] = true
		}
	}
	return set
}

// View is everything a Gurke game's components show.
type View struct {
	views.Page
	Standings gurke.Standings
	Last      *gurke.Step        // what the latest entry did
	Cards     []gurke.CardChoice // the cards a last trick may contain, in the forms' order
	Rules     gurke.Rules        // the game's frozen house rules
	Form      Form
	Broken    msg.Text // set when the stored entries no longer replay
	// Sent is the form as posted, whose preview shows in the form it
	// came from.
	Sent views.Form
	// QuickFirst puts the quick entry first and open.
	QuickFirst bool
}

// sentAs is the form as posted if it was the deal form of mode, else an
// empty one, so that a preview shows only in the form it belongs to.
func (v View) sentAs(mode string) views.Form {
	if v.Sent.Get("mode") != mode {
		return views.Form{}
	}
	return v.Sent
}

// Form is the deal entry form's state: what was picked and what was wrong.
type Form struct {
	Mode    string // "trick", "quick", "rebuy" or "kontra"
	Leader  string // seat that led the last trick
	Cards   map[int]string
	Loser   string
	Card    string
	Matched map[int]bool
	// Doubled and Redoubled are the seats that doubled once or twice (Rassi).
	Doubled   map[int]bool
	Redoubled map[int]bool
	Kontra    string // the Kontra round: a seat, or "none" when all passed
	Error     msg.Text
	Living    []int // seats in the deal, clockwise from Vorhand
}

// facts are the next deal at a glance: who deals and leads, how many cards,
// the pot, and the Kontra and doubling rounds where the rules have them.
func (v View) facts() []views.Fact {
	st := v.Standings
	fs := []views.Fact{
		{Label: msg.T("Deal"), Value: msg.Plain(strconv.Itoa(st.Deal))},
		{Label: msg.T("Dealer"), Value: msg.Plain(v.name(st.Dealer)), TestID: "dealer"},
		{Label: msg.T("Leads||gurke"), Value: msg.Plain(v.name(st.Leader))},
		{Label: msg.T("Cards each"), Value: msg.Plain(strconv.Itoa(st.HandSize))},
	}
	if st.Pot > 0 {
		fs = append(fs, views.Fact{Label: msg.T("Pot"), Value: msg.Plain(strconv.Itoa(st.Pot)), TestID: "pot"})
	}
	if v.Rules.Kontra {
		f := views.Fact{Label: msg.T("Kontra"), TestID: "kontra"}
		switch {
		case st.Kontra >= 0:
			f.Value = msg.T("%s said Kontra", v.name(st.Kontra))
		case st.KontraOpen:
			f.Value = msg.T("open: say it before the first card")
		default:
			f.Value = msg.T("all passed||gurke")
		}
		fs = append(fs, f)
	}
	if v.Rules.Doubles {
		f := views.Fact{Label: msg.T("Doubling"), Value: msg.T("closed"), TestID: "doubling"}
		if st.Doubling {
			f.Value = msg.T("open: ×2, twice ×4")
		}
		fs = append(fs, f)
	}
	return fs
}

func (v View) name(seat int) string { return v.Name(seat) }

func (v View) changed(seat int) bool {
	if v.Last == nil {
		return false
	}
	return v.Last.Changed(seat)
}

func (v View) base() string { return v.Base() }

func winnerNames(v View) string {
	var names []string
	for _, s := range v.Standings.Winners {
		names = append(names, v.name(s))
	}
	return views.JoinNames(names)
}

func statusClass(s gurke.Status) string {
	switch s {
	case gurke.Out:
		return "badge out"
	case gurke.SecondLife, gurke.Beyond:
		return "badge second"
	}
	return "badge"
}

func cucumbers(n int) []int {
	if n > 5 {
		n = 5
	}
	return make([]int, n)
}

// countsLosses reports whether the board counts deals lost, not points.
func (v View) countsLosses() bool { return v.Rules.Count == "losses" }

// shownScore is what the board's number column shows for a player.
func (v View) shownScore(p gurke.PlayerState) int {
	if v.countsLosses() {
		return p.Losses
	}
	return p.Score
}

// rebuyScore is the score a player who buys back in gets: the highest of
// the players still in.
func (v View) rebuyScore(seat int) int {
	score, _ := v.Standings.HighestOther(seat)
	return score
}

// rebuyNote says where a player stands with the one rebuy, if the rules
// have rebuys.
func (v View) rebuyNote(p gurke.PlayerState) msg.Text {
	switch {
	case v.Rules.Rebuy == "none" || v.Standings.Over:
		return msg.Text{}
	case p.RebuyOpen:
		return msg.T("may buy back in")
	case p.Rebought:
		return msg.T("rebought")
	case p.Status == gurke.Out:
		return msg.T("no rebuy now")
	}
	return msg.T("rebuy left")
}

// rebuyers are the seats of the players who may buy back in now.
func (v View) rebuyers() []int {
	var out []int
	for seat, p := range v.Standings.Players {
		if p.RebuyOpen {
			out = append(out, seat)
		}
	}
	return out
}

// payments names the players of the settlement's payments.
func (v View) payments() []views.Payment {
	var out []views.Payment
	for _, p := range v.Standings.Payments() {
		out = append(out, views.Payment{From: v.name(p.From), To: v.name(p.To), Amount: p.Amount})
	}
	return out
}

// rebuyRule says how buying back in works under the game's rules.
func (v View) rebuyRule() msg.Text {
	t := msg.T("Once per player, at the highest score of the players still in.")
	if v.Rules.Rebuy == "paid" && v.Rules.Stake > 0 {
		return msg.Join(t, msg.T("It costs another stake of %d into the pot.", v.Rules.Stake))
	}
	return t
}
