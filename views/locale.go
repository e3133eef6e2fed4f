package views

import (
	"strconv"
	"strings"
	"time"
)

// style is how a language writes numbers, money and dates, after CLDR.
type style struct {
	group, decimal string // between thousands; before the hundredths
	groupFrom      int    // the fewest digits that get a group mark
	symbolAfter    bool   // "46,00 DKK" rather than "DKK 46.00"
	date           string // a day as time.Format writes it
}

// nbsp is the no-break space the Nordic, Polish and Czech write between
// thousands and before a currency.
const nbsp = "\u00a0"

var styles = map[Lang]style{
	"en": {group: ",", decimal: ".", groupFrom: 4, date: "2 Jan 2006"},
	"de": {group: ".", decimal: ",", groupFrom: 4, symbolAfter: true, date: "2.1.2006"},
	"da": {group: ".", decimal: ",", groupFrom: 4, symbolAfter: true, date: "2.1.2006"},
	"sv": {group: nbsp, decimal: ",", groupFrom: 4, symbolAfter: true, date: "2006-01-02"},
	"nb": {group: nbsp, decimal: ",", groupFrom: 4, symbolAfter: true, date: "2.1.2006"},
	"fi": {group: nbsp, decimal: ",", groupFrom: 4, symbolAfter: true, date: "2.1.2006"},
	"pl": {group: nbsp, decimal: ",", groupFrom: 5, symbolAfter: true, date: "2.01.2006"},
	"is": {group: ".", decimal: ",", groupFrom: 4, symbolAfter: true, date: "2.1.2006"},
	"cs": {group: nbsp, decimal: ",", groupFrom: 5, symbolAfter: true, date: "2. 1. 2006"},
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
	if len(strconv.Itoa(abs(n))) < s.groupFrom {
		return itoa(n)
	}
	if n < 0 {
		return "−" + grouped(-n, s.group)
	}
	return grouped(n, s.group)
}

// Decimal writes a number to one decimal with the language's mark.
func Decimal(l Lang, f float64) string {
	return strings.Replace(strconv.FormatFloat(f, 'f', 1, 64), ".", l.style().decimal, 1)
}

// Date writes a day given as 2006-01-02 as the language writes it; text
// that is no such day is returned as it is.
func Date(l Lang, iso string) string {
	d, err := time.Parse(time.DateOnly, iso)
	if err != nil {
		return iso
	}
	return d.Format(l.style().date)
}

// Stamp writes a moment given as "2006-01-02 15:04" with the day as the
// language writes it.
func Stamp(l Lang, at string) string {
	day, clock, ok := strings.Cut(at, " ")
	if !ok {
		return Date(l, at)
	}
	return Date(l, day) + " " + clock
}

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
