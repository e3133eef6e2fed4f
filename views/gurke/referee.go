package gurke

import (
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"schreiber/rules/cards"
	rg "schreiber/rules/gurke"
	"schreiber/rules/msg"
	"schreiber/scoring/gurke"
	"schreiber/views"
	"schreiber/views/catalog"
)

// Referee is the referee for every preset of Gurke.
var Referee = &views.Referee{
	Game:    "gurke",
	Title:   msg.T("Gurke"),
	Presets: presets(),
	Preset: func(name string) (views.Bench, bool) {
		r, ok := gurke.Preset(name)
		return bench(r, 0), ok
	},
	ForGame: func(config []byte, players []string) (views.Bench, error) {
		g, err := gurke.Engine.DecodeGame(config)
		if err != nil {
			return views.Bench{}, err
		}
		return bench(g.Rules, len(players)), nil
	},
}

func presets() []views.RefereePreset {
	var out []views.RefereePreset
	for _, name := range gurke.PresetNames() {
		out = append(out, views.RefereePreset{Name: name, Title: gurke.PresetTitle(name)})
	}
	return out
}

// ref is what every Gurke question knows: the table's rules and the
// cards they play with (for n players; 0 when the table is not known).
type ref struct {
	rules   gurke.Rules
	variant rg.Variant
	deck    []cards.Card
}

func bench(r gurke.Rules, players int) views.Bench {
	if players == 0 {
		players = r.PlayersMax
	}
	g := ref{rules: r, variant: r.Variant(), deck: r.Deck(players)}
	title := gurke.PresetTitle(r.Preset)
	if p, ok := gurke.Preset(r.Preset); ok && (p.Variant() != g.variant || p.Exchange != r.Exchange || p.Redeal != r.Redeal || p.Doubles != r.Doubles) {
		title = msg.Join(title, msg.T("with your house rules"))
	}
	b := views.Bench{Variant: title, Questions: []views.Question{g.play(), g.winner()}}
	if r.Exchange != string(rg.ExchangeNone) {
		b.Questions = append(b.Questions, g.exchange())
	}
	if r.Redeal {
		b.Questions = append(b.Questions, g.redeal())
	}
	if r.Doubles {
		b.Questions = append(b.Questions, g.double())
	}
	return b
}

// palette offers the ranks of the deck (suits do not matter in Gurke), the
// joker where the deck has one, and the suited top cards of Icelandic.
func (g ref) palette() []views.Chip {
	var out []views.Chip
	for r := cards.Two; r <= cards.Ace; r++ {
		out = append(out, views.Chip{Value: r.Code(), Label: msg.T("%s", r)})
	}
	if g.rules.Jokers > 0 {
		out = append(out, views.Chip{Value: "Joker", Label: msg.T("Joker")})
	}
	for _, c := range []cards.Card{cards.Of(cards.Six, cards.Clubs), cards.Of(cards.Seven, cards.Clubs), cards.Of(cards.Seven, cards.Spades)} {
		if g.variant.Special(c) {
			out = append(out, views.CardChip(c))
		}
	}
	return out
}

func (g ref) trickField() views.Field {
	help := msg.T("The cards played so far, in order, from the lead.")
	if g.variant.MultiLead {
		help = msg.T("In order from the lead; join the cards of one play with +, e.g. 5+5 9+9.")
	}
	return views.Field{Name: "trick", Label: msg.T("The trick so far"), Help: help, Kind: views.FieldCards,
		Chips: g.palette(), Join: g.variant.MultiLead}
}

func (g ref) lastField() views.Field {
	return views.Field{Name: "last", Label: msg.T("This is the deal's last trick"), Kind: views.FieldCheck}
}

func (g ref) play() views.Question {
	return views.Question{
		Name:  "play",
		Title: msg.T("May I play this?"),
		Fields: []views.Field{
			g.trickField(),
			{Name: "hand", Label: msg.T("My hand"), Help: msg.T("Every card you hold, the one you play included."), Kind: views.FieldCards, Chips: g.palette()},
			{Name: "play", Label: msg.T("I want to play"), Kind: views.FieldCards, Chips: g.palette()},
			g.lastField(),
		},
		Ask: g.askPlay,
	}
}

