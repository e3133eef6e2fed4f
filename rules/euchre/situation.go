package euchre

import (
	"encoding/json"
	"fmt"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Situation is what a referee question about one trick needs: the deck,
// the trump suit, the trick so far and the hand of the player who asks.
type Situation struct {
	Rules Rules
	Trump cards.Suit
	Trick []Play
	Hand  []cards.Card
}

// situationJSON is the wire form: cards as strings ("♥J", "HB", "Joker"),
// the trick in the order played from the leader's seat on.
type situationJSON struct {
	Preset  string   `json:"preset"`
	Rules   *Rules   `json:"rules"`
	Trump   string   `json:"trump"`
	Leader  int      `json:"leader"`
	SitsOut *int     `json:"sits_out"`
	Trick   []string `json:"trick"`
	Hand    []string `json:"hand"`
}

// DecodeSituation reads a Situation from JSON and checks that it could
// happen: cards of the deck, none twice, at most a full trick and a hand of
// at most six cards (the dealer before laying one away).
func DecodeSituation(data []byte) (Situation, error) {
	var w situationJSON
	if err := json.Unmarshal(data, &w); err != nil {
		return Situation{}, msg.Errorf("situation", "The situation cannot be read.")
	}
	s := Situation{Rules: Standard()}
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
	if w.Leader < 0 || w.Leader >= Players {
		return Situation{}, msg.Errorf("leader", "Seats are 0 to 3.")
	}
	out := -1
	if w.SitsOut != nil {
		out = *w.SitsOut
		if out < 0 || out >= Players || out == w.Leader {
			return Situation{}, msg.Errorf("sits_out", "The player sitting out must be another seat from 0 to 3.")
		}
	}
	deck := cards.Count(s.Rules.Cards())
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
	full := Players
	if out >= 0 {
		full--
	}
	if len(w.Trick) >= full {
		return Situation{}, msg.Errorf("trick", "The trick is already complete.")
	}
	seat := w.Leader
	for i, v := range w.Trick {
		c, err := read("trick", i, v)
		if err != nil {
			return Situation{}, err
		}
		s.Trick = append(s.Trick, Play{Seat: seat, Card: c})
		seat = (seat + 1) % Players
		if seat == out {
			seat = (seat + 1) % Players
		}
	}
	if len(w.Hand) > 6 {
		return Situation{}, msg.Errorf("hand", "A hand holds at most five cards (six for the dealer before laying one away).")
	}
	for i, v := range w.Hand {
		c, err := read("hand", i, v)
		if err != nil {
			return Situation{}, err
		}
		s.Hand = append(s.Hand, c)
	}
	return s, nil
}

// LegalPlays lists the cards of the hand that may be played to the trick.
func (s Situation) LegalPlays() []cards.Card {
	var out []cards.Card
	for _, c := range s.Hand {
		if CheckPlay(s.Hand, s.Trick, c, s.Trump).Allowed {
			out = append(out, c)
		}
	}
	return out
}

// CheckPlay answers whether card may be played to the trick.
func (s Situation) CheckPlay(card cards.Card) rules.Ruling {
	return CheckPlay(s.Hand, s.Trick, card, s.Trump)
}

// Leading returns the index in Trick of the play that would win the trick
// if it ended now, with the reason.
func (s Situation) Leading() (int, rules.Ruling) { return TrickRuling(s.Trick, s.Trump) }
