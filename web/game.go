package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/a-h/templ"
	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules"
	"schreiber/scoring"
	"schreiber/scoring/replay"
	"schreiber/views"
)

// game is a stored game of any kind, replayed. Its cur and table may be
// shared with the standings cache: they are replaced, never changed.
type game struct {
	row  db.Game
	kind views.Kind
	seq  int          // the log's last seq
	cur  []db.Current // the deals that count, as they stand
	// end is the mark that ended the game at the table's word (finished
	// here, abandoned: see db.Finished), the last entry that counts; its
	// ID is empty while none did.
	end db.Current
	// tail is claimed by the first append to cur's spare capacity: that
	// one append may write there, since no holder of cur reads past its
	// length; every other one copies. A deal then costs no copy of the
	// whole log.
	tail  *atomic.Bool
	table views.Table
	// around holds the rulings kept with the game and the game that
	// followed it, which the open pages show besides the log.
	around db.Around
}

// loadGame returns the game named in the URL, if this group has it,
// replayed through its kind.
func (s *Server) loadGame(c echo.Context) (*game, error) {
	return s.loadGameByID(c.Request().Context(), c.Param("group"), c.Param("game"))
}

// loadGameByID returns the group's game with the id, replayed through its
// kind: from the standings cache if the log has not moved since the last
// replay, else from its log.
func (s *Server) loadGameByID(ctx context.Context, groupID, gameID string) (*game, error) {
	// One query gives the row, where the log stands and what is kept
	// around the game: the rulings and the next game move the open pages
	// but not the log, so the standings cache knows nothing of them.
	opened, err := s.store.OpenGame(ctx, groupID, gameID)
	if err != nil {
		return nil, err
	}
	row, seq, around := opened.Game, opened.Seq, opened.Around
	k, ok := kindOf(row.Kind)
	if !ok {
		return nil, db.ErrNotFound
	}
	if st, ok := s.standings.get(row, seq); ok {
		return &game{row: row, kind: k, seq: st.seq, cur: st.cur, end: st.end, tail: st.tail, table: st.table, around: around}, nil
	}
	log, err := s.store.Log(ctx, row.ID)
	if err != nil {
		return nil, err
	}
	g := &game{row: row, kind: k, seq: lastSeq(log), tail: new(atomic.Bool), around: around}
	g.cur, g.end = db.Settle(db.Fold(log))
	if g.table, err = g.replay(g.payloads()); err != nil {
		return nil, err
	}
	s.standings.put(g)
	return g, nil
}

// lastSeq is the seq of a log's last record, 0 for an empty log.
func lastSeq(log []db.Record) int {
	if len(log) == 0 {
		return 0
	}
	return log[len(log)-1].Seq
}

// replay replays the game's config with the given entries.
func (g *game) replay(entries [][]byte) (views.Table, error) {
	t, err := g.kind.Table([]byte(g.row.Config), seatNames(g.row), entries)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", g.row.ID, err)
	}
	return t, nil
}

// payloads are the payloads of the entries that count, in order.
func (g *game) payloads() [][]byte { return payloads(g.cur) }

func (g *game) lastSeq() int { return g.seq }

// mark is the position of the game's open pages: it moves with every
// append, kept ruling and the next game.
func (g *game) mark() int { return g.around.Mark(g.lastSeq()) }

func (g *game) path() string { return "/g/" + g.row.GroupID + "/games/" + g.row.ID }

// withGame wraps a handler into an echo handler that loads the game.
func (s *Server) withGame(h func(echo.Context, *game) error) echo.HandlerFunc {
	return func(c echo.Context) error {
		g, err := s.loadGame(c)
		if err != nil {
			return s.goneOr(c, err, c.Param("game"))
		}
		return h(c, g)
	}
}