func (g ref) askPlay(f url.Values) (views.Answer, error) {
	trick, err := g.parseTrick(f.Get("trick"))
	if err != nil {
		return views.Answer{}, err
	}
	hand, err := g.parse("hand", f.Get("hand"))
	if err != nil {
		return views.Answer{}, err
	}
	play, err := g.parse("play", f.Get("play"))
	if err != nil {
		return views.Answer{}, err
	}
	switch {
	case len(hand) == 0:
		return views.Answer{}, msg.Errorf("hand", "Enter the cards in your hand.")
	case len(hand) > len(g.deck)/2:
		return views.Answer{}, msg.Errorf("hand", "A hand holds at most %d cards here.", len(g.deck)/2)
	case len(play) == 0:
		return views.Answer{}, msg.Errorf("play", "Enter the card you want to play.")
	}
	left := slices.Clone(hand)
	for _, c := range play {
		i := slices.Index(left, c)
		if i < 0 {
			return views.Answer{}, msg.Errorf("play", "%s is not in your hand.", rg.Name(c))
		}
		left = slices.Delete(left, i, i+1)
	}
	if err := g.countCheck(hand, trick); err != nil {
		return views.Answer{}, err
	}
	r, err := g.variant.Check(trick, hand, play, views.Ticked(f, "last"))
	if errors.Is(err, rg.ErrShape) {
		return views.Answer{}, msg.Errorf("trick", "Every play of a trick has as many cards as the lead.")
	}
	if err != nil {
		return views.Answer{}, msg.Errorf("", "These cards cannot be judged.")
	}
	return views.Ruled(r), nil
}

func (g ref) winner() views.Question {
	return views.Question{
		Name:   "winner",
		Title:  msg.T("Who takes the trick?"),
		Fields: []views.Field{g.trickField(), g.lastField()},
		Ask:    g.askWinner,
	}
}

func (g ref) askWinner(f url.Values) (views.Answer, error) {
	trick, err := g.parseTrick(f.Get("trick"))
	if err != nil {
		return views.Answer{}, err
	}
	if len(trick) == 0 {
		return views.Answer{}, msg.Errorf("trick", "Enter the cards of the trick.")
	}
	if err := g.countCheck(nil, trick); err != nil {
		return views.Answer{}, err
	}
	last := views.Ticked(f, "last")
	w, err := g.variant.Winner(trick, last)
	if err != nil {
		return views.Answer{}, msg.Errorf("trick", "Every play of a trick has as many cards as the lead.")
	}
	a := views.Answer{Verdict: views.Result, Headline: msg.T("Play %d takes the trick: %s", w+1, setText(trick[w])),
		Reason: msg.T("The highest card takes the trick; of equally high cards the one played last."), Rule: rg.RefTrickWinner}
	if last && g.variant.AceLowLast {
		a.Reason = msg.Join(a.Reason, msg.T("In the last trick aces count lowest."))
	}
	if g.forcedAce(trick) {
		a.Reason = msg.Join(a.Reason, msg.T("At your table an ace that had to follow an ace counts below it."))
	}
	if last && len(trick[0]) == 1 {
		flat := make([]cards.Card, len(trick))
		for i, set := range trick {
			flat[i] = set[0]
		}
		all := g.rules.Penalize == "all"
		who, err := g.variant.Penalized(flat, all)
		if err == nil {
			var names []string
			for _, i := range who {
				names = append(names, strconv.Itoa(i+1))
			}
			ref, reason := rg.RefLastTrick, msg.T("Whoever takes the last trick takes the penalty, worth their card.")
			if all && len(who) > 1 {
				ref, reason = rg.RefPenaltyTies, msg.T("At your table every player of an equal highest card takes the penalty.")
			}
			a.More = append(a.More, views.Answer{Verdict: views.Result, Headline: msg.T("Penalty for play %s: %d points",
				strings.Join(names, ", "), g.variant.Value(flat[who[len(who)-1]])), Reason: reason, Rule: ref})
		}
	}
	return a, nil
}

// forcedAce reports whether a trick of single cards holds an ace that had
// to follow an ace and, at this table, counts below it.
func (g ref) forcedAce(trick [][]cards.Card) bool {
	if len(trick[0]) != 1 {
		return false
	}
	flat := make([]cards.Card, len(trick))
	for i, set := range trick {
		flat[i] = set[0]
	}
	for i := range flat {
		if g.variant.BelowAce(flat, i) {
			return true
		}
	}
	return false
}

func (g ref) exchange() views.Question {
	opener := msg.T("I am Vorhand and open the exchange")
	if g.rules.Exchange == string(rg.ExchangeDealer) {
		opener = msg.T("I am the dealer and open the exchange")
	}
	hand := strconv.Itoa(g.rules.HandSize)
	return views.Question{
		Name:  "exchange",
		Title: msg.T("May I exchange this many cards?"),
		Fields: []views.Field{
			{Name: "opener", Label: opener, Kind: views.FieldCheck},
			{Name: "first", Label: msg.T("Cards the opener exchanged"), Kind: views.FieldNumber, Min: 0, Max: 52, Default: "0"},
			{Name: "hand", Label: msg.T("Cards in my hand"), Kind: views.FieldNumber, Min: 1, Max: 52, Default: hand},
			{Name: "stock", Label: msg.T("Cards left in the stock"), Kind: views.FieldNumber, Min: 0, Max: 104, Default: "20"},
			{Name: "count", Label: msg.T("Cards I want to exchange"), Kind: views.FieldNumber, Min: 0, Max: 52, Default: "1"},
		},
		Ask: g.askExchange,
	}
}

