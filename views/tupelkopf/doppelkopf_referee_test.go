package tupelkopf

import (
	"errors"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"testing"

	"schreiber/rules/msg"
	"schreiber/views"
	"schreiber/views/viewtest"
)

// doppelkopfBenches are the Doppelkopf referee's benches: its presets and
// two stored games, one with every house rule on.
func doppelkopfBenches(t *testing.T) map[string]views.Bench {
	t.Helper()
	out := map[string]views.Bench{}
	for _, p := range DoppelkopfReferee.Presets {
		b, ok := DoppelkopfReferee.Preset(p.Name)
		if !ok || len(b.Questions) == 0 {
			t.Fatalf("preset %s gives no questions", p.Name)
		}
		out[p.Name] = b
	}
	for name, config := range map[string]string{
		"game-ddv":  `{"rules":{"preset":"doppelkopf"},"first_dealer":0}`,
		"game-home": `{"rules":{"preset":"doppelkopf-home","dullen":"second","schweinchen":true,"without_nines":true,"armut":true,"armut_lone_fox":true,"hochzeit_choice":true},"first_dealer":0}`,
	} {
		b, err := DoppelkopfReferee.ForGame([]byte(config), []string{"Anna", "Ben", "Cem", "Dora"})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = b
	}
	return out
}

// TestDoppelkopfRefereeNeverPanics asks every question of every bench with
// values a player could send: chips, numbers and garbage. An answer must
// cite a rule of Doppelkopf; a refusal must be a field error a player reads.
func TestDoppelkopfRefereeNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 48))
	junk := []string{"", " ", "X", "♥", "10", "-1", "999999999999", "Joker", "♣9 ♣9 ♣9", "H10 H10 H10", "ä\x00", "C8", strings.Repeat("D9 ", 20)}
	answered := 0
	for name, bench := range doppelkopfBenches(t) {
		for _, q := range bench.Questions {
			for range 200 {
				f := url.Values{}
				for _, fd := range q.Fields {
					f[fd.Name] = viewtest.Value(rng, fd, junk)
				}
				a, err := viewtest.Ask(t, q, f)
				var fe *msg.FieldError
				switch {
				case errors.As(err, &fe):
					if fe.Msg.IsZero() {
						t.Errorf("%s %s: error without words: %v", name, q.Name, err)
					}
					if fe.Field != "" && !slices.ContainsFunc(q.Fields, func(fd views.Field) bool { return fd.Name == fe.Field }) {
						t.Errorf("%s %s %v: error on %q, which the form does not have: %v", name, q.Name, f, fe.Field, err)
					}
				case err != nil:
					t.Errorf("%s %s %v: %v", name, q.Name, f, err)
				case a.Rule.Game != "doppelkopf" || !strings.HasPrefix(a.Rule.Section, "doppelkopf.") || a.Reason.IsZero():
					t.Errorf("%s %s %v: answer without rule or reason: %+v", name, q.Name, f, a)
				default:
					answered++
				}
			}
		}
	}
	if answered < 500 {
		t.Errorf("only %d of the random questions were answered", answered)
	}
}

// questionField finds a question's field by name.
func questionField(q views.Question, name string) (views.Field, bool) {
	i := slices.IndexFunc(q.Fields, func(f views.Field) bool { return f.Name == name })
	if i < 0 {
		return views.Field{}, false
	}
	return q.Fields[i], true
}

