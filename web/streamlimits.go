package web

import "slices"

// Limits on the event streams. Each stream holds a connection, a file of
// the process and a goroutine for as long as its page is open, and anyone
// can open them (anyone can start a group); past a limit the oldest stream
// over it ends, with an "ended" event, rather than the new one being
// refused: the newest page is the one in use.
const (
	// streamsPerDevice: a phone shows one game at a time and a tablet a
	// few; a page that never closed its stream (a crashed tab, a page kept
	// in the back-forward cache) must not keep a newer page of the same
	// device waiting.
	streamsPerDevice = 4
	// streamsPerAddress: a household, a pub or a club behind one address
	// seats a few tables of phones, each holding a few streams; one client
	// that opens thousands from there ends its own oldest.
	streamsPerAddress = 64
	// defaultMaxStreams bounds the streams of the whole server: at about
	// 40 KiB each (a connection's buffers, its goroutine, its request;
	// 3,000 streams took the server from 30 to 152 MiB resident), 4,096
	// streams take some 160 MiB, what a small machine can spare.
	defaultMaxStreams = 4096
	// streamFileReserve is how many open files the streams leave for the
	// pages, the database, its journal and the logs, so that a page
	// always loads however many streams are open.
	streamFileReserve = 256
)

// streamLimits is how many streams the hub holds open; zero for no limit.
type streamLimits struct {
	perDevice  int // streams of one device
	perAddress int // streams from one client address (see addressKey)
	total      int // streams in all
}

// StreamLimits returns the limits on event streams that the configuration
// sets: per device, per client address and in all, each 0 for none.
func (c LiveConfig) StreamLimits() (perDevice, perAddress, total int) {
	l := c.streamLimits()
	return l.perDevice, l.perAddress, l.total
}

func (c LiveConfig) streamLimits() streamLimits {
	l := streamLimits{perDevice: c.StreamsPerDevice, perAddress: c.StreamsPerAddress, total: c.MaxStreams}
	switch {
	case l.perDevice == 0:
		l.perDevice = streamsPerDevice
	case l.perDevice < 0:
		l.perDevice = 0
	}
	switch {
	case l.perAddress == 0:
		l.perAddress = streamsPerAddress
	case l.perAddress < 0:
		l.perAddress = 0
	}
	if l.total <= 0 {
		l.total = defaultMaxStreams
	}
	if c.OpenFiles > 0 {
		l.total = min(l.total, streamBudget(c.OpenFiles))
	}
	return l
}

// streamBudget is how many streams fit in the open files, leaving the
// reserve (or half of a smaller limit) to everything else.
func streamBudget(openFiles int) int {
	return max(1, openFiles-min(streamFileReserve, openFiles/2))
}

// heldStreams is every stream that was not yet ended: by device, by client
// address and in the order they opened, so that the oldest over a limit is
// found at once. The hub's lock guards it.
type heldStreams struct {
	devices        map[string][]*listener // oldest first
	addresses      map[string][]*listener // oldest first
	oldest, newest *listener
	n              int
}

func newHeldStreams() heldStreams {
	return heldStreams{devices: map[string][]*listener{}, addresses: map[string][]*listener{}}
}

// hold counts a new stream and ends the oldest ones over a limit; the new
// one, the newest everywhere, is never among them.
func (h *hub) hold(l *listener) {
	held := &h.held
	l.held = true
	held.n++
	l.older = held.newest
	if held.newest != nil {
		held.newest.newer = l
	} else {
		held.oldest = l
	}
	held.newest = l
	if l.device != "" && h.limits.perDevice > 0 {
		held.devices[l.device] = append(held.devices[l.device], l)
		for len(held.devices[l.device]) > h.limits.perDevice {
			held.endOldest(held.devices[l.device][0])
		}
	}
	if l.address != "" && h.limits.perAddress > 0 {
		held.addresses[l.address] = append(held.addresses[l.address], l)
		for len(held.addresses[l.address]) > h.limits.perAddress {
			held.endOldest(held.addresses[l.address][0])
		}
	}
	for h.limits.total > 0 && held.n > h.limits.total {
		held.endOldest(held.oldest)
	}
}

// endOldest ends a stream that a newer one displaced; it counts no more,
// though its goroutine takes a moment to finish.
func (held *heldStreams) endOldest(l *listener) {
	l.end()
	held.release(l)
}

// release stops counting a stream, if it still counts.
func (held *heldStreams) release(l *listener) {
	if !l.held {
		return
	}
	l.held = false
	held.n--
	if l.older != nil {
		l.older.newer = l.newer
	} else {
		held.oldest = l.newer
	}
	if l.newer != nil {
		l.newer.older = l.older
	} else {
		held.newest = l.older
	}
	l.older, l.newer = nil, nil
	without(held.devices, l.device, l)
	without(held.addresses, l.address, l)
}

// without takes the stream out of its key's list, and the key out of the
// map with its last stream.
func without(m map[string][]*listener, key string, l *listener) {
	open, ok := m[key]
	if !ok {
		return
	}
	if open = slices.DeleteFunc(open, func(o *listener) bool { return o == l }); len(open) > 0 {
		m[key] = open
	} else {
		delete(m, key)
	}
}

// streams counts the streams that were not ended.
func (h *hub) streams() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.held.n
}
