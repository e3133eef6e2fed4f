package tupelkopf

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
	tk "schreiber/rules/tupelkopf"
	st "schreiber/scoring/tupelkopf"
	"schreiber/views"
)

// Referee is the referee for Tupelkopf, Doppelkopf for 2n players.
var Referee = &views.Referee{
	Game:    "tupelkopf",
	Title:   msg.T("Tupelkopf"),
	Presets: presets(),
	Preset: func(name string) (views.Bench, bool) {
		var n int
		if _, err := fmt.Sscan(name, &n); err != nil || fmt.Sprint(n) != name || n < 2 || n > 5 {
			return views.Bench{}, false
		}
		return ref{n: n}.bench(), true
	},
	ForGame: func(config []byte, players []string) (views.Bench, error) {
		g, err := st.Engine.DecodeGame(config)
		if err != nil {
			return views.Bench{}, err
		}
		g.Players = players
		return ref{n: g.Decks(), names: players}.bench(), nil
	},
}

func presets() []views.RefereePreset {
	return []views.RefereePreset{
		{Name: "2", Title: msg.T("Doppelkopf: 4 players, 2 decks")},
		{Name: "3", Title: msg.T("Tripelkopf: 6 players, 3 decks")},
		{Name: "4", Title: msg.T("8 players, 4 decks")},
		{Name: "5", Title: msg.T("10 players, 5 decks")},
	}
}

// ref is the Tupelkopf referee for n decks, at a table whose
// players' names are known or not.
type ref struct {
	n     int
	names []string
}

func (t ref) players() int { return 2 * t.n }

