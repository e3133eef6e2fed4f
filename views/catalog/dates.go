package catalog

import (
	"strings"
	"time"
)

// dateLayouts is how each language writes a day, as time.Format takes it,
// after CLDR's short forms.
var dateLayouts = map[string]string{
	"en": "2 Jan 2006",
	"de": "2.1.2006",
	"da": "2.1.2006",
	"sv": "2006-01-02",
	"nb": "2.1.2006",
	"fi": "2.1.2006",
	"pl": "2.01.2006",
	"is": "2.1.2006",
	"cs": "2. 1. 2006",
}

// Day writes a day given as 2006-01-02, or a moment given as 2006-01-02
// 15:04, as the language writes dates; text that is neither is returned as
// it is. With it a Lexicon is a msg.Writer, so a msg.Day argument and a
// negative number read as the page's language writes them.
func (lx *Lexicon) Day(iso string) string {
	day, clock, moment := strings.Cut(iso, " ")
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return iso
	}
	layout, ok := dateLayouts[lx.lang]
	if !ok {
		layout = dateLayouts["en"]
	}
	if moment {
		return d.Format(layout) + " " + clock
	}
	return d.Format(layout)
}
