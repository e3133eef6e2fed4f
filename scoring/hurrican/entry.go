package hurrican

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Kind says what an entry reports.
type EntryKind string

// Entry kinds.
const (
	// KindDeal is the count at the end of a deal ("Spielgang").
	KindDeal EntryKind = "deal"
	// KindHurrican is one Hurrican, tapped the moment it is made.
	KindHurrican EntryKind = "hurrican"
)

// Best holds one side's highest won card of each suit as a rank code
// ("7", "6", "A", "5" … "2", "K", "D"/"Q", "B"/"J"), "" for none.
type Best struct {
	Clubs    string `json:"clubs"`
	Spades   string `json:"spades"`
	Hearts   string `json:"hearts"`
	Diamonds string `json:"diamonds"`
}

// Of returns the rank code given for suit s.
func (b Best) Of(s cards.Suit) string {
	switch s {
	case cards.Clubs:
		return b.Clubs
	case cards.Spades:
		return b.Spades
	case cards.Hearts:
		return b.Hearts
	case cards.Diamonds:
		return b.Diamonds
	}
	return ""
}

// Entry is what the table reports. Sides are numbered 0 and 1: side 0 is
// seat 0 (with seat 2 at four), side 1 is seat 1 (with seat 3).
type Entry struct {
	Kind EntryKind `json:"kind"`
	// Seat is who made the Hurrican (KindHurrican).
	Seat *int `json:"seat,omitempty"`
	// Cards won per side (KindDeal); they add up to 40.
	Cards []int `json:"cards,omitempty"`
	// Hearts won per side (KindDeal); they add up to 10.
	Hearts []int `json:"hearts,omitempty"`
	// SevenOfHearts is the side that won the ♥7, the Schöne Sieben (KindDeal).
	SevenOfHearts *int `json:"seven_of_hearts,omitempty"`
	// Best is each side's highest card per suit (KindDeal).
	Best []Best `json:"best,omitempty"`
	// Hurricans per side in this deal (KindDeal). Left out, the Hurricans
	// tapped one by one during the deal count; given, it replaces them.
	Hurricans []int `json:"hurricans,omitempty"`
}

// DecodeEntry reads an entry from JSON, strictly, and checks its shape:
// the kind, the fields that kind needs and no others, the length of every
// per-side list and the rank codes. It never panics.
func DecodeEntry(b []byte) (Entry, error) {
	var e Entry
	if err := decodeStrict(b, &e); err != nil {
		return Entry{}, err
	}
	if err := e.checkShape(); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// decodeStrict unmarshals exactly one JSON value with no unknown fields and
// turns every failure into a FieldError.
func decodeStrict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil && dec.Decode(new(json.RawMessage)) != io.EOF {
		err = errors.New("trailing data")
	}
	if err == nil {
		return nil
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field != "" {
		return msg.Errorf(te.Field, "This value has the wrong type.")
	}
	return msg.Errorf("", "The entry is not readable.")
}

// checkShape checks what can be checked without the game: the kind, which
// fields are there, list lengths and rank codes.
func (e Entry) checkShape() error {
	switch e.Kind {
	case KindHurrican:
		if e.Seat == nil {
			return msg.Errorf("seat", "Say who made the Hurrican.")
		}
		if e.Cards != nil || e.Hearts != nil || e.SevenOfHearts != nil || e.Best != nil || e.Hurricans != nil {
			return msg.Errorf("kind", "A single Hurrican carries only the seat of who made it.")
		}
		return nil
	case KindDeal:
		if e.Seat != nil {
			return msg.Errorf("seat", "The count of a deal names sides, not a seat.")
		}
		for _, l := range []struct {
			field string
			vals  []int
			need  bool
		}{{"cards", e.Cards, true}, {"hearts", e.Hearts, true}, {"hurricans", e.Hurricans, false}} {
			if l.vals == nil && !l.need {
				continue
			}
			if len(l.vals) != 2 {
				return msg.Errorf(l.field, "Give one number for each of the two sides.")
			}
		}
		if e.SevenOfHearts == nil {
			return msg.Errorf("seven_of_hearts", "Say which side won the Seven of hearts.")
		}
		if *e.SevenOfHearts != 0 && *e.SevenOfHearts != 1 {
			return msg.Errorf("seven_of_hearts", "The Seven of hearts goes to side 0 or side 1.")
		}
		if len(e.Best) != 2 {
			return msg.Errorf("best", "Give the highest cards of each of the two sides.")
		}
		for i, b := range e.Best {
			for _, s := range cards.Suits {
				if _, ok := parseRank(b.Of(s)); !ok {
					return msg.Errorf(fmt.Sprintf("best[%d].%s", i, s),
						"%q is not a card of the Hurrican pack (A, 2–7, B, D, K).", b.Of(s))
				}
			}
		}
		return nil
	}
	return msg.Errorf("kind", "Unknown kind of entry %q.", string(e.Kind))
}
