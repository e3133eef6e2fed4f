package views

import (
	"strings"
	"unicode/utf8"
)

// Amount writes an amount of money in hundredths as the reader's language
// writes it, with its currency: "€1,234.50" or "DKK 46.00" in English,
// "1.234,50 €" or "46,00 DKK" in German, "1 234,50 €" in Finnish. The króna has no hundredths in
// use: a whole amount of it is written without them.
func Amount(l Lang, currency string, cents int) string {
	sign := ""
	if cents < 0 {
		sign, cents = "−", -cents
	}
	st := l.style()
	group, mark := st.group, st.decimal
	whole := grouped(cents/100, group)
	if len(itoa(cents/100)) < st.groupFrom {
		whole = itoa(cents / 100)
	}
	number := whole + mark + string(rune('0'+cents%100/10)) + string(rune('0'+cents%10))
	if currency == "ISK" && cents%100 == 0 {
		number = whole
	}
	symbol := currency
	switch currency {
	case "EUR":
		symbol = "€"
	case "GBP":
		symbol = "£"
	case "USD":
		symbol = "$"
	}
	if st.symbolAfter {
		return sign + number + nbsp + symbol
	}
	if utf8.RuneCountInString(symbol) > 1 {
		return sign + symbol + "\u00a0" + number
	}
	return sign + symbol + number
}

// grouped writes n with the separator between every three digits.
func grouped(n int, sep string) string {
	s := itoa(n)
	if len(s) <= 3 {
		return s
	}
	var b strings.Builder
	head := len(s) % 3
	if head > 0 {
		b.WriteString(s[:head])
	}
	for i := head; i < len(s); i += 3 {
		if b.Len() > 0 {
			b.WriteString(sep)
		}
		b.WriteString(s[i : i+3])
	}
	return b.String()
}
