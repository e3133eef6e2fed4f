package views

import (
	"encoding/json"
	"schreiber/rules/msg"
	"strconv"
)

// htmxConfig keeps htmx from injecting inline styles or evaluating code
// (both would break the Content-Security-Policy) and lets it swap the
// form fragments that come back with 409 or 422.
const htmxConfig = `{"includeIndicatorStyles":false,"allowEval":false,"allowScriptTags":false,` +
	`"responseHandling":[{"code":"204","swap":false},{"code":"[23]..","swap":true},` +
	`{"code":"409","swap":true},{"code":"422","swap":true},{"code":"[45]..","swap":false,"error":true}]}`

func csrfHeader(token string) string {
	b, _ := json.Marshal(map[string]string{"X-CSRF-Token": token})
	return string(b)
}

func itoa(n int) string { return strconv.Itoa(n) }

func boolAttr(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// JoinNames lists names with commas, as a line of a list shows players.
func JoinNames(names []string) string {
	out := ""
	for i, n := range names {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}

// WonBy says who won a game, the winners listed as the language lists
// names.
func WonBy(winners []string) msg.Text { return msg.T("won by %s", msg.Names(winners...)) }

// plain is a text that reads the same in every language, such as a name.
func plain(s string) msg.Text { return msg.Plain(s) }

// SeatValue is a seat as a form field carries it.
func SeatValue(seat int) string { return strconv.Itoa(seat) }

// JoinTexts lists texts with commas.
func JoinTexts(ts []msg.Text) msg.Text {
	if len(ts) == 0 {
		return msg.T("nobody")
	}
	out := msg.Concat(", ", ts...)
	return out
}