func (t ref) bench() views.Bench {
	title := msg.T("%d players, %d decks", t.players(), t.n)
	if t.n == 2 {
		title = msg.T("Doppelkopf, 4 players")
	}
	deck := views.CardChips(cards.Deck24())
	seats := views.SeatChips(t.players(), t.names)
	var contracts []views.Chip
	for _, c := range tk.Contracts {
		contracts = append(contracts, views.Chip{Value: string(c), Label: c.Title()})
	}
	game := []views.Field{
		{Name: "contract", Label: msg.T("Game"), Kind: views.FieldChoice, Chips: contracts, Default: string(tk.Normal)},
		{Name: "soloSuit", Label: msg.T("Trump suit of a Farbenersatzsolo"), Kind: views.FieldChoice, Chips: views.SuitChips()[:3]},
		{Name: "extras", Label: msg.T("Vorbehalte in force"), Kind: views.FieldMany, Chips: []views.Chip{
			{Value: "thatcher", Label: msg.T("Thatcher")},
			{Value: "mandela-C", Label: msg.T("Mandela, ♣ trump")},
			{Value: "mandela-S", Label: msg.T("Mandela, ♠ trump")}}},
	}
	mine := []views.Field{
		{Name: "schweinchen", Label: msg.T("I have Schweinchen"), Kind: views.FieldCheck},
		{Name: "barschel", Label: msg.T("My Barschel is owned up to"), Kind: views.FieldCheck},
	}
	leader := views.Field{Name: "leader", Label: msg.T("Who led"), Kind: views.FieldChoice, Chips: seats, Default: "0"}
	trick := views.Field{Name: "trick", Label: msg.T("The trick so far"), Kind: views.FieldCards, Chips: deck,
		Help: msg.T("In the order played, from the lead.")}
	var calls []views.Chip
	for _, a := range []tk.Announcement{tk.Re, tk.Contra, tk.Keine45, tk.Keine30, tk.Keine15, tk.Schwarz} {
		calls = append(calls, views.Chip{Value: string(a), Label: a.Title()})
	}
	stages := []views.Chip{{Value: "0", Label: msg.T("nothing")}, {Value: "1", Label: msg.T("Re or Contra")}}
	for _, c := range calls[2:] {
		stages = append(stages, views.Chip{Value: fmt.Sprint(tk.Announcement(c.Value).Stage()), Label: c.Label})
	}
	var kinds []views.Chip
	for _, v := range tk.Vorbehalte {
		kinds = append(kinds, views.Chip{Value: string(v), Label: v.Title()})
	}
	return views.Bench{Variant: title, Questions: []views.Question{
		{Name: "follow", Title: msg.T("Must I follow?"), Ask: t.askFollow, Fields: append(slices.Clone(game), append(slices.Clone(mine), leader, trick,
			views.Field{Name: "hand", Label: msg.T("My hand"), Kind: views.FieldCards, Chips: deck},
			views.Field{Name: "card", Label: msg.T("I want to lay"), Kind: views.FieldCard, Chips: deck},
			views.Field{Name: "barschelLeft", Label: msg.T("Barschels I have not used yet"), Kind: views.FieldNumber, Min: 0, Max: t.n, Default: "0"})...)},
		{Name: "order", Title: msg.T("Which cards are trump?"), Ask: t.askOrder, Fields: append(slices.Clone(game), append(slices.Clone(mine),
			views.Field{Name: "card", Label: msg.T("Where does this card rank? (optional)"), Kind: views.FieldCard, Chips: deck})...)},
		{Name: "winner", Title: msg.T("Who takes this trick?"), Ask: t.askWinner, Fields: append(slices.Clone(game), leader, trick,
			views.Field{Name: "schweinchen", Label: msg.T("Players with Schweinchen"), Kind: views.FieldMany, Chips: seats},
			views.Field{Name: "barschel", Label: msg.T("Players whose Barschel is owned up to"), Kind: views.FieldMany, Chips: seats})},
		{Name: "sunkte", Title: msg.T("How many card points? A Tupelkopf?"), Ask: t.askSunkte,
			Fields: []views.Field{{Name: "trick", Label: msg.T("The cards of the trick"), Kind: views.FieldCards, Chips: deck}}},
		{Name: "announce", Title: msg.T("May I still announce this?"), Ask: t.askAnnounce, Fields: []views.Field{
			{Name: "announcement", Label: msg.T("I announce"), Kind: views.FieldChoice, Chips: calls},
			{Name: "alten", Label: msg.T("I hold a Kreuz-Dame (or play the solo)"), Kind: views.FieldCheck},
			{Name: "done", Label: msg.T("Tricks finished"), Kind: views.FieldNumber, Min: 0, Max: 12, Default: "0"},
			{Name: "onTable", Label: msg.T("Cards of the next trick on the table"), Kind: views.FieldNumber, Min: 0, Max: t.players() - 1, Default: "0"},
			{Name: "stage", Label: msg.T("My party has announced so far"), Kind: views.FieldChoice, Chips: stages, Default: "0"}}},
		{Name: "vorbehalt", Title: msg.T("May I declare this Vorbehalt?"), Ask: t.askVorbehalt, Fields: []views.Field{
			{Name: "dealer", Label: msg.T("Dealer"), Kind: views.FieldChoice, Chips: seats, Default: "0"},
			{Name: "seat", Label: msg.T("I sit at"), Kind: views.FieldChoice, Chips: seats, Default: "1"},
			{Name: "hand", Label: msg.T("My hand"), Kind: views.FieldCards, Chips: deck},
			{Name: "kind", Label: msg.T("I declare"), Kind: views.FieldChoice, Chips: kinds},
			{Name: "kindContract", Label: msg.T("The solo"), Kind: views.FieldChoice, Chips: contracts[1:]},
			{Name: "suit", Label: msg.T("Its suit (Farbenersatzsolo, Mandela)"), Kind: views.FieldChoice, Chips: views.SuitChips()[:3]},
			{Name: "count", Label: msg.T("How many (Hochzeit, Barschel, Trittin, Eichel, Kohl; 0: all I hold)"), Kind: views.FieldNumber, Min: 0, Max: 4 * t.n, Default: "0"},
			{Name: "before", Label: msg.T("Declared earlier by others"), Kind: views.FieldMany, Chips: kinds},
			{Name: "beforeContract", Label: msg.T("Their solo, if one was declared"), Kind: views.FieldChoice, Chips: contracts[1:]}}},
	}}
}

// situation builds the engine's situation from the game fields; mine is
// the seat whose Schweinchen and Barschel the check fields speak of, or -1
// when the fields list seats.
func (t ref) situation(f url.Values, mine int) tk.SituationJSON {
	j := tk.SituationJSON{N: t.n, Contract: f.Get("contract"), Seat: max(mine, 0)}
	if j.Contract == string(tk.Farbenersatzsolo) {
		j.SoloSuit = f.Get("soloSuit")
	}
	for _, x := range f["extras"] {
		switch x {
		case "thatcher":
			j.Thatcher = true
		case "mandela-C":
			j.Mandela = "C"
		case "mandela-S":
			j.Mandela = "S"
		}
	}
	if mine >= 0 {
		if views.Ticked(f, "schweinchen") {
			j.Schweinchen = []int{mine}
		}
		if views.Ticked(f, "barschel") {
			j.Barschel = []int{mine}
		}
		return j
	}
	for _, field := range []string{"schweinchen", "barschel"} {
		for _, v := range f[field] {
			var s int
			if _, err := fmt.Sscan(v, &s); err == nil {
				if field == "schweinchen" {
					j.Schweinchen = append(j.Schweinchen, s)
				} else {
					j.Barschel = append(j.Barschel, s)
				}
			}
		}
	}
	return j
}

