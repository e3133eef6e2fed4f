package web

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/static"
)

// attack is one bad request.
type attack struct {
	name   string
	dev    *device
	method string
	path   string
	form   url.Values // sent url-encoded, with the device's CSRF token unless csrf says otherwise
	body   []byte     // sent as is with ctype, instead of form
	ctype  string
	csrf   string // "" the device's token, "none" or "wrong"
	want   int    // the status wanted; 0: any 4xx
	// fragment: the route answers htmx with a fragment, which has no
	// language of its own; it is checked for its message alone.
	fragment bool
}

// routeCase says how to reach a route well, so that each attack changes
// one thing about a request that would otherwise succeed.
type routeCase struct {
	params map[string]string // the URL's parameters for group A
	// form is a request the route takes from the scorer (nil for GET).
	form func() url.Values
	// multipart sends form and file as the import form does.
	file []byte
	// member: under /g/:group, so a device outside the group gets 404.
	member bool
	// scorerOnly: a viewer gets 403.
	scorerOnly bool
	// noUnknown says why a form of unknown fields alone is no attack here.
	noUnknown string
	// extra are the route's own bad inputs.
	extra []attack
}

// idParams are the URL parameters that name a thing of a group.
var idParams = map[string]bool{"group": true, "evening": true, "game": true, "entry": true, "player": true}

// badNames are the names every field that takes a name must refuse.
var badNames = map[string]string{
	"10,000 characters":        strings.Repeat("n", 10000),
	"control characters":       "Anna\x00\x1b[2J",
	"right-to-left override":   "Bo\u202e0001",
	"zero-width only":          "\u200b\u200b\u2060",
	"isolates around a name":   "\u2067Cai\u2069",
	"broken UTF-8":             "Dora\xff\xfe",
	"10,000 right-to-left":     strings.Repeat("ש", 10000),
	"joiners and accents only": "\u200d\u200c\u0301",
}

func nameAttacks(path, field string, base url.Values) []attack {
	var out []attack
	for what, name := range badNames {
		f := url.Values{}
		for k, v := range base {
			f[k] = v
		}
		f.Set(field, name)
		out = append(out, attack{name: field + ": " + what, method: http.MethodPost, path: path, form: f, want: http.StatusUnprocessableEntity})
	}
	return out
}

