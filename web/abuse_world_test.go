package web

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"mime/multipart"
	"net/url"
	"strings"
	"sync"
	"testing"
)

// world is the database the bad-input test attacks: two groups that one
// scorer keeps both, so that only the checks of the handlers, not the
// membership, stand between an id of one group and the URL of the other.
type world struct {
	app      *testApp
	log      *syncBuffer
	scorer   *device // scorer of both groups
	viewer   *device // viewer of group A
	stranger *device // no group at all
	a, b     worldGroup
	// stored is the database as the last refused request left it: the
	// next one is compared with it, without a dump of its own before.
	stored string
}

// worldGroup holds the ids of one group's things, without path prefixes.
type worldGroup struct {
	group, evening string
	game           string   // a Swedish Gurka game in which Anna (seat 0) is out
	over           string   // a Durak series that is over
	entry          string   // the game's first entry
	overEntry      string   // the finished series' first entry
	players        []string // ids in seating order
	viewerDevice   string   // the device of the group's viewer
	token          string   // the viewers' invite token
	after          string   // the game's log position
	overAfter      string   // the finished series' log position
	export         []byte   // the evening's export file
}

// syncBuffer is a log the server writes to from many goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func newWorld(t *testing.T) *world {
	t.Helper()
	log := &syncBuffer{}
	app := newTestAppLogging(t, slog.New(slog.NewTextHandler(log, &slog.HandlerOptions{Level: slog.LevelInfo})))
	w := &world{app: app, log: log, scorer: app.device(t), stranger: app.device(t)}
	w.a = buildGroup(t, w.scorer, "Anna", "Bo", "Cai", "Dora")
	w.b = buildGroup(t, w.scorer, "Emil", "Fritz", "Gerd", "Hanna")
	w.viewer = viewerOf(t, w.scorer, "/g/"+w.a.group)
	viewerOf(t, w.scorer, "/g/"+w.b.group) // a device of B's, for the revoke form
	w.a.viewerDevice = otherDevice(t, w.scorer, w.a.group)
	w.b.viewerDevice = otherDevice(t, w.scorer, w.b.group)
	w.a.token = strings.TrimPrefix(inviteLink(t, w.scorer, "/g/"+w.a.group, "viewer"), "/join/")
	w.b.token = strings.TrimPrefix(inviteLink(t, w.scorer, "/g/"+w.b.group, "viewer"), "/join/")
	w.a.export = []byte(w.scorer.get("/g/" + w.a.group + "/e/" + w.a.evening + "/export").body)
	w.b.export = []byte(w.scorer.get("/g/" + w.b.group + "/e/" + w.b.evening + "/export").body)
	return w
}

// buildGroup makes a group with four players, an evening, a finished Durak
// series and a Swedish Gurka game in which the first player is out.
func buildGroup(t *testing.T, scorer *device, players ...string) worldGroup {
	t.Helper()
	tb, form := tableForm(t, scorer, "durak", "classic", map[string]string{"loss_limit": "2"}, players...)
	tb.game = location(t, scorer.post(tb.evening+"/games", form))
	for range 2 {
		location(t, tb.enter(scorer, lost(1)))
	}
	if p := scorer.get(tb.game); len(byTestID(p.doc, "next-game")) != 1 {
		t.Fatal("the Durak series is not over")
	}
	var g worldGroup
	g.group = strings.TrimPrefix(tb.group, "/g/")
	g.evening = lastSegment(tb.evening)
	g.over = lastSegment(tb.game)
	g.overEntry = entryOf(t, scorer, tb.game)
	g.overAfter = inputValue(scorer.get(tb.game).doc, "after")
	if g.overAfter == "" {
		g.overAfter = "2"
	}
	_, gform := tableFormIn(t, scorer, tb, "gurke", "swedish")
	game := location(t, scorer.post(tb.evening+"/games", gform))
	location(t, quick(scorer, game, 1, "9"))
	for range 3 {
		location(t, quick(scorer, game, 0, "K"))
	}
	g.game = lastSegment(game)
	g.entry = entryOf(t, scorer, game)
	g.after = inputValue(scorer.get(game).doc, "after")
	if g.after != "4" {
		t.Fatalf("the game stands at %q, want 4", g.after)
	}
	g.players = gform["player"]
	return g
}

func lastSegment(path string) string { return path[strings.LastIndex(path, "/")+1:] }

// entryOf is the id of the game's first entry, from its correction link.
func entryOf(t *testing.T, d *device, game string) string {
	t.Helper()
	links := (table{game: game}).editLinks(d)
	if len(links) == 0 {
		t.Fatalf("%s has no correctable entry", game)
	}
	return strings.TrimSuffix(strings.TrimPrefix(links[0], game+"/entries/"), "/edit")
}

// otherDevice is the id of the one device of the group that is not the
// scorer's own.
func otherDevice(t *testing.T, scorer *device, group string) string {
	t.Helper()
	for _, d := range byTestID(scorer.get("/g/"+group).doc, "device") {
		if id := inputValue(d, "device"); id != "" {
			return id
		}
	}
	t.Fatalf("no other device in group %s", group)
	return ""
}

// swaps maps every id of group A that a URL or a form can hold to the id of
// the same thing in group B.
func (w *world) swaps() map[string]string {
	m := map[string]string{w.a.group: w.b.group, w.a.evening: w.b.evening, w.a.game: w.b.game, w.a.over: w.b.over,
		w.a.entry: w.b.entry, w.a.overEntry: w.b.overEntry, w.a.viewerDevice: w.b.viewerDevice}
	for i, p := range w.a.players {
		m[p] = w.b.players[i]
	}
	return m
}

// multipartBody is a form with a file, as the import form sends it.
func multipartBody(fields url.Values, file []byte) ([]byte, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, vs := range fields {
		for _, v := range vs {
			mw.WriteField(k, v)
		}
	}
	if file != nil {
		fw, _ := mw.CreateFormFile("file", "evening.json")
		fw.Write(file)
	}
	mw.Close()
	return body.Bytes(), mw.FormDataContentType()
}

// exportEdit is group A's export file with a change made to its JSON.
func (w *world) exportEdit(t *testing.T, change func(f map[string]any)) []byte {
	t.Helper()
	var f map[string]any
	if err := json.Unmarshal(w.a.export, &f); err != nil {
		t.Fatalf("export: %v", err)
	}
	change(f)
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
