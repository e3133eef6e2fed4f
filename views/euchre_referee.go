package views

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	re "schreiber/rules/euchre"
	se "schreiber/scoring/euchre"
)

// EuchreReferee is the referee for four-handed Euchre.
var EuchreReferee = &Referee{
	Game:    "euchre",
	Title:   rules.T("Euchre"),
	Presets: euchrePresets,
	Preset: func(name string) (Bench, bool) {
		r, ok := re.Preset(name)
		return euchreRef{rules: r}.bench(), ok
	},
	ForGame: func(config []byte, players []string) (Bench, error) {
		g, err := se.Engine.DecodeGame(config)
		if err != nil {
			return Bench{}, err
		}
		return euchreRef{rules: g.Rules.Referee(), names: players}.bench(), nil
	},
}

var euchrePresets = []RefereePreset{
	{Name: "standard", Title: rules.T("24 cards, nine to ace")},
	{Name: "28", Title: rules.T("28 cards, eight to ace")},
	{Name: "32", Title: rules.T("32 cards, seven to ace")},
	{Name: "joker", Title: rules.T("24 cards and a joker")},
}

// euchreRef is the Euchre referee for one deck, at a table whose players'
// names are known or not.
type euchreRef struct {
	rules re.Rules
	names []string
}

func (e euchreRef) bench() Bench {
	title := euchrePresets[0].Title
	for _, p := range euchrePresets {
		if p.Name == e.rules.Preset {
			title = p.Title
		}
	}
	deck := CardChips(e.rules.Cards())
	trump := Field{Name: "trump", Label: rules.T("Trump"), Kind: FieldChoice, Chips: SuitChips()}
	trick := Field{Name: "trick", Label: rules.T("The trick so far"), Kind: FieldCards, Chips: deck,
		Help: rules.T("In the order played, from the lead.||referee")}
	seats := SeatChips(re.Players, e.names)
	return Bench{Variant: title, Questions: []Question{
		{Name: "follow", Title: rules.T("Must I follow suit?"), Ask: e.askFollow, Fields: []Field{trump, trick,
			{Name: "hand", Label: rules.T("My hand"), Kind: FieldCardSet, Chips: deck},
			{Name: "card", Label: rules.T("I want to play"), Kind: FieldCard, Chips: deck}}},
		{Name: "order", Title: rules.T("Which trumps are highest?"), Ask: e.askOrder, Fields: []Field{trump}},
		{Name: "winner", Title: rules.T("Who wins this trick?"), Ask: e.askWinner, Fields: []Field{trump,
			{Name: "leader", Label: rules.T("Who led||referee"), Kind: FieldChoice, Chips: seats, Default: "0"}, trick}},
		{Name: "bid", Title: rules.T("May I make this call?"), Ask: e.askBid, Fields: []Field{
			{Name: "dealer", Label: rules.T("Dealer"), Kind: FieldChoice, Chips: seats, Default: "0"},
			{Name: "up", Label: rules.T("The turned card"), Kind: FieldCard, Chips: deck},
			{Name: "up_suit", Label: rules.T("A turned joker stands for"), Kind: FieldChoice, Chips: SuitChips()},
			{Name: "passes", Label: rules.T("Players who passed before me"), Kind: FieldChoice, Chips: NumberChips(0, 7), Default: "0"},
			{Name: "call", Label: rules.T("I say"), Kind: FieldChoice, Chips: append([]Chip{
				{Value: "pass", Label: rules.T("Pass")},
				{Value: "take", Label: rules.T("Take the turned card")}}, SuitChips()...)},
			{Name: "alone", Label: rules.T("and play alone"), Kind: FieldCheck},
			{Name: "stick", Label: rules.T("Stick the dealer"), Kind: FieldCheck, Default: fmt.Sprint(e.rules.StickTheDealer)}}},
	}}
}

func (e euchreRef) askFollow(f url.Values) (Answer, error) {
	trick, err := ParseCards("trick", f.Get("trick"), e.rules.Cards())
	if err != nil {
		return Answer{}, err
	}
	hand, err := PickedCards(f, "hand", e.rules.Cards())
	if err != nil {
		return Answer{}, err
	}
	b, _ := json.Marshal(map[string]any{"rules": e.rules, "trump": f.Get("trump"), "leader": 0, "trick": CardStrings(trick), "hand": CardStrings(hand)})
	s, err := re.DecodeSituation(b)
	if err != nil {
		return Answer{}, err
	}
	card, err := PickedCard(f, "card", e.rules.Cards())
	if err != nil {
		return Answer{}, err
	}
	if !slices.Contains(s.Hand, card) {
		return Answer{}, rules.Errorf("card", "%s is not in your hand.", card)
	}
	return Ruled(s.CheckPlay(card)), nil
}

