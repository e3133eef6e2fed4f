package web

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/views"
)

// Timing of the event streams.
const (
	defaultHeartbeat = 25 * time.Second // a comment line, well inside the minute proxies and phones wait
	streamWriteWait  = 10 * time.Second // a write that takes longer ends the stream: the phone is gone
	streamRetry      = 2000             // ms; how soon a dropped stream is opened again
	renderTimeout    = 10 * time.Second
)

// appendEntry appends a record to the game's log and, once it is
// committed, tells every open page of the game. Every handler that appends
// goes through here, so that no change is ever missed by the live pages.
func (s *Server) appendEntry(ctx context.Context, g *game, n db.NewRecord) (db.Record, error) {
	rec, err := s.store.Append(ctx, g.row.ID, n)
	if err != nil {
		return rec, err
	}
	s.published(g, rec)
	return rec, nil
}

// published tells the game's open pages, and the group's, of a record
// stored in its log.
func (s *Server) published(g *game, rec db.Record) {
	s.publish(g.row.ID, g.around.Mark(rec.Seq))
	// The evening's page shows how each game stands.
	s.publish(groupTopic(g.row.GroupID), s.marks.touch(g.row.GroupID))
}

// publishAround tells the game's open pages that something beside its log
// changed: a ruling was kept, or the table went on to the next game. A
// failure to read it is only logged; the pages then catch up at the next
// append or reload.
func (s *Server) publishAround(ctx context.Context, gameID string) {
	a, err := s.store.Around(ctx, gameID)
	if err == nil {
		var seq int
		if seq, err = s.store.LastSeq(ctx, gameID); err == nil {
			s.publish(gameID, a.Mark(seq))
			return
		}
	}
	s.log.Error("live position", "game", gameID, "err", err)
}

// publishStarted tells the open pages of the games a newly started game
// follows (see db.Store.FollowedBy) that the table went on, however it was
// started: from a finished game's button or from the evening's page; and
// the group's own pages, which list the evening's games.
func (s *Server) publishStarted(ctx context.Context, groupID, gameID string) {
	s.publish(groupTopic(groupID), s.marks.touch(groupID))
	before, err := s.store.FollowedBy(ctx, gameID)
	if err != nil {
		s.log.Error("live next game", "game", gameID, "err", err)
		return
	}
	for _, id := range before {
		s.publishAround(ctx, id)
	}
}

// gameEvents streams the game's board as server-sent events: one event
// whenever the log grows, a ruling is kept or the next game starts, each
// with the game's mark (see db.Around) as its id. A stream
// opened with ?after=N (or reopened with the Last-Event-ID the browser
// keeps) gets the current board at once if the game moved past N, so that
// a phone back from sleep or a lost network catches up. A newer stream past
// a limit (see streamlimits.go) ends it with "ended"; a revoke, or the
// game's removal, with "gone".
func (s *Server) gameEvents(c echo.Context) error {
	ctx := c.Request().Context()
	groupID, gameID, device := c.Param("group"), c.Param("game"), s.deviceID(c)
	after := max(atoi(c.QueryParam("after")), atoi(c.Request().Header.Get("Last-Event-ID")))
	// Subscribe before anything is read: a revoke, a removal or an append
	// from then on reaches the stream, and whatever came before shows in
	// what is read below. The member check ran before the handler; a
	// device revoked between it and the subscription is caught by reading
	// its membership again here.
	l := s.subscribe(gameID, groupID, device, addressKey(c.RealIP()))
	defer s.unsubscribe(gameID, l)
	row, err := s.store.Game(ctx, groupID, gameID)
	if err != nil {
		return err
	}
	if _, err := s.store.Role(ctx, device, groupID); errors.Is(err, db.ErrRevoked) || errors.Is(err, db.ErrNotFound) {
		l.drop()
	} else if err != nil {
		return err
	}
	seq, err := s.store.LastSeq(ctx, row.ID)
	if err != nil {
		return err
	}
	around, err := s.store.Around(ctx, row.ID)
	if err != nil {
		return err
	}
	seq = around.Mark(seq)

	send, open := startStream(c)
	if !open {
		return nil
	}

	select {
	case <-l.gone: // revoked or removed while the stream opened: not one board
		send([]byte("event: gone\ndata: \n\n"))
		return nil
	default:
	}

	key := boardKey{lang: s.lang(c), viewer: !canScore(c)}
	sent := after
	push := func(want int) error {
		if want <= sent {
			return nil
		}
		ev, err := s.hub.board(row.ID, key, want, func() (boardEvent, error) {
			return s.renderBoardEvent(row.GroupID, row.ID, key)
		})
		if err != nil {
			s.log.Error("live board", "game", row.ID, "err", err)
			return err
		}
		if ev.seq <= sent {
			return nil
		}
		sent = ev.seq
		return send(ev.data)
	}
	if err := push(seq); err != nil {
		return nil
	}
	s.follow(ctx, l, send, func() error { return push(s.hub.latest(row.ID)) })
	return nil
}

