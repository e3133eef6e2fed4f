package web

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"schreiber/scoring"
	"schreiber/views"
)

// cleanName tidies a name as the forms take it (groups, players, places,
// devices) and says whether it may be stored. docs/rulings.md gives the
// ruling: runs of white space become one space and the ends are trimmed;
// the invisible characters that only ever hide a difference (zero-width
// space, word joiner, byte-order mark, soft hyphen) are removed; a name
// with control characters, with the characters that reorder the text
// around them (bidi embeddings, overrides and isolates) or with broken
// UTF-8 is refused; what is left must hold at least one letter, digit,
// punctuation mark or symbol and at most max characters. Right-to-left
// scripts and the joiners they and emoji need are names like any other.
func cleanName(raw string, max int) (string, bool) {
	if !utf8.ValidString(raw) {
		return "", false
	}
	var b strings.Builder
	visible := false
	for _, r := range strings.Join(strings.Fields(raw), " ") {
		switch {
		case hiddenInName(r):
			continue
		case refusedInName(r):
			return "", false
		case unicode.In(r, unicode.L, unicode.N, unicode.P, unicode.S):
			visible = true
		}
		b.WriteRune(r)
	}
	name := strings.TrimSpace(b.String())
	return name, visible && utf8.RuneCountInString(name) <= max
}

// badName says what a name must be, for a field that takes at most max
// characters.
func badName(max int) views.Text {
	return scoring.T("A name needs at least one letter, digit or sign, may have at most %d characters, and no control or text-direction characters.",
		"Ein Name braucht mindestens einen Buchstaben, eine Ziffer oder ein Zeichen, darf höchstens %d Zeichen haben und keine Steuer- oder Schreibrichtungszeichen.", max)
}

// hiddenInName are characters that draw nothing and join nothing: in a
// name they only make two names that look alike differ.
func hiddenInName(r rune) bool {
	switch r {
	case '\u00ad', '\u180e', '\u200b', '\u2060', '\ufeff':
		return true
	}
	return false
}

// refusedInName are characters no name needs: controls, the bidi
// embeddings, overrides and isolates that reorder the text after them (a
// name could turn a score around on the board), interlinear annotation
// marks and noncharacters.
func refusedInName(r rune) bool {
	switch {
	case unicode.Is(unicode.Cc, r),
		r >= '\u202a' && r <= '\u202e',
		r >= '\u2066' && r <= '\u2069',
		r >= '\ufff9' && r <= '\ufffb',
		r >= '\ufdd0' && r <= '\ufdef',
		r&0xfffe == 0xfffe:
		return true
	}
	return false
}