// cases has one entry for every route of the app, by method and path as
// routes.go registers them; HEAD routes are tried with their GET's case.
func (w *world) cases(t *testing.T) map[string]*routeCase {
	a := w.a
	g := "/g/" + a.group
	game := g + "/games/" + a.game
	over := g + "/games/" + a.over
	quickForm := func() url.Values {
		return url.Values{"mode": {"quick"}, "loser": {"1"}, "card": {"7"}, "nonce": {"abusenonceaaaaaaaaaaaaaaaa"}, "after": {a.after}}
	}
	with := func(f func() url.Values, kv ...string) url.Values {
		v := f()
		for i := 0; i+1 < len(kv); i += 2 {
			v.Set(kv[i], kv[i+1])
		}
		return v
	}
	gameParams := map[string]string{"group": a.group, "game": a.game}
	newGame := func() url.Values {
		v := url.Values{"kind": {"gurke"}, "preset": {"danish"}, "first_dealer": {a.players[0]}}
		for i, p := range a.players {
			v.Add("player", p)
			v.Set("pos-"+p, fmt.Sprint(i+1))
		}
		return v
	}
	ruling := func() url.Values {
		return url.Values{"q": {"play"}, "trick": {"9"}, "hand": {"5 7 K"}, "play": {"5"}, "nonce": {"abuserulingaaaaaaaaaaaaaaa"}}
	}
	post := func(name, path string, form url.Values, want int) attack {
		return attack{name: name, method: http.MethodPost, path: path, form: form, want: want}
	}
	get := func(name, path string, want int) attack {
		return attack{name: name, method: http.MethodGet, path: path, want: want}
	}
	imp := func(name string, file []byte) attack {
		body, ctype := multipartBody(nil, file)
		return attack{name: name, method: http.MethodPost, path: g + "/import", body: body, ctype: ctype, want: http.StatusUnprocessableEntity}
	}
	groupImp := func(name string, file []byte) attack {
		body, ctype := multipartBody(nil, file)
		return attack{name: name, method: http.MethodPost, path: g + "/import-group", body: body, ctype: ctype, want: http.StatusUnprocessableEntity}
	}
	stakes := func() url.Values { return url.Values{"unit": {"1"}, "point": {"0.05"}} }
	players := func(names ...string) func(map[string]any) {
		return func(f map[string]any) { f["games"].([]any)[0].(map[string]any)["players"] = names }
	}
	importCase := &routeCase{params: map[string]string{"group": a.group}, member: true, scorerOnly: true, file: w.a.export,
		form: func() url.Values { return url.Values{} }, noUnknown: "tried as a form without its file below",
		extra: []attack{
			post("not multipart, no file", g+"/import", url.Values{"zzz": {"1"}}, http.StatusUnprocessableEntity),
			imp("not JSON", []byte("{\"format\": ")),
			imp("JSON of the wrong shape", []byte(`[1, 2, 3]`)),
			imp("wrong types", []byte(`{"format": 7, "version": "one", "games": {}}`)),
			imp("another format", []byte(`{"format": "chess", "version": 1, "games": []}`)),
			imp("deep nesting", []byte(strings.Repeat("[", 100000)+strings.Repeat("]", 100000))),
			imp("empty file", []byte{}),
			imp("binary", []byte{0xff, 0xfe, 0, 1, 2, 3}),
			imp("unknown kind", w.exportEdit(t, func(f map[string]any) { f["games"].([]any)[0].(map[string]any)["kind"] = "chess" })),
			imp("a player seated twice", w.exportEdit(t, players("Anna", "Anna", "Bo", "Cai"))),
			imp("a player of 10,000 characters", w.exportEdit(t, players(strings.Repeat("x", 10000), "Bo", "Cai", "Dora"))),
			imp("a player with control characters", w.exportEdit(t, players("An\x00na", "Bo", "Cai", "Dora"))),
			imp("a player of zero-width spaces", w.exportEdit(t, players("\u200b", "Bo", "Cai", "Dora"))),
			imp("a player with a right-to-left override", w.exportEdit(t, players("\u202eAnna", "Bo", "Cai", "Dora"))),
			imp("a place of 10,000 characters", w.exportEdit(t, func(f map[string]any) { f["evening"].(map[string]any)["place"] = strings.Repeat("p", 10000) })),
			imp("a date that is none", w.exportEdit(t, func(f map[string]any) { f["evening"].(map[string]any)["held_on"] = strings.Repeat("9", 10000) })),
			{name: "oversized file", method: http.MethodPost, path: g + "/import", body: bytes.Repeat([]byte("x"), 9<<20),
				ctype: "multipart/form-data; boundary=x", want: http.StatusRequestEntityTooLarge},
		}}
	for _, bad := range badEvenings(t, w.a.export) {
		importCase.extra = append(importCase.extra, imp(bad.name, bad.file))
	}
	cs := map[string]*routeCase{
		"GET /":                     {},
		"GET /healthz":              {},
		"GET /manifest.webmanifest": {},
		"GET /icon.svg":             {},
		"GET /static/*": {params: map[string]string{"*": strings.TrimPrefix(static.URL("app.css"), static.Prefix)},
			extra: []attack{get("an asset of an old hash", static.Prefix+"0000/app.css", http.StatusNotFound)}},
		"GET /join": {extra: []attack{get("an unknown code", "/join?code=ZZZZ-ZZZZ", http.StatusNotFound),
			get("a code of 10,000 characters", "/join?code="+strings.Repeat("Z", 10000), http.StatusNotFound)}},
		"GET /join/:token":   {params: map[string]string{"token": a.token}},
		"POST /join/:token":  {params: map[string]string{"token": a.token}, form: func() url.Values { return url.Values{} }, noUnknown: "the form has no fields: the token is the request"},
		"GET /referee":       {},
		"GET /referee/:game": {params: map[string]string{"game": "gurke"}},
		"GET /rules":         {},
		"GET /rules/:kind":   {params: map[string]string{"kind": "gurke"}},
		"POST /lang": {form: func() url.Values { return url.Values{"lang": {"de"}, "back": {"/"}} },
			extra: []attack{post("an unknown language", "/lang", url.Values{"lang": {"fr"}, "back": {"/"}}, http.StatusBadRequest)}},
		"POST /groups": {form: func() url.Values { return url.Values{"name": {"Neue Runde"}, "players": {"Xaver\nYvonne"}} },
			extra: append(append(nameAttacks("/groups", "name", url.Values{"players": {"Xaver"}}),
				nameAttacks("/groups", "players", url.Values{"name": {"Runde"}})...),
				post("41 players", "/groups", url.Values{"name": {"Groß"}, "players": {manyNames(41)}}, http.StatusUnprocessableEntity),
				post("a player twice", "/groups", url.Values{"name": {"Runde"}, "players": {"Xaver\nxaver"}}, http.StatusUnprocessableEntity))},
		"GET /g/:group":        {params: map[string]string{"group": a.group}, member: true},
		"GET /g/:group/events": {params: map[string]string{"group": a.group}, member: true},
		"POST /g/:group/players": {params: map[string]string{"group": a.group}, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{"name": {"Zora"}} },
			extra: append(nameAttacks(g+"/players", "name", nil),
				post("a name the group has", g+"/players", url.Values{"name": {"anna"}}, http.StatusUnprocessableEntity))},
		"POST /g/:group/players/:player/archive": {params: map[string]string{"group": a.group, "player": a.players[3]}, member: true, scorerOnly: true,
			form:  func() url.Values { return url.Values{"archived": {"1"}} },
			extra: []attack{post("archived is neither 0 nor 1", g+"/players/"+a.players[3]+"/archive", url.Values{"archived": {"maybe"}}, http.StatusBadRequest)}},
		"POST /g/:group/evenings": {params: map[string]string{"group": a.group}, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{"held_on": {"2026-11-22"}, "place": {"Kiel"}} },
			extra: append(nameAttacks(g+"/evenings", "place", url.Values{"held_on": {"2026-11-22"}}),
				post("a date that is none", g+"/evenings", url.Values{"held_on": {"31.02.2026"}, "place": {"Kiel"}}, http.StatusUnprocessableEntity),
				post("a date of 10,000 characters", g+"/evenings", url.Values{"held_on": {strings.Repeat("2", 10000)}}, http.StatusUnprocessableEntity))},
		"POST /g/:group/import": importCase,
		"POST /g/:group/invites/:role/rotate": {params: map[string]string{"group": a.group, "role": "viewer"}, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{} }, noUnknown: "the form has no fields: the role is in the URL"},
		"POST /g/:group/devices/revoke": {params: map[string]string{"group": a.group}, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{"device": {a.viewerDevice}} },
			extra: []attack{post("the scorer's own device", g+"/devices/revoke", url.Values{"device": {w.scorerDevice(t)}}, http.StatusUnprocessableEntity),
				post("no device", g+"/devices/revoke", url.Values{}, http.StatusNotFound)}},
		"POST /g/:group/devices/name": {params: map[string]string{"group": a.group}, member: true,
			form:  func() url.Values { return url.Values{"name": {"Küchenhandy"}} },
			extra: nameAttacks(g+"/devices/name", "name", nil)},
		"GET /g/:group/e/:evening":        {params: map[string]string{"group": a.group, "evening": a.evening}, member: true},
		"GET /g/:group/e/:evening/export": {params: map[string]string{"group": a.group, "evening": a.evening}, member: true},
		"GET /g/:group/e/:evening/games/new": {params: map[string]string{"group": a.group, "evening": a.evening}, member: true, scorerOnly: true,
			extra: []attack{get("an unknown kind", g+"/e/"+a.evening+"/games/new?kind=chess", http.StatusNotFound)}},
		"POST /g/:group/e/:evening/games": {params: map[string]string{"group": a.group, "evening": a.evening}, member: true, scorerOnly: true,
			form: newGame,
			extra: []attack{
				post("an unknown kind", g+"/e/"+a.evening+"/games", with(newGame, "kind", "chess"), http.StatusNotFound),
				post("a first dealer who is not seated", g+"/e/"+a.evening+"/games", with(newGame, "first_dealer", "nobody"), http.StatusUnprocessableEntity),
				post("one player only", g+"/e/"+a.evening+"/games", url.Values{"kind": {"gurke"}, "preset": {"danish"},
					"player": {a.players[0]}, "first_dealer": {a.players[0]}}, http.StatusUnprocessableEntity),
				post("no players", g+"/e/"+a.evening+"/games", url.Values{"kind": {"gurke"}, "preset": {"danish"}}, http.StatusUnprocessableEntity),
				post("an option out of range", g+"/e/"+a.evening+"/games", with(newGame, "options", "1", "opt-lives", "-5"), http.StatusUnprocessableEntity),
			}},
		"GET /g/:group/games/:game":         {params: gameParams, member: true},
		"GET /g/:group/games/:game/board":   {params: gameParams, member: true},
		"GET /g/:group/games/:game/table":   {params: gameParams, member: true},
		"GET /g/:group/games/:game/events":  {params: gameParams, member: true},
		"GET /g/:group/games/:game/panel":   {params: gameParams, member: true},
		"GET /g/:group/games/:game/story":   {params: gameParams, member: true},
		"GET /g/:group/games/:game/deals":   {params: gameParams, member: true},
		"GET /g/:group/games/:game/history": {params: gameParams, member: true},
		"GET /g/:group/games/:game/referee": {params: gameParams, member: true},
		"POST /g/:group/games/:game/entries": {params: gameParams, member: true, scorerOnly: true, form: quickForm,
			extra: []attack{
				post("a loser out of range", game+"/entries", with(quickForm, "loser", "99"), http.StatusUnprocessableEntity),
				post("a negative seat", game+"/entries", with(quickForm, "loser", "-1"), http.StatusUnprocessableEntity),
				post("a seat that is no number", game+"/entries", with(quickForm, "loser", "x"), http.StatusUnprocessableEntity),
				post("a seat of 10,000 digits", game+"/entries", with(quickForm, "loser", strings.Repeat("9", 10000)), http.StatusUnprocessableEntity),
				post("a player who is out", game+"/entries", with(quickForm, "loser", "0"), http.StatusUnprocessableEntity),
				post("an unknown card", game+"/entries", with(quickForm, "card", "Z"), http.StatusUnprocessableEntity),
				post("an unknown mode", game+"/entries", with(quickForm, "mode", "cheat"), http.StatusUnprocessableEntity),
				post("a stale form", game+"/entries", with(quickForm, "after", "1"), http.StatusConflict),
				post("a deal for a finished game", over+"/entries", url.Values{"durak": {"0"}, "nonce": {"noveraaaaaaaaaaaaaaaaaaaaa"}, "after": {a.overAfter}}, 0),
			}},
		"POST /g/:group/games/:game/preview": {params: gameParams, member: true, scorerOnly: true, form: quickForm,
			extra: []attack{
				post("a loser out of range", game+"/preview", with(quickForm, "loser", "99"), http.StatusOK),
				post("a player who is out", game+"/preview", with(quickForm, "loser", "0"), http.StatusOK),
				post("a deal for a finished game", over+"/preview", url.Values{"durak": {"0"}, "after": {a.overAfter}}, 0),
			}},
		"POST /g/:group/games/:game/undo": {params: gameParams, member: true, scorerOnly: true,
			form:  func() url.Values { return url.Values{"after": {a.after}} },
			extra: []attack{post("a stale form", game+"/undo", url.Values{"after": {"2"}}, http.StatusConflict)}},
		"GET /g/:group/games/:game/entries/:entry/edit": {params: map[string]string{"group": a.group, "game": a.game, "entry": a.entry}, member: true, scorerOnly: true},
		"POST /g/:group/games/:game/entries/:entry": {params: map[string]string{"group": a.group, "game": a.game, "entry": a.entry}, member: true, scorerOnly: true,
			form: func() url.Values {
				return url.Values{"mode": {"quick"}, "loser": {"2"}, "card": {"9"}, "after": {a.after}}
			},
			extra: []attack{
				post("a loser out of range", game+"/entries/"+a.entry, url.Values{"mode": {"quick"}, "loser": {"99"}, "card": {"9"}, "after": {a.after}}, http.StatusUnprocessableEntity),
				post("a stale form", game+"/entries/"+a.entry, url.Values{"mode": {"quick"}, "loser": {"2"}, "card": {"9"}, "after": {"1"}}, http.StatusConflict),
			}},
		"GET /g/:group/games/:game/rules": {params: gameParams, member: true, scorerOnly: true},
		"POST /g/:group/games/:game/rules": {params: gameParams, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{"preset": {"swedish-modern"}} },
			extra: []attack{
				post("an unknown preset", game+"/rules", url.Values{"preset": {"chess"}}, http.StatusUnprocessableEntity),
				post("an option out of range", game+"/rules", url.Values{"preset": {"danish"}, "options": {"1"}, "opt-lives": {"-5"}}, http.StatusUnprocessableEntity),
				post("an option of 10,000 digits", game+"/rules", url.Values{"preset": {"danish"}, "options": {"1"}, "opt-lives": {strings.Repeat("9", 10000)}}, http.StatusUnprocessableEntity),
				post("a save of rules not previewed", game+"/rules", url.Values{"preset": {"swedish-modern"}, "save": {"1"}, "previewed": {`{"rules":{}}`},
					"nonce": {"abuserulesaaaaaaaaaaaaaaaa"}, "after": {a.after}}, http.StatusConflict),
			}},
		"GET /g/:group/games/:game/seats": {params: gameParams, member: true, scorerOnly: true},
		"POST /g/:group/games/:game/seats": {params: gameParams, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{"stays": {"s0", "s1"}} },
			extra: []attack{
				post("a seat of 10,000 characters", game+"/seats", url.Values{"stays": {strings.Repeat("s", 10000)}}, http.StatusConflict),
				post("a save of a table not previewed", game+"/seats", url.Values{"stays": {"s0", "s1"}, "save": {"1"}, "previewed": {"[0,1]"},
					"nonce": {"abuseseatsaaaaaaaaaaaaaaaa"}, "after": {a.after}}, http.StatusConflict),
			}},
		"POST /g/:group/games/:game/next": {params: map[string]string{"group": a.group, "game": a.over}, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{} }, noUnknown: "the form has no fields",
			extra: []attack{post("the next game of a running game", game+"/next", url.Values{}, http.StatusConflict)}},
		"POST /g/:group/games/:game/rulings": {params: gameParams, member: true, scorerOnly: true, form: ruling,
			extra: []attack{
				post("an unknown question", game+"/rulings", with(ruling, "q", "cheat"), http.StatusUnprocessableEntity),
				post("a hand of 10,000 characters", game+"/rulings", with(ruling, "hand", strings.Repeat("K ", 5000)), http.StatusUnprocessableEntity),
				post("a hand with control characters", game+"/rulings", with(ruling, "hand", "5\x00 7 K"), http.StatusUnprocessableEntity),
			}},
		"POST /g/:group/games/:game/finish": {params: gameParams, member: true, scorerOnly: true,
			form:  func() url.Values { return url.Values{"nonce": {"abusefinishaaaaaaaaaaaaaaa"}, "after": {a.after}} },
			extra: []attack{post("finishing a game whose rules set an end", game+"/finish", url.Values{"nonce": {"abusefinishaaaaaaaaaaaaaaa"}, "after": {a.after}}, http.StatusConflict)}},
		"POST /g/:group/games/:game/abandon": {params: map[string]string{"group": a.group, "game": a.over}, member: true, scorerOnly: true,
			form:  func() url.Values { return url.Values{"nonce": {"abuseabandonaaaaaaaaaaaaaa"}, "after": {a.overAfter}} },
			extra: []attack{post("abandoning a game that is over", over+"/abandon", url.Values{"nonce": {"abuseabandonaaaaaaaaaaaaaa"}, "after": {a.overAfter}}, http.StatusConflict)}},
		"POST /g/:group/games/:game/remove": {params: gameParams, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{} }, noUnknown: "the form has no fields: the game is in the URL",
			extra: []attack{post("removing a game with entries", game+"/remove", url.Values{}, http.StatusConflict)}},
		"POST /g/:group/e/:evening/remove": {params: map[string]string{"group": a.group, "evening": a.evening}, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{} }, noUnknown: "the form has no fields: the evening is in the URL",
			extra: []attack{post("removing an evening with games", g+"/e/"+a.evening+"/remove", url.Values{}, http.StatusConflict)}},
		"POST /g/:group/rename": {params: map[string]string{"group": a.group}, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{"name": {"Neuer Name"}} }, extra: nameAttacks(g+"/rename", "name", nil)},
		"POST /g/:group/players/rename": {params: map[string]string{"group": a.group}, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{"player": {a.players[1]}, "name": {"Zacharias"}} },
			extra: append(nameAttacks(g+"/players/rename", "name", url.Values{"player": {a.players[1]}}),
				post("a name the group has", g+"/players/rename", url.Values{"player": {a.players[1]}, "name": {"anna"}}, http.StatusUnprocessableEntity),
				post("no player", g+"/players/rename", url.Values{"name": {"Zacharias"}}, http.StatusNotFound))},
		"POST /g/:group/currency": {params: map[string]string{"group": a.group}, member: true, scorerOnly: true,
			form: func() url.Values { return url.Values{"currency": {"DKK"}} },
			extra: []attack{post("an unknown currency", g+"/currency", url.Values{"currency": {"XBT"}}, http.StatusUnprocessableEntity),
				post("a currency in small letters", g+"/currency", url.Values{"currency": {"dkk"}}, http.StatusUnprocessableEntity)}},
		"GET /g/:group/delete": {params: map[string]string{"group": a.group}, member: true, scorerOnly: true},
		"POST /g/:group/delete": {params: map[string]string{"group": a.group}, member: true, scorerOnly: true,
			form:  func() url.Values { return url.Values{"name": {"wrong name"}} },
			extra: []attack{post("the group's name in other case", g+"/delete", url.Values{"name": {"x"}}, http.StatusUnprocessableEntity)}},
		"GET /g/:group/export":          {params: map[string]string{"group": a.group}, member: true},
		"GET /g/:group/csv":             {params: map[string]string{"group": a.group}, member: true},
		"GET /g/:group/stats":           {params: map[string]string{"group": a.group}, member: true},
		"GET /g/:group/stats/csv":       {params: map[string]string{"group": a.group}, member: true},
		"GET /g/:group/h2h":             {params: map[string]string{"group": a.group}, member: true},
		"GET /g/:group/players/:player": {params: map[string]string{"group": a.group, "player": a.players[0]}, member: true},
		"GET /g/:group/e/:evening/csv":  {params: map[string]string{"group": a.group, "evening": a.evening}, member: true},
		"GET /g/:group/games/:game/csv": {params: gameParams, member: true},
		"POST /g/:group/e/:evening/stakes": {params: map[string]string{"group": a.group, "evening": a.evening}, member: true, scorerOnly: true,
			form: stakes,
			extra: []attack{
				post("an amount that is no number", g+"/e/"+a.evening+"/stakes", with(stakes, "point", "viel"), http.StatusUnprocessableEntity),
				post("a negative amount", g+"/e/"+a.evening+"/stakes", with(stakes, "unit", "-2"), http.StatusUnprocessableEntity),
				post("an amount of 10,000 digits", g+"/e/"+a.evening+"/stakes", with(stakes, "unit", strings.Repeat("9", 10000)), http.StatusUnprocessableEntity),
				post("an amount with control characters", g+"/e/"+a.evening+"/stakes", with(stakes, "point", "0,05\x00"), http.StatusUnprocessableEntity),
			}},
		"POST /g/:group/import-group": {params: map[string]string{"group": a.group}, member: true, scorerOnly: true, file: w.a.export,
			form: func() url.Values { return url.Values{} }, noUnknown: "tried as a form without its file below",
			extra: []attack{
				post("not multipart, no file", g+"/import-group", url.Values{"zzz": {"1"}}, http.StatusUnprocessableEntity),
				groupImp("an evening's file, not a group's", w.a.export),
				groupImp("not JSON", []byte("{\"format\": ")),
				groupImp("JSON of the wrong shape", []byte(`[1, 2, 3]`)),
				groupImp("deep nesting", []byte(strings.Repeat("[", 100000)+strings.Repeat("]", 100000))),
				groupImp("empty file", []byte{}),
			}},
		"GET /g/:group/imports/:import": {params: map[string]string{"group": a.group, "import": strings.Repeat("z", 26)}, member: true, scorerOnly: true},
	}
	for _, bad := range badEvenings(t, w.a.export) {
		cs["POST /g/:group/import-group"].extra = append(cs["POST /g/:group/import-group"].extra, groupImp(bad.name, groupOf(bad.file)))
	}
	for _, bad := range badGroups(t, w.a.export) {
		cs["POST /g/:group/import-group"].extra = append(cs["POST /g/:group/import-group"].extra, groupImp(bad.name, bad.file))
	}
	return cs
}

