package tupelkopf

import (
	"errors"
	"schreiber/rules/msg"
	"testing"
)

func ip(v int) *int { return &v }

// game returns a game of 2n players named A, B, C, … with seat 0 dealing first.
func game(n int, r Rules) Game {
	g := Game{Rules: r}
	for i := range 2 * n {
		g.Players = append(g.Players, string(rune('A'+i)))
	}
	return g
}

func preset(t testing.TB, name string) Rules {
	t.Helper()
	r, ok := Preset(name)
	if !ok {
		t.Fatalf("no preset %q", name)
	}
	return r
}

// fieldOf returns the field named by err's FieldError, or "" if there is none.
func fieldOf(err error) string {
	var fe *msg.FieldError
	if errors.As(err, &fe) {
		return fe.Field
	}
	return ""
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
