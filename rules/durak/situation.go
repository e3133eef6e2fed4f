package durak

import (
	"encoding/json"
	"fmt"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Situation is what a referee question about one bout needs: the variant,
// the trump suit, the cards on the table and the hand of the player who
// asks.
type Situation struct {
	Rules Rules
	Trump cards.Suit
	Bout  Bout
	Hand  []cards.Card
}

// situationJSON is the wire form of a Situation: cards as strings such as
// "♥10", "S7" or "KB"; a defence of "" leaves its attacking card unbeaten.
type situationJSON struct {
	Preset             string   `json:"preset"`
	Rules              *Rules   `json:"rules"`
	Trump              string   `json:"trump"`
	Attacks            []string `json:"attacks"`
	Defences           []string `json:"defences"`
	DefenderStart      int      `json:"defender_start"`
	BeforeFirstDefence bool     `json:"before_first_defence"`
	Taken              bool     `json:"taken"`
	Hand               []string `json:"hand"`
}

// DecodeSituation reads a Situation from JSON and checks that it could
// happen: real cards of the rules' deck, none twice, no more attacking cards
// than the bout allows, and every defence beating its attacking card.
func DecodeSituation(data []byte) (Situation, error) {
	var w situationJSON
	if err := json.Unmarshal(data, &w); err != nil {
		return Situation{}, msg.Errorf("situation", "The situation cannot be read.")
	}
	s := Situation{Rules: Classic()}
	if w.Rules != nil {
		s.Rules = *w.Rules
	} else if w.Preset != "" {
		r, ok := Preset(w.Preset)
		if !ok {
			return Situation{}, msg.Errorf("preset", "Unknown preset %q.", w.Preset)
		}
		s.Rules = r
	}
	if err := s.Rules.Validate(); err != nil {
		return Situation{}, err
	}
	t, err := cards.ParseSuit(w.Trump)
	if err != nil {
		return Situation{}, msg.Errorf("trump", "Name the trump suit (♣, ♠, ♥ or ♦).")
	}
	s.Trump = t
	deck := cards.Count(s.Rules.deck())
	seen := map[cards.Card]bool{}
	read := func(field string, i int, v string) (cards.Card, error) {
		f := fmt.Sprintf("%s[%d]", field, i)
		c, err := cards.Parse(v)
		if err != nil || deck[c] == 0 {
			return c, msg.Errorf(f, "%q is not a card of this deck.", v)
		}
		if seen[c] {
			return c, msg.Errorf(f, "%s appears twice.", c.String())
		}
		seen[c] = true
		return c, nil
	}
	if len(w.Defences) > len(w.Attacks) {
		return Situation{}, msg.Errorf("defences", "There are more defending than attacking cards.")
	}
	if w.DefenderStart < 1 || w.DefenderStart > s.Rules.Deck {
		return Situation{}, msg.Errorf("defender_start", "Say how many cards the defender held when the bout began.")
	}
	b := Bout{DefenderStart: w.DefenderStart, BeforeFirstDefence: w.BeforeFirstDefence, Taken: w.Taken}
	for i, v := range w.Attacks {
		c, err := read("attacks", i, v)
		if err != nil {
			return Situation{}, err
		}
		b.Attacks = append(b.Attacks, c)
		b.Defences = append(b.Defences, cards.Card{})
	}
	if len(b.Attacks) > b.Limit(s.Rules) {
		return Situation{}, msg.Errorf("attacks", "A bout may hold at most %d attacking cards here.", b.Limit(s.Rules))
	}
	for i, v := range w.Defences {
		if v == "" {
			continue
		}
		c, err := read("defences", i, v)
		if err != nil {
			return Situation{}, err
		}
		if !Beats(b.Attacks[i], c, s.Trump) {
			return Situation{}, msg.Errorf(fmt.Sprintf("defences[%d]", i), "%s does not beat %s.", c.String(), b.Attacks[i].String())
		}
		b.Defences[i] = c
	}
	s.Bout = b
	for i, v := range w.Hand {
		c, err := read("hand", i, v)
		if err != nil {
			return Situation{}, err
		}
		s.Hand = append(s.Hand, c)
	}
	return s, nil
}

// ThrowIns lists the cards of the hand that may join the attack now (or be
// added after the defender has picked up).
func (s Situation) ThrowIns() []cards.Card {
	var out []cards.Card
	for _, c := range s.Hand {
		if s.Bout.CheckThrowIn(s.Rules, c).Allowed {
			out = append(out, c)
		}
	}
	return out
}

// Beaters lists the cards of the hand that beat the attacking card at index i.
func (s Situation) Beaters(i int) []cards.Card {
	var out []cards.Card
	for _, c := range s.Hand {
		if s.Bout.CheckDefend(s.Trump, i, c).Allowed {
			out = append(out, c)
		}
	}
	return out
}

// CheckThrowIn answers whether card may join the attack now.
func (s Situation) CheckThrowIn(card cards.Card) rules.Ruling {
	return s.Bout.CheckThrowIn(s.Rules, card)
}

// CheckDefend answers whether card may beat the attacking card at index i.
func (s Situation) CheckDefend(i int, card cards.Card) rules.Ruling {
	return s.Bout.CheckDefend(s.Trump, i, card)
}
