package durak

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"

	"schreiber/rules/cards"
	rd "schreiber/rules/durak"
	"schreiber/rules/msg"
	sd "schreiber/scoring/durak"
	"schreiber/views"
)

// Referee is the referee for Podkidnoy Durak.
var Referee = &views.Referee{
	Game:    "durak",
	Title:   msg.T("Durak"),
	Presets: presets,
	Preset: func(name string) (views.Bench, bool) {
		r, ok := rd.Preset(name)
		return ref{rules: r}.bench(), ok
	},
	ForGame: func(config []byte, players []string) (views.Bench, error) {
		g, err := sd.Engine.DecodeGame(config)
		if err != nil {
			return views.Bench{}, err
		}
		return ref{rules: g.Rules.Referee(), names: players}.bench(), nil
	},
}

var presets = []views.RefereePreset{
	{Name: "classic", Title: msg.T("36 cards, everyone alone")},
	{Name: "teams", Title: msg.T("36 cards, in teams")},
	{Name: "52", Title: msg.T("52 cards")},
}

// ref is the Durak referee for one variant, at a table whose
// players' names are known or not.
type ref struct {
	rules rd.Rules
	names []string
}

func (d ref) deck() []cards.Card {
	if d.rules.Deck == 52 {
		return cards.Deck52()
	}
	return cards.Deck36()
}

// players is the size of the table: the game's, or the most Durak allows.
func (d ref) players() int {
	if len(d.names) > 0 {
		return len(d.names)
	}
	return 6
}

func (d ref) bench() views.Bench {
	title := presets[0].Title
	for _, p := range presets {
		if p.Name == d.rules.Preset {
			title = p.Title
		}
	}
	deck := views.CardChips(d.deck())
	trump := views.Field{Name: "trump", Label: msg.T("Trump"), Kind: views.FieldChoice, Chips: views.SuitChips()}
	attacks := views.Field{Name: "attacks", Label: msg.T("Attacking cards on the table"), Kind: views.FieldCardSet, Chips: deck}
	defences := views.Field{Name: "defences", Label: msg.T("Cards that beat them"), Kind: views.FieldCardSet, Chips: deck}
	taken := views.Field{Name: "taken", Label: msg.T("The defender has said they pick up"), Kind: views.FieldCheck}
	seats := views.SeatChips(d.players(), d.names)
	table := []views.Field{
		{Name: "players", Label: msg.T("Players at the table"), Kind: views.FieldChoice, Chips: views.NumberChips(2, 6), Default: fmt.Sprint(d.players())},
		{Name: "attacker", Label: msg.T("Main attacker"), Kind: views.FieldChoice, Chips: seats, Default: "0"},
		{Name: "defender", Label: msg.T("Defender"), Kind: views.FieldChoice, Chips: seats, Default: "1"},
	}
	throw := []views.Field{trump, attacks, defences,
		{Name: "defender_start", Label: msg.T("Cards the defender held when the bout began"), Kind: views.FieldNumber, Min: 1, Max: d.rules.Deck, Default: "6"}}
	if d.rules.FirstDefenceFive {
		throw = append(throw, views.Field{Name: "before_first_defence", Label: msg.T("No defence has succeeded yet in this deal"), Kind: views.FieldCheck})
	}
	throw = append(throw, taken, views.Field{Name: "card", Label: msg.T("The card to throw in"), Kind: views.FieldCard, Chips: deck})
	return views.Bench{Variant: title, Questions: []views.Question{
		{Name: "throw", Title: msg.T("May this card be thrown in?"), Fields: throw, Ask: d.askThrow},
		{Name: "beat", Title: msg.T("Does this card beat that one?"), Ask: d.askBeat, Fields: []views.Field{trump,
			{Name: "attack", Label: msg.T("The attacking card"), Kind: views.FieldCard, Chips: deck},
			{Name: "defence", Label: msg.T("The card to beat it with"), Kind: views.FieldCard, Chips: deck}}},
		{Name: "join", Title: msg.T("Who may join the attack?"), Ask: d.askJoin, Fields: append(slices.Clone(table),
			views.Field{Name: "out", Label: msg.T("Players who have no cards left"), Kind: views.FieldMany, Chips: seats},
			views.Field{Name: "seat", Label: msg.T("May this player attack?"), Kind: views.FieldChoice, Chips: seats})},
		{Name: "pickup", Title: msg.T("May the defender pick up?"), Ask: d.askPickup, Fields: []views.Field{trump, attacks, defences, taken}},
		{Name: "refill", Title: msg.T("Who draws first?"), Ask: d.askRefill, Fields: table},
		{Name: "exchange", Title: msg.T("May I exchange the lowest trump?"), Ask: d.askExchange, Fields: []views.Field{
			{Name: "turned", Label: msg.T("The turned trump card"), Kind: views.FieldCard, Chips: deck},
			{Name: "got", Label: msg.T("I hold the trump %s and", cards.Rank(d.lowRank()).Code()), Kind: views.FieldChoice, Default: "drawn", Chips: []views.Chip{
				{Value: "drawn", Label: msg.T("was dealt it or drew it")},
				{Value: "picked", Label: msg.T("picked it up from a bout")}}},
			{Name: "stock", Label: msg.T("Cards left in the stock, the turned card included"), Kind: views.FieldNumber, Min: 0, Max: d.rules.Deck - 3, Default: "10"}}},
	}}
}