func TestDoppelkopfRefereeReadsTheGamesRules(t *testing.T) {
	benches := doppelkopfBenches(t)
	for _, c := range []struct {
		bench, variant string
	}{
		{"ddv", "DDV tournament rules"},
		{"home", "house rules"},
		{"game-ddv", "Doppelkopf: DDV tournament rules"},
		{"game-home", "the second Dulle beats the first; Schweinchen; without nines; Armut, a lone fox not counted; the Hochzeit chooses its trick"},
	} {
		if got := views.EN.Of(benches[c.bench].Variant); !strings.Contains(got, c.variant) {
			t.Errorf("%s: variant %q, want %q", c.bench, got, c.variant)
		}
	}
	// A stored game fixes its house rules: the bench asks for none of them,
	// and without nines offers no nines.
	for _, name := range []string{"ddv", "game-ddv", "game-home"} {
		for _, q := range benches[name].Questions {
			for _, h := range []string{houseDullen, houseSchweinchen, houseNoNines, houseArmut, houseLoneFox, houseChoice} {
				if _, ok := questionField(q, h); ok {
					t.Errorf("%s %s asks for the house rule %s", name, q.Name, h)
				}
			}
		}
	}
	card, _ := questionField(benches["game-home"].Question("follow"), "card")
	if slices.ContainsFunc(card.Chips, func(ch views.Chip) bool { return strings.HasSuffix(ch.Value, "9") }) {
		t.Error("a game without nines offers nines")
	}
	// The standalone home rules start as the home preset has them.
	dullen, ok := questionField(benches["home"].Question("winner"), houseDullen)
	if !ok || dullen.Default != "second-last" {
		t.Errorf("the home bench's Dullen field: %+v", dullen)
	}
	if _, ok := questionField(benches["home"].Question("hochzeit"), "finding"); !ok {
		t.Error("the home bench does not ask which trick the Hochzeit named")
	}
	if _, ok := questionField(benches["ddv"].Question("hochzeit"), "finding"); ok {
		t.Error("the DDV bench asks which trick the Hochzeit named")
	}
	seat, _ := questionField(benches["game-ddv"].Question("winner"), "leader")
	if views.EN.Of(seat.Chips[1].Label) != "Ben" {
		t.Errorf("the seats are not named by the game's players: %+v", seat.Chips)
	}
	five, err := DoppelkopfReferee.ForGame([]byte(`{"rules":{"preset":"doppelkopf"},"first_dealer":0}`), []string{"A", "B", "C", "D", "E"})
	if err != nil {
		t.Fatal(err)
	}
	if seat, _ := questionField(five.Question("winner"), "leader"); views.EN.Of(seat.Chips[1].Label) != "Player 2" {
		t.Errorf("at a table of five the deal's seats are named %+v", seat.Chips)
	}
	if _, err := DoppelkopfReferee.ForGame([]byte(`not json`), nil); err == nil {
		t.Error("a config that is no JSON is read")
	}
	if _, ok := DoppelkopfReferee.Preset("plön"); ok {
		t.Error("an unknown preset is offered")
	}
}

