package tupelkopf

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"schreiber/rules/msg"
	"schreiber/scoring/tupelkopf"
	"schreiber/views"

	"github.com/a-h/templ"
)

// View is everything a Tupelkopf game's components show.
type View struct {
	views.Page
	Standings tupelkopf.Standings
	Game      tupelkopf.Game // its rules and seating
	Rules     tupelkopf.Rules
	N         int             // decks in play: half the number of players
	Last      *tupelkopf.Step // what the latest deal did
	LastEntry tupelkopf.Entry // the latest deal as entered
	Form      views.Form
	Broken    msg.Text
}

// facts are the next deal at a glance.
func (v View) facts() []views.Fact {
	st := v.Standings
	deal := msg.Plain(strconv.Itoa(st.Deal))
	length := v.Game.Length()
	if length > 0 {
		deal = msg.T("%d of %d", st.Deal, length)
	}
	played := msg.T("%d played, no fixed end", st.Deals)
	if length > 0 {
		played = msg.T("%d played, %d left", st.Deals, length-st.Deals)
	}
	if st.Redeals > 0 {
		played = msg.Join(played, msg.T("(and %d redealt for Armut)", st.Redeals))
	}
	dealer := msg.Plain(v.Name(st.Dealer))
	if v.sitsOut(st.Dealer) {
		dealer = msg.T("%s, who sits this deal out", v.Name(st.Dealer))
	}
	fs := []views.Fact{
		{Label: msg.T("Deal"), Value: deal, TestID: "deal"},
		{Label: msg.T("Dealer"), Value: dealer, TestID: "dealer"},
		{Label: msg.T("Leads"), Value: msg.T("%s, unless a soloist leads", v.Name(st.Leader)), TestID: "leader"},
		{Label: msg.T("Deals"), Value: played, TestID: "deals"},
	}
	if st.Forced != nil {
		fs = append(fs, views.Fact{Label: msg.Plain("Pflichtsolo"), TestID: "forced",
			Value: msg.T("%s must play it now", v.Name(*st.Forced))})
	} else if owed := v.owed(); !owed.IsZero() {
		fs = append(fs, views.Fact{Label: msg.T("Pflichtsolo owed"), TestID: "owed", Value: owed})
	}
	if q := st.BockQueue; len(q) > 0 {
		fs = append(fs, views.Fact{Label: msg.Plain("Bock"), TestID: "bock", Value: bockFact(q)})
	}
	return fs
}

// owed names the players who still owe their Pflichtsolo, or says that
// every one is played; empty where the rules have none.
func (v View) owed() msg.Text {
	if !v.ddv() || !v.Rules.Pflichtsolo {
		return msg.Text{}
	}
	var names []string
	for seat, p := range v.Standings.Players {
		if !p.Pflichtsolo {
			names = append(names, v.Name(seat))
		}
	}
	if len(names) == 0 {
		return msg.T("none, every one is played")
	}
	return msg.Plain(strings.Join(names, ", "))
}

// bockFact says what the pending Bock deals make of the next deal and how
// many follow it, e.g. "next deal ×2, 3 Bock deals in all".
func bockFact(queue []int) msg.Text {
	if len(queue) == 1 {
		return msg.T("next deal ×%d, the last Bock deal", queue[0])
	}
	return msg.T("next deal ×%d, %d Bock deals in all", queue[0], len(queue))
}

// ddv reports whether the game is Doppelkopf scored by the tournament rules,
// whose parties are Re and Kontra, whose card points are Augen, and whose
// scores are points rather than Bunkte.
func (v View) ddv() bool { return v.Rules.DDV() }

// party names a party on the form and the board.
func (v View) party(p tupelkopf.Party) msg.Text {
	switch {
	case v.ddv() && p == tupelkopf.Alten:
		return msg.Plain("Re")
	case v.ddv():
		return msg.Plain("Kontra")
	}
	return tkPartyLabel(p)
}

// unit names the card points: Sunkte, or the tournament's Augen.
func (v View) unit() msg.Text {
	if v.ddv() {
		return msg.Plain("Augen")
	}
	return msg.T("card points||unit")
}

// scoreName heads the score column: Bunkte, or points.
func (v View) scoreName() msg.Text {
	if v.ddv() {
		return msg.T("Points")
	}
	return msg.Plain("Bunkte")
}

// sitsOut reports whether seat sits out the deal being entered: at a
// tournament table of five, the dealer.
func (v View) sitsOut(seat int) bool {
	return !v.Game.AtTable(seat) || v.ddv() && v.Game.Size() == 5 && seat == v.Standings.Dealer
}

// split reports whether the board keeps each party's Bunkte apart.
func (v View) split() bool { return v.Rules.Tally == tupelkopf.TallySplit }

