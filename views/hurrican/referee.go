package hurrican

import (
	"encoding/json"
	"net/url"
	"strings"

	"schreiber/rules"
	"schreiber/rules/cards"
	rh "schreiber/rules/hurrican"
	"schreiber/rules/msg"
	sh "schreiber/scoring/hurrican"
	"schreiber/views"
)

// Referee is the referee for Hurrican, for two or four players.
var Referee = &views.Referee{
	Game:    "hurrican",
	Title:   msg.T("Hurrican"),
	Presets: presets,
	Preset: func(name string) (views.Bench, bool) {
		r, ok := rh.Preset(name)
		return ref{rules: r}.bench(), ok
	},
	ForGame: func(config []byte, players []string) (views.Bench, error) {
		g, err := sh.Engine.DecodeGame(config)
		if err != nil {
			return views.Bench{}, err
		}
		g.Players = players
		return ref{rules: g.Referee()}.bench(), nil
	},
}

var presets = []views.RefereePreset{
	{Name: "two", Title: msg.T("Two players")},
	{Name: "four", Title: msg.T("Four players, four open cards")},
	{Name: "four-all", Title: msg.T("Four players, all cards dealt")},
}

// ref is the Hurrican referee for one variant.
type ref struct{ rules rh.Rules }

func (h ref) bench() views.Bench {
	title := presets[0].Title
	for _, p := range presets {
		if p.Name == h.rules.Preset {
			title = p.Title
		}
	}
	return views.Bench{Variant: title, Questions: []views.Question{
		{Name: "captures", Title: msg.T("What can this card take?"),
			Fields: []views.Field{h.tableField(), h.cardField()}, Ask: h.askCaptures},
		{Name: "take", Title: msg.T("May it take these cards?"),
			Fields: []views.Field{h.tableField(), h.cardField(),
				{Name: "taken", Label: msg.T("The cards it takes"), Kind: views.FieldCardSet, Chips: views.CardChips(cards.Deck40())},
				{Name: "demand", Label: msg.T("The opponent demands the equal card"), Kind: views.FieldCheck}},
			Ask: h.askTake},
		{Name: "lay", Title: msg.T("May I lay this card down?"),
			Fields: []views.Field{h.tableField(), h.cardField()}, Ask: h.askLay},
		{Name: "sweep", Title: msg.T("A Hurrican, or the final sweep?"),
			Fields: []views.Field{h.tableField(), h.cardField(),
				{Name: "last_card", Label: msg.T("It is the last card of the deal"), Kind: views.FieldCheck}},
			Ask: h.askSweep},
	}}
}

func (h ref) tableField() views.Field {
	return views.Field{Name: "table", Label: msg.T("Open on the table"), Kind: views.FieldCardSet, Chips: views.CardChips(cards.Deck40())}
}

func (h ref) cardField() views.Field {
	return views.Field{Name: "card", Label: msg.T("The card played"), Kind: views.FieldCard, Chips: views.CardChips(cards.Deck40())}
}

// situation reads the table and the card played and lets the engine check
// that they could lie there: cards of the 40-card deck, none twice.
func (h ref) situation(f url.Values) (rh.Situation, cards.Card, error) {
	deck := cards.Deck40()
	table, err := views.PickedCards(f, "table", deck)
	if err != nil {
		return rh.Situation{}, cards.Card{}, err
	}
	card, err := views.PickedCard(f, "card", deck)
	if err != nil {
		return rh.Situation{}, cards.Card{}, err
	}
	b, _ := json.Marshal(map[string]any{"rules": h.rules, "table": views.CardStrings(table), "hand": []string{card.String()}, "last_card": views.Ticked(f, "last_card")})
	s, err := rh.DecodeSituation(b)
	return s, card, views.RenameField(err, "hand", "card")
}

func (h ref) askCaptures(f url.Values) (views.Answer, error) {
	s, card, err := h.situation(f)
	if err != nil {
		return views.Answer{}, err
	}
	cs := s.Captures(card)
	if len(cs) == 0 {
		return views.Found(msg.T("Nothing to take"), s.CheckLay(card)), nil
	}
	var ways []string
	for _, c := range cs {
		ways = append(ways, strings.Join(views.CardStrings(c.Cards), "+"))
	}
	a := views.Answer{Verdict: views.Result, Headline: msg.T("It can take: %s", strings.Join(ways, " · ")),
		Reason: msg.T("%v counts %d: it takes a card of the same value, or cards whose values add up to %d.", card, rh.Value(card), rh.Value(card)),
		Rule:   rh.RefCapture}
	if cs[0].Equal && len(cs) > 1 {
		a.More = append(a.More, views.Found(msg.T("The equal card first?"),
			rh.CheckCapture(s.Table, card, cs[1].Cards, true)))
	}
	for _, c := range cs {
		if c.Clears {
			a.More = append(a.More, views.Found(msg.T("It clears the table"), s.CheckHurrican(c.Cards)))
			break
		}
	}
	return a, nil
}

func (h ref) askTake(f url.Values) (views.Answer, error) {
	s, card, err := h.situation(f)
	if err != nil {
		return views.Answer{}, err
	}
	taken, err := views.PickedCards(f, "taken", cards.Deck40())
	if err != nil {
		return views.Answer{}, err
	}
	if len(taken) == 0 {
		return views.Answer{}, msg.Errorf("taken", "Pick the cards it takes.")
	}
	return views.Ruled(s.CheckCapture(card, taken, views.Ticked(f, "demand"))), nil
}

func (h ref) askLay(f url.Values) (views.Answer, error) {
	s, card, err := h.situation(f)
	if err != nil {
		return views.Answer{}, err
	}
	return views.Ruled(s.CheckLay(card)), nil
}

func (h ref) askSweep(f url.Values) (views.Answer, error) {
	s, card, err := h.situation(f)
	if err != nil {
		return views.Answer{}, err
	}
	if len(s.Table) == 0 {
		return views.Answer{}, msg.Errorf("table", "Pick the cards on the table.")
	}
	for _, c := range s.Captures(card) {
		if c.Clears {
			return views.Ruled(s.CheckHurrican(c.Cards)), nil
		}
	}
	return views.Ruled(rules.Deny(rh.RefHurrican, msg.T("%v cannot take every card on the table, so it is no sweep.", card))), nil
}
