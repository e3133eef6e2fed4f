package tupelkopf

import (
	"errors"
	"testing"

	"schreiber/scoring"
)

// TestRejects checks that bad entries are refused with the field to fix.
func TestRejects(t *testing.T) {
	tests := []struct {
		name  string
		n     int
		entry Entry
		field string
	}{
		{"Sunkte nobody can make", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(1)}, "sunkte"},
		{"Sunkte one short of all", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(239)}, "sunkte"},
		{"more Sunkte than the cards hold", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(241)}, "sunkte"},
		{"no Sunkte", 2, Entry{Type: Normal, Alten: []int{0, 1}}, "sunkte"},
		{"normal game with one Alter", 2, Entry{Type: Normal, Alten: []int{0}, Sunkte: ip(100)}, "alten"},
		{"solo with two", 2, Entry{Type: BubenSolo, Alten: []int{0, 1}, Sunkte: ip(100)}, "alten"},
		{"Schieben with three", 2, Entry{Type: Schieben, Alten: []int{0, 1, 2}, Sunkte: ip(100)}, "alten"},
		{"Hochzeit too large", 2, Entry{Type: Hochzeit, Alten: []int{0, 1, 2}, Sunkte: ip(100)}, "alten"},
		{"silent Hochzeit with a full party", 3, Entry{Type: StilleHochzeit, Alten: []int{0, 1, 2}, Sunkte: ip(100)}, "alten"},
		{"seat beyond the table", 2, Entry{Type: Normal, Alten: []int{0, 4}, Sunkte: ip(100)}, "alten"},
		{"seat twice", 2, Entry{Type: Normal, Alten: []int{1, 1}, Sunkte: ip(100)}, "alten"},
		{"no Alten", 2, Entry{Type: Normal, Sunkte: ip(100)}, "alten"},
		{"Alten say Contra", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(100), AltenCall: Contra}, "alten_call"},
		{"Anderen say Re", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(100), AnderenCall: Re}, "anderen_call"},
		{"unknown call", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(100), AnderenCall: "keine60"}, "anderen_call"},
		{"three foxes in Doppelkopf", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(120), AltenFoxes: 2, AnderenFoxes: 1}, "anderen_foxes"},
		// A Lambsdorff can move any trick's Sunkte, never the cards: what
		// both parties' tricks must hold together still has to fit the deck.
		{"Tupelkopf tricks beyond the deck", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(120), AltenTupelkoepfe: 4, AnderenTupelkoepfe: 3}, "anderen_tupelkoepfe"},
		{"Alten's Tupelkopf tricks beyond the deck in Tripelkopf", 3, Entry{Type: Normal, Alten: []int{0, 1, 2}, Sunkte: ip(360), AltenTupelkoepfe: 7}, "alten_tupelkoepfe"},
		{"thirteen Tupelkopf tricks", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(240), AltenTupelkoepfe: 13}, "alten_tupelkoepfe"},
		{"a fox beyond six Tupelkopf tricks", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(0), AltenTupelkoepfe: 6, AnderenFoxes: 1}, "anderen_foxes"},
		{"foxes beyond six Tupelkopf tricks in Tripelkopf", 3, Entry{Type: Normal, Alten: []int{0, 1, 2}, Sunkte: ip(180), AnderenTupelkoepfe: 6, AltenFoxes: 3}, "alten_foxes"},
		{"Karlchen beyond six Tupelkopf tricks", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(240), AnderenTupelkoepfe: 6, Karlchen: "alten"}, "karlchen"},
		{"three foxes in a Lambsdorff's deal", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(0), AltenFoxes: 1, AnderenFoxes: 2}, "anderen_foxes"},
		{"Karlchen for nobody known", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(100), Karlchen: "both"}, "karlchen"},
		{"negative foxes", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(100), AltenFoxes: -1}, "alten_foxes"},
		{"Armut with Sunkte", 2, Entry{Type: Armut, Sunkte: ip(100)}, "type"},
		{"unknown type", 2, Entry{Type: "ramsch", Alten: []int{0, 1}, Sunkte: ip(100)}, "type"},
		{"unknown kind", 2, Entry{Kind: "kontra", Type: Normal, Alten: []int{0, 1}, Sunkte: ip(100)}, "kind"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.entry.Kind == "" {
				tc.entry.Kind = KindDeal
			}
			_, _, err := Replay(game(tc.n, Rules{Tally: TallyNet, Share: ShareCarry}), []Entry{tc.entry})
			if fieldOf(err) != tc.field {
				t.Fatalf("error %v, want one about %q", err, tc.field)
			}
			var ee *scoring.EntryError
			if !errors.As(err, &ee) || ee.Index != 0 {
				t.Errorf("error %T is not an EntryError", err)
			}
		})
	}
}

