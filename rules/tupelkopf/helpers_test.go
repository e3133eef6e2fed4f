package tupelkopf

import (
	"errors"
	"strings"
	"testing"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// cs parses space-separated cards and fails the test on a typo.
func cs(t *testing.T, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		c, err := cards.Parse(f)
		if err != nil || !InDeck(c) {
			t.Fatalf("bad card %q in test", f)
		}
		out = append(out, c)
	}
	return out
}

// one parses a single card.
func one(t *testing.T, s string) cards.Card {
	t.Helper()
	return cs(t, s)[0]
}

// tr builds a trick led by seat first with the given cards, clockwise.
func tr(t *testing.T, players, first int, s string) []Play {
	t.Helper()
	var out []Play
	for i, c := range cs(t, s) {
		out = append(out, Play{Seat: (first + i) % players, Card: c})
	}
	return out
}

// expect checks a ruling's verdict and section.
func expect(t *testing.T, r rules.Ruling, err error, allowed bool, section string) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if r.Allowed != allowed {
		t.Errorf("allowed = %v, want %v (reason: %s)", r.Allowed, allowed, r.Reason.String())
	}
	if want := GameName + "." + section; r.Rule.Section != want {
		t.Errorf("section = %q, want %q (reason: %s)", r.Rule.Section, want, r.Reason.String())
	}
	if r.Reason.IsZero() || r.Rule.Title == "" {
		t.Errorf("ruling lacks a reason or title in both languages: %+v", r)
	}
	if strings.Contains(r.Reason.String(), "%!") {
		t.Errorf("badly formatted reason: %+v", r.Reason)
	}
}

var normal2 = Game{N: 2, Contract: Normal}

// fieldOf returns the field of a *msg.FieldError, "" for nil and
// "<other>" for any other error.
func fieldOf(err error) string {
	if err == nil {
		return ""
	}
	var fe *msg.FieldError
	if errors.As(err, &fe) {
		return fe.Field
	}
	return "<other>"
}
