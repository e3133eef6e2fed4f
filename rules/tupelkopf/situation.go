package tupelkopf

import (
	"encoding/json"
	"fmt"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// PlayJSON is one card of a trick as the referee page sends it.
type PlayJSON struct {
	Seat int    `json:"seat"` // from 0, clockwise
	Card string `json:"card"` // e.g. "♥10", "H10", "♣D"
}

// SituationJSON is a dispute about one trick as the referee page sends it:
// the variant in force, the trick so far, and optionally a player's hand
// and the card they want to lay.
type SituationJSON struct {
	N            int        `json:"n"`
	Contract     string     `json:"contract,omitempty"` // a Contract; empty means normal
	SoloSuit     string     `json:"soloSuit,omitempty"` // Farbenersatzsolo: "C", "S" or "H"
	Thatcher     bool       `json:"thatcher,omitempty"`
	Mandela      string     `json:"mandela,omitempty"`     // "C" or "S" when a Mandela is in force
	Schweinchen  []int      `json:"schweinchen,omitempty"` // seats with Schweinchen
	Barschel     []int      `json:"barschel,omitempty"`    // seats whose Barschel is owned up to
	Trick        []PlayJSON `json:"trick,omitempty"`
	Seat         int        `json:"seat"`
	Hand         []string   `json:"hand,omitempty"`
	BarschelLeft int        `json:"barschelLeft,omitempty"` // unused Barschels of seat
	Card         string     `json:"card,omitempty"`
}

// Situation is a decoded, checked SituationJSON.
type Situation struct {
	Game  Game
	Turn  Turn
	Card  cards.Card // the zero Card when no card was asked about
	Asked bool       // a card was given
}

// Answer is everything the referee can say about a Situation.
type Answer struct {
	Legal     *rules.Ruling `json:"legal,omitempty"`     // may the card be laid
	Which     *rules.Ruling `json:"which,omitempty"`     // is the card trump, where it ranks
	Winner    *TrickWinner  `json:"winner,omitempty"`    // who takes the trick so far
	Sunkte    int           `json:"sunkte"`              // Sunkte in the trick
	Tupelkopf *rules.Ruling `json:"tupelkopf,omitempty"` // for a complete trick
	Trumps    []string      `json:"trumps"`              // the trumps for seat, high to low
}

func parseCard(field, s string) (cards.Card, error) {
	c, err := cards.Parse(s)
	if err != nil || !InDeck(c) {
		return cards.Card{}, msg.Errorf(field, "%q is not a Tupelkopf card (write e.g. ♥10, H10 or ♣D).", s)
	}
	return c, nil
}

func parseSuit(field, s string) (cards.Suit, error) {
	if s == "" {
		return cards.NoSuit, nil
	}
	st, err := cards.ParseSuit(s)
	if err != nil {
		return cards.NoSuit, msg.Errorf(field, "%q is not a suit.", s)
	}
	return st, nil
}

func parseContract(s string) (Contract, error) {
	if s == "" {
		return Normal, nil
	}
	if c := Contract(s); c.Valid() {
		return c, nil
	}
	return "", msg.Errorf("contract", "%q is not a Tupelkopf game.", s)
}

// DecodeSituation reads a SituationJSON and checks it: every field error is
// a *msg.FieldError naming the JSON field.
func DecodeSituation(b []byte) (Situation, error) {
	var j SituationJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return Situation{}, msg.Errorf("situation", "The situation could not be read.")
	}
	return j.Situation()
}

// Situation converts and checks the JSON form.
func (j SituationJSON) Situation() (Situation, error) {
	var s Situation
	var err error
	g := Game{N: j.N, Thatcher: j.Thatcher, Schweinchen: j.Schweinchen, Barschel: j.Barschel}
	if g.Contract, err = parseContract(j.Contract); err != nil {
		return s, err
	}
	if g.SoloSuit, err = parseSuit("soloSuit", j.SoloSuit); err != nil {
		return s, err
	}
	if g.Mandela, err = parseSuit("mandela", j.Mandela); err != nil {
		return s, err
	}
	if err := g.Validate(); err != nil {
		return s, err
	}
	if len(j.Hand) > 12 {
		return s, msg.Errorf("hand", "A hand holds at most 12 cards.")
	}
	if len(j.Trick) > g.Players() {
		return s, msg.Errorf("trick", "A trick has at most %d cards.", g.Players())
	}
	t := Turn{Seat: j.Seat, Barschel: j.BarschelLeft}
	for i, h := range j.Hand {
		c, err := parseCard(fmt.Sprintf("hand[%d]", i), h)
		if err != nil {
			return s, err
		}
		t.Hand = append(t.Hand, c)
	}
	for i, p := range j.Trick {
		c, err := parseCard(fmt.Sprintf("trick[%d].card", i), p.Card)
		if err != nil {
			return s, err
		}
		t.Trick = append(t.Trick, Play{Seat: p.Seat, Card: c})
	}
	if err := g.checkTrick(t.Trick, "trick"); err != nil {
		return s, err
	}
	if j.Seat < 0 || j.Seat >= g.Players() {
		return s, msg.Errorf("seat", "Seat %d does not exist.", j.Seat+1)
	}
	s.Game, s.Turn = g, t
	if j.Card != "" {
		if s.Card, err = parseCard("card", j.Card); err != nil {
			return s, err
		}
		s.Asked = true
	}
	return s, nil
}

// Answer answers every question the situation allows: whether the card may
// be laid (when a card is asked about and the trick is not complete), where
// the card ranks, who takes the trick so far, its Sunkte, and whether a
// complete trick is a Tupelkopf.
func (s Situation) Answer() (Answer, error) {
	a := Answer{Sunkte: TrickSunkte(s.Turn.Trick)}
	for _, c := range s.Game.Ranking(s.Turn.Seat, Trump) {
		a.Trumps = append(a.Trumps, c.String())
	}
	if s.Asked {
		w := s.Game.Which(s.Turn.Seat, s.Card)
		a.Which = &w
		if len(s.Turn.Trick) < s.Game.Players() {
			r, err := s.Game.Legal(s.Turn, s.Card)
			if err != nil {
				return Answer{}, err
			}
			a.Legal = &r
		}
	}
	if len(s.Turn.Trick) > 0 {
		w, err := s.Game.Winner(s.Turn.Trick)
		if err != nil {
			return Answer{}, err
		}
		a.Winner = &w
	}
	if len(s.Turn.Trick) == s.Game.Players() {
		r := s.Game.IsTupelkopf(s.Turn.Trick)
		a.Tupelkopf = &r
	}
	return a, nil
}
