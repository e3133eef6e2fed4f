package views

import (
	"strconv"
	"strings"
)

// style is how a language writes numbers and money, after CLDR; its dates
// are the catalog's (catalog.Lexicon.Day), which the messages write too.
type style struct {
	group, decimal string // between thousands; before the hundredths
	groupFrom      int    // the fewest digits that get a group mark
	symbolAfter    bool   // "46,00 DKK" rather than "DKK 46.00"
}

// nbsp is the no-break space the Nordic, Polish and Czech write between
// thousands and before a currency.
const nbsp = "\u00a0"

var styles = map[Lang]style{
	"en": {group: ",", decimal: ".", groupFrom: 4},
	"de": {group: ".", decimal: ",", groupFrom: 4, symbolAfter: true},
	"da": {group: ".", decimal: ",", groupFrom: 4, symbolAfter: true},
	"sv": {group: nbsp, decimal: ",", groupFrom: 4, symbolAfter: true},
	"nb": {group: nbsp, decimal: ",", groupFrom: 4, symbolAfter: true},
	"fi": {group: nbsp, decimal: ",", groupFrom: 4, symbolAfter: true},
	"pl": {group: nbsp, decimal: ",", groupFrom: 5, symbolAfter: true},
	"is": {group: ".", decimal: ",", groupFrom: 4, symbolAfter: true},
	"cs": {group: nbsp, decimal: ",", groupFrom: 5, symbolAfter: true},
}

func (l Lang) style() style {
	if s, ok := styles[l]; ok {
		return s
	}
	return styles["en"]
}

// Number writes a whole number with the language's marks between
// thousands: 12,345 or 12.345 or 12 345.
func Number(l Lang, n int) string {
	s := l.style()
	digits := strconv.Itoa(abs(n))
	if len(digits) >= s.groupFrom {
		digits = grouped(abs(n), s.group)
	}
	if n < 0 {
		return "−" + digits
	}
	return digits
}

// Minus writes a whole number as the pages do, a negative one with the
// typographic minus (−5, not -5), for figures that need no thousands mark.
func Minus(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// Figure writes a figure handed over as text, such as a column of a
// game's standings, with the typographic minus in place of a leading
// hyphen; any other text is returned as it is.
func Figure(s string) string {
	if len(s) > 1 && s[0] == '-' && s[1] >= '0' && s[1] <= '9' {
		return "−" + s[1:]
	}
	return s
}

// Decimal writes a number to one decimal with the language's mark.
func Decimal(l Lang, f float64) string {
	return strings.Replace(strconv.FormatFloat(f, 'f', 1, 64), ".", l.style().decimal, 1)
}

// Date writes a day given as 2006-01-02 as the language writes it; text
// that is no such day is returned as it is.
func Date(l Lang, iso string) string { return l.Lexicon().Day(iso) }

// Stamp writes a moment given as "2006-01-02 15:04" with the day as the
// language writes it.
func Stamp(l Lang, at string) string { return l.Lexicon().Day(at) }

// Ordinal writes a place: 1st, 2nd in English, 1:a, 2:a, 3:e in Swedish,
// 1., 2. in the others.
func Ordinal(l Lang, n int) string {
	switch l {
	case "en":
		return ordinal(n)
	case "sv":
		if d := n % 10; (d == 1 || d == 2) && n%100 != 11 && n%100 != 12 {
			return itoa(n) + ":a"
		}
		return itoa(n) + ":e"
	}
	return itoa(n) + "."
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
