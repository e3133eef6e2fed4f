package hurrican

import (
	"encoding/json"
	"fmt"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Situation is what a referee question about one play needs: the variant,
// the open cards on the table, the hand of the player due, and whether the
// card about to be played is the last of the deal.
type Situation struct {
	Rules    Rules
	Table    []cards.Card
	Hand     []cards.Card
	LastCard bool
}

// situationJSON is the wire form: cards as strings ("♥7", "SB", "DA").
type situationJSON struct {
	Preset   string   `json:"preset"`
	Rules    *Rules   `json:"rules"`
	Table    []string `json:"table"`
	Hand     []string `json:"hand"`
	LastCard bool     `json:"last_card"`
}

// DecodeSituation reads a Situation from JSON and checks that it could
// happen: cards of the 40-card deck, none twice, a hand of at most ten.
func DecodeSituation(data []byte) (Situation, error) {
	var w situationJSON
	if err := json.Unmarshal(data, &w); err != nil {
		return Situation{}, msg.Errorf("situation", "The situation cannot be read.")
	}
	s := Situation{Rules: Two(), LastCard: w.LastCard}
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
	deck := cards.Count(cards.Deck40())
	seen := map[cards.Card]bool{}
	read := func(field string, list []string) ([]cards.Card, error) {
		var out []cards.Card
		for i, v := range list {
			f := fmt.Sprintf("%s[%d]", field, i)
			c, err := cards.Parse(v)
			if err != nil || deck[c] == 0 {
				return nil, msg.Errorf(f, "%q is not a card of the Hurrican deck (ace to seven, jack, queen, king).", v)
			}
			if seen[c] {
				return nil, msg.Errorf(f, "%s appears twice.", c.String())
			}
			seen[c] = true
			out = append(out, c)
		}
		return out, nil
	}
	var err error
	if s.Table, err = read("table", w.Table); err != nil {
		return Situation{}, err
	}
	if len(w.Hand) > 10 {
		return Situation{}, msg.Errorf("hand", "A hand holds at most ten cards.")
	}
	if s.Hand, err = read("hand", w.Hand); err != nil {
		return Situation{}, err
	}
	return s, nil
}

// Captures lists what card may take from the table.
func (s Situation) Captures(card cards.Card) []Capture { return Captures(s.Table, card) }

// CheckCapture answers whether card may take taken (see CheckCapture).
func (s Situation) CheckCapture(card cards.Card, taken []cards.Card, demand bool) rules.Ruling {
	return CheckCapture(s.Table, card, taken, demand)
}

// CheckLay answers whether card may be laid down instead of taking.
func (s Situation) CheckLay(card cards.Card) rules.Ruling { return CheckLay(s.Table, card) }

// CheckHurrican answers whether taking taken with the next card is a
// Hurrican.
func (s Situation) CheckHurrican(taken []cards.Card) rules.Ruling {
	return s.Rules.CheckHurrican(s.Table, taken, s.LastCard)
}
