package msg

import (
	"fmt"
	"strings"
)

// Day marks an argument as a day, "2006-01-02", or a moment, "2006-01-02
// 15:04": a Writer says it as its language writes dates; other lexicons
// write it as it is.
type Day string

// A Writer is a Lexicon that writes numbers and days as its language does
// on a page: a day in the language's own order and marks, a negative number
// with the typographic minus (−5, not -5). The plain English of String and
// of the engines' golden files stays as fmt writes it.
type Writer interface {
	Lexicon
	// Day writes a day or a moment given in the form of Day.
	Day(iso string) string
}

// minus is a negative whole number that formats with the typographic minus
// sign; every other verb and flag is fmt's.
type minus int

// Format writes the number as fmt would with its verb, the sign a minus.
func (m minus) Format(f fmt.State, verb rune) {
	s := fmt.Sprintf(fmt.FormatString(f, verb), int(m))
	if verb == 'd' || verb == 'v' {
		s = strings.Replace(s, "-", "−", 1)
	}
	fmt.Fprint(f, s)
}

// written renders a whole number or a day for a Writer; anything else, or
// any argument for another Lexicon, is returned as it is.
func written(lx Lexicon, a any) any {
	w, ok := lx.(Writer)
	switch v := a.(type) {
	case int:
		if ok && v < 0 {
			return minus(v)
		}
	case Day:
		if ok {
			return w.Day(string(v))
		}
		return string(v)
	}
	return a
}
