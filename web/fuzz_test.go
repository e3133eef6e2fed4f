package web

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"
	"golang.org/x/net/html"

	"schreiber/rules/msg"
	"schreiber/views"
)

// The fuzz targets of the web package: every kind's entry form and the
// correction form it fills from a stored entry, the new game form, and
// every form the router takes. They cover every kind in the registry, so a
// new game is fuzzed from the day it is registered. `go test` runs their
// seeds; .ci/fuzz runs them for as long as it is told.

// fuzzTable is a new game of one preset of one kind, at one table size.
type fuzzTable struct {
	kind    views.Kind
	preset  string
	players []string
	config  []byte
	table   views.Table
}

func (ft fuzzTable) String() string {
	return fmt.Sprintf("%s/%s with %d players", ft.kind.Name, ft.preset, len(ft.players))
}

// fuzzTables starts a game of every preset of every kind with the fewest
// and the most players it allows (at most nine).
func fuzzTables(tb testing.TB) []fuzzTable {
	tb.Helper()
	var out []fuzzTable
	for _, k := range kinds {
		for _, preset := range k.Setup.Presets {
			rules, ok := k.Setup.PresetRules(preset)
			if !ok {
				tb.Fatalf("%s: preset %s has no rules", k.Name, preset)
			}
			lo, hi := k.Setup.Seats(rules)
			// The smallest table, and the largest one up to nine that the
			// rules allow (Tupelkopf only takes even numbers).
			sizes := []int{lo}
			for n := min(hi, 9); n > lo; n-- {
				if _, err := k.Setup.NewGame(rules, n, 0); err == nil {
					sizes = append(sizes, n)
					break
				}
			}
			for _, n := range sizes {
				players := make([]string, n)
				for i := range players {
					players[i] = fmt.Sprintf("P%d", i+1)
				}
				config, err := k.Setup.NewGame(rules, n, 0)
				if err != nil {
					tb.Fatalf("%s/%s with %d players: %v", k.Name, preset, n, err)
				}
				t, err := k.Table(config, players, nil)
				if err != nil || t.Broken() != nil {
					tb.Fatalf("%s/%s with %d players: %v, %v", k.Name, preset, n, err, t.Broken())
				}
				out = append(out, fuzzTable{kind: k, preset: preset, players: players, config: config, table: t})
			}
		}
	}
	return out
}

func (ft fuzzTable) page() views.Page {
	return views.Page{GroupID: "g", EveningID: "e", GameID: "x", Players: ft.players, CanScore: true, Nonce: "n"}
}

// renders draws a table's components; none may fail.
func renders(t *testing.T, what string, tb views.Table, p views.Page, f views.Form) {
	t.Helper()
	c := views.Ctx{Lang: views.DE}
	for name, comp := range map[string]interface {
		Render(context.Context, io.Writer) error
	}{"board": tb.Board(c, p), "forms": tb.Forms(c, p, f), "preview": tb.Preview(c, p)} {
		if err := comp.Render(context.Background(), io.Discard); err != nil {
			t.Fatalf("%s: the %s does not render: %v", what, name, err)
		}
	}
	tb.Summary()
	tb.Steps()
	tb.Series()
	tb.Result()
	tb.Facts(p)
	tb.Next()
	tb.Title()
	tb.RulesLine()
}

// formSeeds fills in the forms of a page as a phone can send them: each
// form with its defaults, and with every choice of its radio buttons and
// checkboxes (the k-th seed of a form picks the k-th value of every group),
// for the fuzzer to start from.
func formSeeds(doc *html.Node) []url.Values {
	var out []url.Values
	for _, form := range findAll(doc, func(n *html.Node) bool { return n.Data == "form" }) {
		base := url.Values{}
		choices := map[string][]string{}
		for _, in := range findAll(form, func(n *html.Node) bool { return n.Data == "input" || n.Data == "select" }) {
			name := attr(in, "name")
			if name == "" {
				continue
			}
			switch {
			case in.Data == "select":
				for _, o := range findAll(in, func(n *html.Node) bool { return n.Data == "option" }) {
					choices[name] = append(choices[name], attr(o, "value"))
				}
			case attr(in, "type") == "radio" || attr(in, "type") == "checkbox":
				choices[name] = append(choices[name], attr(in, "value"))
				if hasAttr(in, "checked") {
					base.Add(name, attr(in, "value"))
				}
			default:
				base.Set(name, attr(in, "value"))
			}
		}
		for _, b := range findAll(form, func(n *html.Node) bool { return n.Data == "button" && attr(n, "name") != "" }) {
			base.Set(attr(b, "name"), attr(b, "value"))
		}
		out = append(out, base)
		most := 0
		for _, vs := range choices {
			most = max(most, len(vs))
		}
		for k := range most {
			seed := url.Values{}
			for name, vs := range base {
				seed[name] = append([]string(nil), vs...)
			}
			for name, vs := range choices {
				seed.Set(name, vs[k%len(vs)])
			}
			out = append(out, seed)
		}
	}
	return out
}