func (d ref) lowRank() cards.Rank {
	if d.rules.Deck == 52 {
		return cards.Two
	}
	return cards.Six
}

// situation reads the bout on the table; the engine checks that it could
// happen. The defending cards are paired with attacking cards they beat.
func (d ref) situation(f url.Values, hand []cards.Card) (rd.Situation, error) {
	attacks, err := views.PickedCards(f, "attacks", d.deck())
	if err != nil {
		return rd.Situation{}, err
	}
	defences, err := views.PickedCards(f, "defences", d.deck())
	if err != nil {
		return rd.Situation{}, err
	}
	trump, err := views.PickedSuit(f, "trump")
	if err != nil {
		return rd.Situation{}, err
	}
	if err := views.Once(views.Named{Field: "attacks", Cards: attacks}, views.Named{Field: "defences", Cards: defences}, views.Named{Field: "card", Cards: hand}); err != nil {
		return rd.Situation{}, err
	}
	paired, ok := pair(attacks, defences, trump)
	if !ok {
		return rd.Situation{}, msg.Errorf("defences", "These cards cannot all have beaten an attacking card.")
	}
	start := len(attacks)
	if f.Has("defender_start") {
		if start, err = views.PickedNumber(f, "defender_start", 1, d.rules.Deck); err != nil {
			return rd.Situation{}, err
		}
	}
	b, _ := json.Marshal(map[string]any{"rules": d.rules, "trump": trump.Symbol(), "attacks": views.CardStrings(attacks), "defences": paired,
		"defender_start": max(start, 1), "before_first_defence": views.Ticked(f, "before_first_defence"), "taken": views.Ticked(f, "taken"), "hand": views.CardStrings(hand)})
	return rd.DecodeSituation(b)
}

// pair finds for every defending card an attacking card it beats, each
// attacking card beaten once: the defences in the attacks' order, "" for an
// unbeaten one.
func pair(attacks, defences []cards.Card, trump cards.Suit) ([]string, bool) {
	out := make([]string, len(attacks))
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(defences) {
			return true
		}
		for j, a := range attacks {
			if out[j] == "" && rd.Beats(a, defences[i], trump) {
				out[j] = defences[i].String()
				if try(i + 1) {
					return true
				}
				out[j] = ""
			}
		}
		return false
	}
	return out, len(defences) <= len(attacks) && try(0)
}

func (d ref) askThrow(f url.Values) (views.Answer, error) {
	card, err := views.PickedCard(f, "card", d.deck())
	if err != nil {
		return views.Answer{}, err
	}
	s, err := d.situation(f, []cards.Card{card})
	if err != nil {
		return views.Answer{}, views.RenameField(err, "hand", "card")
	}
	return views.Ruled(s.CheckThrowIn(card)), nil
}

func (d ref) askBeat(f url.Values) (views.Answer, error) {
	trump, err := views.PickedSuit(f, "trump")
	if err != nil {
		return views.Answer{}, err
	}
	attack, err := views.PickedCard(f, "attack", d.deck())
	if err != nil {
		return views.Answer{}, err
	}
	defence, err := views.PickedCard(f, "defence", d.deck())
	if err != nil {
		return views.Answer{}, err
	}
	if err := views.Once(views.Named{Field: "attack", Cards: []cards.Card{attack}}, views.Named{Field: "defence", Cards: []cards.Card{defence}}); err != nil {
		return views.Answer{}, err
	}
	return views.Ruled(rd.CheckBeat(attack, defence, trump)), nil
}

