package views

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	tk "schreiber/rules/tupelkopf"
	st "schreiber/scoring/tupelkopf"
)

// TupelkopfReferee is the referee for Tupelkopf, Doppelkopf for 2n players.
var TupelkopfReferee = &Referee{
	Game:    "tupelkopf",
	Title:   rules.T("Tupelkopf"),
	Presets: tupelkopfPresets(),
	Preset: func(name string) (Bench, bool) {
		var n int
		if _, err := fmt.Sscan(name, &n); err != nil || fmt.Sprint(n) != name || n < 2 || n > 5 {
			return Bench{}, false
		}
		return tupelkopfRef{n: n}.bench(), true
	},
	ForGame: func(config []byte, players []string) (Bench, error) {
		g, err := st.Engine.DecodeGame(config)
		if err != nil {
			return Bench{}, err
		}
		g.Players = players
		return tupelkopfRef{n: g.Decks(), names: players}.bench(), nil
	},
}

func tupelkopfPresets() []RefereePreset {
	return []RefereePreset{
		{Name: "2", Title: rules.T("Doppelkopf: 4 players, 2 decks")},
		{Name: "3", Title: rules.T("Tripelkopf: 6 players, 3 decks")},
		{Name: "4", Title: rules.T("8 players, 4 decks")},
		{Name: "5", Title: rules.T("10 players, 5 decks")},
	}
}

// tupelkopfRef is the Tupelkopf referee for n decks, at a table whose
// players' names are known or not.
type tupelkopfRef struct {
	n     int
	names []string
}

func (t tupelkopfRef) players() int { return 2 * t.n }

