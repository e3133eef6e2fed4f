package web

import (
	"context"
	"strings"
	"sync"
	"testing"

	"schreiber/db"
)

// sharingStore is a store that says it is shared and keeps what it is
// told to tell the other servers, instead of PostgreSQL's NOTIFY.
type sharingStore struct {
	*db.Store
	mu   sync.Mutex
	told []string
}

func (s *sharingStore) Shared() bool { return true }

func (s *sharingStore) Notify(_ context.Context, message string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.told = append(s.told, message)
	return nil
}

func (s *sharingStore) Listen(ctx context.Context, _ func(string)) error {
	<-ctx.Done()
	return nil
}

// A server on a shared database tells the others every change it tells
// its own pages, and passes theirs to its pages: a game's position as
// sent, a group's as a time of its own; its own messages, which come back
// to it too, it leaves alone.
func TestServersTellEachOtherWhatChanged(t *testing.T) {
	t.Parallel()
	stop := make(chan struct{})
	t.Cleanup(func() { close(stop) })
	var shared *sharingStore
	_, s := newStatsApp(t, func(st *db.Store) Store { shared = &sharingStore{Store: st}; return shared }, LiveConfig{Stop: stop})
	if s.others == nil {
		t.Fatal("a server on a shared store follows no other servers")
	}
	s.publish("game1", 7)
	if len(shared.told) != 1 || shared.told[0] != s.others.id+" game1 7" {
		t.Fatalf("told the others %q", shared.told)
	}
	// A listener for each topic, as an open page has.
	game := s.hub.subscribe("game2", "g", "d", "a")
	group := s.hub.subscribe(groupTopic("g"), "g", "d", "a")
	s.heard(s.others.id + " game2 9")
	if s.hub.latest("game2") != 0 || len(game.wake) != 0 {
		t.Error("the server passed its own message on twice")
	}
	s.heard("other game2 9")
	if s.hub.latest("game2") != 9 || len(game.wake) != 1 {
		t.Errorf("another server's game position: %d", s.hub.latest("game2"))
	}
	s.heard("other " + groupTopic("g") + " 3")
	if s.hub.latest(groupTopic("g")) <= 3 || len(group.wake) != 1 {
		t.Errorf("another server's group change: position %d", s.hub.latest(groupTopic("g")))
	}
	for _, bad := range []string{"", "other", "other game2", "other game2 x"} {
		s.heard(bad)
	}
	if s.hub.latest("game2") != 9 {
		t.Error("a message that cannot be read moved a game")
	}
	if strings.Contains(strings.Join(shared.told, "|"), "other") {
		t.Error("the server told the others what it heard from them")
	}
}

// A server on a SQLite file shares it with no one and tells no one.
func TestOneServerTellsNoOne(t *testing.T) {
	t.Parallel()
	_, s := newStatsApp(t, nil, LiveConfig{})
	if s.others != nil {
		t.Error("a server on a SQLite file follows other servers")
	}
}

// A device removed, a game removed, a group deleted through one server end
// the streams on the others too.
func TestServersTellEachOtherWhatEnded(t *testing.T) {
	t.Parallel()
	stop := make(chan struct{})
	t.Cleanup(func() { close(stop) })
	var shared *sharingStore
	_, s := newStatsApp(t, func(st *db.Store) Store { shared = &sharingStore{Store: st}; return shared }, LiveConfig{Stop: stop})
	s.revoke("g1", "dev1")
	s.closeGame("game1")
	s.closeGroup("g2")
	want := []string{s.others.id + " !revoke g1 dev1", s.others.id + " !close-game game1 0", s.others.id + " !close-group g2 0"}
	if strings.Join(shared.told, "|") != strings.Join(want, "|") {
		t.Errorf("told the others %q, want %q", shared.told, want)
	}
	gone := func(l *listener) bool {
		select {
		case <-l.gone:
			return true
		default:
			return false
		}
	}
	phone := s.hub.subscribe("game3", "g1", "dev1", "a")
	other := s.hub.subscribe("game3", "g1", "dev2", "a")
	s.heard("other !revoke g1 dev1")
	if !gone(phone) || gone(other) {
		t.Errorf("another server's removal of a device: its stream gone %v, another device's %v", gone(phone), gone(other))
	}
	game := s.hub.subscribe("game4", "g1", "dev2", "a")
	s.heard("other !close-game game4 0")
	if !gone(game) || gone(other) {
		t.Error("another server's removal of a game ended the wrong streams")
	}
	s.heard("other !close-group g1 0")
	if !gone(other) {
		t.Error("another server's deletion of a group left a stream of it open")
	}
}