// follow keeps a stream open until its client leaves, the server stops
// or the hub ends it (gone: the page's group or game is no more; ended: a
// newer stream displaced it), pushing what changed whenever the hub wakes
// it and a comment now and then, so that proxies keep the line open.
func (s *Server) follow(ctx context.Context, l *listener, send func([]byte) error, push func() error) {
	beat := time.NewTicker(s.heartbeat)
	defer beat.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.stop:
			return
		case <-l.gone:
			send([]byte("event: gone\ndata: \n\n"))
			return
		case <-l.ended:
			send([]byte("event: ended\ndata: \n\n"))
			return
		case <-l.wake:
			if push() != nil {
				return
			}
		case <-beat.C:
			if send([]byte(": still here\n\n")) != nil {
				return
			}
		}
	}
}

// startStream answers the request with an event stream, and returns how
// to send to it: each write flushed at once, within its own deadline. It
// says false for a HEAD, which gets the headers only, and for a client
// that is gone before the first event.
func startStream(c echo.Context) (send func([]byte) error, open bool) {
	w := c.Response()
	h := w.Header()
	h.Set(echo.HeaderContentType, "text/event-stream; charset=utf-8")
	h.Set(echo.HeaderCacheControl, "no-cache")
	h.Set("X-Accel-Buffering", "no") // tells a proxy in front not to hold the events back
	// A stream's connection closes with it. An ended stream's connection
	// would otherwise stay open, idle, for as long as the client keeps it,
	// and hold the file that the limits on streams set free.
	h.Set(echo.HeaderConnection, "close")
	w.WriteHeader(http.StatusOK)
	if c.Request().Method == http.MethodHead {
		return nil, false
	}
	// The server's read and write timeouts are for ordinary requests; a
	// stream stays open, and every write gets its own deadline instead.
	rc := http.NewResponseController(w)
	rc.SetReadDeadline(time.Time{})
	send = func(b []byte) error {
		rc.SetWriteDeadline(time.Now().Add(streamWriteWait))
		if _, err := w.Write(b); err != nil {
			return err
		}
		return rc.Flush()
	}
	return send, send([]byte("retry: "+strconv.Itoa(streamRetry)+"\n\n")) == nil
}

// renderBoardEvent loads the game as it stands and renders its board frame
// as one server-sent event. The board holds no form and no token of any
// device, so every stream of the same language and role can share it.
func (s *Server) renderBoardEvent(groupID, gameID string, key boardKey) (boardEvent, error) {
	ctx, cancel := context.WithTimeout(context.Background(), renderTimeout)
	defer cancel()
	g, err := s.loadGameByID(ctx, groupID, gameID)
	if err != nil {
		return boardEvent{}, err
	}
	var html bytes.Buffer
	v := s.viewOf(g, g.table, views.Form{}, !key.viewer)
	if err := views.BoardFrame(views.Ctx{Lang: key.lang}, v).Render(ctx, &html); err != nil {
		return boardEvent{}, err
	}
	return boardEvent{seq: g.mark(), data: sseMessage(g.mark(), "board", html.String())}, nil
}

// sseMessage frames data as one server-sent event. A line break of any
// kind would end a data line, so each line of data gets its own.
func sseMessage(id int, event, data string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "id: %d\nevent: %s\n", id, event)
	data = strings.ReplaceAll(strings.ReplaceAll(data, "\r\n", "\n"), "\r", "\n")
	for _, line := range strings.Split(data, "\n") {
		b.WriteString("data: ")
		b.WriteString(line)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	return b.Bytes()
}

// gamePanel answers a scorer's page whose forms went stale because another
// phone entered something: the whole panel as it now stands, with a line
// that says why it changed.
func (s *Server) gamePanel(c echo.Context, g *game) error {
	v := s.view(c, g, g.table, views.Form{})
	if c.QueryParam("stale") != "" {
		v.Notice = msg.T("Another phone entered something. The board and the form now show the game as it stands.")
	}
	return render(c, http.StatusOK, views.GamePanel(s.ctx(c), v))
}
