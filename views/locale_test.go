package views

import (
	"context"
	"strings"
	"testing"

	"schreiber/rules/msg"
)

// TestNumbersAndDatesAsEachLanguageWritesThem checks the marks, the order
// and the ordinals of views/locale.go for languages that differ.
func TestNumbersAndDatesAsEachLanguageWritesThem(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		got  string
		want string
	}{
		{"en", Number("en", 12345), "12,345"},
		{"de", Number("de", 12345), "12.345"},
		{"sv", Number("sv", 12345), "12\u00a0345"},
		{"pl", Number("pl", 1234), "1234"}, // Polish groups from five digits
		{"pl", Number("pl", 12345), "12\u00a0345"},
		{"fi", Number("fi", -1234), "−1\u00a0234"},
		{"en", Number("en", -59), "−59"},
		{"en", Minus(-7), "−7"},
		{"de", Figure("-39"), "−39"},
		{"de", Figure("Karo-7"), "Karo-7"},
		{"de", Lang("de").Of(msg.T("Removed the empty evening of %s.", msg.Day("2026-11-21"))), "Den leeren Abend vom 21.11.2026 entfernt."},
		{"en", Lang("en").Of(msg.T("Removed the empty evening of %s.", msg.Day("2026-11-21"))), "Removed the empty evening of 21 Nov 2026."},
		{"cs", Lang("cs").T("first seen %s", Stamp("cs", "2026-11-28 09:05")), "poprvé 28. 11. 2026 09:05"},
		{"da", Lang("da").T("%d cucumbers", 1), "1 agurk"},
		{"pl", Lang("pl").T("%d cucumbers", 5), "5 ogórków"},
		{"en", Decimal("en", 2.5), "2.5"},
		{"cs", Decimal("cs", 2.5), "2,5"},
		{"en", Date("en", "2026-11-25"), "25 Nov 2026"},
		{"de", Date("de", "2026-11-05"), "5.11.2026"},
		{"sv", Date("sv", "2026-11-05"), "2026-11-05"},
		{"cs", Date("cs", "2026-11-05"), "5. 11. 2026"},
		{"pl", Date("pl", "2026-11-05"), "5.11.2026"},
		{"da", Date("da", "no date"), "no date"},
		{"is", Stamp("is", "2026-11-25 21:51"), "25.11.2026 21:51"},
		{"en", Ordinal("en", 22), "22nd"},
		{"sv", Ordinal("sv", 1), "1:a"},
		{"sv", Ordinal("sv", 12), "12:e"},
		{"nb", Ordinal("nb", 3), "3."},
		{"da", Amount("da", "DKK", 123456), "1.234,56\u00a0DKK"},
		{"fi", Amount("fi", "EUR", 123456), "1\u00a0234,56\u00a0€"},
		{"en", Amount("en", "EUR", 123456), "€1,234.56"},
		{"is", Amount("is", "ISK", 500000), "5.000\u00a0ISK"},
	} {
		if c.got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, c.got, c.want)
		}
	}
}

// TestStrongEscapesWhatItWraps: Strong writes markup of its own around an
// argument, so both the sentence and the argument must come out escaped.
func TestStrongEscapesWhatItWraps(t *testing.T) {
	var b strings.Builder
	if err := EN.Strong("Or on another phone open %s and type the code:", `<script>alert("x")</script>`).Render(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	want := `Or on another phone open <strong>&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;</strong> and type the code:`
	if b.String() != want {
		t.Errorf("got  %s\nwant %s", b.String(), want)
	}
}
