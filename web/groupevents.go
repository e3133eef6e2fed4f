package web

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
)

// The group's own pages (the group page, an evening's page) follow the
// group: a name changed, a player added, the currency or the stakes set, a
// game started, removed or moved on. They hold one stream each, on the
// hub's topic of the group, and each event only says "changed": the page
// fetches itself again and swaps in the parts that show what changed.

// groupTopic is the hub topic the group's pages follow. Game ids never
// hold a colon, so it cannot be a game's.
func groupTopic(groupID string) string { return "group:" + groupID }

// groupMarks keeps when each group last changed, as milliseconds since the
// epoch, so that a page that opens its stream after a change (rendered
// before it) catches up at once. One number per group that changed since
// the server started.
type groupMarks struct {
	mu sync.Mutex
	m  map[string]int
}

// touch records a change of the group now and returns its mark, which is
// always later than the one before.
func (g *groupMarks) touch(groupID string) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.m == nil {
		g.m = map[string]int{}
	}
	now := int(time.Now().UnixMilli())
	if prev := g.m[groupID]; now <= prev {
		now = prev + 1
	}
	g.m[groupID] = now
	return now
}

// last is the mark of the group's last change; 0 if none since the start.
func (g *groupMarks) last(groupID string) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.m[groupID]
}

// groupChanged tells the open pages of the group, its games' pages among
// them, that the group changed.
func (s *Server) groupChanged(ctx context.Context, groupID string) {
	for _, id := range s.hub.gamesOf(groupID) {
		if !strings.HasPrefix(id, "group:") {
			s.publishAround(ctx, id)
		}
	}
	s.publish(groupTopic(groupID), s.marks.touch(groupID))
}

// answerGroup answers a change made on the group page: the page again at
// the section whose form made it, with a line beside it that says what
// changed; and every open page of the group shows the change.
func (s *Server) answerGroup(c echo.Context, section string, say msg.Text) error {
	gid := c.Param("group")
	s.groupChanged(c.Request().Context(), gid)
	s.flashAt(c, section, say)
	if err := s.saveSession(c); err != nil {
		return err
	}
	return redirect(c, "/g/"+gid+"#"+section)
}

// groupEvents streams "changed" events to a page of the group, each with
// the change's mark as its id. A stream opened with ?after=N (the mark the
// page was rendered with) or reopened with the Last-Event-ID the browser
// keeps gets one at once if the group changed since. Like a game's stream,
// it ends with "gone" when the device is revoked or the group deleted, and
// with "ended" when a newer stream of the phone takes its place.
func (s *Server) groupEvents(c echo.Context) error {
	ctx := c.Request().Context()
	gid, device := c.Param("group"), s.deviceID(c)
	after := max(atoi(c.QueryParam("after")), atoi(c.Request().Header.Get("Last-Event-ID")))
	topic := groupTopic(gid)
	l := s.subscribe(topic, gid, device, addressKey(c.RealIP()))
	defer s.unsubscribe(topic, l)
	if _, err := s.store.Role(ctx, device, gid); errors.Is(err, db.ErrRevoked) || errors.Is(err, db.ErrNotFound) {
		l.drop()
	} else if err != nil {
		return err
	}

	send, open := startStream(c)
	if !open {
		return nil
	}
	sent := after
	push := func() error {
		mark := s.marks.last(gid)
		if mark <= sent {
			return nil
		}
		sent = mark
		return send([]byte("id: " + strconv.Itoa(mark) + "\nevent: changed\ndata: \n\n"))
	}
	select {
	case <-l.gone:
		send([]byte("event: gone\ndata: \n\n"))
		return nil
	default:
	}
	if err := push(); err != nil {
		return nil
	}
	s.follow(ctx, l, send, push)
	return nil
}