func (t tupelkopfRef) bench() Bench {
	title := rules.T("%d players, %d decks", t.players(), t.n)
	if t.n == 2 {
		title = rules.T("Doppelkopf, 4 players")
	}
	deck := CardChips(cards.Deck24())
	seats := SeatChips(t.players(), t.names)
	var contracts []Chip
	for _, c := range tk.Contracts {
		contracts = append(contracts, Chip{Value: string(c), Label: c.Title()})
	}
	game := []Field{
		{Name: "contract", Label: rules.T("Game"), Kind: FieldChoice, Chips: contracts, Default: string(tk.Normal)},
		{Name: "soloSuit", Label: rules.T("Trump suit of a Farbenersatzsolo"), Kind: FieldChoice, Chips: SuitChips()[:3]},
		{Name: "extras", Label: rules.T("Vorbehalte in force"), Kind: FieldMany, Chips: []Chip{
			{Value: "thatcher", Label: rules.T("Thatcher")},
			{Value: "mandela-C", Label: rules.T("Mandela, ♣ trump")},
			{Value: "mandela-S", Label: rules.T("Mandela, ♠ trump")}}},
	}
	mine := []Field{
		{Name: "schweinchen", Label: rules.T("I have Schweinchen"), Kind: FieldCheck},
		{Name: "barschel", Label: rules.T("My Barschel is owned up to"), Kind: FieldCheck},
	}
	leader := Field{Name: "leader", Label: rules.T("Who led"), Kind: FieldChoice, Chips: seats, Default: "0"}
	trick := Field{Name: "trick", Label: rules.T("The trick so far"), Kind: FieldCards, Chips: deck,
		Help: rules.T("In the order played, from the lead.")}
	var calls []Chip
	for _, a := range []tk.Announcement{tk.Re, tk.Contra, tk.Keine45, tk.Keine30, tk.Keine15, tk.Schwarz} {
		calls = append(calls, Chip{Value: string(a), Label: a.Title()})
	}
	stages := []Chip{{Value: "0", Label: rules.T("nothing")}, {Value: "1", Label: rules.T("Re or Contra")}}
	for _, c := range calls[2:] {
		stages = append(stages, Chip{Value: fmt.Sprint(tk.Announcement(c.Value).Stage()), Label: c.Label})
	}
	var kinds []Chip
	for _, v := range tk.Vorbehalte {
		kinds = append(kinds, Chip{Value: string(v), Label: v.Title()})
	}
	return Bench{Variant: title, Questions: []Question{
		{Name: "follow", Title: rules.T("Must I follow?"), Ask: t.askFollow, Fields: append(slices.Clone(game), append(slices.Clone(mine), leader, trick,
			Field{Name: "hand", Label: rules.T("My hand"), Kind: FieldCards, Chips: deck},
			Field{Name: "card", Label: rules.T("I want to lay"), Kind: FieldCard, Chips: deck},
			Field{Name: "barschelLeft", Label: rules.T("Barschels I have not used yet"), Kind: FieldNumber, Min: 0, Max: t.n, Default: "0"})...)},
		{Name: "order", Title: rules.T("Which cards are trump?"), Ask: t.askOrder, Fields: append(slices.Clone(game), append(slices.Clone(mine),
			Field{Name: "card", Label: rules.T("Where does this card rank? (optional)"), Kind: FieldCard, Chips: deck})...)},
		{Name: "winner", Title: rules.T("Who takes this trick?"), Ask: t.askWinner, Fields: append(slices.Clone(game), leader, trick,
			Field{Name: "schweinchen", Label: rules.T("Players with Schweinchen"), Kind: FieldMany, Chips: seats},
			Field{Name: "barschel", Label: rules.T("Players whose Barschel is owned up to"), Kind: FieldMany, Chips: seats})},
		{Name: "sunkte", Title: rules.T("How many card points? A Tupelkopf?"), Ask: t.askSunkte,
			Fields: []Field{{Name: "trick", Label: rules.T("The cards of the trick"), Kind: FieldCards, Chips: deck}}},
		{Name: "announce", Title: rules.T("May I still announce this?"), Ask: t.askAnnounce, Fields: []Field{
			{Name: "announcement", Label: rules.T("I announce"), Kind: FieldChoice, Chips: calls},
			{Name: "alten", Label: rules.T("I hold a Kreuz-Dame (or play the solo)"), Kind: FieldCheck},
			{Name: "done", Label: rules.T("Tricks finished"), Kind: FieldNumber, Min: 0, Max: 12, Default: "0"},
			{Name: "onTable", Label: rules.T("Cards of the next trick on the table"), Kind: FieldNumber, Min: 0, Max: t.players() - 1, Default: "0"},
			{Name: "stage", Label: rules.T("My party has announced so far"), Kind: FieldChoice, Chips: stages, Default: "0"}}},
		{Name: "vorbehalt", Title: rules.T("May I declare this Vorbehalt?"), Ask: t.askVorbehalt, Fields: []Field{
			{Name: "dealer", Label: rules.T("Dealer"), Kind: FieldChoice, Chips: seats, Default: "0"},
			{Name: "seat", Label: rules.T("I sit at"), Kind: FieldChoice, Chips: seats, Default: "1"},
			{Name: "hand", Label: rules.T("My hand"), Kind: FieldCards, Chips: deck},
			{Name: "kind", Label: rules.T("I declare"), Kind: FieldChoice, Chips: kinds},
			{Name: "kindContract", Label: rules.T("The solo"), Kind: FieldChoice, Chips: contracts[1:]},
			{Name: "suit", Label: rules.T("Its suit (Farbenersatzsolo, Mandela)"), Kind: FieldChoice, Chips: SuitChips()[:3]},
			{Name: "count", Label: rules.T("How many (Hochzeit, Barschel, Trittin, Eichel, Kohl; 0: all I hold)"), Kind: FieldNumber, Min: 0, Max: 4 * t.n, Default: "0"},
			{Name: "before", Label: rules.T("Declared earlier by others"), Kind: FieldMany, Chips: kinds},
			{Name: "beforeContract", Label: rules.T("Their solo, if one was declared"), Kind: FieldChoice, Chips: contracts[1:]}}},
	}}
}

