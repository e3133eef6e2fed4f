package hurrican

import (
	"errors"
	"testing"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

func ip(i int) *int { return &i }

// deal builds a valid count: side 0 wins cards0 cards and hearts0 hearts,
// seven has the ♥7, prem has the better Premiere (None: equal), and the
// Hurricans are h (nil: the tapped ones count).
func deal(cards0, hearts0, seven, prem int, h []int) Entry {
	x, y := seven, 1-seven
	var best [2]Best
	switch prem {
	case None: // 78:78
		best[x] = Best{Clubs: "7", Spades: "6", Hearts: "7", Diamonds: "6"}
		best[y] = Best{Clubs: "6", Spades: "7", Hearts: "6", Diamonds: "7"}
	case x: // 84:72
		best[x] = Best{Clubs: "7", Spades: "7", Hearts: "7", Diamonds: "7"}
		best[y] = Best{Clubs: "6", Spades: "6", Hearts: "6", Diamonds: "6"}
	default: // 75:81
		best[x] = Best{Clubs: "6", Spades: "6", Hearts: "7", Diamonds: "6"}
		best[y] = Best{Clubs: "7", Spades: "7", Hearts: "6", Diamonds: "7"}
	}
	hearts := []int{hearts0, 10 - hearts0}
	if hearts[y] == 0 { // only valid with prem == x
		best[y].Hearts = ""
	}
	return Entry{Kind: KindDeal, Cards: []int{cards0, 40 - cards0}, Hearts: hearts,
		SevenOfHearts: ip(seven), Best: best[:], Hurricans: h}
}

func tap(seat int) Entry { return Entry{Kind: KindHurrican, Seat: ip(seat)} }

func two() Game  { return Game{Rules: Classic(), Players: []string{"Anna", "Bo"}} }
func four() Game { return Game{Rules: Classic(), Players: []string{"Anna", "Bo", "Carl", "Dora"}} }

// fieldOf returns the field a replay error names, failing if it is not an
// EntryError around a FieldError.
func fieldOf(t *testing.T, err error) string {
	t.Helper()
	var ee *scoring.EntryError
	var fe *msg.FieldError
	if !errors.As(err, &ee) || !errors.As(err, &fe) {
		t.Fatalf("error %v is not an EntryError wrapping a FieldError", err)
	}
	if fe.Msg.IsZero() {
		t.Fatalf("error %v lacks a message in both languages", err)
	}
	return fe.Field
}

// fieldOfDecode returns the FieldError in err's chain, or nil.
func fieldOfDecode(err error) *msg.FieldError {
	var fe *msg.FieldError
	if errors.As(err, &fe) && !fe.Msg.IsZero() && !fe.Msg.IsZero() {
		return fe
	}
	return nil
}
