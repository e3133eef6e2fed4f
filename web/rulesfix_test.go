package web

import (
	"bytes"
	"context"
	"mime/multipart"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/scoring/games"
)

// saveForm returns the fields of the form that saves previewed rules.
func saveForm(t *testing.T, p page) url.Values {
	t.Helper()
	buttons := byTestID(p.doc, "rules-fix-save")
	if len(buttons) == 0 {
		t.Fatalf("no save button; body: %.800s", p.body)
	}
	form := buttons[0]
	for form != nil && form.Data != "form" {
		form = form.Parent
	}
	out := url.Values{}
	for _, in := range findAll(form, func(n *html.Node) bool { return n.Data == "input" }) {
		out.Add(attr(in, "name"), attr(in, "value"))
	}
	return out
}

// storedScores replays the game's stored deals under the config and
// returns the first value of every line, as the game page shows it.
func storedScores(t *testing.T, app *testApp, groupID, gameID, config string) []string {
	t.Helper()
	ctx := context.Background()
	row, err := app.store.Game(ctx, groupID, gameID)
	if err != nil {
		t.Fatal(err)
	}
	log, err := app.store.Log(ctx, gameID)
	if err != nil {
		t.Fatal(err)
	}
	deals, _, _, _ := db.Replayable(log, row.Config)
	sum, err := games.Recompute(row.Kind, []byte(config), seatNames(row), payloads(deals))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range sum.Lines {
		out = append(out, l.Values[0])
	}
	return out
}

// agurkOfFourDeals starts a game of Danish Agurk for Anna, Bo and Cai and
// enters four deals: Anna a king and a queen, Bo a nine, Cai a queen.
func agurkOfFourDeals(t *testing.T, d *device) (group, game, groupID, gameID string) {
	t.Helper()
	group, game = newGame(t, d, "Anna", "Bo", "Cai")
	groupID, gameID = group[strings.LastIndex(group, "/")+1:], game[strings.LastIndex(game, "/")+1:]
	for _, deal := range []struct {
		loser int
		card  string
	}{{0, "K"}, {1, "9"}, {2, "Q"}, {0, "Q"}} {
		if p := quick(d, game, deal.loser, deal.card); p.status != http.StatusSeeOther {
			t.Fatalf("deal: %d %.400s", p.status, p.body)
		}
	}
	return group, game, groupID, gameID
}

func TestCorrectTheHouseRulesForTheWholeGame(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game, groupID, gameID := agurkOfFourDeals(t, d)
	danish := scores(d.get(game))

	// The scorer's rules card offers the correction; the page shows the
	// rules as they stand.
	if len(byTestID(d.get(game).doc, "rules-fix-link")) != 1 {
		t.Error("the rules card offers no correction")
	}
	if p := d.get(game + "/rules"); p.status != http.StatusOK || attr(findAll(p.doc, func(n *html.Node) bool {
		return n.Data == "option" && hasAttr(n, "selected") && attr(n, "value") == "danish"
	})[0], "value") != "danish" {
		t.Fatalf("rules page: %d", p.status)
	}

	// The preview says what changes before anything is saved.
	p := d.post(game+"/rules", url.Values{"preset": {"swedish"}})
	if p.status != http.StatusOK {
		t.Fatalf("preview: %d %.800s", p.status, p.body)
	}
	row, _ := app.store.Game(context.Background(), groupID, gameID)
	swedishConfig := inputValue(p.doc, "previewed")
	swedish := storedScores(t, app, groupID, gameID, swedishConfig)
	if slices.Equal(swedish, danish) {
		t.Fatalf("the test's deals score alike under both presets: %v", danish)
	}
	preview := texts(findAll(byTestID(p.doc, "rules-preview-scores")[0], func(n *html.Node) bool { return n.Data == "td" }))
	for i := range danish {
		if preview[2*i] != danish[i] || preview[2*i+1] != swedish[i] {
			t.Errorf("preview line %d: %v, want %s → %s", i, preview[2*i:2*i+2], danish[i], swedish[i])
		}
	}
	if got := text(byTestID(p.doc, "rules-preview")[0]); !strings.Contains(got, "Swedish Gurka") {
		t.Errorf("preview names no preset change: %q", got)
	}
	if got := scores(d.get(game)); !slices.Equal(got, danish) {
		t.Fatalf("a preview changed the game: %v", got)
	}

	// Saving replays the whole game under the corrected rules.
	saved := d.post(game+"/rules", saveForm(t, p))
	after := d.follow(saved)
	if got := scores(after); !slices.Equal(got, swedish) {
		t.Errorf("after the correction: %v, want %v", got, swedish)
	}
	if f := text(byTestID(after.doc, "flash")[0]); !strings.Contains(f, "→") {
		t.Errorf("flash says no change: %q", f)
	}
	if row2, _ := app.store.Game(context.Background(), groupID, gameID); row2.Config != row.Config {
		t.Error("the game's row was changed; the log should carry the correction")
	}
	hist := d.get(game + "/history")
	if rows := byTestID(hist.doc, "history-rules"); len(rows) != 1 {
		t.Errorf("history shows %d corrections, want 1", len(rows))
	} else if got := text(rows[0].Parent); !strings.Contains(got, "Swedish Gurka") {
		t.Errorf("history: %q", got)
	}

	// Sent again, it is not saved twice.
	if again := d.post(game+"/rules", saveForm(t, p)); again.status != http.StatusSeeOther {
		t.Errorf("sent again: %d", again.status)
	}
	if n := app.queryOne(t, `SELECT count(*) FROM entries WHERE game_id = ? AND payload LIKE '%house_rules%'`, gameID); n != "1" {
		t.Errorf("%s corrections stored", n)
	}

	// The export carries the correction: imported, the game stands as
	// corrected, and its history shows the correction.
	evening := linkTo(after.doc, group+"/e/", 4)
	upload := func(file string) page {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		mw.WriteField("_csrf", d.csrf())
		fw, _ := mw.CreateFormFile("file", "evening.json")
		fw.Write([]byte(file))
		mw.Close()
		req, _ := http.NewRequest(http.MethodPost, app.srv.URL+group+"/import", &body)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		return d.do(req)
	}
	export := d.get(evening + "/export").body
	imported := linkTo(d.get(location(t, upload(export))).doc, group+"/games/", 4)
	if got := scores(d.get(imported)); !slices.Equal(got, swedish) {
		t.Errorf("imported: %v, want %v", got, swedish)
	}
	if len(byTestID(d.get(imported+"/history").doc, "history-rules")) != 1 {
		t.Error("the imported history shows no correction")
	}

	// A file whose correction sets rules the server does not take is
	// refused, naming the record.
	if !strings.Contains(export, `"swedish"`) {
		t.Fatal("the export does not carry the correction")
	}
	bad := upload(strings.Replace(export, `"swedish"`, `"chess"`, 1))
	if bad.status != http.StatusUnprocessableEntity || !strings.Contains(bad.body, "record 5") {
		t.Errorf("a correction to unknown rules: %d %.300s", bad.status, text(byTestID(bad.doc, "form-error")[0]))
	}

	// A deal entered now counts under the corrected rules; undo takes the
	// deal back first, then the correction.
	quick(d, game, 1, "5")
	undo := func() page {
		pg := d.get(game)
		return d.post(game+"/undo", url.Values{"after": {inputValue(pg.doc, "after")}})
	}
	undo()
	if got := scores(d.get(game)); !slices.Equal(got, swedish) {
		t.Errorf("after undoing the deal: %v, want %v", got, swedish)
	}
	undo()
	if got := scores(d.get(game)); !slices.Equal(got, danish) {
		t.Errorf("after undoing the correction: %v, want %v", got, danish)
	}
	if len(byTestID(d.get(game+"/history").doc, "history-rules-undone")) != 1 {
		t.Error("history does not show the correction undone")
	}
}