func (g ref) askExchange(f url.Values) (views.Answer, error) {
	var s rg.Swap
	var err error
	s.Opener = views.Ticked(f, "opener")
	if s.Hand, err = views.PickedNumber(f, "hand", 1, 52); err != nil {
		return views.Answer{}, err
	}
	if s.Stock, err = views.PickedNumber(f, "stock", 0, 104); err != nil {
		return views.Answer{}, err
	}
	if s.Count, err = views.PickedNumber(f, "count", 0, s.Hand); err != nil {
		return views.Answer{}, err
	}
	if !s.Opener {
		if s.First, err = views.PickedNumber(f, "first", 0, s.Hand); err != nil {
			return views.Answer{}, err
		}
	}
	r, err := rg.CheckExchange(rg.Exchange(g.rules.Exchange), s)
	if err != nil {
		return views.Answer{}, msg.Errorf("count", "These numbers cannot occur together.")
	}
	return views.Ruled(r), nil
}

func (g ref) redeal() views.Question {
	return views.Question{
		Name:   "redeal",
		Title:  msg.T("Is my new hand free?"),
		Fields: []views.Field{{Name: "hand", Label: msg.T("My hand"), Kind: views.FieldCards, Chips: g.palette()}},
		Ask: func(f url.Values) (views.Answer, error) {
			hand, err := g.parse("hand", f.Get("hand"))
			if err != nil {
				return views.Answer{}, err
			}
			if len(hand) == 0 {
				return views.Answer{}, msg.Errorf("hand", "Enter the cards in your hand.")
			}
			if err := g.countCheck(hand, nil); err != nil {
				return views.Answer{}, err
			}
			return views.Ruled(rg.CheckFreeRedeal(hand)), nil
		},
	}
}

func (g ref) double() views.Question {
	return views.Question{
		Name:  "double",
		Title: msg.T("May I double?"),
		Fields: []views.Field{{Name: "before", Label: msg.T("Times I doubled in this deal"),
			Kind: views.FieldChoice, Chips: views.NumberChips(0, 2), Default: "0"}},
		Ask: func(f url.Values) (views.Answer, error) {
			n, err := views.PickedNumber(f, "before", 0, 2)
			if err != nil {
				return views.Answer{}, err
			}
			return views.Ruled(rg.CheckDouble(n)), nil
		},
	}
}

// parse reads Gurke cards: a rank alone (7, K, B, Joker) or, where the suit
// makes a card special, suit and rank (♣6).
func (g ref) parse(field, text string) ([]cards.Card, error) {
	var out []cards.Card
	for _, t := range views.Tokens(text) {
		for _, part := range strings.Split(t, "+") {
			c, ok := g.card(part)
			if !ok {
				return nil, views.NotInDeck(field, part)
			}
			out = append(out, c)
		}
	}
	return out, nil
}

func (g ref) card(s string) (cards.Card, bool) {
	s = catalog.ReadCard(s)
	if r, err := cards.ParseRank(s); err == nil {
		if r == cards.Joker {
			return cards.JokerCard, g.rules.Jokers > 0
		}
		return cards.Card{Rank: r}, true
	}
	c, err := cards.Parse(s)
	return c, err == nil && c.Valid() && !c.IsJoker()
}

// parseTrick reads the plays of a trick: one card each, or cards of one
// play joined with +.
func (g ref) parseTrick(text string) ([][]cards.Card, error) {
	var out [][]cards.Card
	for _, t := range views.Tokens(text) {
		set, err := g.parse("trick", t)
		if err != nil {
			return nil, err
		}
		if len(set) > 0 {
			out = append(out, set)
		}
	}
	if len(out) >= g.rules.PlayersMax {
		return nil, msg.Errorf("trick", "At most %d play here, so a trick has at most %d plays before yours.", g.rules.PlayersMax, g.rules.PlayersMax-1)
	}
	return out, nil
}

// countCheck refuses more cards of a rank than the deck holds.
func (g ref) countCheck(hand []cards.Card, trick [][]cards.Card) error {
	have := cards.RankCount(g.deck)
	seen := map[cards.Rank]int{}
	suited := map[cards.Card]int{}
	check := func(field string, c cards.Card) error {
		seen[c.Rank]++
		if c.Suit != cards.NoSuit {
			suited[c]++
		}
		if seen[c.Rank] > have[c.Rank] || (c.Suit != cards.NoSuit && suited[c] > len(g.deck)/52) {
			return msg.Errorf(field, "There are not that many cards like %s in the deck.", rg.Name(c))
		}
		return nil
	}
	for _, set := range trick {
		for _, c := range set {
			if err := check("trick", c); err != nil {
				return err
			}
		}
	}
	for _, c := range hand {
		if err := check("hand", c); err != nil {
			return err
		}
	}
	return nil
}

// setText names the cards of one play.
func setText(set []cards.Card) msg.Text {
	names := make([]msg.Text, len(set))
	for i, c := range set {
		names[i] = rg.Name(c)
	}
	return msg.Concat("+", names...)
}
