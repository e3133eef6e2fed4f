package web

import (
	"context"
	"errors"
	"strings"
	"time"

	"schreiber/db"
)

// The limits per client across the servers of a shared database. Behind a
// load balancer a client's requests reach now one server, now another;
// counted by each server alone, the joining limit and the limits on
// streams would let it have as many times its share as there are servers.
// On a shared database (PostgreSQL's) the servers count together, in the
// database: the joining attempts and the new groups in token buckets kept
// in a table, the streams in a table of every server's open streams. A
// SQLite file has one server, which counts in memory.

// limitStore is a store whose servers count the limits together.
type limitStore interface {
	Shared() bool
	Take(ctx context.Context, b db.Bucket, key string, take bool) (bool, error)
	Alive(ctx context.Context, server string) error
	Gone(ctx context.Context, server string) error
	OpenStream(ctx context.Context, st db.Stream, perDevice, perAddress int) ([]db.Stream, error)
	CloseStream(ctx context.Context, id string) error
	StreamsOf(ctx context.Context, server string) (map[string]bool, error)
}

// sharedLimitWait is how long a limit waits for the database; past it,
// or when the database fails, the server's own count decides, as on one
// server.
const sharedLimitWait = 2 * time.Second

// endStreamMessage tells the server that holds a stream to end it: it is
// the oldest over a limit that another server found.
const endStreamMessage = "!end-stream"

// shareLimits counts the limits per client with the other servers of the
// store's database, if it is shared, until stop is closed. It runs after
// startFanout, whose id names this server.
func (s *Server) shareLimits(stop <-chan struct{}) {
	ls, ok := s.store.(limitStore)
	if !ok || !ls.Shared() || s.others == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	err := ls.Alive(ctx, s.others.id)
	cancel()
	if errors.Is(err, db.ErrNotShared) {
		return
	}
	if err != nil {
		// The heartbeat tries again; the limits are counted together from
		// the first stream or attempt the database answers.
		s.log.Error("shared limits: say this server is alive", "err", err)
	}
	s.limits = ls
	bucket := func(l *limiter, name string) {
		if l == nil {
			return
		}
		b := db.Bucket{Name: name, Burst: int(l.burst), Every: l.interval}
		l.shared = func(ctx context.Context, key string, take bool) (bool, error) {
			ok, err := ls.Take(ctx, b, key, take)
			if err != nil {
				s.log.Error("shared limit", "limit", name, "err", err)
			}
			return ok, err
		}
	}
	bucket(s.joins, "join")
	bucket(s.newGroups.device, "groups-device")
	bucket(s.newGroups.address, "groups-address")
	bucket(s.newGroups.all, "groups-all")
	go s.keepAlive(stop)
}

// keepAlive says every db.LiveEvery that this server is alive, so that its
// streams go on counting, and ends the streams that another server ended
// while the message that said so was lost. When stop is closed it takes
// its streams out of the count.
func (s *Server) keepAlive(stop <-chan struct{}) {
	tick := time.NewTicker(db.LiveEvery)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			ctx, cancel := context.WithTimeout(context.Background(), sharedLimitWait)
			s.limits.Gone(ctx, s.others.id)
			cancel()
			return
		case <-tick.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), sharedLimitWait)
		if err := s.limits.Alive(ctx, s.others.id); err != nil {
			s.log.Error("shared limits: say this server is alive", "err", err)
		}
		s.endWhatOthersEnded(ctx)
		cancel()
	}
}

// endWhatOthersEnded ends this server's streams that are no longer
// counted: another server ended them, and the message that said so was
// lost.
func (s *Server) endWhatOthersEnded(ctx context.Context) {
	// The streams counted before the list is read: one that is not in it
	// was taken out of the count since.
	held := s.hub.counted()
	still, err := s.limits.StreamsOf(ctx, s.others.id)
	if err != nil {
		return
	}
	for _, id := range held {
		if !still[s.streamID(id)] {
			s.hub.endStream(id)
		}
	}
}

// streamID is the id of one of this server's streams among all servers'.
func (s *Server) streamID(local string) string { return s.others.id + "." + local }

// subscribe opens a stream in the hub and counts it with the other
// servers' (see countAcross).
func (s *Server) subscribe(topic, group, device, address string) *listener {
	l := s.hub.subscribe(topic, group, device, address)
	s.countAcross(l)
	return l
}

// unsubscribe closes a stream in the hub and takes it out of the count
// of all servers.
func (s *Server) unsubscribe(topic string, l *listener) {
	s.hub.unsubscribe(topic, l)
	if s.limits == nil || !l.counted {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), sharedLimitWait)
	defer cancel()
	if err := s.limits.CloseStream(ctx, s.streamID(l.id)); err != nil {
		s.log.Error("shared limits: close stream", "err", err)
	}
}

// countAcross counts a new stream among the streams of every server of a
// shared database, against its device and its client address, and ends
// the oldest over a limit wherever they are: this server's at once, the
// others' through their server. The hub has already ended this server's
// own oldest over a limit; counted together, the streams over it are the
// same ones or older. When the database does not answer, the server's own
// count is what holds.
func (s *Server) countAcross(l *listener) {
	if s.limits == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), sharedLimitWait)
	defer cancel()
	ended, err := s.limits.OpenStream(ctx, db.Stream{ID: s.streamID(l.id), Server: s.others.id, Device: l.device, Address: l.address},
		s.hub.limits.perDevice, s.hub.limits.perAddress)
	if err != nil {
		s.log.Error("shared limits: open stream", "err", err)
		return
	}
	s.hub.count(l)
	for _, e := range ended {
		if e.Server == s.others.id {
			s.hub.endStream(strings.TrimPrefix(e.ID, s.others.id+"."))
			continue
		}
		s.tellOthers(endStreamMessage + " " + e.Server + " " + e.ID)
	}
}

// heardEnd ends the stream another server found the oldest over a limit,
// if it is this server's.
func (s *Server) heardEnd(server, id string) {
	if server == s.others.id {
		s.hub.endStream(strings.TrimPrefix(id, s.others.id+"."))
	}
}