// FuzzEntryForm sends every kind's entry form arbitrary values. Entry must
// answer with a payload or a *msg.FieldError in both languages, never
// panic; a payload must replay or say in both languages why not; and an
// entry the history offers to correct must come back from its correction
// form exactly as it was stored.
func FuzzEntryForm(f *testing.F) {
	tables := fuzzTables(f)
	for i, ft := range tables {
		var buf bytes.Buffer
		if err := ft.table.Forms(views.Ctx{Lang: views.EN}, ft.page(), views.Form{}).Render(context.Background(), &buf); err != nil {
			f.Fatal(err)
		}
		doc, err := html.Parse(&buf)
		if err != nil {
			f.Fatal(err)
		}
		seeds := formSeeds(doc)
		if len(seeds) == 0 {
			f.Fatalf("%v: no entry form to start from", ft)
		}
		for _, s := range seeds {
			f.Add(uint16(i), s.Encode())
		}
	}
	f.Add(uint16(0), "mode=quick&loser=0&card=K&matched=1&matched=1")
	f.Add(uint16(0), "mode=trick&leader=1&card-0=Joker&card-1=%E2%99%A36&card-2=A&doubled=0&redoubled=0")
	f.Add(uint16(0), "mode=kontra&kontra=-1")
	f.Add(uint16(0), "mode=rebuy&seat=99999999999999999999")
	f.Fuzz(func(t *testing.T, which uint16, form string) {
		ft := tables[int(which)%len(tables)]
		values, _ := url.ParseQuery(form)
		payload, err := ft.table.Entry(values)
		if err != nil {
			var fe *msg.FieldError
			if !errors.As(err, &fe) || fe.Msg.IsZero() {
				t.Fatalf("%v: %q: the error is not a message for players: %#v", ft, form, err)
			}
			return
		}
		after, err := ft.kind.Table(ft.config, ft.players, [][]byte{payload})
		if err != nil {
			t.Fatalf("%v: the config no longer reads: %v", ft, err)
		}
		p := ft.page()
		p.Entries = 1
		renders(t, ft.String(), after, p, views.Form{Values: values})
		if err := after.Broken(); err != nil {
			if m := msg.From(err); m.IsZero() {
				t.Fatalf("%v: %s: the entry does not fit, without saying why: %v", ft, payload, err)
			}
			return
		}
		steps := after.Steps()
		if len(steps) != 1 {
			t.Fatalf("%v: %s: one entry gave %d steps", ft, payload, len(steps))
		}
		if !steps[0].Correctable {
			return
		}
		back, ok := ft.table.Form(payload)
		if !ok {
			t.Fatalf("%v: %s is offered for correction but has no form", ft, payload)
		}
		again, err := ft.table.Entry(back)
		if err != nil || !bytes.Equal(again, payload) {
			t.Fatalf("%v: %s comes back from its correction form %v as %s, %v", ft, payload, back, again, err)
		}
	})
}