// trick reads the cards of a trick, seated clockwise from the leader.
func (t ref) trick(f url.Values, leader int) ([]tk.PlayJSON, error) {
	cs, err := views.ParseCards("trick", f.Get("trick"), cards.Deck24())
	if err != nil {
		return nil, err
	}
	out := make([]tk.PlayJSON, len(cs))
	for i, c := range cs {
		out[i] = tk.PlayJSON{Seat: (leader + i) % t.players(), Card: c.String()}
	}
	return out, nil
}

func (t ref) askFollow(f url.Values) (views.Answer, error) {
	leader, err := views.PickedNumber(f, "leader", 0, t.players()-1)
	if err != nil {
		return views.Answer{}, err
	}
	trick, err := t.trick(f, leader)
	if err != nil {
		return views.Answer{}, err
	}
	if len(trick) >= t.players() {
		return views.Answer{}, msg.Errorf("trick", "The trick is complete; nobody plays to it any more.")
	}
	hand, err := views.ParseCards("hand", f.Get("hand"), cards.Deck24())
	if err != nil {
		return views.Answer{}, err
	}
	card, err := views.PickedCard(f, "card", cards.Deck24())
	if err != nil {
		return views.Answer{}, err
	}
	left, err := views.PickedNumber(f, "barschelLeft", 0, t.n)
	if err != nil {
		return views.Answer{}, err
	}
	j := t.situation(f, (leader+len(trick))%t.players())
	j.Trick, j.Hand, j.Card, j.BarschelLeft = trick, views.CardStrings(hand), card.String(), left
	s, err := j.Situation()
	if err != nil {
		return views.Answer{}, err
	}
	a, err := s.Answer()
	if err != nil {
		return views.Answer{}, err
	}
	ans := views.Ruled(*a.Legal)
	if a.Which != nil {
		ans.More = append(ans.More, views.Found(msg.T("Where it ranks"), *a.Which))
	}
	return ans, nil
}

func (t ref) askOrder(f url.Values) (views.Answer, error) {
	s, err := t.situation(f, 0).Situation()
	if err != nil {
		return views.Answer{}, err
	}
	order := s.Game.Ranking(0, tk.Trump)
	ans := views.Answer{Verdict: views.Result, Headline: msg.T("Trumps from the top: %d kinds", len(order)),
		Reason: msg.T("Every kind is in the game %d times; of two equal cards the first one played wins, except the Herz-Zehn.", t.n),
		Rule:   tk.Ref("basics.trumps"), Cards: views.ListChips(order)}
	if len(order) == 0 {
		ans.Headline, ans.Reason = msg.T("No trumps"), msg.T("In a Knochenloser there are no trumps; only the suits count.")
	}
	if len(order) > 0 {
		ans.Rule = s.Game.Which(0, order[0]).Rule
	}
	if f.Get("card") != "" {
		card, err := views.PickedCard(f, "card", cards.Deck24())
		if err != nil {
			return views.Answer{}, err
		}
		ans.More = append(ans.More, views.Found(msg.T("This card"), s.Game.Which(0, card)))
	}
	return ans, nil
}

func (t ref) askWinner(f url.Values) (views.Answer, error) {
	leader, err := views.PickedNumber(f, "leader", 0, t.players()-1)
	if err != nil {
		return views.Answer{}, err
	}
	trick, err := t.trick(f, leader)
	if err != nil {
		return views.Answer{}, err
	}
	if len(trick) == 0 {
		return views.Answer{}, msg.Errorf("trick", "Enter the cards of the trick.")
	}
	j := t.situation(f, -1)
	j.Trick = trick
	s, err := j.Situation()
	if err != nil {
		return views.Answer{}, err
	}
	a, err := s.Answer()
	if err != nil {
		return views.Answer{}, err
	}
	ans := views.Found(msg.T("%s takes the trick", views.SeatName(a.Winner.Seat, t.names)), a.Winner.Why)
	if a.Tupelkopf != nil {
		ans.More = append(ans.More, views.Found(msg.T("%d card points", a.Sunkte), *a.Tupelkopf))
	}
	return ans, nil
}

