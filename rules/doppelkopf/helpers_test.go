package doppelkopf

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
		if err != nil {
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
func tr(t *testing.T, first int, s string) []Play {
	t.Helper()
	var out []Play
	for i, c := range cs(t, s) {
		out = append(out, Play{Seat: (first + i) % Players, Card: c})
	}
	return out
}

// expect checks a ruling's verdict and section, and that it speaks both
// languages without formatting slips.
func expect(t *testing.T, r rules.Ruling, err error, allowed bool, section string) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if r.Allowed != allowed {
		t.Errorf("allowed = %v, want %v (reason: %s)", r.Allowed, allowed, r.Reason.String())
	}
	if want := GameName + "." + section; r.Rule.Section != want || r.Rule.Game != GameName {
		t.Errorf("rule = %s/%s, want %s (reason: %s)", r.Rule.Game, r.Rule.Section, want, r.Reason.String())
	}
	wellSaid(t, r)
}

// wellSaid checks that a ruling has a reason and a rule title in both
// languages and no formatting slips.
func wellSaid(t *testing.T, r rules.Ruling) {
	t.Helper()
	if r.Reason.IsZero() || r.Rule.Title == "" {
		t.Errorf("ruling lacks a reason or title in both languages: %+v", r)
	}
	if strings.Contains(r.Reason.String(), "%!") {
		t.Errorf("badly formatted reason: %+v", r.Reason)
	}
}

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

var (
	ddv  = Options{}
	home = Options{Dullen: DullenSecondLast, Schweinchen: true, Armut: true, HochzeitChoice: true}
)
