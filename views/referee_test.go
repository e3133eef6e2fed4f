package views

import (
	"errors"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"schreiber/rules"
)

// allReferees are the referees of this package, whether a kind carries
// them yet or not.
var allReferees = []*Referee{GurkeReferee, HurricanReferee, EuchreReferee, DurakReferee, TupelkopfReferee}

// TestRefereesNeverPanic asks every question of every preset of every
// referee with values a player could send: chips, numbers, and garbage. An
// answer must cite a rule; a refusal must be a field error a player reads.
func TestRefereesNeverPanic(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	junk := []string{"", " ", "X", "♥", "10", "-1", "999999999999", "Joker", "♣6 ♣6", "+", "5++5", "H10 SB DA", "ä\x00", strings.Repeat("K ", 60)}
	for _, ref := range allReferees {
		for _, p := range ref.Presets {
			bench, ok := ref.Preset(p.Name)
			if !ok || len(bench.Questions) == 0 {
				t.Fatalf("%s: preset %s gives no questions", ref.Game, p.Name)
			}
			for _, q := range bench.Questions {
				for range 150 {
					f := url.Values{}
					for _, fd := range q.Fields {
						f[fd.Name] = value(rng, fd, junk)
					}
					a, err := ask(t, q, f)
					var fe *rules.FieldError
					switch {
					case errors.As(err, &fe):
						if fe.Msg.IsZero() {
							t.Errorf("%s/%s %s: error without words: %v", ref.Game, p.Name, q.Name, err)
						}
					case err != nil:
						t.Errorf("%s/%s %s %v: %v", ref.Game, p.Name, q.Name, f, err)
					case a.Rule.Section == "" || a.Rule.Game != ref.Game || a.Reason.IsZero():
						t.Errorf("%s/%s %s %v: answer without rule or reason: %+v", ref.Game, p.Name, q.Name, f, a)
					}
				}
			}
		}
	}
}

// ask asks q, failing the test on a panic.
func ask(t *testing.T, q Question, f url.Values) (a Answer, err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s with %v panics: %v", q.Name, f, r)
		}
	}()
	return q.Ask(f)
}

// value picks what a player might send for a field.
func value(rng *rand.Rand, f Field, junk []string) []string {
	pick := func() string {
		if len(f.Chips) > 0 && rng.IntN(4) > 0 {
			return f.Chips[rng.IntN(len(f.Chips))].Value
		}
		if f.Kind == FieldNumber && rng.IntN(3) > 0 {
			return itoa(f.Min + rng.IntN(f.Max-f.Min+1))
		}
		if f.Kind == FieldCheck {
			return []string{"true", "", "yes"}[rng.IntN(3)]
		}
		return junk[rng.IntN(len(junk))]
	}
	switch f.Kind {
	case FieldCards:
		var parts []string
		for range rng.IntN(8) {
			parts = append(parts, pick())
		}
		return []string{strings.Join(parts, " ")}
	case FieldCardSet, FieldMany:
		var out []string
		for range rng.IntN(7) {
			out = append(out, pick())
		}
		return out
	}
	return []string{pick()}
}

// TestRefereesReadTheGamesRules sets every referee to a stored game's
// frozen rules, as the game page's "Ruling" button does.
func TestRefereesReadTheGamesRules(t *testing.T) {
	four := []string{"A", "B", "C", "D"}
	for _, c := range []struct {
		ref     *Referee
		config  string
		players []string
		variant string
	}{
		{GurkeReferee, `{"rules":{"preset":"polish"},"first_dealer":0}`, four[:3], "Polish Ogórek"},
		{GurkeReferee, `{"rules":{"preset":"danish","duty":"forced"},"first_dealer":0}`, four[:3], "with your house rules"},
		{HurricanReferee, `{"rules":{"preset":"full-deal"},"first_dealer":0}`, four, "all cards dealt"},
		{EuchreReferee, `{"rules":{"preset":"five"},"first_dealer":0}`, four, "24 cards"},
		{DurakReferee, `{"rules":{"preset":"teams"},"first_dealer":0}`, four, "in teams"},
		{TupelkopfReferee, `{"rules":{"preset":"ploen"},"first_dealer":0}`, append(four, "E", "F"), "6 players, 3 decks"},
		{TupelkopfReferee, `{"rules":{"preset":"doppelkopf"},"first_dealer":0}`, append(four, "E"), "Doppelkopf"},
	} {
		b, err := c.ref.ForGame([]byte(c.config), c.players)
		if err != nil || !strings.Contains(EN.Of(b.Variant), c.variant) || len(b.Questions) == 0 {
			t.Errorf("%s %s: %q, %v", c.ref.Game, c.config, EN.Of(b.Variant), err)
		}
		if _, err := c.ref.ForGame([]byte(`not json`), c.players); err == nil {
			t.Errorf("%s reads a config that is no JSON", c.ref.Game)
		}
	}
}