func (t ref) askSunkte(f url.Values) (views.Answer, error) {
	trick, err := t.trick(f, 0)
	if err != nil {
		return views.Answer{}, err
	}
	switch {
	case len(trick) == 0:
		return views.Answer{}, msg.Errorf("trick", "Enter the cards of the trick.")
	case len(trick) > t.players():
		return views.Answer{}, msg.Errorf("trick", "A trick has at most %d cards.", t.players())
	}
	j := tk.SituationJSON{N: t.n, Trick: trick}
	s, err := j.Situation()
	if err != nil {
		return views.Answer{}, err
	}
	return views.Found(msg.T("%d card points", tk.TrickSunkte(s.Turn.Trick)), s.Game.IsTupelkopf(s.Turn.Trick)), nil
}

func (t ref) askAnnounce(f url.Values) (views.Answer, error) {
	a := tk.Announcement(f.Get("announcement"))
	if a.Stage() == 0 {
		return views.Answer{}, msg.Errorf("announcement", "Pick the announcement.")
	}
	var c tk.Calling
	var err error
	c.Alten = views.Ticked(f, "alten")
	if c.Done, err = views.PickedNumber(f, "done", 0, 12); err != nil {
		return views.Answer{}, err
	}
	if c.OnTable, err = views.PickedNumber(f, "onTable", 0, t.players()-1); err != nil {
		return views.Answer{}, err
	}
	if c.PartyStage, err = views.PickedNumber(f, "stage", 0, 5); err != nil {
		return views.Answer{}, err
	}
	r, err := c.May(a)
	if err != nil {
		return views.Answer{}, err
	}
	return views.Ruled(r), nil
}

func (t ref) askVorbehalt(f url.Values) (views.Answer, error) {
	dealer, err := views.PickedNumber(f, "dealer", 0, t.players()-1)
	if err != nil {
		return views.Answer{}, err
	}
	seat, err := views.PickedNumber(f, "seat", 0, t.players()-1)
	if err != nil {
		return views.Answer{}, err
	}
	hand, err := views.ParseCards("hand", f.Get("hand"), cards.Deck24())
	if err != nil {
		return views.Answer{}, err
	}
	count, err := views.PickedNumber(f, "count", 0, 4*t.n)
	if err != nil {
		return views.Answer{}, err
	}
	if f.Get("kind") == "" {
		return views.Answer{}, msg.Errorf("kind", "Pick the Vorbehalt.")
	}
	// Earlier declarations were made by the player asked just before this
	// one, in the Vorbehalte's own order.
	order := tk.AskOrder(t.players(), dealer)
	by := order[(slices.Index(order, seat)+t.players()-1)%t.players()]
	var before []tk.DeclarationJSON
	for _, v := range tk.Vorbehalte {
		if slices.Contains(f["before"], string(v)) {
			d := tk.DeclarationJSON{Kind: string(v), Seat: by}
			if v == tk.VorbehaltSolo {
				d.Contract = f.Get("beforeContract")
			}
			before = append(before, d)
		}
	}
	d := tk.DeclarationJSON{Kind: f.Get("kind"), Seat: seat, Count: count}
	if d.Kind == string(tk.VorbehaltSolo) {
		d.Contract = f.Get("kindContract")
	}
	if d.Kind == string(tk.VorbehaltMandela) || d.Contract == string(tk.Farbenersatzsolo) {
		d.Suit = f.Get("suit")
	}
	b, _ := json.Marshal(tk.AskingJSON{N: t.n, Dealer: dealer, Before: before, Hand: views.CardStrings(hand), Declaration: d})
	q, err := tk.DecodeAsking(b)
	if err != nil {
		return views.Answer{}, t.vorbehaltField(err)
	}
	r, err := q.Answer()
	if err != nil {
		return views.Answer{}, t.vorbehaltField(err)
	}
	var asked []msg.Text
	for _, s := range order {
		asked = append(asked, views.SeatName(s, t.names))
	}
	var kinds []msg.Text
	for _, v := range tk.Vorbehalte {
		kinds = append(kinds, v.Title())
	}
	ans := views.Ruled(r)
	ans.More = append(ans.More, views.Answer{Verdict: views.Result, Headline: msg.T("The order of asking"),
		Reason: msg.T("Each Vorbehalt in turn (%s), each time asking %s.", views.JoinTexts(kinds), views.JoinTexts(asked)),
		Rule:   tk.Ref("vorbehalt.order")})
	return ans, nil
}

// vorbehaltField moves the engine's errors about the declaration onto the
// form's fields.
func (t ref) vorbehaltField(err error) error {
	for _, r := range [][2]string{{"declaration.kind", "kind"}, {"declaration.suit", "suit"}, {"contract", "kindContract"},
		{"soloSuit", "suit"}, {"declaration", "count"}} {
		err = views.RenameField(err, r[0], r[1])
	}
	return err
}
