package web

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/scoring/games"
)

// TestMixedEveningExportsAndRecomputes plays all five kinds in one
// evening, with an undo and a correction, exports it, recomputes every
// game from the file with the engines `schreiber score` uses, and imports it
// again into the same standings.
func TestMixedEveningExportsAndRecomputes(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tk := seatTable(t, d, "tupelkopf", "ploen-split", nil, "Anna", "Bo", "Cai", "Dora")
	group, evening := tk.group, tk.evening
	start := func(kind, preset string) table {
		_, form := tableFormIn(t, d, tk, kind, preset)
		return table{group: group, evening: evening, game: location(t, d.post(evening+"/games", form))}
	}
	location(t, tk.enter(d, deal("normal", 151, []int{0, 2}, "alten_call", "re")))
	location(t, tk.enter(d, deal("armut", 0, nil)))
	location(t, tk.enter(d, deal("damensolo", 200, []int{3}, "anderen_foxes", "1")))
	location(t, tk.enter(d, deal("normal", 100, []int{1, 3})))
	location(t, d.post(tk.game+"/undo", url.Values{"after": {inputValue(d.get(tk.game).doc, "after")}}))
	links := tk.editLinks(d)
	location(t, d.post(strings.TrimSuffix(links[0], "/edit"), withValues(deal("normal", 130, []int{0, 2}), url.Values{"after": {inputValue(d.get(tk.game).doc, "after")}})))

	dk := start("durak", "teams")
	for _, f := range []url.Values{lost(1), drawn(), lost(2), lost(3)} {
		location(t, dk.enter(d, f))
	}
	gk := start("gurke", "danish")
	location(t, gk.enter(d, url.Values{"mode": {"quick"}, "loser": {"2"}, "card": {"K"}}))
	hk := start("hurrican", "classic")
	location(t, sweep(d, hk, "1"))
	location(t, hk.enter(d, deal1()))
	ek := start("euchre", "five")
	location(t, ek.enter(d, hand("0", "3", false)))
	location(t, ek.enter(d, passed()))
	location(t, ek.enter(d, hand("3", "2", true)))
	played := []table{tk, dk, gk, hk, ek}

	boards := map[string][]string{}
	for _, g := range played {
		boards[g.game[strings.LastIndex(g.game, "/")+1:]] = scores(d.get(g.game))
	}
	export := d.get(evening + "/export")
	if export.status != http.StatusOK {
		t.Fatalf("export: %d", export.status)
	}
	file, err := db.ReadExport(strings.NewReader(export.body))
	if err != nil {
		t.Fatal(err)
	}
	if len(file.Games) != len(played) {
		t.Fatalf("the file holds %d games", len(file.Games))
	}
	for i, g := range file.Games {
		sum, err := games.Recompute(g.Kind, g.Config, g.Players, g.Current())
		if err != nil {
			t.Errorf("%s: %v", g.Kind, err)
			continue
		}
		var first []string
		for _, l := range sum.Lines {
			first = append(first, l.Values[0])
		}
		board := boards[played[i].game[strings.LastIndex(played[i].game, "/")+1:]]
		if strings.ReplaceAll(strings.Join(board, " "), "−", "-") != strings.Join(first, " ") {
			t.Errorf("%s recomputes to %v; the board showed %v", g.Kind, first, board)
		}
	}
	// Imported again, every game shows the same board.
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("_csrf", d.csrf())
	fw, _ := mw.CreateFormFile("file", "evening.json")
	fw.Write([]byte(export.body))
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, app.srv.URL+group+"/import", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	imported := d.get(location(t, d.do(req)))
	var shown []string
	for _, a := range findAll(byTestID(imported.doc, "games")[0], func(n *html.Node) bool { return n.Data == "a" }) {
		shown = append(shown, fmt.Sprint(scores(d.get(attr(a, "href")))))
	}
	var want []string
	for _, g := range played {
		want = append(want, fmt.Sprint(boards[g.game[strings.LastIndex(g.game, "/")+1:]]))
	}
	if strings.Join(shown, " ") != strings.Join(want, " ") {
		t.Errorf("imported boards %v, want %v", shown, want)
	}
}

// tableFormIn returns the new game form of another kind in the evening of
// tb, with the same players seated in the same order.
func tableFormIn(t *testing.T, d *device, tb table, kind, preset string) (table, url.Values) {
	t.Helper()
	p := d.get(tb.evening + "/games/new?kind=" + kind)
	form := url.Values{"kind": {kind}, "preset": {preset}}
	for i, li := range findAll(p.doc, func(n *html.Node) bool { return n.Data == "li" && hasAttr(n, "data-seat") }) {
		id := attr(findAll(li, func(n *html.Node) bool { return attr(n, "name") == "player" })[0], "value")
		form.Add("player", id)
		form.Set("pos-"+id, fmt.Sprint(i+1))
		if i == 0 {
			form.Set("first_dealer", id)
		}
	}
	return tb, form
}