func TestCorrectionRefusedWhileAnEntryDoesNotFit(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	// Anna takes two kings: under "first over 21 loses" the game ends
	// there, and the third deal no longer fits.
	quick(d, game, 0, "K")
	quick(d, game, 0, "K")
	quick(d, game, 1, "9")
	before := scores(d.get(game))
	p := d.post(game+"/rules", url.Values{"preset": {"danish-sudden"}})
	if p.status != http.StatusUnprocessableEntity {
		t.Fatalf("status %d, want 422; %.600s", p.status, p.body)
	}
	say := text(byTestID(p.doc, "rules-fix-error")[0])
	if !strings.Contains(say, "Entry 3") {
		t.Errorf("the refusal names no entry: %q", say)
	}
	if len(byTestID(p.doc, "rules-fix-save")) != 0 {
		t.Error("rules that do not fit are offered to save")
	}
	if len(byTestID(p.doc, "rules-fix-entry")) != 1 {
		t.Error("the refusal does not link to the entry to correct")
	}
	// Forced, the save is refused all the same.
	forced := url.Values{"preset": {"danish-sudden"}, "save": {"1"}, "previewed": {inputValue(p.doc, "previewed")},
		"nonce": {"forcedsaveaaaaaaaaaaaaaaaa"}, "after": {"3"}}
	if f := d.post(game+"/rules", forced); f.status != http.StatusUnprocessableEntity {
		t.Errorf("forced save: %d", f.status)
	}
	if got := scores(d.get(game)); !slices.Equal(got, before) {
		t.Errorf("the game changed: %v, want %v", got, before)
	}
	// The same rules as the game's are no correction.
	if same := d.post(game+"/rules", url.Values{"preset": {"danish"}}); same.status != http.StatusUnprocessableEntity {
		t.Errorf("the game's own rules: %d", same.status)
	}
}

// A finished game whose correction changes its end says so on the
// evening page: here a Durak series to two losses, corrected to the
// preset's three, is no longer over.
func TestEveningSaysWhenACorrectionChangesTheEnd(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, evening, gameIDs := seededGroup(t, app, d)
	durak := group + "/games/" + gameIDs[3]
	if notes := byTestID(d.get(evening).doc, "game-rules-note"); len(notes) != 0 {
		t.Fatalf("notes before any correction: %v", texts(notes))
	}
	p := d.post(durak+"/rules", url.Values{"preset": {"teams"}})
	if p.status != http.StatusOK {
		t.Fatalf("preview: %d %.600s", p.status, p.body)
	}
	if end := text(byTestID(p.doc, "rules-preview-end")[0]); !strings.Contains(end, "over, won by") || !strings.Contains(end, "still running") {
		t.Errorf("the preview's end: %q", end)
	}
	location(t, d.post(durak+"/rules", saveForm(t, p)))
	notes := texts(byTestID(d.get(evening).doc, "game-rules-note"))
	if len(notes) != 1 || !strings.Contains(notes[0], "runs again") {
		t.Errorf("the evening's notes: %v", notes)
	}
}
