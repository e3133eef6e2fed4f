package web

import "net"

// Limits on the event streams. Each stream holds a connection, a file of
// the process and a goroutine for as long as its page is open, and anyone
// can open them (anyone can start a group); past a limit the oldest stream
// over it ends, with an "ended" event, rather than the new one being
// refused: the newest page is the one in use. Past the total, the streams
// of whoever holds the most end (see hold), never a phone's few.
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
	// 40 KiB each (a connection's buffers, its goroutine, its request),
	// and with what a flood leaves to collect, a client opening 5,000 from
	// made-up addresses took the server to 240 MiB resident with 4,096
	// held and to 166 MiB with 2,048 (TestSpoofedStreamsLeaveThePhonesTheirs):
	// the smaller is what a small machine can spare, and 500 tables of
	// four phones.
	defaultMaxStreams = 2048
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

// The holders a stream counts against: its device, its client address,
// the network around that address (see networkKey) and its group, each
// with a list of its streams in the order they opened.
const (
	byDevice = iota
	byAddress
	byNetwork
	byGroup
	holderKinds
)

// streamList is the held streams of one holder (or of all), oldest first,
// linked through the streams themselves so that taking one out is O(1).
type streamList struct {
	kind           int // one of holderKinds; -1 for all
	key            string
	oldest, newest *listener
	n              int
}

// link is a stream's place in one list.
type link struct {
	list         *streamList
	older, newer *listener
}

// link index of the list of all streams, beside those of holderKinds.
const allStreams = holderKinds

// heldStreams is every stream that was not yet ended: in the order they
// opened, and by holder. For each kind of holder it keeps the holders by
// how many streams they hold (buckets by count, and the largest count), so
// that whoever holds the most is found at once when the total is reached.
// The hub's lock guards it.
type heldStreams struct {
	all     streamList
	holders [holderKinds]map[string]*streamList
	counts  [holderKinds]map[int]map[*streamList]struct{}
	top     [holderKinds]int // the largest count of each kind
}

func newHeldStreams() heldStreams {
	held := heldStreams{all: streamList{kind: -1}}
	for k := range holderKinds {
		held.holders[k] = map[string]*streamList{}
		held.counts[k] = map[int]map[*streamList]struct{}{}
	}
	return held
}

// hold counts a new stream and ends the oldest ones over a limit; the new
// one, the newest everywhere, is never among them, except when the total
// is reached and no holder holds more than the new stream's own: then the
// server is full of equals, and the newcomer's holder gives up its oldest,
// which may be the new stream itself, rather than someone who was there.
func (h *hub) hold(l *listener) {
	held := &h.held
	l.held = true
	held.push(allStreams, &held.all, l)
	track := h.limits.total > 0
	keys := [holderKinds]string{byDevice: l.device, byAddress: l.address, byNetwork: networkKey(l.address), byGroup: l.group}
	limit := [holderKinds]int{byDevice: h.limits.perDevice, byAddress: h.limits.perAddress}
	for k := range holderKinds {
		if keys[k] == "" || !(track || limit[k] > 0) {
			continue
		}
		list := held.holders[k][keys[k]]
		if list == nil {
			list = &streamList{kind: k, key: keys[k]}
			held.holders[k][keys[k]] = list
		}
		held.push(k, list, l)
		for limit[k] > 0 && list.n > limit[k] {
			held.endOldest(list.oldest)
		}
	}
	for h.limits.total > 0 && held.all.n > h.limits.total {
		held.endOldest(held.largest(l, h.limits.shares()).oldest)
	}
}

// What a holder may fairly hold, when the total is reached and whoever
// holds the most gives up a stream: a holder holds "the most" by how many
// streams it holds against its share. A device's share is one stream, so
// that a phone with one page open is never above anyone; an address's is
// its limit, a network's four addresses' and a group's a club's evening
// of phones, a few streams each.
const (
	networkShare = 4 // addresses
	groupShare   = 128
)