func TestDoppelkopfRefereeAnswers(t *testing.T) {
	benches := doppelkopfBenches(t)
	for _, c := range []struct {
		name, bench, question string
		form                  url.Values
		verdict               views.Verdict
		headline, section     string
		field                 string // the field of the error, when one is wanted
	}{
		// Two Dullen under the DDV: the first one (player 1's) wins.
		{"dullen ddv", "ddv", "winner", url.Values{"leader": {"0"}, "trick": {"♥10 ♥10 ♦9 ♦A"}}, views.Result, "Player 1 takes", "doppelkopf.dullen", ""},
		// The home table: the second wins, except in the last trick.
		{"dullen home", "home", "winner", url.Values{"dullen": {"second-last"}, "leader": {"0"}, "trick": {"♥10 ♥10 ♦9 ♦A"}}, views.Result, "Player 2 takes", "doppelkopf.dullen", ""},
		{"dullen home last", "home", "winner", url.Values{"dullen": {"second-last"}, "leader": {"0"}, "trick": {"♥10 ♥10 ♦9 ♦A"}, "last": {"true"}}, views.Result, "Player 1 takes", "doppelkopf.dullen", ""},
		// The stored home game lets the second Dulle win; the seats carry names.
		{"dullen game", "game-home", "winner", url.Values{"leader": {"3"}, "trick": {"♥10 ♥10 ♦A ♣D"}}, views.Result, "Anna takes", "doppelkopf.dullen", ""},
		// Player 3's shown Schweinchen beats both Dullen.
		{"schweinchen", "home", "winner", url.Values{"with_schweinchen": {"true"}, "leader": {"0"}, "trick": {"♥10 ♥10 ♦A ♦A"}, "schweinchen": {"2"}}, views.Result, "Player 3 takes", "doppelkopf.schweinchen", ""},
		{"no schweinchen here", "home", "winner", url.Values{"leader": {"0"}, "trick": {"♥10 ♥10 ♦A"}, "schweinchen": {"2"}}, "", "", "", "schweinchen"},
		// Hearts led: the Dulle is a trump and may not be laid while a heart is in hand.
		{"follow", "ddv", "follow", url.Values{"leader": {"0"}, "trick": {"♥A"}, "hand": {"♥10 ♥K ♣A"}, "card": {"♥10"}}, views.Refused, "Not allowed", "doppelkopf.follow", ""},
		{"follow nine without nines", "game-home", "follow", url.Values{"leader": {"0"}, "trick": {"♥A"}, "hand": {"♥9"}, "card": {"♥9"}}, "", "", "", "hand"},
		// Kontra answering Re with ten cards left.
		{"reply", "ddv", "announce", url.Values{"announcement": {"kontra"}, "party": {"kontra"}, "inHand": {"10"}, "other": {"1"}}, views.Allowed, "Allowed", "doppelkopf.announce.reply", ""},
		// A Hochzeit settled in trick 3: Re with nine cards.
		{"hochzeit re", "ddv", "announce", url.Values{"announcement": {"re"}, "party": {"re"}, "inHand": {"9"}, "hochzeit": {"3"}}, views.Allowed, "Allowed", "doppelkopf.announce", ""},
		{"hochzeit open", "ddv", "announce", url.Values{"announcement": {"re"}, "party": {"re"}, "inHand": {"12"}, "hochzeit": {"0"}}, views.Refused, "Not allowed", "doppelkopf.hochzeit", ""},
		{"hand too big", "game-home", "announce", url.Values{"announcement": {"re"}, "inHand": {"11"}}, "", "", "", "inHand"},
		// Armut before Hochzeit at the home table; the player left of the dealer leads.
		{"armut", "home", "vorbehalt", url.Values{"with_armut": {"true"}, "dealer": {"3"}, "declared0": {"hochzeit"}, "declared1": {"armut"}}, views.Result, "Player 2: Armut", "doppelkopf.armut", ""},
		{"no armut", "ddv", "vorbehalt", url.Values{"dealer": {"3"}, "declared1": {"armut"}}, "", "", "", "declared1"},
		{"pflichtsolo", "ddv", "vorbehalt", url.Values{"dealer": {"0"}, "declared1": {"lustsolo"}, "declared3": {"pflichtsolo"}}, views.Result, "Player 4: Pflichtsolo", "doppelkopf.vorbehalte", ""},
		// The home Hochzeit named the first trump trick: trick 3, taken by player 4's ♣B.
		{"hochzeit trump", "home", "hochzeit", url.Values{"hochzeit_choice": {"true"}, "bride": {"0"}, "finding": {"trump"}, "leader": {"0"},
			"trick1": {"♣A ♦9 ♣K ♣10"}, "trick2": {"♠A ♠9 ♠K ♠10"}, "trick3": {"♦K ♦A ♣B ♦10"}}, views.Result, "Player 4 marries", "doppelkopf.hochzeit", ""},
		{"hochzeit ddv", "ddv", "hochzeit", url.Values{"bride": {"0"}, "leader": {"0"},
			"trick1": {"♣A ♦9 ♣K ♣10"}, "trick2": {"♠A ♠9 ♠K ♠10"}}, views.Result, "Player 2 marries", "doppelkopf.hochzeit", ""},
		{"hochzeit gap", "ddv", "hochzeit", url.Values{"bride": {"0"}, "leader": {"0"}, "trick2": {"♠A ♠9 ♠K ♠10"}}, "", "", "", "trick1"},
		{"hochzeit short", "ddv", "hochzeit", url.Values{"bride": {"0"}, "leader": {"0"}, "trick1": {"♠A ♠9"}}, "", "", "", "trick1"},
		{"hochzeit foreign queen", "ddv", "hochzeit", url.Values{"bride": {"0"}, "leader": {"0"}, "trick1": {"♠A ♣D ♠9 ♠K"}}, "", "", "", "trick1"},
		// Three trumps (♣D ♦B ♦9) make an Armut at the home table.
		{"declare armut", "home", "declare", url.Values{"with_armut": {"true"}, "kind": {"armut"}, "hand": {"♣D ♦B ♦9 ♣A ♣A ♣10 ♠A ♠10 ♠K ♥A ♥K ♥9"}}, views.Allowed, "Allowed", "doppelkopf.armut", ""},
		{"order damensolo", "ddv", "order", url.Values{"contract": {"damensolo"}}, views.Result, "Trumps from the top: 4 kinds", "doppelkopf.solo", ""},
		{"order fleischloser", "ddv", "order", url.Values{"contract": {"fleischloser"}}, views.Result, "No trumps", "doppelkopf.solo", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, err := viewtest.Ask(t, benches[c.bench].Question(c.question), c.form)
			if c.field != "" {
				var fe *msg.FieldError
				if !errors.As(err, &fe) || fe.Field != c.field {
					t.Errorf("error %v, want one on %q", err, c.field)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if a.Verdict != c.verdict || !strings.Contains(views.EN.Of(a.Headline), c.headline) || a.Rule.Section != c.section {
				t.Errorf("got %s %q (%s): %s", a.Verdict, views.EN.Of(a.Headline), a.Rule.Section, views.EN.Of(a.Reason))
			}
		})
	}
}

// TestDoppelkopfRefereeReasons reads the reasons of answers: at a game the
// players are named by their names alone, and the no-trump solo has the
// name the entry form gives it.
func TestDoppelkopfRefereeReasons(t *testing.T) {
	benches := doppelkopfBenches(t)
	for _, c := range []struct {
		name, bench, question string
		form                  url.Values
		reason, without       string // words the reason must hold, and words it must not
	}{
		{"dullen game", "game-home", "winner", url.Values{"leader": {"3"}, "trick": {"♥10 ♥10 ♦A ♣D"}},
			"Anna takes the trick", "player"},
		{"highest trump game", "game-ddv", "winner", url.Values{"leader": {"1"}, "trick": {"♦9 ♣D ♦A ♦K"}},
			"Cem takes the trick", "player"},
		{"trumped game", "game-ddv", "winner", url.Values{"leader": {"0"}, "trick": {"♠A ♦9 ♠K ♠10"}},
			"Ben takes it", "player"},
		{"no names without a game", "ddv", "winner", url.Values{"leader": {"0"}, "trick": {"♠A ♦9 ♠K ♠10"}},
			"player 2 takes it", ""},
		{"hochzeit game", "game-ddv", "hochzeit", url.Values{"bride": {"0"}, "leader": {"0"},
			"trick1": {"♣A ♦9 ♣K ♣10"}, "trick2": {"♠A ♠9 ♠K ♠10"}}, "Ben", "player"},
		{"knochenloser", "ddv", "order", url.Values{"contract": {"fleischloser"}}, "In a Knochenloser", "Fleischloser"},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, err := viewtest.Ask(t, benches[c.bench].Question(c.question), c.form)
			if err != nil {
				t.Fatal(err)
			}
			all := []string{views.EN.Of(a.Headline), views.EN.Of(a.Reason)}
			for _, m := range a.More {
				all = append(all, views.EN.Of(m.Headline), views.EN.Of(m.Reason))
			}
			text := strings.Join(all, " | ")
			if !strings.Contains(text, c.reason) || c.without != "" && strings.Contains(text, c.without) {
				t.Errorf("%s: want %q in it and not %q", text, c.reason, c.without)
			}
		})
	}
	for _, ch := range questionFieldChips(t, benches["ddv"], "order", "contract") {
		if ch.Value == "fleischloser" && !strings.Contains(views.EN.Of(ch.Label), "Knochenloser") {
			t.Errorf("the no-trump solo is offered as %q", views.EN.Of(ch.Label))
		}
	}
}

// questionFieldChips returns the chips of a question's field.
func questionFieldChips(t *testing.T, b views.Bench, question, field string) []views.Chip {
	t.Helper()
	f, ok := questionField(b.Question(question), field)
	if !ok {
		t.Fatalf("%s has no field %s", question, field)
	}
	return f.Chips
}