// TestRefs checks that every rule id the scorer uses has its own reference.
func TestRefs(t *testing.T) {
	seen := map[string]bool{}
	for id := range refTitles {
		ref := RuleRef(id)
		if ref.Game != "tupelkopf" || ref.Title == "" || seen[ref.Section] {
			t.Errorf("%s: %+v", id, ref)
		}
		seen[ref.Section] = true
	}
	if RuleRef("nothing").Section != "tupelkopf.bunkte" {
		t.Error("unknown id has no fallback")
	}
}

// TestRulesValidate checks the presets and the options' ranges.
func TestRulesValidate(t *testing.T) {
	for _, name := range PresetNames() {
		r := preset(t, name)
		if err := r.Validate(); err != nil {
			t.Errorf("preset %s: %v", name, err)
		}
		if PresetTitle(name).String() == "Own rules" || r.Describe().IsZero() {
			t.Errorf("preset %s has no title or description", name)
		}
	}
	bad := map[string]Rules{
		"preset": {Preset: "hamburg", Tally: TallyNet, Share: ShareCarry},
		"tally":  {Tally: "both", Share: ShareCarry},
		"share":  {Tally: TallyNet, Share: "even"},
		"deals":  {Tally: TallyNet, Share: ShareCarry, Deals: -1},
	}
	for field, r := range bad {
		if got := fieldOf(r.Validate()); got != field {
			t.Errorf("%+v: error about %q, want %q", r, got, field)
		}
	}
	games := []struct {
		field string
		g     Game
	}{
		{"players", Game{Rules: preset(t, "ploen"), Players: []string{"A", "B", "C", "D", "E"}}},
		{"players", Game{Rules: preset(t, "ploen"), Players: []string{"A", "B", "A", "D"}}},
		{"players", Game{Rules: preset(t, "ploen"), Players: []string{"A", " ", "C", "D"}}},
		{"first_dealer", Game{Rules: preset(t, "ploen"), Players: []string{"A", "B", "C", "D"}, FirstDealer: 4}},
		{"tally", Game{Players: []string{"A", "B", "C", "D"}}},
	}
	for _, tc := range games {
		if got := fieldOf(tc.g.Validate()); got != tc.field {
			t.Errorf("%+v: error about %q, want %q", tc.g, got, tc.field)
		}
	}
}

// TestLambsdorffOnlyUnderBunkte checks that a party's extras beyond its own
// Sunkte, which a Lambsdorff explains, pass under the Bunkte scoring and
// are still refused under the DDV scoring, which has no Lambsdorff.
func TestLambsdorffOnlyUnderBunkte(t *testing.T) {
	tests := []struct {
		name  string
		entry Entry
		ddv   string // the field the DDV scoring refuses
	}{
		{"Tupelkopf trick with 30 Sunkte", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(210), AnderenTupelkoepfe: 1}, "anderen_tupelkoepfe"},
		{"two Tupelkopf tricks with 70 Sunkte", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(70), AltenTupelkoepfe: 2}, "alten_tupelkoepfe"},
		{"fox with 10 Sunkte", Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(230), AnderenFoxes: 1}, "anderen_foxes"},
		{"Karlchen with no Sunkte", Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(0), Karlchen: "alten"}, "karlchen"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.entry.Kind = KindDeal
			if _, _, err := Replay(game(2, preset(t, "ploen")), []Entry{tc.entry}); err != nil {
				t.Errorf("Bunkte: %v", err)
			}
			_, _, err := Replay(game(2, preset(t, "doppelkopf")), []Entry{tc.entry})
			if fieldOf(err) != tc.ddv {
				t.Errorf("DDV: error %v, want one about %q", err, tc.ddv)
			}
		})
	}
}
