package web

import (
	"context"
	"strconv"
	"strings"
	"time"

	"schreiber/db"
)

// sharedStore is a store that other servers may share (PostgreSQL's): a
// change one server makes is told to the others' open pages through it.
type sharedStore interface {
	Shared() bool
	Notify(ctx context.Context, message string) error
	Listen(ctx context.Context, heard func(message string)) error
}

// fanout tells the other servers of a shared database what changed, and
// tells this one's open pages what they changed: each server's pages
// listen to its own hub, and a deal entered through one server reaches a
// phone that follows through another.
type fanout struct {
	store sharedStore
	id    string // this server's, so that it skips its own messages
}

// startFanout follows the other servers of the store's database, if it
// is shared, until stop is closed.
func (s *Server) startFanout(stop <-chan struct{}) {
	ss, ok := s.store.(sharedStore)
	if !ok || !ss.Shared() {
		return
	}
	s.others = &fanout{store: ss, id: db.NewID()}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		if stop != nil {
			<-stop
			cancel()
		}
	}()
	go s.others.store.Listen(ctx, s.heard)
}

// publish tells this server's open pages of the topic (a game, or a
// group's pages: groupTopic) that it reached seq, and the other servers'.
func (s *Server) publish(topic string, seq int) {
	s.hub.publish(topic, seq)
	if s.others == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := s.others.store.Notify(ctx, s.others.id+" "+topic+" "+strconv.Itoa(seq)); err != nil {
		// The other servers' pages catch up at their next change or reload.
		s.log.Error("tell the other servers", "topic", topic, "err", err)
	}
}

// heard passes what another server published to this one's open pages. A
// game's position is the log's, the same on every server; a group's is a
// time each server keeps, so it is taken anew here.
func (s *Server) heard(message string) {
	id, rest, ok := strings.Cut(message, " ")
	if !ok || id == s.others.id {
		return
	}
	topic, seqText, ok := strings.Cut(rest, " ")
	seq, err := strconv.Atoi(seqText)
	if !ok || err != nil {
		return
	}
	if group, ok := strings.CutPrefix(topic, groupTopic("")); ok {
		s.hub.publish(topic, s.marks.touch(group))
		return
	}
	s.hub.publish(topic, seq)
}