// view builds the game page's data for a table of the game, with the state
// of its entry form.
func (s *Server) view(c echo.Context, g *game, t views.Table, f views.Form) views.GameView {
	v := s.viewOf(g, t, f, canScore(c))
	// A page loaded whole has the story in it, so it is there without the
	// script; a panel swapped in by htmx fetches the story when it comes
	// into view and the table of every entry when it is opened, unless
	// the game is over and shows them open.
	v.DealsLater = isHTMX(c) && !v.Over
	v.StoryLater = v.DealsLater
	return v
}

// pageOf is what the game's components know of the page they are drawn
// on, for a scorer or a viewer.
func pageOf(g *game, scorer bool) views.Page {
	p := views.Page{GroupID: g.row.GroupID, EveningID: g.row.EveningID, GameID: g.row.ID, Players: seatNames(g.row),
		CanScore: scorer, Nonce: db.NewID(), LastSeq: g.lastSeq(), Entries: len(g.cur), Finished: g.end.Payload == db.Finished}
	p.Live = !p.CanScore
	return p
}

// viewOf builds the game page's data for a scorer or a viewer.
func (s *Server) viewOf(g *game, t views.Table, f views.Form, scorer bool) views.GameView {
	p := pageOf(g, scorer)
	broken := t.Broken() != nil
	v := views.GameView{Page: p, Table: t, Form: f, End: g.ending(),
		Over: !broken && (t.Summary().Over || g.end.ID != ""), Broken: broken, Referee: g.kind.Referee != nil, Mark: g.mark()}
	if !broken {
		r, ok := t.Result()
		v.Actions = g.actions(t, r, ok)
		_, v.CanNext = t.Next()
		if ok && !r.Over && g.end.Payload == db.Finished {
			v.Leaders = replay.Leaders(r, p.Players)
		}
	}
	if r := g.around.Latest; r != nil {
		v.Ruling = &rulingItems([]db.Ruling{*r})[0]
	}
	if g.around.Next != "" {
		v.NextPath = "/g/" + g.row.GroupID + "/games/" + g.around.Next
	}
	return v
}

// wholePage is the whole game page of the view; only it shows the rules card,
// so only it works the card out.
func wholePage(vc views.Ctx, g *game, v views.GameView) templ.Component {
	v.RulesCard = rulesCardView(g.kind, v.Table.Rules())
	return views.GamePage(vc, v)
}

func (s *Server) gamePage(c echo.Context, g *game) error {
	return render(c, http.StatusOK, wholePage(s.ctx(c), g, s.view(c, g, g.table, views.Form{})))
}

// gameStory is the game's story, for a panel that left it out.
func (s *Server) gameStory(c echo.Context, g *game) error {
	v := s.view(c, g, g.table, views.Form{})
	v.StoryLater = false
	return render(c, http.StatusOK, views.GameStory(s.ctx(c), v))
}

// gameDeals is the table of every entry, for a story that left it out.
func (s *Server) gameDeals(c echo.Context, g *game) error {
	return render(c, http.StatusOK, views.GameDeals(s.ctx(c), s.view(c, g, g.table, views.Form{})))
}

func (s *Server) gameBoard(c echo.Context, g *game) error {
	return render(c, http.StatusOK, views.BoardFrame(s.ctx(c), s.view(c, g, g.table, views.Form{})))
}

// respond answers a form post that stored nothing: the panel for htmx, the
// whole page otherwise, both with the form as it was sent.
func (s *Server) respond(c echo.Context, g *game, t views.Table, f views.Form, status int) error {
	v := s.view(c, g, t, f)
	if isHTMX(c) {
		return render(c, status, views.GamePanel(s.ctx(c), v))
	}
	return render(c, status, wholePage(s.ctx(c), g, v))
}

// tryEntry reads an entry form against the game as it stands and replays
// the game with it. It returns the entry's payload and the table it gives,
// or what is wrong with it in words a player reads.
func (g *game) tryEntry(f views.Form) ([]byte, views.Table, error) {
	payload, err := g.table.Entry(f.Values)
	if err != nil {
		return nil, nil, err
	}
	after, ok := g.kind.With(g.table, payload)
	if !ok {
		if after, err = g.replay(append(slices.Clone(g.payloads()), payload)); err != nil {
			return nil, nil, err
		}
	}
	return payload, after, after.Broken()
}

