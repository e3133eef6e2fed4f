package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/a-h/templ"
	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
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
	// config is the config the game is replayed with: the latest
	// correction of its house rules that counts (see db.HouseRules), else
	// the one it started with; rules are those corrections, in order.
	config string
	rules  []db.Current
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
	return s.gameOf(ctx, opened)
}

// gameOf is the opened game, replayed through its kind: from the standings
// cache if the log has not moved since the last replay, else from its log.
func (s *Server) gameOf(ctx context.Context, opened db.OpenedGame) (*game, error) {
	row, seq, around := opened.Game, opened.Seq, opened.Around
	k, ok := kindOf(row.Kind)
	if !ok {
		return nil, db.ErrNotFound
	}
	if st, ok := s.standings.get(row, seq); ok {
		return &game{row: row, kind: k, seq: st.seq, cur: st.cur, config: st.played, rules: st.rules, end: st.end, tail: st.tail,
			table: st.table, around: around}, nil
	}
	log, err := s.store.Log(ctx, row.ID)
	if err != nil {
		return nil, err
	}
	g := &game{row: row, kind: k, seq: lastSeq(log), tail: new(atomic.Bool), around: around}
	g.settle(log)
	if g.table, err = g.replay(g.payloads()); err != nil {
		return nil, err
	}
	s.standings.put(g)
	return g, nil
}

// settle folds the game's log into the config it is replayed with, the
// corrections of its rules, its deals and the mark that ended it.
func (g *game) settle(log []db.Record) {
	g.cur, g.rules, g.config, g.end = db.Replayable(log, g.row.Config)
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
	t, err := g.kind.Table([]byte(g.config), seatNames(g.row), entries)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", g.row.ID, err)
	}
	return t, nil
}

// payloads are the payloads of the entries that count, in order.
func (g *game) payloads() [][]byte { return payloads(g.cur) }

func (g *game) lastSeq() int { return g.seq }

// appendAt is the log position a request's record goes after: the one the
// request checked it against, and only if the form was made there too. A
// form from any other position gets one no log has, so the append is
// refused as a conflict (or answered as saved already, where its nonce
// was). Otherwise a form that guessed the next position could land behind
// a record stored while the request was checked, such as a finish.
func (g *game) appendAt(sent string) int {
	if atoi(sent) != g.lastSeq() {
		return -1
	}
	return g.lastSeq()
}

// mark is the position of the game's open pages: it moves with every
// append, kept ruling and the next game.
func (g *game) mark() int { return g.around.Mark(g.lastSeq()) }

func (g *game) path() string { return "/g/" + g.row.GroupID + "/games/" + g.row.ID }

// openedGame loads the request's game as the member check opened it, once:
// a handler that loads the game again, to answer with how it now stands,
// reads it anew.
func (s *Server) openedGame(c echo.Context) (*game, error) {
	if opened, ok := c.Get(openedKey).(*db.OpenedGame); ok {
		c.Set(openedKey, nil)
		return s.gameOf(c.Request().Context(), *opened)
	}
	return s.loadGame(c)
}

// withGame wraps a handler into an echo handler that loads the game.
func (s *Server) withGame(h func(echo.Context, *game) error) echo.HandlerFunc {
	return func(c echo.Context) error {
		g, err := s.openedGame(c)
		if err != nil {
			return s.goneOr(c, err, c.Param("game"))
		}
		// A game removed while the request was under way is gone too.
		err = h(c, g)
		if errors.Is(err, db.ErrNotFound) {
			return s.goneOr(c, err, c.Param("game"))
		}
		return err
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
		CanScore: scorer, Nonce: db.NewID(), LastSeq: g.lastSeq(), Entries: len(g.cur), Finished: g.end.Payload == db.Finished,
		Rules: rulesKey(g.config)}
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
	if v.Page.CanScore {
		v.RulesCard.FixPath = g.path() + "/rules"
		v.RulesCard.SeatsPath = g.path() + "/seats"
	}
	return views.GamePage(vc, v)
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

// deviceName is how the history names the device that made a change: the
// name its user gave it, if any, else a guess from its browser; either way
// with the start of its id. The log keeps it as it was then, whatever
// becomes of the device later.
func (s *Server) deviceName(c echo.Context) string {
	id := s.deviceID(c)
	label := deviceLabel(c.Request().UserAgent(), id)
	// The member check read the name with the device's role; a request
	// outside a group reads it here.
	name, ok := c.Get("deviceName").(string)
	if !ok {
		if d, err := s.store.Device(c.Request().Context(), id); err == nil {
			name = d.Name
		}
	}
	if name != "" {
		return name + " " + label[strings.LastIndex(label, "#"):]
	}
	return label
}

// done answers a change after reloading the game; notice, if any, is
// shown once.
func (s *Server) done(c echo.Context, g *game, notice msg.Text) error {
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
func (s *Server) stored(c echo.Context, g *game, notice msg.Text) error {
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
func (s *Server) refused(c echo.Context, notice msg.Text) error {
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