// table reads the size of the table and who attacks whom.
func (d ref) table(f url.Values) (players, attacker, defender int, err error) {
	if players, err = views.PickedNumber(f, "players", 2, 6); err != nil {
		return
	}
	if err = d.rules.ValidatePlayers(players); err != nil {
		return
	}
	if attacker, err = views.PickedNumber(f, "attacker", 0, players-1); err != nil {
		return
	}
	if defender, err = views.PickedNumber(f, "defender", 0, players-1); err != nil {
		return
	}
	if attacker == defender || d.rules.TeamOf(attacker) == d.rules.TeamOf(defender) {
		err = msg.Errorf("defender", "The defender must be an opponent of the attacker.")
	}
	return
}

func (d ref) askJoin(f url.Values) (views.Answer, error) {
	n, attacker, defender, err := d.table(f)
	if err != nil {
		return views.Answer{}, err
	}
	in := make([]bool, n)
	for i := range in {
		in[i] = true
	}
	for _, v := range f["out"] {
		var s int
		if _, err := fmt.Sscan(v, &s); err != nil || s < 0 || s >= n || s == attacker || s == defender {
			return views.Answer{}, msg.Errorf("out", "The attacker and the defender hold cards; pick only seats at the table.")
		}
		in[s] = false
	}
	seat, err := views.PickedNumber(f, "seat", 0, n-1)
	if err != nil {
		return views.Answer{}, err
	}
	ans := views.Ruled(d.rules.CheckJoin(attacker, defender, seat, in))
	var who []msg.Text
	for _, s := range d.rules.Joiners(attacker, defender, in) {
		who = append(who, views.SeatName(s, d.names))
	}
	ans.More = append(ans.More, views.Answer{Verdict: views.Result, Headline: msg.T("Who may attack, in order"),
		Reason: views.JoinTexts(who), Rule: rd.RefJoin})
	return ans, nil
}

func (d ref) askPickup(f url.Values) (views.Answer, error) {
	s, err := d.situation(f, nil)
	if err != nil {
		return views.Answer{}, err
	}
	if len(s.Bout.Attacks) == 0 {
		return views.Answer{}, msg.Errorf("attacks", "Pick the attacking cards on the table.")
	}
	g := &rd.Game{Rules: s.Rules, Trump: s.Trump, Bout: s.Bout, Durak: -1}
	ans := views.Ruled(g.CheckTake())
	if ans.Verdict == views.Refused {
		ans.More = append(ans.More, views.Found(msg.T("Then the bout may end"), g.CheckFinish()))
	}
	return ans, nil
}

func (d ref) askRefill(f url.Values) (views.Answer, error) {
	n, attacker, defender, err := d.table(f)
	if err != nil {
		return views.Answer{}, err
	}
	var who []msg.Text
	for _, s := range rd.RefillOrder(n, attacker, defender) {
		who = append(who, views.SeatName(s, d.names))
	}
	return views.Answer{Verdict: views.Result, Headline: msg.T("Draw in this order: %s", views.JoinTexts(who)),
		Reason: msg.T("The main attacker draws first, then the other players clockwise from the attacker, the defender last; each draws up to six cards while the stock lasts."),
		Rule:   rd.RefRefill}, nil
}

func (d ref) askExchange(f url.Values) (views.Answer, error) {
	deck := d.deck()
	turned, err := views.PickedCard(f, "turned", deck)
	if err != nil {
		return views.Answer{}, err
	}
	stock, err := views.PickedNumber(f, "stock", 0, len(deck)-3)
	if err != nil {
		return views.Answer{}, err
	}
	low := cards.Of(d.lowRank(), turned.Suit)
	holder := 0
	if f.Get("got") == "picked" {
		holder = -1
	}
	// A table where the asker holds the lowest trump and the rest of the
	// deck lies where it must: the stock with the turned card at its
	// bottom, the other cards in the opponent's hand.
	var rest []cards.Card
	for _, c := range deck {
		if c != low && c != turned {
			rest = append(rest, c)
		}
	}
	p := rd.Position{Hands: [][]cards.Card{{low}, nil}, TrumpCard: turned, Attacker: 0, Defender: 1, LowHolder: holder}
	if turned == low {
		p.Hands[0] = []cards.Card{rest[0]}
		rest = rest[1:]
	}
	if stock > 0 {
		p.Stock = append(slices.Clone(rest[:stock-1]), turned)
		rest = rest[stock-1:]
	} else {
		rest = append(rest, turned)
	}
	p.Hands[1] = rest
	g, err := rd.Start(d.rules, p)
	if err != nil {
		return views.Answer{}, views.RenameField(err, "trump", "turned")
	}
	return views.Ruled(g.CheckExchange(0)), nil
}