func (s *Server) addEntry(c echo.Context, g *game) error {
	if g.table.Broken() != nil {
		return s.respond(c, g, g.table, views.Form{}, http.StatusConflict)
	}
	if g.end.ID != "" {
		return s.refused(c, scoring.T("This game was ended at the table; reopen it to enter more."))
	}
	values, err := c.FormParams()
	if err != nil {
		return err
	}
	form := views.Form{Values: values}
	payload, after, err := g.tryEntry(form)
	var fe *scoring.FieldError
	switch {
	case errors.As(err, &fe):
		form.Error, form.Field = fe.Msg, fe.Field
		return s.respond(c, g, g.table, form, http.StatusUnprocessableEntity)
	case err != nil:
		return err
	case form.Has("preview", "1"):
		form.Preview = after
		return s.respond(c, g, g.table, form, http.StatusOK)
	case !validNonce(form.Get("nonce")):
		form.Error = badNonce
		return s.respond(c, g, g.table, form, http.StatusUnprocessableEntity)
	}
	rec, err := s.appendEntry(c.Request().Context(), g, db.NewRecord{Action: db.Add, Payload: string(payload),
		Device: s.deviceName(c), Nonce: form.Get("nonce"), AfterSeq: atoi(form.Get("after"))})
	switch {
	case errors.Is(err, db.ErrDuplicate):
		return s.done(c, g, scoring.T("This deal was saved already; it was not saved twice."))
	case errors.Is(err, db.ErrConflict):
		fresh, err := s.loadGame(c)
		if err != nil {
			return err
		}
		form.Error = scoring.T("Someone else entered something meanwhile. Check the board; your choices are still here.")
		return s.respond(c, fresh, fresh.table, form, http.StatusConflict)
	case err != nil:
		return err
	}
	// The log grew by this one add: the entries that count are those of
	// before and this one, and after is their replay.
	cur := g.cur
	if !g.tail.CompareAndSwap(false, true) {
		cur = slices.Clip(cur)
	}
	cur = append(cur, db.Current{ID: rec.ID, Seq: rec.Seq, Payload: rec.Payload})
	g.seq, g.cur, g.tail, g.table = rec.Seq, cur, new(atomic.Bool), after
	s.standings.put(g)
	return s.stored(c, g, scoring.Text{})
}

// preview answers the entry form's preview: what the entry would do, or
// what is still wrong with it. Nothing is stored.
func (s *Server) preview(c echo.Context, g *game) error {
	values, err := c.FormParams()
	if err != nil {
		return err
	}
	values.Set("preview", "1")
	form := views.Form{Values: values}
	_, after, err := g.tryEntry(form)
	status := http.StatusOK
	var fe *scoring.FieldError
	switch {
	case errors.As(err, &fe):
		form.Error, status = fe.Msg, http.StatusUnprocessableEntity
	case err != nil:
		return err
	default:
		form.Preview = after
	}
	return render(c, status, views.PreviewBody(s.ctx(c), pageOf(g, canScore(c)), form))
}

// deviceName is how the history names the device that made a change: the
// name its user gave it, if any, else a guess from its browser; either way
// with the start of its id. The log keeps it as it was then, whatever
// becomes of the device later.
func (s *Server) deviceName(c echo.Context) string {
	id := s.deviceID(c)
	label := deviceLabel(c.Request().UserAgent(), id)
	if d, err := s.store.Device(c.Request().Context(), id); err == nil && d.Name != "" {
		return d.Name + " " + label[strings.LastIndex(label, "#"):]
	}
	return label
}

// done answers a change after reloading the game; notice, if any, is
// shown once.
func (s *Server) done(c echo.Context, g *game, notice scoring.Text) error {
	fresh, err := s.loadGame(c)
	if err != nil {
		return err
	}
	return s.stored(c, fresh, notice)
}

