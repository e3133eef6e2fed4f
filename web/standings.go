package web

import (
	"container/list"
	"slices"
	"sync"
	"sync/atomic"

	"schreiber/db"
	"schreiber/views"
)

// defaultStandingsGames is how many games the standings cache keeps when
// the configuration does not say: the games of a busy evening of many
// groups. Each kept game of 200 deals costs a few hundred kilobytes; a game
// that is not kept is replayed quietly, well under a millisecond.
const defaultStandingsGames = 64

// standings keeps the latest replay of recently used games, so that a page
// view, a live board or the next deal does not replay the whole log again.
//
// An entry is found only under the game's id and its log position (the last
// seq), and only for the same config and seating it was made from. The log
// is append-only and every change to it (add, edit, void) moves the
// position, so a hit is by construction the replay of the log as it stands:
// nothing ever has to be invalidated, stale entries merely age out.
type standings struct {
	mu    sync.Mutex
	max   int
	order *list.List               // most recently used first; values are *standing
	games map[string]*list.Element // by game id
}

// standing is one game's replay at one log position. Its cur and table are
// shared by every request that finds it and are never changed in place.
type standing struct {
	gameID string
	seq    int
	config string
	names  []string
	cur    []db.Current
	played string       // see game.config
	rules  []db.Current // see game.rules
	end    db.Current   // see game.end
	tail   *atomic.Bool // see game.tail
	table  views.Table
}

func newStandings(max int) *standings {
	if max <= 0 {
		max = defaultStandingsGames
	}
	return &standings{max: max, order: list.New(), games: map[string]*list.Element{}}
}

// get returns the game's replay at log position seq, if it is kept.
func (s *standings) get(row db.Game, seq int) (*standing, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	el, ok := s.games[row.ID]
	if !ok {
		return nil, false
	}
	st := el.Value.(*standing)
	if st.seq != seq || st.config != row.Config || !slices.Equal(st.names, seatNames(row)) {
		return nil, false
	}
	s.order.MoveToFront(el)
	return st, true
}

// put keeps the game's replay at its log position. A replay at an older
// position than the one kept is dropped: the log only grows.
func (s *standings) put(g *game) {
	row, seq := g.row, g.seq
	st := &standing{gameID: row.ID, seq: seq, config: row.Config, names: seatNames(row), cur: g.cur, played: g.config, rules: g.rules, end: g.end, tail: g.tail, table: g.table}
	s.mu.Lock()
	defer s.mu.Unlock()
	if el, ok := s.games[row.ID]; ok {
		if el.Value.(*standing).seq > seq {
			return
		}
		el.Value = st
		s.order.MoveToFront(el)
		return
	}
	s.games[row.ID] = s.order.PushFront(st)
	for s.order.Len() > s.max {
		last := s.order.Back()
		s.order.Remove(last)
		delete(s.games, last.Value.(*standing).gameID)
	}
}

// len is how many games are kept.
func (s *standings) len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.order.Len()
}
