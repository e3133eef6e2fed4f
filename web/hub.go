package web

import (
	"strconv"
	"sync"

	"schreiber/views"
)

// hub tells every open page of a game that the game's log grew. There is
// one per server. It runs no goroutine of its own: each open stream is its
// request's goroutine, waiting on its listener, so closing the streams
// leaves nothing behind. It also keeps the streams within their limits
// (see streamlimits.go).
type hub struct {
	mu     sync.Mutex
	games  map[string]*topic
	limits streamLimits
	held   heldStreams
	ids    map[string]*listener // the open streams by id
	made   int                  // streams opened, which numbers the next one's id
}

// topic is one game's open streams and the boards rendered for them.
type topic struct {
	seq    int // the last log position published
	subs   map[*listener]struct{}
	boards map[boardKey]*boardSlot
}

// boardKey names one rendering of a board: the language and whether the
// reader may only look (a viewer's board polls as a fallback).
type boardKey struct {
	lang   views.Lang
	viewer bool
}

// boardSlot keeps the latest board event of one rendering, so that a
// thousand streams of a game render it once.
type boardSlot struct {
	mu sync.Mutex
	ev boardEvent
}

// boardEvent is a rendered board as a whole server-sent event.
type boardEvent struct {
	seq  int
	data []byte
}

// listener is one open stream.
type listener struct {
	id            string // unique in the hub: the number of its opening
	counted       bool   // counted by the servers of a shared database together (see countAcross)
	group, device string
	address       string        // the client address the limit counts (see addressKey)
	wake          chan struct{} // holds one "the log grew" at most
	gone          chan struct{} // closed when the device is revoked or the game removed
	goneOnce      sync.Once
	ended         chan struct{} // closed when a newer stream took its place (see streamLimits)
	endedOnce     sync.Once
	held          bool                 // counted in heldStreams
	links         [allStreams + 1]link // its places in the lists of its holders and of all
}

func (l *listener) end() { l.endedOnce.Do(func() { close(l.ended) }) }

// drop ends the stream as gone: its page reloads.
func (l *listener) drop() { l.goneOnce.Do(func() { close(l.gone) }) }

// newHub makes a hub that keeps its streams within the limits.
func newHub(limits streamLimits) *hub {
	return &hub{games: map[string]*topic{}, limits: limits, held: newHeldStreams(), ids: map[string]*listener{}}
}

// subscribe registers a stream of the game for a device of the group,
// opened from the client address; past a limit, the oldest stream over it
// ends.
func (h *hub) subscribe(gameID, group, device, address string) *listener {
	l := &listener{group: group, device: device, address: address, wake: make(chan struct{}, 1),
		gone: make(chan struct{}), ended: make(chan struct{})}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.made++
	l.id = strconv.Itoa(h.made)
	h.ids[l.id] = l
	h.hold(l)
	t := h.games[gameID]
	if t == nil {
		t = &topic{subs: map[*listener]struct{}{}, boards: map[boardKey]*boardSlot{}}
		h.games[gameID] = t
	}
	t.subs[l] = struct{}{}
	return l
}

// unsubscribe forgets a stream; the game's topic goes with its last one.
func (h *hub) unsubscribe(gameID string, l *listener) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.held.release(l)
	delete(h.ids, l.id)
	t := h.games[gameID]
	if t == nil {
		return
	}
	delete(t.subs, l)
	if len(t.subs) == 0 {
		delete(h.games, gameID)
	}
}

// publish tells every stream of the game that its log reached seq. It never
// blocks: a stream that has not yet taken the last wake-up gets one
// wake-up for both, and sends the newest board.
func (h *hub) publish(gameID string, seq int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	t := h.games[gameID]
	if t == nil {
		return
	}
	t.seq = max(t.seq, seq)
	for l := range t.subs {
		select {
		case l.wake <- struct{}{}:
		default:
		}
	}
}

// latest is the last log position published for the game.
func (h *hub) latest(gameID string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	if t := h.games[gameID]; t != nil {
		return t.seq
	}
	return 0
}

// revoke ends every stream the device has open on the group's games.
func (h *hub) revoke(group, device string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, t := range h.games {
		for l := range t.subs {
			if l.group == group && l.device == device {
				l.drop()
			}
		}
	}
}

// close ends every stream of the games that match (a removed game, the
// games of a deleted group): each page reloads and finds it gone.
func (h *hub) close(match func(gameID, group string) bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for id, t := range h.games {
		for l := range t.subs {
			if match(id, l.group) {
				l.drop()
			}
		}
	}
}

// gamesOf lists the games of the group that have open streams.
func (h *hub) gamesOf(group string) []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []string
	for id, t := range h.games {
		for l := range t.subs {
			if l.group == group {
				out = append(out, id)
				break
			}
		}
	}
	return out
}

// board returns the game's board for key at log position want or later,
// rendering it only when no stream has done so yet: the first stream to
// ask renders, the others wait for it and send the same bytes.
func (h *hub) board(gameID string, key boardKey, want int, render func() (boardEvent, error)) (boardEvent, error) {
	h.mu.Lock()
	t := h.games[gameID]
	if t == nil {
		h.mu.Unlock()
		return render()
	}
	slot := t.boards[key]
	if slot == nil {
		slot = &boardSlot{}
		t.boards[key] = slot
	}
	h.mu.Unlock()
	slot.mu.Lock()
	defer slot.mu.Unlock()
	if slot.ev.seq >= want && slot.ev.data != nil {
		return slot.ev, nil
	}
	ev, err := render()
	if err != nil {
		return boardEvent{}, err
	}
	slot.ev = ev
	return ev, nil
}

// size counts the games with open streams and the streams.
func (h *hub) size() (games, streams int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, t := range h.games {
		streams += len(t.subs)
	}
	return len(h.games), streams
}

// endStream ends the stream of the id, if it is still open and counted:
// another server found it the oldest over a limit.
func (h *hub) endStream(id string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if l := h.ids[id]; l != nil && l.held {
		h.held.endOldest(l)
	}
}

// count marks the stream as counted by the servers of a shared database
// together.
func (h *hub) count(l *listener) {
	h.mu.Lock()
	defer h.mu.Unlock()
	l.counted = true
}

// counted lists the ids of the open streams that the servers of a shared
// database count together.
func (h *hub) counted() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []string
	for id, l := range h.ids {
		if l.held && l.counted {
			out = append(out, id)
		}
	}
	return out
}
