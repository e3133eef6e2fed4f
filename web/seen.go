package web

import (
	"sync"
	"time"
)

// seenDevices remembers when this server last wrote down each device's
// visit. The write is an upsert that changes nothing within seenInterval,
// but even so it takes SQLite's one write lock and queues behind every
// deal being saved; asked here first, a device's requests write it only
// once per interval.
type seenDevices struct {
	mu   sync.Mutex
	last map[string]time.Time
}

// maxSeenDevices bounds the memory: past it, the map starts again, which
// costs each device one more write.
const maxSeenDevices = 10000

// due reports whether the device's visit at now should be written down,
// and if so counts it as written.
func (s *seenDevices) due(id string, now time.Time) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.last[id]; ok && now.Sub(t) < seenInterval {
		return false
	}
	if s.last == nil || len(s.last) >= maxSeenDevices {
		s.last = map[string]time.Time{}
	}
	s.last[id] = now
	return true
}
