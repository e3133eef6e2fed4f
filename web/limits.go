package web

import (
	"context"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"schreiber/db"
	"schreiber/rules/msg"
)

// Limits on what one request can ask of the server. Every form of the app
// fits in formBodyLimit many times over; an evening's export file, which
// holds every deal of up to maxGames games, gets importBodyLimit.
const (
	formBodyLimit   = "64K"
	importBodyLimit = "8M"
)

// Limits on what a group can hold, each with a message when it is reached.
const (
	maxPlayers     = 40  // players of a group who are not archived
	maxKeptPlayers = 200 // players of a group, archived ones included
	maxGames       = 50  // games of an evening
	// maxGroupEntries: records of a group's games (deals, corrections,
	// undos, ends), past which it starts no game and takes no evening's
	// import. Fifty years of weekly evenings of 380 records each (three
	// times a long evening's) stay below it. A game holds at most
	// db.MaxGameEntries, so a group holds at most this and one game more:
	// with a record of a few hundred bytes, some 300 MB at most.
	maxGroupEntries = 1_000_000
)

// bodyLimits refuses, with 413, a request whose body is larger than its
// route allows: the limit of the route in larger (by its path as routes.go
// registers it), else def. It runs after routing and before anything reads
// the body (the CSRF check reads the form).
func bodyLimits(def string, larger map[string]string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		small := middleware.BodyLimit(def)(next)
		large := map[string]echo.HandlerFunc{}
		for path, limit := range larger {
			large[path] = middleware.BodyLimit(limit)(next)
		}
		return func(c echo.Context) error {
			if h, ok := large[c.Path()]; ok {
				return h(c)
			}
			return small(c)
		}
	}
}

// tooManyPlayers is the message when a group has all the players it can
// play with.
var tooManyPlayers = msg.T(
	"The group has %d players already, the most it can play with. Archive someone who no longer plays to make room.", maxPlayers)

// active counts the players who are not archived.
func active(players []db.Player) int {
	n := 0
	for _, p := range players {
		if !p.Archived {
			n++
		}
	}
	return n
}

// roomFor says whether a group with the players can take n new ones, and
// why not.
func roomFor(players []db.Player, n int) (msg.Text, bool) {
	switch {
	case active(players)+n > maxPlayers:
		return tooManyPlayers, true
	case len(players)+n > maxKeptPlayers:
		return msg.T("The group keeps %d players already, archived ones included, the most it can keep.", maxKeptPlayers), true
	}
	return msg.Text{}, false
}

// tooManyGames is the message when an evening has all the games it can hold.
var tooManyGames = msg.T("This evening has %d games already, the most it can hold. Start a new evening to play on.", maxGames)

// eveningFull says whether an evening holds all the games it can.
func (s *Server) eveningFull(c echo.Context, eveningID string) (bool, error) {
	games, err := s.store.Games(c.Request().Context(), eveningID)
	return len(games) >= maxGames, err
}

// groupEntries is the most records of games a group holds: the
// configuration's, else maxGroupEntries.
func (s *Server) groupEntries() int {
	if s.cfg.GroupEntries > 0 {
		return s.cfg.GroupEntries
	}
	return maxGroupEntries
}

// groupFull says whether the group holds the records of games it can, or
// would go past them with more, and what to say then.
func (s *Server) groupFull(ctx context.Context, groupID string, more int) (msg.Text, bool, error) {
	n, err := s.store.GroupEntries(ctx, groupID)
	// A new game needs room for one record at least; an import, for its own.
	if err != nil || n+max(more, 1) <= s.groupEntries() {
		return msg.Text{}, false, err
	}
	return msg.T("The group holds %d records of games already, the most one group keeps; nothing was stored. Start a new group to play on.", s.groupEntries()), true, nil
}
