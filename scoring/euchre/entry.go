package euchre

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Kind says what an entry reports.
type EntryKind string

// Entry kinds.
const (
	// KindHand is a hand played out: who made trump, alone or not, and
	// how many tricks the makers took.
	KindHand EntryKind = "hand"
	// KindPass is a deal that everyone passed twice: no score, the deal
	// moves on.
	KindPass EntryKind = "pass"
)

// Entry is what the table reports for one deal.
type Entry struct {
	Kind EntryKind `json:"kind"`
	// Maker is the seat of the player who made trump (KindHand).
	Maker *int `json:"maker,omitempty"`
	// Alone says the maker played alone, without the partner (KindHand).
	Alone bool `json:"alone,omitempty"`
	// Tricks is how many of the five tricks the makers took, 0–5 (KindHand).
	Tricks *int `json:"tricks,omitempty"`
}

// DecodeEntry reads an entry from JSON, strictly, and checks its shape: the
// kind, the fields that kind needs and no others, the seat and the tricks.
// It never panics.
func DecodeEntry(b []byte) (Entry, error) {
	e, ok := readEntry(b)
	if !ok {
		if err := decodeStrict(b, &e); err != nil {
			return Entry{}, err
		}
	}
	if err := e.checkShape(); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// readEntry reads a plain entry without encoding/json; ok is false for
// anything else, which decodeStrict then reads.
// FuzzReadEntryAgreesWithJSON proves both give the same entry.
func readEntry(b []byte) (Entry, bool) {
	var buf [4]scoring.FlatField
	fields, ok := scoring.ReadFlat(b, buf[:0])
	if !ok {
		return Entry{}, false
	}
	var e Entry
	for _, f := range fields {
		n := f.Int
		switch {
		case f.Key == "kind" && f.Type == 's':
			e.Kind = EntryKind(f.Str)
		case f.Key == "maker" && f.Type == 'i':
			e.Maker = &n
		case f.Key == "alone" && f.Type == 'b':
			e.Alone = f.Bool
		case f.Key == "tricks" && f.Type == 'i':
			e.Tricks = &n
		default:
			return Entry{}, false
		}
	}
	return e, true
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

// checkShape checks what can be checked without the game.
func (e Entry) checkShape() error {
	switch e.Kind {
	case KindPass:
		if e.Maker != nil || e.Alone || e.Tricks != nil {
			return msg.Errorf("kind", "When everyone passed, nobody made trump and no tricks were played.")
		}
		return nil
	case KindHand:
		if e.Maker == nil {
			return msg.Errorf("maker", "Say who made trump.")
		}
		if *e.Maker < 0 || *e.Maker > 3 {
			return msg.Errorf("maker", "The maker sits at one of the four seats (0–3).")
		}
		if e.Tricks == nil {
			return msg.Errorf("tricks", "Say how many tricks the makers took.")
		}
		if *e.Tricks < 0 || *e.Tricks > 5 {
			return msg.Errorf("tricks", "A hand has five tricks: the makers take 0 to 5.")
		}
		return nil
	}
	return msg.Errorf("kind", "Unknown kind of entry %q.", string(e.Kind))
}
