package euchre

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"

	"schreiber/rules/cards"
	re "schreiber/rules/euchre"
	"schreiber/rules/msg"
	se "schreiber/scoring/euchre"
	"schreiber/views"
)

// Referee is the referee for four-handed Euchre.
var Referee = &views.Referee{
	Game:    "euchre",
	Title:   msg.T("Euchre"),
	Presets: presets,
	Preset: func(name string) (views.Bench, bool) {
		r, ok := re.Preset(name)
		return ref{rules: r}.bench(), ok
	},
	ForGame: func(config []byte, players []string) (views.Bench, error) {
		g, err := se.Engine.DecodeGame(config)
		if err != nil {
			return views.Bench{}, err
		}
		return ref{rules: g.Rules.Referee(), names: players}.bench(), nil
	},
}

var presets = []views.RefereePreset{
	{Name: "standard", Title: msg.T("24 cards, nine to ace")},
	{Name: "28", Title: msg.T("28 cards, eight to ace")},
	{Name: "32", Title: msg.T("32 cards, seven to ace")},
	{Name: "joker", Title: msg.T("24 cards and a joker")},
}

// ref is the Euchre referee for one deck, at a table whose players'
// names are known or not.
type ref struct {
	rules re.Rules
	names []string
}

func (e ref) bench() views.Bench {
	title := presets[0].Title
	for _, p := range presets {
		if p.Name == e.rules.Preset {
			title = p.Title
		}
	}
	deck := views.CardChips(e.rules.Cards())
	trump := views.Field{Name: "trump", Label: msg.T("Trump"), Kind: views.FieldChoice, Chips: views.SuitChips()}
	trick := views.Field{Name: "trick", Label: msg.T("The trick so far"), Kind: views.FieldCards, Chips: deck,
		Help: msg.T("In the order played, from the lead.||referee")}
	seats := views.SeatChips(re.Players, e.names)
	return views.Bench{Variant: title, Questions: []views.Question{
		{Name: "follow", Title: msg.T("Must I follow suit?"), Ask: e.askFollow, Fields: []views.Field{trump, trick,
			{Name: "hand", Label: msg.T("My hand"), Kind: views.FieldCardSet, Chips: deck},
			{Name: "card", Label: msg.T("I want to play"), Kind: views.FieldCard, Chips: deck}}},
		{Name: "order", Title: msg.T("Which trumps are highest?"), Ask: e.askOrder, Fields: []views.Field{trump}},
		{Name: "winner", Title: msg.T("Who wins this trick?"), Ask: e.askWinner, Fields: []views.Field{trump,
			{Name: "leader", Label: msg.T("Who led||referee"), Kind: views.FieldChoice, Chips: seats, Default: "0"}, trick}},
		{Name: "bid", Title: msg.T("May I make this call?"), Ask: e.askBid, Fields: []views.Field{
			{Name: "dealer", Label: msg.T("Dealer"), Kind: views.FieldChoice, Chips: seats, Default: "0"},
			{Name: "up", Label: msg.T("The turned card"), Kind: views.FieldCard, Chips: deck},
			{Name: "up_suit", Label: msg.T("A turned joker stands for"), Kind: views.FieldChoice, Chips: views.SuitChips()},
			{Name: "passes", Label: msg.T("Players who passed before me"), Kind: views.FieldChoice, Chips: views.NumberChips(0, 7), Default: "0"},
			{Name: "call", Label: msg.T("I say"), Kind: views.FieldChoice, Chips: append([]views.Chip{
				{Value: "pass", Label: msg.T("Pass")},
				{Value: "take", Label: msg.T("Take the turned card")}}, views.SuitChips()...)},
			{Name: "alone", Label: msg.T("and play alone"), Kind: views.FieldCheck},
			{Name: "stick", Label: msg.T("Stick the dealer"), Kind: views.FieldCheck, Default: fmt.Sprint(e.rules.StickTheDealer)}}},
	}}
}

func (e ref) askFollow(f url.Values) (views.Answer, error) {
	trick, err := views.ParseCards("trick", f.Get("trick"), e.rules.Cards())
	if err != nil {
		return views.Answer{}, err
	}
	hand, err := views.PickedCards(f, "hand", e.rules.Cards())
	if err != nil {
		return views.Answer{}, err
	}
	b, _ := json.Marshal(map[string]any{"rules": e.rules, "trump": f.Get("trump"), "leader": 0, "trick": views.CardStrings(trick), "hand": views.CardStrings(hand)})
	s, err := re.DecodeSituation(b)
	if err != nil {
		return views.Answer{}, err
	}
	card, err := views.PickedCard(f, "card", e.rules.Cards())
	if err != nil {
		return views.Answer{}, err
	}
	if !slices.Contains(s.Hand, card) {
		return views.Answer{}, msg.Errorf("card", "%s is not in your hand.", card)
	}
	return views.Ruled(s.CheckPlay(card)), nil
}