// shares are what the holders of each kind may fairly hold.
func (l streamLimits) shares() [holderKinds]int {
	address := l.perAddress
	if address <= 0 {
		address = streamsPerAddress
	}
	return [holderKinds]int{byDevice: 1, byAddress: address, byNetwork: networkShare * address, byGroup: groupShare}
}

// largest is the holder with the most streams against its share. Among
// holders with as many, the new stream l's own comes first, so that a full
// server of holders of one stream each ends the newcomer rather than one
// who was there; without holders (no device, address or group), all
// streams.
func (held *heldStreams) largest(l *listener, shares [holderKinds]int) *streamList {
	var best *streamList
	mine := func(list *streamList) bool { return l.held && l.links[list.kind].list == list }
	for k := range holderKinds {
		top := held.top[k]
		if top == 0 {
			continue
		}
		var pick *streamList
		if own := l.links[k].list; l.held && own != nil && own.n == top {
			pick = own
		} else {
			for list := range held.counts[k][top] {
				pick = list
				break
			}
		}
		if best == nil {
			best = pick
			continue
		}
		// pick.n/shares[k] against best.n/shares[best.kind]
		a, b := pick.n*shares[best.kind], best.n*shares[k]
		if a > b || (a == b && mine(pick) && !mine(best)) {
			best = pick
		}
	}
	if best == nil {
		return &held.all
	}
	return best
}

// push appends the stream to the list, its newest.
func (held *heldStreams) push(k int, list *streamList, l *listener) {
	l.links[k] = link{list: list, older: list.newest}
	if list.newest != nil {
		list.newest.links[k].newer = l
	} else {
		list.oldest = l
	}
	list.newest = l
	held.recount(list, list.n+1)
}

// remove takes the stream out of its list of the kind.
func (held *heldStreams) remove(k int, l *listener) {
	at := l.links[k]
	list := at.list
	if list == nil {
		return
	}
	if at.older != nil {
		at.older.links[k].newer = at.newer
	} else {
		list.oldest = at.newer
	}
	if at.newer != nil {
		at.newer.links[k].older = at.older
	} else {
		list.newest = at.older
	}
	l.links[k] = link{}
	held.recount(list, list.n-1)
	if list.n == 0 && k != allStreams {
		delete(held.holders[k], list.key)
	}
}

// recount moves a holder to the bucket of its new count; the largest count
// changes by one at most, as the holder's does.
func (held *heldStreams) recount(list *streamList, n int) {
	old := list.n
	list.n = n
	k := list.kind
	if k < 0 {
		return
	}
	if b := held.counts[k][old]; b != nil {
		delete(b, list)
		if len(b) == 0 {
			delete(held.counts[k], old)
		}
	}
	if n > 0 {
		b := held.counts[k][n]
		if b == nil {
			b = map[*streamList]struct{}{}
			held.counts[k][n] = b
		}
		b[list] = struct{}{}
	}
	switch {
	case n > held.top[k]:
		held.top[k] = n
	case old == held.top[k] && len(held.counts[k][old]) == 0:
		held.top[k] = n
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
	for k := range allStreams + 1 {
		held.remove(k, l)
	}
}

// networkKey is the network around a client address as addressKey gives
// it: the IPv4 /24, or the IPv6 /48 a site gets, of which one /64 is one
// household. It limits nothing; it only finds whoever holds the most when
// the total is reached, such as one client that spreads its streams over
// the /64s of its own /48.
func networkKey(address string) string {
	ip := net.ParseIP(address)
	switch {
	case ip == nil:
		return ""
	case ip.To4() != nil:
		return ip.To4().Mask(net.CIDRMask(24, 32)).String() + "/24"
	}
	return ip.Mask(net.CIDRMask(48, 128)).String() + "/48"
}

// streams counts the streams that were not ended.
func (h *hub) streams() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.held.all.n
}