// total is the Sunkte in all the cards: 120 per deck.
func (v View) total() int { return 120 * v.N }

// winnerNames names the players with the highest score at the end.
func (v View) winnerNames() string {
	var names []string
	for _, s := range v.Standings.Winners {
		names = append(names, v.Name(s))
	}
	return views.JoinNames(names)
}

// lastDelta is how the latest deal changed seat's score.
func (v View) lastDelta(seat int) int {
	if v.Last == nil || seat >= len(v.Last.Delta) {
		return 0
	}
	return v.Last.Delta[seat]
}

// lastRole names the part seat played in the latest deal, for its row.
func (v View) lastRole(seat int) msg.Text {
	if v.Last == nil || v.LastEntry.Type == tupelkopf.Armut {
		return msg.Text{}
	}
	if v.LastEntry.Fast() {
		return v.fastRole(seat)
	}
	if !slices.Contains(v.LastEntry.Alten, seat) {
		return msg.Text{}
	}
	if v.Last.Result.Solo {
		return msg.T("soloist ×%d", 2*v.N-1)
	}
	return v.party(tupelkopf.Alten)
}

// signed writes a change with its sign and a true minus, e.g. "+3", "−2".
func tkSigned(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "±0"
}

// number writes a score with a true minus sign.
func tkNumber(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// inLastDeal reports whether seat had cards in the latest deal: not the
// dealer who sat it out, nor, in a game whose seating changed, whoever was
// not at the table then.
func (v View) inLastDeal(seat int) bool {
	switch {
	case v.Last == nil:
		return true
	case v.Last.Played != nil:
		return slices.Contains(v.Last.Played, seat)
	}
	return slices.Contains(v.Game.Active(v.Last.Dealer), seat)
}

// partyNames names the players of a party in the latest deal.
func (v View) partyNames(p tupelkopf.Party) string {
	var names []string
	for seat := range v.Players {
		if !v.inLastDeal(seat) {
			continue
		}
		if slices.Contains(v.LastEntry.Alten, seat) == (p == tupelkopf.Alten) {
			names = append(names, v.Name(seat))
		}
	}
	return strings.Join(names, ", ")
}

// partySunkte is what a party took in the latest deal.
func (v View) partySunkte(p tupelkopf.Party) int {
	if v.LastEntry.Sunkte == nil {
		return 0
	}
	if p == tupelkopf.Alten {
		return *v.LastEntry.Sunkte
	}
	return v.total() - *v.LastEntry.Sunkte
}

// partyTitle heads a party's lines in the breakdown, e.g. "Alten (Anna,
// Bo): 121 Sunkte".
func (v View) partyTitle(p tupelkopf.Party) msg.Text {
	if p == tupelkopf.Alten && v.Last.Result.Solo {
		return msg.T("Soloist %s: %d %s", v.partyNames(p), v.partySunkte(p), v.unit())
	}
	return msg.T("%s (%s): %d %s", v.party(p), v.partyNames(p), v.partySunkte(p), v.unit())
}

// items are the Bunkte a party got in the latest deal, line by line.
func (v View) items(p tupelkopf.Party) []tupelkopf.Item {
	var out []tupelkopf.Item
	for _, it := range v.Last.Result.Items {
		if it.Party == p {
			out = append(out, it)
		}
	}
	return out
}

// bunkte is a party's sum in the latest deal, e.g. "1 Bunkt", "3 Bunkte",
// or under the tournament rules "3 points".
func (v View) bunkte(p tupelkopf.Party) msg.Text {
	n := v.Last.Result.Bunkte[p]
	switch {
	case v.ddv() && n == 1:
		return msg.T("1 point")
	case v.ddv():
		return msg.T("%d points", n)
	case n == 1:
		return msg.Plain("1 Bunkt")
	}
	return msg.Plain(strconv.Itoa(n) + " Bunkte")
}

// outcome says who won the latest deal.
func (v View) outcome() msg.Text {
	r := v.Last.Result
	switch {
	case r.Winner == tupelkopf.NoParty:
		return msg.T("Both parties failed an announcement: neither wins.")
	case r.Winner == tupelkopf.Alten && r.Solo:
		return msg.T("%s: the soloist wins.", tupelkopf.TypeLabel(v.LastEntry.Type))
	case r.Winner == tupelkopf.Alten && v.ddv():
		return msg.T("%s: the Re party wins.", tupelkopf.TypeLabel(v.LastEntry.Type))
	case r.Winner == tupelkopf.Alten:
		return msg.T("%s: the Elders win.", tupelkopf.TypeLabel(v.LastEntry.Type))
	case v.ddv():
		return msg.T("%s: the Kontra party wins.", tupelkopf.TypeLabel(v.LastEntry.Type))
	}
	return msg.T("%s: the Others win.", tupelkopf.TypeLabel(v.LastEntry.Type))
}

// settled says what the Bunkte come to under the table's tally.
func (v View) settled() msg.Text {
	r := v.Last.Result
	re, kontra := v.party(tupelkopf.Alten), v.party(tupelkopf.Anderen)
	if v.split() {
		return msg.T("Kept per party: %s %d, %s %d.",
			re, r.Bunkte[tupelkopf.Alten], kontra, r.Bunkte[tupelkopf.Anderen])
	}
	winner := msg.T("the %s party", re)
	if !v.ddv() {
		winner = msg.T("the Elders")
	}
	if r.Solo {
		winner = msg.T("the soloist")
	}
	loser := msg.T("the %s party", kontra)
	if !v.ddv() {
		loser = msg.T("the Others")
	}
	net := r.Bunkte[tupelkopf.Alten] - r.Bunkte[tupelkopf.Anderen]
	switch {
	case net > 0:
		return msg.T("Netted: %d for %s.", net, winner)
	case net < 0:
		return msg.T("Netted: %d for %s.", -net, loser)
	}
	return msg.T("Netted: they cancel out.")
}

// lastNote says, under a player's name, how the latest deal changed the
// score, e.g. "last deal −3".
func (v View) lastNote(seat int) msg.Text {
	d := v.lastDelta(seat)
	if d == 0 {
		return msg.Text{}
	}
	return msg.T("last deal %s", tkSigned(d))
}

// multiplier says how a solo's figure reaches the soloist: (2n−1)-fold,
// Once from every opponent.
func (v View) multiplier() msg.Text {
	soloist, ok := v.Game.SoloistAt(v.LastEntry, v.Last.Dealer)
	if !v.Last.Result.Solo || !ok {
		return msg.Text{}
	}
	return msg.T("Solo: it counts %d-fold for %s (%s), once for each opponent.",
		2*v.N-1, v.Name(soloist), tkSigned(v.lastDelta(soloist)))
}

// unequal says how parties of different size shared the Bunkte, where they
// did and the deal was no solo.
func (v View) unequal() msg.Text {
	if v.Last.Result.Solo || len(v.LastEntry.Alten) == v.N {
		return msg.Text{}
	}
	if v.Rules.Share == tupelkopf.SharePairwise {
		return msg.T("Parties of unequal size: every player settled with every opponent.")
	}
	return msg.T("Parties of unequal size: the smaller party carried the balance.")
}

// Move is one player's change in a deal, as the breakdown lists it.
type Move struct {
	Name  string
	Delta string
	Score string
}

// moves are the players' changes in the latest deal, in seating order.
func (v View) moves() []Move {
	var out []Move
	for seat, d := range v.Last.Delta {
		if !v.inLastDeal(seat) {
			continue
		}
		out = append(out, Move{Name: v.Name(seat), Delta: tkSigned(d), Score: tkNumber(v.Last.Scores[seat])})
	}
	return out
}

// TypeRow is a row of game type chips, with its label if it has one.
type TypeRow struct {
	Label msg.Text
	Types []tupelkopf.GameType
}

// typeRows are the game types as the form offers them: the ordinary ones,
// the solos, and Armut on its own.
func (v View) typeRows() []TypeRow {
	var ordinary, solos []tupelkopf.GameType
	for _, t := range v.Rules.Types() {
		switch {
		case t.IsSolo():
			solos = append(solos, t)
		case t != tupelkopf.Armut:
			ordinary = append(ordinary, t)
		}
	}
	return []TypeRow{{Types: ordinary}, {Label: msg.T("Solo"), Types: solos}, {Types: []tupelkopf.GameType{tupelkopf.Armut}}}
}

// tkTypeClass marks the solos' chips, so that the page can name the Alten
// "soloist" while one is picked.
func tkTypeClass(t tupelkopf.GameType) string {
	if t.IsSolo() {
		return "chip solo"
	}
	return "chip"
}

// pickedType is the game type the form shows picked; a new deal starts as a
// normal game.
func (v View) pickedType() string {
	if t := v.Form.Get("type"); t != "" {
		return t
	}
	return string(tupelkopf.Normal)
}

// rest is the Anderen's Sunkte derived from the Alten's as typed, or a dash.
func (v View) rest() string {
	n, err := strconv.Atoi(strings.TrimSpace(v.Form.Get("sunkte")))
	if err != nil || n < 0 || n > v.total() {
		return "–"
	}
	return strconv.Itoa(v.total() - n)
}

// Call is one announcement a party can have made, as a chip.
type Call struct {
	Value string
	Short string   // the chip's label
	Long  msg.Text // the announcement in full
}

// calls are the announcements of a party, from none to schwarz, with the
// thresholds of this table (e.g. "keine 90" for four players).
func (v View) calls(p tupelkopf.Party) []Call {
	first := Call{Value: string(tupelkopf.Re), Short: "Re", Long: msg.Plain("Re")}
	if p == tupelkopf.Anderen {
		name := "Contra"
		if v.ddv() {
			name = "Kontra"
		}
		first = Call{Value: string(tupelkopf.Contra), Short: name, Long: msg.Plain(name)}
	}
	out := []Call{{Value: "", Short: "–", Long: msg.T("no announcement")}, first}
	for i, c := range []tupelkopf.Call{tupelkopf.Keine45, tupelkopf.Keine30, tupelkopf.Keine15} {
		mark := (45 - 15*i) * v.N
		out = append(out, Call{Value: string(c), Short: strconv.Itoa(mark), Long: msg.Plain(fmt.Sprintf("keine %d", mark))})
	}
	return append(out, Call{Value: string(tupelkopf.Schwarz), Short: "schw.", Long: msg.Plain("schwarz")})
}

// tkCallField is a party's announcement field.
func tkCallField(p tupelkopf.Party) string {
	if p == tupelkopf.Alten {
		return "alten_call"
	}
	return "anderen_call"
}

// counts are the chips of a counted extra: 0 to max.
func tkCounts(max int) []int {
	out := make([]int, max+1)
	for i := range out {
		out[i] = i
	}
	return out
}

// foxMax is the most foxes a party can catch: there is one Karo-As per deck.
func (v View) foxMax() int { return v.N }

// tupelMax is the most Tupelkopf tricks one party's Sunkte can hold.
func (v View) tupelMax() int {
	if v.ddv() {
		return v.Rules.MostDoppelkoepfe()
	}
	return v.total() / tupelkopf.TupelkopfMin(v.N)
}

// counted reports whether a count chip is the one picked; nothing picked
// means 0.
func (v View) counted(field string, n int) bool {
	s := strings.TrimSpace(v.Form.Get(field))
	if s == "" {
		return n == 0
	}
	return s == strconv.Itoa(n)
}

// extrasOpen reports whether the extras start unfolded: when any is set.
func (v View) extrasOpen() bool {
	for _, f := range []string{"alten_tupelkoepfe", "anderen_tupelkoepfe", "alten_foxes", "anderen_foxes", "karlchen", "zero_trick", "heart_tens"} {
		if s := strings.TrimSpace(v.Form.Get(f)); s != "" && s != "0" {
			return true
		}
	}
	return false
}

// tkParties are the two parties, in the order the form and breakdown list them.
var tkParties = []tupelkopf.Party{tupelkopf.Alten, tupelkopf.Anderen}

// tkPartyLabel names a party on the form: the Elders (Alten), the Others
// (Anderen).
func tkPartyLabel(p tupelkopf.Party) msg.Text {
	if p == tupelkopf.Alten {
		return msg.T("Elders||party")
	}
	return msg.T("Others||party")
}

// tkPartyValue is a party as the Karlchen field sends it.
func tkPartyValue(p tupelkopf.Party) string {
	if p == tupelkopf.Alten {
		return "alten"
	}
	return "anderen"
}

// formParts keeps the parts of a fresh deal form that are the same for
// every deal at a table: what was played, the announcements and the
// extras. Drawn once for each language, set of rules and table size, they
// are a third of the answer to every deal.
var formParts = views.NewMemo(256)

// answered are the fields the kept parts show an answer of.
var answered = []string{"type", tkCallField(tupelkopf.Alten), tkCallField(tupelkopf.Anderen),
	"alten_tupelkoepfe", "anderen_tupelkoepfe", "alten_foxes", "anderen_foxes", "karlchen", "zero_trick", "heart_tens"}

// kept draws a part of the form through formParts where the form is
// fresh: no answer of the part and no error. A form that holds any is
// drawn as it stands.
func (v View) kept(c views.Ctx, part string, draw func() templ.Component) templ.Component {
	if !v.Form.Error.IsZero() {
		return draw()
	}
	for _, f := range answered {
		if _, ok := v.Form.Values[f]; ok {
			return draw()
		}
	}
	return formParts.Of(views.MemoKey(part, string(c.Lang), fmt.Sprint(v.Rules), strconv.Itoa(v.N)), draw)
}

// typeField is TypeField, kept while the form is fresh.
func (v View) typeField(c views.Ctx) templ.Component {
	return v.kept(c, "type", func() templ.Component { return TypeField(c, v) })
}

// callsAndExtras are CallsField and ExtrasField, kept while the form is
// fresh.
func (v View) callsAndExtras(c views.Ctx) templ.Component {
	return v.kept(c, "calls", func() templ.Component { return templ.Join(CallsField(c, v), ExtrasField(c, v)) })
}
