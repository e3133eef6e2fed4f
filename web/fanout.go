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
	// The other servers' pages catch up at their next change or reload if
	// the message is lost.
	s.tellOthers(topic + " " + strconv.Itoa(seq))
}

// The messages that end streams rather than move them: a device removed
// from a group, a game removed, a group deleted. Their "topic" starts with
// "!", which no game id or group topic does.
const (
	revokeMessage    = "!revoke"
	closeGameMessage = "!close-game"
	closeGroupMsg    = "!close-group"
)

// revoke ends the device's streams on the group's games, here and on the
// other servers.
func (s *Server) revoke(group, device string) {
	s.hub.revoke(group, device)
	s.tellOthers(revokeMessage + " " + group + " " + device)
}

// closeGame ends every stream of the game, here and on the other servers.
func (s *Server) closeGame(gameID string) {
	s.hub.close(func(id, _ string) bool { return id == gameID })
	s.tellOthers(closeGameMessage + " " + gameID + " 0")
}

// closeGroup ends every stream of the group's games, here and on the
// other servers.
func (s *Server) closeGroup(group string) {
	s.hub.close(func(_, g string) bool { return g == group })
	s.tellOthers(closeGroupMsg + " " + group + " 0")
}

// tellOthers sends a message to the other servers, if there are any.
func (s *Server) tellOthers(message string) {
	if s.others == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := s.others.store.Notify(ctx, s.others.id+" "+message); err != nil {
		s.log.Error("tell the other servers", "message", message, "err", err)
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
	if !ok {
		return
	}
	switch topic {
	case revokeMessage:
		if group, device, ok := strings.Cut(seqText, " "); ok {
			s.hub.revoke(group, device)
		}
		return
	case closeGameMessage:
		id, _, _ := strings.Cut(seqText, " ")
		s.hub.close(func(gameID, _ string) bool { return gameID == id })
		return
	case closeGroupMsg:
		id, _, _ := strings.Cut(seqText, " ")
		s.hub.close(func(_, group string) bool { return group == id })
		return
	case endStreamMessage:
		if server, id, ok := strings.Cut(seqText, " "); ok {
			s.heardEnd(server, id)
		}
		return
	}
	seq, err := strconv.Atoi(seqText)
	if err != nil {
		return
	}
	if group, ok := strings.CutPrefix(topic, groupTopic("")); ok {
		s.hub.publish(topic, s.marks.touch(group))
		return
	}
	s.hub.publish(topic, seq)
}