func manyNames(n int) string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("Spieler %d", i+1)
	}
	return strings.Join(names, "\n")
}

// scorerDevice is the id of the scorer's own device.
func (w *world) scorerDevice(t *testing.T) string {
	t.Helper()
	return w.app.queryOne(t, `SELECT device_id FROM memberships WHERE role = 'scorer' AND group_id = ?`, w.a.group)
}

var paramRE = regexp.MustCompile(`:[a-z]+|\*`)

// fill puts the parameters into a route's path.
func fill(path string, params map[string]string) string {
	return paramRE.ReplaceAllStringFunc(path, func(p string) string {
		if p == "*" {
			return params["*"]
		}
		return params[p[1:]]
	})
}

// attacks are the generic bad requests for a route, then its own.
func (w *world) attacks(method, path string, rc *routeCase) []attack {
	var out []attack
	good := fill(path, rc.params)
	form := func() url.Values {
		if rc.form == nil {
			return nil
		}
		return rc.form()
	}
	// add fills in a generic attack; for the import, whose form carries a
	// file, the form goes as multipart with the file.
	add := func(a attack) {
		if a.method == "" {
			a.method = method
		}
		if a.path == "" {
			a.path = good
		}
		if rc.file != nil && a.body == nil && a.form != nil {
			a.body, a.ctype = multipartBody(a.form, rc.file)
			a.form = nil
		}
		out = append(out, a)
	}
	if method == http.MethodPost {
		add(attack{name: "CSRF token missing", form: form(), csrf: "none", want: http.StatusForbidden})
		add(attack{name: "CSRF token wrong", form: form(), csrf: "wrong", want: http.StatusForbidden})
		if rc.noUnknown == "" {
			add(attack{name: "unknown fields only", form: url.Values{"zzz": {"1"}, "admin": {"true"}}})
		}
	}
	if rc.file == nil { // the import takes 8 MB and has its own oversized file
		add(attack{name: "oversized body", body: bytes.Repeat([]byte("a=1&"), 20000), ctype: "application/x-www-form-urlencoded",
			want: http.StatusRequestEntityTooLarge})
	}
	if rc.scorerOnly {
		add(attack{name: "a viewer", dev: w.viewer, form: form(), want: http.StatusForbidden})
	}
	if rc.member {
		add(attack{name: "a device outside the group", dev: w.stranger, form: form(), want: http.StatusNotFound})
	}
	swaps := w.swaps()
	ids := 0
	for p := range rc.params {
		if idParams[p] {
			ids++
		}
	}
	for _, p := range slices.Sorted(mapKeys(rc.params)) {
		v := rc.params[p]
		bad := map[string]string{}
		for k, x := range rc.params {
			bad[k] = x
		}
		bad[p] = "nope" + strings.Repeat("0", 20)
		add(attack{name: ":" + p + " that does not exist", path: fill(path, bad), form: form(), want: http.StatusNotFound})
		if other, ok := swaps[v]; ok && ids > 1 {
			bad[p] = other
			add(attack{name: ":" + p + " of the other group", path: fill(path, bad), form: form(), want: http.StatusNotFound})
		}
	}
	if f := form(); f != nil {
		for _, id := range slices.Sorted(mapKeys(swaps)) {
			if !formHas(f, id) {
				continue
			}
			add(attack{name: "a form id of the other group", form: replaceID(form(), id, swaps[id])})
			add(attack{name: "a form id that does not exist", form: replaceID(form(), id, "nope"+strings.Repeat("1", 20))})
		}
	}
	return append(out, rc.extra...)
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

func formHas(f url.Values, id string) bool {
	for k, vs := range f {
		if strings.Contains(k, id) || slices.Contains(vs, id) {
			return true
		}
	}
	return false
}

// replaceID swaps an id in a form's names and values.
func replaceID(f url.Values, id, with string) url.Values {
	out := url.Values{}
	for k, vs := range f {
		for _, v := range vs {
			out.Add(strings.ReplaceAll(k, id, with), strings.ReplaceAll(v, id, with))
		}
	}
	return out
}

// send runs the attack in a language and returns the answer. A form goes
// url-encoded with the token in its _csrf field, a body as is with the
// token in the header htmx uses; csrf says to leave the token out or to
// forge it.
func (w *world) send(t *testing.T, a attack, lang string) page {
	t.Helper()
	d := a.dev
	if d == nil {
		d = w.scorer
	}
	token := ""
	switch a.csrf {
	case "":
		token = d.csrf()
	case "wrong":
		token = "forged-token"
	}
	var body io.Reader
	ctype := a.ctype
	switch {
	case a.body != nil:
		body = bytes.NewReader(a.body)
	case a.form != nil:
		f := url.Values{}
		for k, v := range a.form {
			f[k] = v
		}
		if token != "" {
			f.Set("_csrf", token)
		}
		body, ctype = strings.NewReader(f.Encode()), "application/x-www-form-urlencoded"
	}
	req, _ := http.NewRequest(a.method, w.app.srv.URL+a.path, body)
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if a.body != nil && token != "" {
		req.Header.Set("X-CSRF-Token", token)
	}
	req.Header.Set("Accept-Language", lang)
	return d.do(req)
}

// message is what a refusal says to the reader: the error page's sentence,
// a form's alert or the page's notice.
func message(doc *html.Node) string {
	var parts []string
	for _, n := range findAll(doc, func(n *html.Node) bool {
		r := attr(n, "role")
		return r == "alert" || r == "status" || attr(n, "data-testid") == "error"
	}) {
		if s := text(n); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, " | ")
}

func htmlLang(doc *html.Node) string {
	if hs := findAll(doc, func(n *html.Node) bool { return n.Data == "html" }); len(hs) > 0 {
		return attr(hs[0], "lang")
	}
	return ""
}

// TestBadInputOnEveryRoute sends every route of the app the bad requests
// the issue lists, in English and in German, and checks that each gets a
// 4xx page in the reader's language and leaves every table as it was.
// Every route must have a case: a new route without one fails the test.
func TestBadInputOnEveryRoute(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	cases := w.cases(t)
	_, e, err := newServer(w.app.store, Config{SessionKey: strings.Repeat("k", 32), Groups: manyGroups})
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		route         string
		attacks, sent int
	}
	var rows []row
	total := 0
	seen := map[string]bool{}
	for _, r := range e.Routes() {
		key := r.Method + " " + r.Path
		if seen[key] {
			continue
		}
		seen[key] = true
		method := r.Method
		lookup := key
		switch method {
		case http.MethodHead:
			lookup = http.MethodGet + " " + r.Path
		case "echo_route_not_found", http.MethodGet, http.MethodPost:
		default:
			t.Errorf("route %s: no attacks for this method", key)
			continue
		}
		if method == "echo_route_not_found" {
			continue // tried below with paths no route has
		}
		rc, ok := cases[lookup]
		if !ok {
			t.Errorf("route %s has no case in TestBadInputOnEveryRoute: add one", key)
			continue
		}
		attacks := w.attacks(method, r.Path, rc)
		if method == http.MethodHead {
			for i := range attacks {
				if attacks[i].method == http.MethodGet {
					attacks[i].method = http.MethodHead
				}
			}
		}
		sent := 0
		for _, a := range attacks {
			if a.method != method {
				continue
			}
			a.fragment = strings.HasSuffix(r.Path, "/preview")
			sent += w.try(t, key, a)
		}
		rows = append(rows, row{key, sent / 2, sent})
		total += sent
	}
	for _, a := range []attack{
		{name: "a path no route has", method: http.MethodGet, path: "/nowhere", want: http.StatusNotFound},
		{name: "a group path no route has", method: http.MethodGet, path: "/g/" + w.a.group + "/nowhere", want: http.StatusNotFound},
		{name: "a post to a page", method: http.MethodPost, path: "/g/" + w.a.group + "/e/" + w.a.evening, form: url.Values{}},
		{name: "a post to a path no route has", method: http.MethodPost, path: "/g/" + w.a.group + "/nowhere", form: url.Values{}},
		{name: "a method no route has", method: http.MethodDelete, path: "/g/" + w.a.group + "/games/" + w.a.game},
	} {
		n := w.try(t, "no route", a)
		rows = append(rows, row{"no route: " + a.name, n / 2, n})
		total += n
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].route < rows[j].route })
	var b strings.Builder
	fmt.Fprintf(&b, "bad requests per route (each in English and German):\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "  %-52s %3d\n", r.route, r.attacks)
	}
	fmt.Fprintf(&b, "  %d routes and not-found paths, %d requests in all", len(rows), total)
	t.Log(b.String())
	for _, line := range strings.Split(w.log.String(), "\n") {
		if strings.Contains(line, "level=ERROR") || strings.Contains(strings.ToLower(line), "panic") {
			t.Errorf("the server logged: %.400s", line)
		}
	}
}

