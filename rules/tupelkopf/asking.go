package tupelkopf

import (
	"encoding/json"
	"fmt"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// DeclarationJSON is one Vorbehalt as the referee page sends it.
type DeclarationJSON struct {
	Kind     string `json:"kind"`               // a Vorbehalt, e.g. "hochzeit"
	Seat     int    `json:"seat"`               // from 0, clockwise
	Contract string `json:"contract,omitempty"` // for a solo
	Suit     string `json:"suit,omitempty"`     // Farbenersatzsolo or Mandela suit
	Count    int    `json:"count,omitempty"`    // h, Barschels, d, w or k
}

// AskingJSON is the question "may I declare this Vorbehalt?" as the
// referee page sends it.
type AskingJSON struct {
	N           int               `json:"n"`
	Dealer      int               `json:"dealer"`
	Before      []DeclarationJSON `json:"before,omitempty"` // declared so far, in order
	Hand        []string          `json:"hand"`
	Declaration DeclarationJSON   `json:"declaration"`
}

// Question is a decoded AskingJSON.
type Question struct {
	Asking      Asking
	Hand        []cards.Card
	Declaration Declaration
}

func (j DeclarationJSON) declaration(field string) (Declaration, error) {
	d := Declaration{Kind: Vorbehalt(j.Kind), Seat: j.Seat, Count: j.Count}
	if d.Kind.rank() < 0 {
		return d, msg.Errorf(field+".kind", "%q is not a Vorbehalt.", j.Kind)
	}
	var err error
	if d.Kind == VorbehaltSolo {
		if d.Contract, err = parseContract(j.Contract); err != nil {
			return d, err
		}
	}
	d.Suit, err = parseSuit(field+".suit", j.Suit)
	return d, err
}

// DecodeAsking reads an AskingJSON; field errors are *msg.FieldError.
func DecodeAsking(b []byte) (Question, error) {
	var j AskingJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return Question{}, msg.Errorf("question", "The question could not be read.")
	}
	q := Question{Asking: Asking{N: j.N, Dealer: j.Dealer}}
	if len(j.Hand) > 12 {
		return q, msg.Errorf("hand", "A hand holds at most 12 cards.")
	}
	if len(j.Before) > len(Vorbehalte)*2*MaxN {
		return q, msg.Errorf("before", "Too many declarations.")
	}
	for i, h := range j.Hand {
		c, err := parseCard(fmt.Sprintf("hand[%d]", i), h)
		if err != nil {
			return q, err
		}
		q.Hand = append(q.Hand, c)
	}
	for i, b := range j.Before {
		d, err := b.declaration(fmt.Sprintf("before[%d]", i))
		if err != nil {
			return q, err
		}
		q.Asking.Before = append(q.Asking.Before, d)
	}
	d, err := j.Declaration.declaration("declaration")
	if err != nil {
		return q, err
	}
	q.Declaration = d
	return q, q.Asking.check(q.Hand, d)
}

// Answer rules on the question.
func (q Question) Answer() (rules.Ruling, error) { return q.Asking.May(q.Hand, q.Declaration) }