// situation builds the engine's situation from the game fields; mine is
// the seat whose Schweinchen and Barschel the check fields speak of, or -1
// when the fields list seats.
func (t tupelkopfRef) situation(f url.Values, mine int) tk.SituationJSON {
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
		if Ticked(f, "schweinchen") {
			j.Schweinchen = []int{mine}
		}
		if Ticked(f, "barschel") {
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
func (t tupelkopfRef) trick(f url.Values, leader int) ([]tk.PlayJSON, error) {
	cs, err := ParseCards("trick", f.Get("trick"), cards.Deck24())
	if err != nil {
		return nil, err
	}
	out := make([]tk.PlayJSON, len(cs))
	for i, c := range cs {
		out[i] = tk.PlayJSON{Seat: (leader + i) % t.players(), Card: c.String()}
	}
	return out, nil
}

func (t tupelkopfRef) askFollow(f url.Values) (Answer, error) {
	leader, err := PickedNumber(f, "leader", 0, t.players()-1)
	if err != nil {
		return Answer{}, err
	}
	trick, err := t.trick(f, leader)
	if err != nil {
		return Answer{}, err
	}
	if len(trick) >= t.players() {
		return Answer{}, rules.Errorf("trick", "The trick is complete; nobody plays to it any more.")
	}
	hand, err := ParseCards("hand", f.Get("hand"), cards.Deck24())
	if err != nil {
		return Answer{}, err
	}
	card, err := PickedCard(f, "card", cards.Deck24())
	if err != nil {
		return Answer{}, err
	}
	left, err := PickedNumber(f, "barschelLeft", 0, t.n)
	if err != nil {
		return Answer{}, err
	}
	j := t.situation(f, (leader+len(trick))%t.players())
	j.Trick, j.Hand, j.Card, j.BarschelLeft = trick, CardStrings(hand), card.String(), left
	s, err := j.Situation()
	if err != nil {
		return Answer{}, err
	}
	a, err := s.Answer()
	if err != nil {
		return Answer{}, err
	}
	ans := Ruled(*a.Legal)
	if a.Which != nil {
		ans.More = append(ans.More, Found(rules.T("Where it ranks"), *a.Which))
	}
	return ans, nil
}

func (t tupelkopfRef) askOrder(f url.Values) (Answer, error) {
	s, err := t.situation(f, 0).Situation()
	if err != nil {
		return Answer{}, err
	}
	order := s.Game.Ranking(0, tk.Trump)
	ans := Answer{Verdict: Result, Headline: rules.T("Trumps from the top: %d kinds", len(order)),
		Reason: rules.T("Every kind is in the game %d times; of two equal cards the first one played wins, except the Herz-Zehn.", t.n),
		Rule:   tk.Ref("basics.trumps"), Cards: ListChips(order)}
	if len(order) == 0 {
		ans.Headline, ans.Reason = rules.T("No trumps"), rules.T("In a Knochenloser there are no trumps; only the suits count.")
	}
	if len(order) > 0 {
		ans.Rule = s.Game.Which(0, order[0]).Rule
	}
	if f.Get("card") != "" {
		card, err := PickedCard(f, "card", cards.Deck24())
		if err != nil {
			return Answer{}, err
		}
		ans.More = append(ans.More, Found(rules.T("This card"), s.Game.Which(0, card)))
	}
	return ans, nil
}

func (t tupelkopfRef) askWinner(f url.Values) (Answer, error) {
	leader, err := PickedNumber(f, "leader", 0, t.players()-1)
	if err != nil {
		return Answer{}, err
	}
	trick, err := t.trick(f, leader)
	if err != nil {
		return Answer{}, err
	}
	if len(trick) == 0 {
		return Answer{}, rules.Errorf("trick", "Enter the cards of the trick.")
	}
	j := t.situation(f, -1)
	j.Trick = trick
	s, err := j.Situation()
	if err != nil {
		return Answer{}, err
	}
	a, err := s.Answer()
	if err != nil {
		return Answer{}, err
	}
	ans := Found(rules.T("%s takes the trick", SeatName(a.Winner.Seat, t.names)), a.Winner.Why)
	if a.Tupelkopf != nil {
		ans.More = append(ans.More, Found(rules.T("%d card points", a.Sunkte), *a.Tupelkopf))
	}
	return ans, nil
}

func (t tupelkopfRef) askSunkte(f url.Values) (Answer, error) {
	trick, err := t.trick(f, 0)
	if err != nil {
		return Answer{}, err
	}
	switch {
	case len(trick) == 0:
		return Answer{}, rules.Errorf("trick", "Enter the cards of the trick.")
	case len(trick) > t.players():
		return Answer{}, rules.Errorf("trick", "A trick has at most %d cards.", t.players())
	}
	j := tk.SituationJSON{N: t.n, Trick: trick}
	s, err := j.Situation()
	if err != nil {
		return Answer{}, err
	}
	return Found(rules.T("%d card points", tk.TrickSunkte(s.Turn.Trick)), s.Game.IsTupelkopf(s.Turn.Trick)), nil
}

func (t tupelkopfRef) askAnnounce(f url.Values) (Answer, error) {
	a := tk.Announcement(f.Get("announcement"))
	if a.Stage() == 0 {
		return Answer{}, rules.Errorf("announcement", "Pick the announcement.")
	}
	var c tk.Calling
	var err error
	c.Alten = Ticked(f, "alten")
	if c.Done, err = PickedNumber(f, "done", 0, 12); err != nil {
		return Answer{}, err
	}
	if c.OnTable, err = PickedNumber(f, "onTable", 0, t.players()-1); err != nil {
		return Answer{}, err
	}
	if c.PartyStage, err = PickedNumber(f, "stage", 0, 5); err != nil {
		return Answer{}, err
	}
	r, err := c.May(a)
	if err != nil {
		return Answer{}, err
	}
	return Ruled(r), nil
}

func (t tupelkopfRef) askVorbehalt(f url.Values) (Answer, error) {
	dealer, err := PickedNumber(f, "dealer", 0, t.players()-1)
	if err != nil {
		return Answer{}, err
	}
	seat, err := PickedNumber(f, "seat", 0, t.players()-1)
	if err != nil {
		return Answer{}, err
	}
	hand, err := ParseCards("hand", f.Get("hand"), cards.Deck24())
	if err != nil {
		return Answer{}, err
	}
	count, err := PickedNumber(f, "count", 0, 4*t.n)
	if err != nil {
		return Answer{}, err
	}
	if f.Get("kind") == "" {
		return Answer{}, rules.Errorf("kind", "Pick the Vorbehalt.")
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
	b, _ := json.Marshal(tk.AskingJSON{N: t.n, Dealer: dealer, Before: before, Hand: CardStrings(hand), Declaration: d})
	q, err := tk.DecodeAsking(b)
	if err != nil {
		return Answer{}, t.vorbehaltField(err)
	}
	r, err := q.Answer()
	if err != nil {
		return Answer{}, t.vorbehaltField(err)
	}
	var asked []Text
	for _, s := range order {
		asked = append(asked, SeatName(s, t.names))
	}
	var kinds []Text
	for _, v := range tk.Vorbehalte {
		kinds = append(kinds, v.Title())
	}
	ans := Ruled(r)
	ans.More = append(ans.More, Answer{Verdict: Result, Headline: rules.T("The order of asking"),
		Reason: rules.T("Each Vorbehalt in turn (%s), each time asking %s.", JoinTexts(kinds), JoinTexts(asked)),
		Rule:   tk.Ref("vorbehalt.order")})
	return ans, nil
}

// vorbehaltField moves the engine's errors about the declaration onto the
// form's fields.
func (t tupelkopfRef) vorbehaltField(err error) error {
	for _, r := range [][2]string{{"declaration.kind", "kind"}, {"declaration.suit", "suit"}, {"contract", "kindContract"},
		{"soloSuit", "suit"}, {"declaration", "count"}} {
		err = RenameField(err, r[0], r[1])
	}
	return err
}
