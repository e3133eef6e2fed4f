package games

import (
	"errors"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"schreiber/rules/msg"
	"schreiber/views"
	"schreiber/views/durak"
	"schreiber/views/euchre"
	"schreiber/views/gurke"
	"schreiber/views/hurrican"
	"schreiber/views/tupelkopf"
	"schreiber/views/viewtest"
)

// allReferees are the referees of every kind that has one.
func allReferees() []*views.Referee {
	var out []*views.Referee
	for _, k := range Kinds() {
		if k.Referee != nil {
			out = append(out, k.Referee)
		}
	}
	return out
}

// TestRefereesNeverPanic asks every question of every preset of every
// referee with values a player could send: chips, numbers, and garbage. An
// answer must cite a rule; a refusal must be a field error a player reads.
func TestRefereesNeverPanic(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	junk := []string{"", " ", "X", "♥", "10", "-1", "999999999999", "Joker", "♣6 ♣6", "+", "5++5", "H10 SB DA", "ä\x00", strings.Repeat("K ", 60)}
	for _, ref := range allReferees() {
		for _, p := range ref.Presets {
			bench, ok := ref.Preset(p.Name)
			if !ok || len(bench.Questions) == 0 {
				t.Fatalf("%s: preset %s gives no questions", ref.Game, p.Name)
			}
			for _, q := range bench.Questions {
				for range 150 {
					f := url.Values{}
					for _, fd := range q.Fields {
						f[fd.Name] = viewtest.Value(rng, fd, junk)
					}
					a, err := viewtest.Ask(t, q, f)
					var fe *msg.FieldError
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

// TestRefereesReadTheGamesRules sets every referee to a stored game's
// frozen rules, as the game page's "Ruling" button does.
func TestRefereesReadTheGamesRules(t *testing.T) {
	four := []string{"A", "B", "C", "D"}
	for _, c := range []struct {
		ref     *views.Referee
		config  string
		players []string
		variant string
	}{
		{gurke.Referee, `{"rules":{"preset":"polish"},"first_dealer":0}`, four[:3], "Polish Ogórek"},
		{gurke.Referee, `{"rules":{"preset":"danish","duty":"forced"},"first_dealer":0}`, four[:3], "with your house rules"},
		{hurrican.Referee, `{"rules":{"preset":"full-deal"},"first_dealer":0}`, four, "all cards dealt"},
		{euchre.Referee, `{"rules":{"preset":"five"},"first_dealer":0}`, four, "24 cards"},
		{durak.Referee, `{"rules":{"preset":"teams"},"first_dealer":0}`, four, "in teams"},
		{tupelkopf.Referee, `{"rules":{"preset":"ploen"},"first_dealer":0}`, append(four, "E", "F"), "6 players, 3 decks"},
		{tupelkopf.Referee, `{"rules":{"preset":"doppelkopf"},"first_dealer":0}`, append(four, "E"), "Doppelkopf"},
	} {
		b, err := c.ref.ForGame([]byte(c.config), c.players)
		if err != nil || !strings.Contains(views.EN.Of(b.Variant), c.variant) || len(b.Questions) == 0 {
			t.Errorf("%s %s: %q, %v", c.ref.Game, c.config, views.EN.Of(b.Variant), err)
		}
		if _, err := c.ref.ForGame([]byte(`not json`), c.players); err == nil {
			t.Errorf("%s reads a config that is no JSON", c.ref.Game)
		}
	}
}