// FuzzCorrectionForm hands every kind arbitrary stored payloads, as an
// imported file can hold them: replaying them, drawing the game and filling
// the correction form from them must never panic.
func FuzzCorrectionForm(f *testing.F) {
	tables := fuzzTables(f)
	for i := range tables {
		f.Add(uint16(i), []byte(`{"kind":"quick","loser":1,"card":"K"}`))
	}
	for _, s := range []string{
		`{"kind":"trick","plays":[{"seat":0,"card":"5"},{"seat":1,"card":"9"},{"seat":2,"card":"K"}]}`,
		`{"kind":"trick","plays":[{"seat":7,"card":"5"}],"doubled":[5]}`,
		`{"kind":"quick","loser":9,"card":"♣6","matched":[0,0,4]}`,
		`{"kind":"rebuy","seat":2}`, `{"kind":"kontra","seat":-1}`, `{"kind":"kontra"}`,
		`null`, `[]`, `{}`, ``, `{"kind":"quick","loser":1e400,"card":"K"}`,
	} {
		f.Add(uint16(0), []byte(s))
	}
	f.Fuzz(func(t *testing.T, which uint16, payload []byte) {
		ft := tables[int(which)%len(tables)]
		if values, ok := ft.table.Form(payload); ok {
			ft.table.Entry(values)
			renders(t, ft.String(), ft.table, ft.page(), views.Form{Values: values})
		}
		after, err := ft.kind.Table(ft.config, ft.players, [][]byte{payload, payload})
		if err != nil {
			t.Fatalf("%v: the config no longer reads: %v", ft, err)
		}
		if err := after.Broken(); err != nil {
			if m := msg.From(err); m.IsZero() {
				t.Fatalf("%v: %q does not fit, without saying why: %v", ft, payload, err)
			}
		}
		renders(t, ft.String(), after, ft.page(), views.Form{})
	})
}

// FuzzNewGameForm sends the new game form of every kind arbitrary values
// through the handler's own parsing: the rules it reads must either be
// refused with a message in both languages or start a game that replays.
func FuzzNewGameForm(f *testing.F) {
	for i, k := range kinds {
		for _, preset := range k.Setup.Presets {
			f.Add(uint8(i), uint8(3), "preset="+preset)
			form := url.Values{"preset": {preset}, "options": {"1"}}
			values, _ := presetValues(k.Setup, preset)
			for name, v := range values {
				form.Set("opt-"+name, v)
			}
			f.Add(uint8(i), uint8(4), form.Encode())
		}
		f.Add(uint8(i), uint8(2), "preset=&options=1&opt-limit=abc")
		f.Add(uint8(i), uint8(200), "preset="+k.Setup.Presets[0]+"&options=1&apply=1&player=a&pos-a=x&player=a")
	}
	e := echo.New()
	f.Fuzz(func(t *testing.T, which, players uint8, form string) {
		k := kinds[int(which)%len(kinds)]
		req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(form))
		req.Header.Set(echo.HeaderContentType, echo.MIMEApplicationForm)
		c := e.NewContext(req, httptest.NewRecorder())
		seating(c)
		rules, values, say, bad := rulesForm(c, k.Setup)
		preset, _ := presetValues(k.Setup, k.Setup.Presets[0])
		optionViews(k.Setup.Options, values, preset, bad)
		if views.EN.Of(say) != "" || views.DE.Of(say) != "" {
			if say.IsZero() {
				t.Fatalf("%s: %q: a message in one language only: %+v", k.Name, form, say)
			}
			return
		}
		n := int(players) % 12
		config, err := k.Setup.NewGame(rules, n, int(players)%max(n, 1))
		if err != nil {
			var fe *msg.FieldError
			if !errors.As(err, &fe) || fe.Msg.IsZero() {
				t.Fatalf("%s: %s with %d players: the error is not a message for players: %#v", k.Name, rules, n, err)
			}
			optionField(k.Setup, err)
			return
		}
		if lo, hi := k.Setup.Seats(rules); n < lo || n > hi {
			t.Fatalf("%s: %s started with %d players, allows %d to %d", k.Name, rules, n, lo, hi)
		}
		names := make([]string, n)
		for i := range names {
			names[i] = fmt.Sprintf("P%d", i+1)
		}
		tb, err := k.Table(config, names, nil)
		if err != nil || tb.Broken() != nil {
			t.Fatalf("%s: %s: the new game does not replay: %v, %v", k.Name, config, err, tb.Broken())
		}
		rulesCard(k.Setup, tb.Rules())
		renders(t, k.Name, tb, views.Page{GroupID: "g", EveningID: "e", GameID: "x", Players: names, CanScore: true}, views.Form{})
	})
}
