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
		{"fox without its Sunkte", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(10), AltenFoxes: 1}, "alten_foxes"},
		{"Tupelkopf tricks beyond the Sunkte", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(200), AnderenTupelkoepfe: 2}, "anderen_tupelkoepfe"},
		{"Karlchen with no Sunkte", 2, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(0), Karlchen: "alten"}, "karlchen"},
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
		if ref.Game != "tupelkopf" || ref.Title.EN == "" || ref.Title.DE == "" || seen[ref.Section] {
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
		if PresetTitle(name).EN == "Own rules" || r.Describe().DE == "" {
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