func (e ref) askOrder(f url.Values) (views.Answer, error) {
	trump, err := views.PickedSuit(f, "trump")
	if err != nil {
		return views.Answer{}, err
	}
	order := e.rules.Order(trump)
	right, left := cards.Of(cards.Jack, trump), cards.Of(cards.Jack, re.SameColour(trump))
	reason := msg.T("The jack of trump (%v) is the right bower and highest; the other jack of the same colour (%v) is the left bower, second, and belongs to %v, not to %v. Then ace, king, queen and on down.",
		right, left, trump, left.Suit)
	if e.rules.Joker {
		reason = msg.Join(msg.T("The joker is the highest trump of all."), reason)
	}
	return views.Answer{Verdict: views.Result, Headline: msg.T("Trumps from the top, %v trump", trump),
		Reason: reason, Rule: re.RefRank, Cards: views.ListChips(order)}, nil
}

func (e ref) askWinner(f url.Values) (views.Answer, error) {
	trump, err := views.PickedSuit(f, "trump")
	if err != nil {
		return views.Answer{}, err
	}
	leader, err := views.PickedNumber(f, "leader", 0, re.Players-1)
	if err != nil {
		return views.Answer{}, err
	}
	trick, err := views.ParseCards("trick", f.Get("trick"), e.rules.Cards())
	if err != nil {
		return views.Answer{}, err
	}
	switch {
	case len(trick) == 0:
		return views.Answer{}, msg.Errorf("trick", "Enter the cards of the trick.")
	case len(trick) > re.Players:
		return views.Answer{}, msg.Errorf("trick", "A trick has at most four cards.")
	}
	if err := views.Once(views.Named{Field: "trick", Cards: trick}); err != nil {
		return views.Answer{}, err
	}
	plays := make([]re.Play, len(trick))
	for i, c := range trick {
		plays[i] = re.Play{Seat: (leader + i) % re.Players, Card: c}
	}
	w, r := re.TrickRuling(plays, trump)
	return views.Found(msg.T("%s wins with %v", views.SeatName(plays[w].Seat, e.names), plays[w].Card), r), nil
}

func (e ref) askBid(f url.Values) (views.Answer, error) {
	dealer, err := views.PickedNumber(f, "dealer", 0, re.Players-1)
	if err != nil {
		return views.Answer{}, err
	}
	up, err := views.PickedCard(f, "up", e.rules.Cards())
	if err != nil {
		return views.Answer{}, err
	}
	passes, err := views.PickedNumber(f, "passes", 0, 2*re.Players-1)
	if err != nil {
		return views.Answer{}, err
	}
	var calls []map[string]any
	for i := range passes {
		calls = append(calls, map[string]any{"seat": (dealer + 1 + i) % re.Players, "pass": true})
	}
	b, _ := json.Marshal(map[string]any{"dealer": dealer, "up": up.String(), "up_suit": f.Get("up_suit"), "stick": views.Ticked(f, "stick"), "calls": calls})
	a, err := re.DecodeAuction(b)
	if err != nil {
		return views.Answer{}, views.RenameField(err, "calls", "passes")
	}
	call := re.Call{Seat: a.Next(), Alone: views.Ticked(f, "alone")}
	switch word := f.Get("call"); word {
	case "pass":
		call.Pass = true
	case "take":
		if a.Round() == 2 {
			call.Suit = a.UpSuit
		}
	case "":
		return views.Answer{}, msg.Errorf("call", "Pick what you say.")
	default:
		if call.Suit, err = cards.ParseSuit(word); err != nil {
			return views.Answer{}, msg.Errorf("call", "Pick what you say.")
		}
	}
	ans := views.Ruled(a.CheckCall(call))
	if ans.Verdict == views.Allowed && !call.Pass {
		lead := re.OpeningLead(dealer, call.Seat, call.Alone)
		text := msg.T("%s leads the first trick.", views.SeatName(lead, e.names))
		rule := re.RefLead
		if call.Alone {
			text = msg.T("%s plays alone; the partner, %s, lays the cards down. %s leads the first trick.",
				views.SeatName(call.Seat, e.names), views.SeatName(re.Partner(call.Seat), e.names), views.SeatName(lead, e.names))
			rule = re.RefAlone
		}
		ans.More = append(ans.More, views.Answer{Verdict: views.Result, Headline: msg.T("Then"), Reason: text, Rule: rule})
	}
	return ans, nil
}