// stored answers a change to the game as it now stands: the fresh panel for
// htmx, a redirect to the game otherwise. The notice reaches the player
// either way: inside the panel for htmx, which swaps only the panel and
// never shows the layout's flash, and as the flash of the page the
// redirect leads to otherwise.
func (s *Server) stored(c echo.Context, g *game, notice scoring.Text) error {
	if !isHTMX(c) {
		if !notice.IsZero() {
			s.flash(c, notice)
		}
		if err := s.saveSession(c); err != nil {
			return err
		}
		return redirect(c, g.path())
	}
	v := s.view(c, g, g.table, views.Form{})
	v.Notice = notice
	return render(c, http.StatusOK, views.GamePanel(s.ctx(c), v))
}

// refused answers a change that was not made, with why, as the game now
// stands: 409, since the game's state, not the form, stands in the way.
func (s *Server) refused(c echo.Context, notice scoring.Text) error {
	fresh, err := s.loadGame(c)
	if err != nil {
		return err
	}
	v := s.view(c, fresh, fresh.table, views.Form{})
	v.Notice = notice
	if isHTMX(c) {
		return render(c, http.StatusConflict, views.GamePanel(s.ctx(c), v))
	}
	return render(c, http.StatusConflict, wholePage(s.ctx(c), fresh, v))
}

func (s *Server) undoEntry(c echo.Context, g *game) error {
	if len(g.cur) == 0 && g.end.ID == "" {
		return s.refused(c, scoring.T("There is nothing to undo."))
	}
	// The mark that ended the game by the table's word comes last: undoing
	// it opens the game again.
	last, notice := g.end, scoring.T("The game runs again.")
	if last.ID == "" {
		last, notice = g.cur[len(g.cur)-1], scoring.T("Undone.")
		if steps := g.table.Steps(); len(steps) == len(g.cur) {
			notice = scoring.Join(scoring.T("Undone:"), steps[len(steps)-1].Text)
		}
	}
	_, err := s.appendEntry(c.Request().Context(), g, db.NewRecord{Action: db.Void, TargetID: last.ID,
		Device: s.deviceName(c), AfterSeq: atoi(c.FormValue("after"))})
	if errors.Is(err, db.ErrConflict) {
		return s.refused(c, scoring.T("The game changed meanwhile, so nothing was undone. Look at the board and try again if needed."))
	}
	if err != nil {
		return err
	}
	return s.done(c, g, notice)
}

// editTarget finds the entry to correct, the table as it stood before it,
// and the form that enters it again.
func (s *Server) editTarget(c echo.Context, g *game) (int, views.Table, views.Form, error) {
	if err := g.table.Broken(); err != nil {
		return 0, nil, views.Form{}, err
	}
	i := slices.IndexFunc(g.cur, func(cur db.Current) bool { return cur.ID == c.Param("entry") })
	if i < 0 {
		return 0, nil, views.Form{}, db.ErrNotFound
	}
	before, err := g.replay(g.payloads()[:i])
	if err != nil {
		return 0, nil, views.Form{}, err
	}
	values, ok := before.Form([]byte(g.cur[i].Payload))
	if !ok {
		return 0, nil, views.Form{}, db.ErrNotFound
	}
	return i, before, views.Form{Values: values}, nil
}

// editView is the correction form's page data.
func (s *Server) editView(c echo.Context, g *game, before views.Table, i int, f views.Form) views.GameView {
	v := s.view(c, g, before, f)
	v.EditID = g.cur[i].ID
	return v
}

func (s *Server) editEntryPage(c echo.Context, g *game) error {
	i, before, form, err := s.editTarget(c, g)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.GameEditPage(s.ctx(c), s.editView(c, g, before, i, form), i+1))
}