func (e euchreRef) askOrder(f url.Values) (Answer, error) {
	trump, err := PickedSuit(f, "trump")
	if err != nil {
		return Answer{}, err
	}
	order := e.rules.Order(trump)
	right, left := cards.Of(cards.Jack, trump), cards.Of(cards.Jack, re.SameColour(trump))
	reason := rules.T("The jack of trump (%v) is the right bower and highest; the other jack of the same colour (%v) is the left bower, second, and belongs to %v, not to %v. Then ace, king, queen and on down.",
		right, left, trump, left.Suit)
	if e.rules.Joker {
		reason = rules.Join(rules.T("The joker is the highest trump of all."), reason)
	}
	return Answer{Verdict: Result, Headline: rules.T("Trumps from the top, %v trump", trump),
		Reason: reason, Rule: re.RefRank, Cards: ListChips(order)}, nil
}

func (e euchreRef) askWinner(f url.Values) (Answer, error) {
	trump, err := PickedSuit(f, "trump")
	if err != nil {
		return Answer{}, err
	}
	leader, err := PickedNumber(f, "leader", 0, re.Players-1)
	if err != nil {
		return Answer{}, err
	}
	trick, err := ParseCards("trick", f.Get("trick"), e.rules.Cards())
	if err != nil {
		return Answer{}, err
	}
	switch {
	case len(trick) == 0:
		return Answer{}, rules.Errorf("trick", "Enter the cards of the trick.")
	case len(trick) > re.Players:
		return Answer{}, rules.Errorf("trick", "A trick has at most four cards.")
	}
	if err := Once(Named{"trick", trick}); err != nil {
		return Answer{}, err
	}
	plays := make([]re.Play, len(trick))
	for i, c := range trick {
		plays[i] = re.Play{Seat: (leader + i) % re.Players, Card: c}
	}
	w, r := re.TrickRuling(plays, trump)
	return Found(rules.T("%s wins with %v", SeatName(plays[w].Seat, e.names), plays[w].Card), r), nil
}

func (e euchreRef) askBid(f url.Values) (Answer, error) {
	dealer, err := PickedNumber(f, "dealer", 0, re.Players-1)
	if err != nil {
		return Answer{}, err
	}
	up, err := PickedCard(f, "up", e.rules.Cards())
	if err != nil {
		return Answer{}, err
	}
	passes, err := PickedNumber(f, "passes", 0, 2*re.Players-1)
	if err != nil {
		return Answer{}, err
	}
	var calls []map[string]any
	for i := range passes {
		calls = append(calls, map[string]any{"seat": (dealer + 1 + i) % re.Players, "pass": true})
	}
	b, _ := json.Marshal(map[string]any{"dealer": dealer, "up": up.String(), "up_suit": f.Get("up_suit"), "stick": Ticked(f, "stick"), "calls": calls})
	a, err := re.DecodeAuction(b)
	if err != nil {
		return Answer{}, RenameField(err, "calls", "passes")
	}
	call := re.Call{Seat: a.Next(), Alone: Ticked(f, "alone")}
	switch word := f.Get("call"); word {
	case "pass":
		call.Pass = true
	case "take":
		if a.Round() == 2 {
			call.Suit = a.UpSuit
		}
	case "":
		return Answer{}, rules.Errorf("call", "Pick what you say.")
	default:
		if call.Suit, err = cards.ParseSuit(word); err != nil {
			return Answer{}, rules.Errorf("call", "Pick what you say.")
		}
	}
	ans := Ruled(a.CheckCall(call))
	if ans.Verdict == Allowed && !call.Pass {
		lead := re.OpeningLead(dealer, call.Seat, call.Alone)
		text := rules.T("%s leads the first trick.", SeatName(lead, e.names))
		rule := re.RefLead
		if call.Alone {
			text = rules.T("%s plays alone; the partner, %s, lays the cards down. %s leads the first trick.",
				SeatName(call.Seat, e.names), SeatName(re.Partner(call.Seat), e.names), SeatName(lead, e.names))
			rule = re.RefAlone
		}
		ans.More = append(ans.More, Answer{Verdict: Result, Headline: rules.T("Then"), Reason: text, Rule: rule})
	}
	return ans, nil
}
