package euchre

import (
	"errors"
	"testing"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

func ip(i int) *int { return &i }

func hand(maker, tricks int) Entry {
	return Entry{Kind: KindHand, Maker: ip(maker), Tricks: ip(tricks)}
}
func alone(maker, tricks int) Entry {
	return Entry{Kind: KindHand, Maker: ip(maker), Alone: true, Tricks: ip(tricks)}
}

var pass = Entry{Kind: KindPass}

func table(preset string) Game {
	r, _ := Preset(preset)
	return Game{Rules: r, Players: []string{"Anna", "Bo", "Carl", "Dora"}}
}

// fieldOf returns the field a replay error names, failing if it is not an
// EntryError around a FieldError with both languages.
func fieldOf(t *testing.T, err error) string {
	t.Helper()
	var ee *scoring.EntryError
	if !errors.As(err, &ee) {
		t.Fatalf("error %v is not an EntryError", err)
	}
	fe := fieldError(err)
	if fe == nil {
		t.Fatalf("error %v does not wrap a FieldError with both languages", err)
	}
	return fe.Field
}

// fieldError returns the FieldError in err's chain if it speaks both
// languages, or nil.
func fieldError(err error) *msg.FieldError {
	var fe *msg.FieldError
	if errors.As(err, &fe) && !fe.Msg.IsZero() && !fe.Msg.IsZero() {
		return fe
	}
	return nil
}

func repeat(n int, es ...Entry) []Entry {
	var out []Entry
	for range n {
		out = append(out, es...)
	}
	return out
}
