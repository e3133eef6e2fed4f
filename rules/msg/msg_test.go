package msg

import (
	"encoding/json"
	"reflect"
	"testing"

	"schreiber/rules/cards"
)

// upper is a Lexicon for the tests that says a few messages in capitals,
// so that a test sees which words went through it.
type upper struct{}

func (upper) Lang() string { return "xx" }
func (upper) Format(id string, _ []any) string {
	switch id {
	case "player %d":
		return "SEAT %d"
	case "Q||card":
		return "D"
	case "diamonds||suit":
		return "KARO"
	case "%s and %s":
		return "%s UND %s"
	case "%[1]s beats %[2]s":
		return "%[2]s IS BEATEN BY %[1]s"
	}
	return ""
}

// german is a Lexicon that has no message at all, for kept texts.
type german struct{}

func (german) Lang() string                { return "de" }
func (german) Format(string, []any) string { return "" }

func TestTextInEnglish(t *testing.T) {
	got := T("%v plays %v from %v in %v, %v; %v",
		Seat(0), cards.Of(cards.Queen, cards.Hearts), []cards.Card{cards.Of(cards.Jack, cards.Clubs), cards.JokerCard},
		cards.Diamonds, Side(1), T("yes")).String()
	if want := "player 1 plays ♥Q from ♣J Joker in diamonds, side 2; yes"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := T("Deal||hurrican").String(); got != "Deal" {
		t.Errorf("a context shows in English: %q", got)
	}
}

func TestTextInALexicon(t *testing.T) {
	kept := Text{EN: "kept", DE: "aufbewahrt"}
	for _, c := range []struct {
		text Text
		want string
	}{
		// Arguments are said in the lexicon's words; a message it lacks
		// stays English.
		{T("%v holds %v in %v", Seat(1), cards.Of(cards.Queen, cards.Hearts), cards.Diamonds), "SEAT 2 holds ♥D in KARO"},
		// A reordered translation takes its arguments by index.
		{T("%[1]s beats %[2]s", "Anna", "Bo"), "Bo IS BEATEN BY Anna"},
		{Names("Anna", "Bo", "Cai"), "Anna, Bo UND Cai"},
		{Names("Anna"), "Anna"},
		{Join(T("one."), Text{}, T("two.")), "one. two."},
		{Concat("–", Plain("5"), T("%s", cards.Queen)), "5–D"},
		{Capital(T("the %s", Plain("Re party"))), "The Re party"},
		{kept, "kept"},
	} {
		if got := c.text.In(upper{}); got != c.want {
			t.Errorf("%+v: got %q, want %q", c.text, got, c.want)
		}
	}
	if got := kept.In(german{}); got != "aufbewahrt" {
		t.Errorf("a kept text read in German: %q", got)
	}
}

// TestTextJSONKeepsArgumentTypes checks that a text read back from JSON
// renders as before in any language: its arguments keep their types.
func TestTextJSONKeepsArgumentTypes(t *testing.T) {
	in := Join(T("%v plays %v and %v in %v (%d, %.1f, %v, %s, %v)", Seat(2), cards.Of(cards.Queen, cards.Hearts),
		[]cards.Card{cards.Of(cards.Ten, cards.Clubs)}, cards.Diamonds, 7, 2.5, Side(0), T("%s", cards.Queen), true),
		T("%s, %d", Day("2026-11-28"), -3),
		Capital(Concat("+", Plain("x"), T("y"))), Text{EN: "old", DE: "alt"})
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var out Text
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(in, out) {
		t.Errorf("round trip:\n in %#v\nout %#v", in, out)
	}
	for _, lx := range []Lexicon{English, upper{}, german{}} {
		if a, b := in.In(lx), out.In(lx); a != b {
			t.Errorf("%s: %q became %q", lx.Lang(), a, b)
		}
	}
}

// writer is a Lexicon that writes days and signs as a page does.
type writer struct{ upper }

func (writer) Day(iso string) string { return "DAY " + iso }

// TestWriterWritesDaysAndMinus wants a Writer to write a day its own way
// and a negative number with the typographic minus, whatever the verb's
// flags, and any other Lexicon to write both as they are.
func TestWriterWritesDaysAndMinus(t *testing.T) {
	text := T("%s: %d, %+d, %+d, %3d, %v, %d", Day("2026-11-28"), -59, -3, 4, -5, -7, 12)
	if got, want := text.In(writer{}), "DAY 2026-11-28: −59, −3, +4,  −5, −7, 12"; got != want {
		t.Errorf("a Writer: %q, want %q", got, want)
	}
	if got, want := text.String(), "2026-11-28: -59, -3, +4,  -5, -7, 12"; got != want {
		t.Errorf("English: %q, want %q", got, want)
	}
}
