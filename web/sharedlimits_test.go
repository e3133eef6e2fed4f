package web

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"schreiber/db"
)

// countingStore is a shared store whose servers count the limits together
// in memory, as PostgreSQL's tables do: the streams of every server with
// the limits per device and address, and one bucket per key.
type countingStore struct {
	*sharingStore
	mu      sync.Mutex
	streams []db.Stream // oldest first
	tokens  map[string]int
}

func (s *countingStore) Take(_ context.Context, b db.Bucket, key string, take bool) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := b.Name + " " + key
	if _, ok := s.tokens[k]; !ok {
		s.tokens[k] = b.Burst
	}
	if s.tokens[k] < 1 {
		return false, nil
	}
	if take {
		s.tokens[k]--
	}
	return true, nil
}

func (s *countingStore) Alive(context.Context, string) error { return nil }
func (s *countingStore) Gone(context.Context, string) error  { return nil }

func (s *countingStore) OpenStream(_ context.Context, st db.Stream, perDevice, perAddress int) ([]db.Stream, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.streams = append(s.streams, st)
	var ended []db.Stream
	for _, limit := range []struct {
		n    int
		same func(db.Stream) bool
	}{{perDevice, func(o db.Stream) bool { return o.Device == st.Device }}, {perAddress, func(o db.Stream) bool { return o.Address == st.Address }}} {
		n := 0
		for i := len(s.streams) - 1; i >= 0; i-- {
			if o := s.streams[i]; limit.same(o) {
				if n++; limit.n > 0 && n > limit.n {
					ended = append(ended, o)
					s.streams = slices.Delete(s.streams, i, i+1)
				}
			}
		}
	}
	return ended, nil
}

func (s *countingStore) CloseStream(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.streams = slices.DeleteFunc(s.streams, func(o db.Stream) bool { return o.ID == id })
	return nil
}

func (s *countingStore) StreamsOf(_ context.Context, server string) (map[string]bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]bool{}
	for _, o := range s.streams {
		if o.Server == server {
			out[o.ID] = true
		}
	}
	return out, nil
}

// A server whose store counts the limits together takes its joining
// attempts from the shared bucket, ends its own streams that the count
// finds past a limit, tells the other servers to end theirs, ends its own
// when told, and, should the message be lost, when the count no longer
// holds them.
func TestServersCountTheLimitsTogether(t *testing.T) {
	t.Parallel()
	stop := make(chan struct{})
	t.Cleanup(func() { close(stop) })
	var shared *countingStore
	_, s := newStatsApp(t, func(st *db.Store) Store {
		shared = &countingStore{sharingStore: &sharingStore{Store: st}, tokens: map[string]int{}}
		return shared
	}, LiveConfig{Stop: stop, StreamsPerDevice: 2, StreamsPerAddress: 3, JoinBurst: 3, JoinEvery: time.Hour})
	if s.limits == nil {
		t.Fatal("a server on a store that counts together counts alone")
	}
	// Another server took two of the address's three attempts.
	shared.Take(context.Background(), db.Bucket{Name: "join", Burst: 3}, "198.51.100.4", true)
	shared.Take(context.Background(), db.Bucket{Name: "join", Burst: 3}, "198.51.100.4", true)
	if !s.joins.allow("198.51.100.4") || s.joins.allow("198.51.100.4") {
		t.Error("the server did not take from the shared bucket")
	}

	ended := func(l *listener) bool {
		select {
		case <-l.ended:
			return true
		default:
			return false
		}
	}
	// Another server holds the phone's oldest stream.
	shared.OpenStream(context.Background(), db.Stream{ID: "B.1", Server: "B", Device: "phone", Address: "x"}, 2, 3)
	first := s.subscribe("game1", "g", "phone", "x")
	second := s.subscribe("game1", "g", "phone", "x") // the phone's third in all: B's ends
	if want := s.others.id + " " + endStreamMessage + " B B.1"; !slices.Contains(shared.told, want) {
		t.Errorf("told the others %q, want %q among it", shared.told, want)
	}
	if ended(first) || ended(second) {
		t.Fatal("a stream within the limits ended")
	}
	third := s.subscribe("game1", "g", "phone", "x")
	if !ended(first) || ended(third) {
		t.Errorf("the phone's third stream here: its first ended %v, the new one %v", ended(first), ended(third))
	}
	s.unsubscribe("game1", first)
	if ids, _ := shared.StreamsOf(context.Background(), s.others.id); len(ids) != 2 {
		t.Errorf("counted after the first closed: %v", ids)
	}

	// Told by another server: only a stream of its own ends.
	s.heard("B " + endStreamMessage + " C " + s.streamID(second.id))
	if ended(second) {
		t.Error("a message for another server ended a stream here")
	}
	s.heard("B " + endStreamMessage + " " + s.others.id + " " + s.streamID(second.id))
	if !ended(second) {
		t.Error("the stream another server ended goes on")
	}

	// The message lost: the count no longer holds the stream.
	shared.CloseStream(context.Background(), s.streamID(third.id))
	s.endWhatOthersEnded(context.Background())
	if !ended(third) {
		t.Error("a stream no longer counted goes on")
	}
	if strings.Contains(strings.Join(shared.told, "|"), s.others.id+" "+endStreamMessage+" "+s.others.id) {
		t.Error("the server told the others to end its own stream")
	}
}