func (s *Server) editEntry(c echo.Context, g *game) error {
	i, before, _, err := s.editTarget(c, g)
	if err != nil {
		return err
	}
	values, err := c.FormParams()
	if err != nil {
		return err
	}
	form := views.Form{Values: values}
	refuse := func(status int, msg scoring.Text) error {
		form.Error = msg
		v := s.editView(c, g, before, i, form)
		if isHTMX(c) {
			return render(c, status, views.GameEditPanel(s.ctx(c), v))
		}
		return render(c, status, views.GameEditPage(s.ctx(c), v, i+1))
	}
	payload, err := before.Entry(values)
	if err != nil {
		return refuse(http.StatusUnprocessableEntity, scoring.Message(err))
	}
	if _, ok := before.Form(payload); !ok {
		return refuse(http.StatusUnprocessableEntity, scoring.T("Only a deal can be corrected here."))
	}
	changed := slices.Clone(g.payloads())
	changed[i] = payload
	after, err := g.replay(changed)
	if err != nil {
		return err
	}
	var ee *scoring.EntryError
	switch err := after.Broken(); {
	case errors.As(err, &ee) && ee.Index != i:
		return refuse(http.StatusUnprocessableEntity, scoring.Join(scoring.T("With this correction, entry %d no longer fits:", ee.Index+1), scoring.Message(err)))
	case err != nil:
		return refuse(http.StatusUnprocessableEntity, scoring.Message(err))
	}
	_, err = s.appendEntry(c.Request().Context(), g, db.NewRecord{Action: db.Edit, TargetID: g.cur[i].ID,
		Payload: string(payload), Device: s.deviceName(c), AfterSeq: atoi(form.Get("after"))})
	if errors.Is(err, db.ErrConflict) {
		return refuse(http.StatusConflict, scoring.T("Someone else entered something meanwhile. Open the correction again."))
	}
	if err != nil {
		return err
	}
	s.flash(c, scoring.Join(scoring.T("Entry %d corrected.", i+1), summaryDiff(g.table.Summary(), after.Summary())))
	if err := s.saveSession(c); err != nil {
		return err
	}
	if isHTMX(c) {
		c.Response().Header().Set("HX-Redirect", g.path())
		return c.NoContent(http.StatusOK)
	}
	return redirect(c, g.path())
}

// summaryDiff says how the standings changed, e.g. "Now: Anna 12 → 15, Bo 8 → 3."
// The first column is named by the line alone, later ones by their heading.
func summaryDiff(before, after scoring.Summary) scoring.Text {
	var changes []scoring.Text
	for i, a := range after.Lines {
		if i >= len(before.Lines) {
			break
		}
		b := before.Lines[i]
		for j, v := range a.Values {
			if j >= len(b.Values) || b.Values[j] == v {
				continue
			}
			if j == 0 || j >= len(after.Columns) {
				changes = append(changes, scoring.T("%s %s → %s", a.Name, b.Values[j], v))
				continue
			}
			changes = append(changes, scoring.T("%s (%s) %s → %s", a.Name, after.Columns[j], b.Values[j], v))
		}
	}
	if len(changes) == 0 {
		return scoring.T("The standings did not change.")
	}
	return scoring.T("Now: %s.", rules.Concat(", ", changes...))
}

