package web

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"schreiber/db"
	"schreiber/rules/msg"
)

// cleanName tidies a name as the forms take it (groups, players, places,
// devices) and says whether it may be stored. docs/rulings.md gives the
// ruling: runs of white space become one space and the ends are trimmed;
// the invisible characters that only ever hide a difference (zero-width
// space, word joiner, byte-order mark, soft hyphen) are removed; a name
// with control characters, with the characters that reorder the text
// around them (bidi embeddings, overrides and isolates) or with broken
// UTF-8 is refused; what is left must have at most max characters, and
// its key (db.NameKey) at least one letter, digit, punctuation mark or
// symbol, so that a name of fillers, blanks and joiners is refused as
// empty. Right-to-left scripts and the joiners they and emoji need are
// names like any other.
func cleanName(raw string, max int) (string, bool) {
	if !utf8.ValidString(raw) {
		return "", false
	}
	var b strings.Builder
	for _, r := range strings.Join(strings.Fields(raw), " ") {
		switch {
		case hiddenInName(r):
			continue
		case refusedInName(r):
			return "", false
		}
		b.WriteRune(r)
	}
	name := strings.TrimSpace(b.String())
	if utf8.RuneCountInString(name) > max {
		return "", false
	}
	return name, strings.ContainsFunc(db.NameKey(name), func(r rune) bool {
		return unicode.In(r, unicode.L, unicode.N, unicode.P, unicode.S)
	})
}

// nameTaken is the message for a name that a player of the group has
// already, as db.NameKey compares names.
func nameTaken(name string) msg.Text {
	return msg.T("%s is already in the group.", name)
}

// refusal is an error that refuses a change with a message for the form.
type refusal struct{ say msg.Text }

func (r refusal) Error() string { return "refused: " + r.say.String() }

// roomForOne refuses a player more when the group has all it can hold; it
// runs in the transaction that adds the player or brings one back.
func roomForOne(players []db.Player) error {
	if say, full := roomFor(players, 1); full {
		return refusal{say}
	}
	return nil
}

// playerRefusal says what to tell the form when storing the player named
// name failed because of the name or the group's limits.
func playerRefusal(name string, err error) (msg.Text, bool) {
	var r refusal
	switch {
	case errors.Is(err, db.ErrNameTaken):
		return nameTaken(name), true
	case errors.As(err, &r):
		return r.say, true
	}
	return msg.Text{}, false
}

// badName says what a name must be, for a field that takes at most max
// characters.
func badName(max int) msg.Text {
	return msg.T("A name needs at least one letter, digit or sign, may have at most %d characters, and no control or text-direction characters.", max)
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
