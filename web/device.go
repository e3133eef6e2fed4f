package web

import "strings"

// deviceLabel names a device for the history: a rough guess at its kind
// and browser from the User-Agent, plus the start of its random id, so
// that two phones of the same kind can be told apart.
func deviceLabel(userAgent, id string) string {
	ua := strings.ToLower(userAgent)
	kind := "?"
	for _, k := range []struct{ needle, name string }{
		{"iphone", "iPhone"}, {"ipad", "iPad"}, {"android", "Android"}, {"windows", "Windows"},
		{"mac os", "Mac"}, {"cros", "Chromebook"}, {"linux", "Linux"},
	} {
		if strings.Contains(ua, k.needle) {
			kind = k.name
			break
		}
	}
	browser := ""
	for _, b := range []struct{ needle, name string }{
		{"edg/", "Edge"}, {"firefox/", "Firefox"}, {"fxios/", "Firefox"}, {"crios/", "Chrome"},
		{"chrome/", "Chrome"}, {"safari/", "Safari"},
	} {
		if strings.Contains(ua, b.needle) {
			browser = " " + b.name
			break
		}
	}
	short := id
	if len(short) > 4 {
		short = short[:4]
	}
	return kind + browser + " #" + short
}