func (s *Server) gameHistory(c echo.Context, g *game) error {
	steps := g.table.Steps()
	broken := g.table.Broken() != nil
	current := map[string]views.Step{}
	for i, cur := range g.cur {
		if i < len(steps) {
			current[cur.ID] = steps[i]
		}
	}
	// Walk the log as it grew, so every record gets the number its entry
	// had at that moment; an undone entry is explained as it was then.
	type live struct {
		id      string
		payload []byte
	}
	var list []live
	number := func(id string) int {
		return slices.IndexFunc(list, func(l live) bool { return l.id == id }) + 1
	}
	// chain[n] is the game after the first n live entries, as far as an
	// undone entry's text has needed it: each is the one before with one
	// more entry, so the history replays the game once however many undos
	// it shows, and an edit or an undo drops only the tables after it.
	var chain []replay.Table
	upTo := func(n int) replay.Table {
		if chain == nil {
			t, err := g.kind.Replay([]byte(g.row.Config), seatNames(g.row), nil)
			if err != nil {
				return nil
			}
			chain = []replay.Table{t}
		}
		for len(chain) <= n {
			next, ok := chain[len(chain)-1].With(list[len(chain)-1].payload)
			if !ok {
				return nil
			}
			chain = append(chain, next)
		}
		return chain[n]
	}
	drop := func(n int) { chain = chain[:min(len(chain), n)] }
	log, err := s.store.Log(c.Request().Context(), g.row.ID)
	if err != nil {
		return err
	}
	// Show the log as far as the table was replayed: a record appended
	// since belongs to the next view.
	log = slices.DeleteFunc(log, func(r db.Record) bool { return r.Seq > g.seq })
	voided, marks := map[string]bool{}, map[string]bool{}
	for _, r := range log {
		if r.Action == db.Void {
			voided[r.TargetID] = true
		}
	}
	var rows []views.HistoryRow
	for _, r := range log {
		row := views.HistoryRow{Seq: r.Seq, At: shortTime(r.CreatedAt), Device: r.Device, Action: string(r.Action)}
		switch {
		case r.Action == db.Add && db.IsMark(r.Payload):
			row.Action, marks[r.ID] = "finished", true
			if db.MarkOf(r.Payload) == db.Abandoned {
				row.Action = "abandoned"
			}
			row.Voided = voided[r.ID]
		case r.Action == db.Void && marks[r.TargetID]:
			row.Action = "reopened"
		case r.Action == db.Add:
			list = append(list, live{id: r.ID, payload: []byte(r.Payload)})
			row.DealNo, row.Voided = len(list), voided[r.ID]
			step := current[r.ID]
			row.Text = step.Text
			if row.Voided {
				if t, ok := upTo(len(list)).(replay.QuietTable); ok && t.Broken() == nil {
					row.Text = t.LastText()
				}
			} else if canScore(c) && !broken && step.Correctable {
				row.EditURL = g.path() + "/entries/" + r.ID + "/edit"
			}
		case r.Action == db.Edit:
			row.DealNo = number(r.TargetID)
			if n := row.DealNo; n > 0 {
				list[n-1].payload = []byte(r.Payload)
				drop(n)
			}
		case r.Action == db.Void:
			row.DealNo = number(r.TargetID)
			if n := row.DealNo; n > 0 {
				drop(n)
			}
			list = slices.DeleteFunc(list, func(l live) bool { return l.id == r.TargetID })
		}
		rows = append(rows, row)
	}
	slices.Reverse(rows)
	rulings, err := s.store.Rulings(c.Request().Context(), g.row.ID)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.HistoryPage(s.ctx(c), g.table.Title(), g.path(), rows, rulingItems(rulings)))
}

func (s *Server) nextGame(c echo.Context, g *game) error {
	if g.around.Next != "" {
		// Another phone of the table started it already: one next game,
		// however many press the button.
		return redirect(c, "/g/"+g.row.GroupID+"/games/"+g.around.Next)
	}
	config, ok := g.table.Next()
	if !ok || !g.table.Summary().Over && g.end.ID == "" {
		return s.refused(c, scoring.T("This game is still running."))
	}
	full, err := s.eveningFull(c, g.row.EveningID)
	if err != nil {
		return err
	}
	if full {
		vc := s.ctx(c)
		vc.Flash = tooManyGames
		return render(c, http.StatusUnprocessableEntity, wholePage(vc, g, s.view(c, g, g.table, views.Form{})))
	}
	seats := make([]string, len(g.row.Seats))
	for i, p := range g.row.Seats {
		seats[i] = p.ID
	}
	next, err := s.store.CreateGame(c.Request().Context(), g.row.EveningID, g.row.Kind, string(config), seats)
	if err != nil {
		return err
	}
	s.publishStarted(c.Request().Context(), next.ID)
	return redirect(c, "/g/"+g.row.GroupID+"/games/"+next.ID)
}

// shortTime shows a stored time as local date and minute.
func shortTime(stamp string) string {
	t, err := time.Parse(time.RFC3339Nano, stamp)
	if err != nil {
		return stamp
	}
	return t.Local().Format("2006-01-02 15:04")
}

// atoi reads a number from a form field; anything else is 0.
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