// try sends an attack in English and in German and checks both answers;
// it returns the number of requests sent.
func (w *world) try(t *testing.T, route string, a attack) int {
	t.Helper()
	var said [2]string
	var status [2]int
	for i, lang := range []string{"en", "de"} {
		if w.stored == "" {
			w.stored = w.app.dump(t)
		}
		p := w.send(t, a, lang)
		status[i] = p.status
		where := fmt.Sprintf("%s: %s (%s %s, %s)", route, a.name, a.method, shorten(a.path), lang)
		after := w.app.dump(t)
		if diff, same := sameDump(w.stored, after); !same {
			t.Errorf("%s changed the database: %s", where, diff)
		}
		w.stored = after
		switch {
		case p.status >= 500:
			t.Errorf("%s: status %d", where, p.status)
			continue
		case a.fragment && p.status == http.StatusOK && strings.Contains(p.body, `data-testid="preview-error"`):
			// A preview answers what is wrong with the form as what is
			// still missing, with 200: the form is being filled in.
		case p.status < 400 || p.status > 499:
			t.Errorf("%s: status %d, want 4xx; %.200s", where, p.status, p.body)
			continue
		case a.want != 0 && p.status != a.want:
			t.Errorf("%s: status %d, want %d; says %q", where, p.status, a.want, message(p.doc))
		}
		if a.method == http.MethodHead {
			if p.body != "" {
				t.Errorf("%s: HEAD answered with a body", where)
			}
			continue
		}
		if ct := p.header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
			t.Errorf("%s: answered %q, not a page", where, ct)
			continue
		}
		if a.fragment && !strings.Contains(p.body, "<html") {
			if said[i] = text(p.doc); said[i] == "" {
				t.Errorf("%s: the fragment says nothing", where)
			}
			continue
		}
		if got := htmlLang(p.doc); got != lang {
			t.Errorf("%s: page in %q", where, got)
		}
		said[i] = message(p.doc)
		if said[i] == "" {
			t.Errorf("%s: the page says nothing about what went wrong; %.300s", where, p.body)
		}
	}
	if said[0] != "" && said[0] == said[1] {
		t.Errorf("%s: %s says the same in English and German: %q", route, a.name, said[0])
	}
	if status[0] != status[1] {
		t.Errorf("%s: %s: status %d in English, %d in German", route, a.name, status[0], status[1])
	}
	return 2
}

func shorten(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
