package web

import (
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring/games"
	"schreiber/scoring/replay"
	"schreiber/views"
)

func (s *Server) createEvening(c echo.Context) error {
	// The form always sends a date (the field is required and filled with
	// today); anything else is refused rather than quietly made today.
	heldOn, raw := c.FormValue("held_on"), c.FormValue("place")
	if _, err := time.Parse(time.DateOnly, heldOn); err != nil {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{
			Values: map[string]string{"form": "evening", "place": raw},
			Error:  msg.T("Give the evening a date, such as 2026-11-20.")})
	}
	place, ok := cleanName(raw, maxGroupName)
	if !ok && strings.TrimSpace(raw) != "" {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{
			Values: map[string]string{"form": "evening", "place": raw},
			Error:  msg.Join(msg.T("The place does not fit."), badName(maxGroupName))})
	}
	e, err := s.store.CreateEvening(c.Request().Context(), c.Param("group"), heldOn, place)
	if err != nil {
		return err
	}
	s.groupChanged(c.Request().Context(), c.Param("group"))
	return redirect(c, "/g/"+c.Param("group")+"/e/"+e.ID)
}

func (s *Server) eveningPage(c echo.Context) error {
	return s.renderEvening(c, http.StatusOK, views.StakesForm{}, msg.Text{})
}

// renderEvening shows the evening page, with the stakes form as given (an
// empty form shows the stakes as stored) and a notice, if any, on top.
func (s *Server) renderEvening(c echo.Context, status int, stakes views.StakesForm, notice msg.Text) error {
	ctx := c.Request().Context()
	mark := s.marks.last(c.Param("group")) // before anything is read, as on the group page
	g, err := s.store.Group(ctx, c.Param("group"))
	if err != nil {
		return err
	}
	e, err := s.store.Evening(ctx, g.ID, c.Param("evening"))
	if err != nil {
		return s.goneOr(c, err, c.Param("evening"))
	}
	item, played, err := s.eveningGames(c, e, true)
	if err != nil {
		return err
	}
	v := views.EveningView{GroupID: g.ID, GroupName: g.Name, Evening: item, CanScore: canScore(c), Mark: mark}
	for _, k := range kinds {
		v.Kinds = append(v.Kinds, views.KindItem{Kind: k.Name, Title: k.Title})
	}
	if v.Rulings, err = s.eveningRulings(c, item); err != nil {
		return err
	}
	if v.Ledger, err = s.ledger(c, g, e, played, stakes); err != nil {
		return err
	}
	vc := s.ctx(c)
	if !notice.IsZero() {
		vc.Flash = notice
	}
	return render(c, status, views.EveningPage(vc, v))
}

// eveningItem lists an evening's games with how each stands.
func (s *Server) eveningItem(c echo.Context, e db.Evening) (views.EveningItem, error) {
	item, _, err := s.eveningGames(c, e, false)
	return item, err
}

// playedGame is a stored game replayed; its table is nil when it cannot be.
type playedGame struct {
	row   db.Game
	table replay.Table
	end   db.Current // the mark that ended it at the table's word, if any
}

// eveningGames lists an evening's games with how each stands, and the
// games replayed. keep keeps the replays it had to make in the standings
// cache: the evening's page does, as its games are the ones being played;
// the group's list of every evening and the downloads do not, so that they
// do not push the tables' games out.
func (s *Server) eveningGames(c echo.Context, e db.Evening, keep bool) (views.EveningItem, []playedGame, error) {
	ctx := c.Request().Context()
	item := views.EveningItem{ID: e.ID, HeldOn: e.HeldOn, Place: e.Place}
	gs, err := s.store.Games(ctx, e.ID)
	if err != nil {
		return item, nil, err
	}
	var played []playedGame
	for _, g := range gs {
		log, err := s.store.Log(ctx, g.ID)
		if err != nil {
			return item, nil, err
		}
		gi, t, end := s.gameItem(g, log, keep)
		item.Games = append(item.Games, gi)
		played = append(played, playedGame{row: g, table: t, end: end})
	}
	return item, played, nil
}

// gameItem summarizes a stored game from its replay in the standings
// cache if the log has not moved since, else by replaying the log, and
// with keep keeping that replay for the game's page and the next look; it
// returns the table (nil when the game does not replay) and the mark that
// ended it.
func (s *Server) gameItem(g db.Game, log []db.Record, keep bool) (views.GameItem, replay.Table, db.Current) {
	if st, ok := s.standings.get(g, lastSeq(log)); ok {
		return withRulesNote(g, st.cur, st.rules)(summarize(g, st.table, st.cur, st.end, nil))
	}
	kept := &game{row: g, seq: lastSeq(log), tail: new(atomic.Bool)}
	kept.settle(log)
	k, ok := kindOf(g.Kind)
	if !ok {
		return summarize(g, nil, kept.cur, kept.end, nil)
	}
	kept.kind = k
	t, err := kept.replay(kept.payloads())
	if err != nil {
		return summarize(g, nil, kept.cur, kept.end, err)
	}
	if keep {
		kept.table = t
		s.standings.put(kept)
	}
	return withRulesNote(g, kept.cur, kept.rules)(summarize(g, t, kept.cur, kept.end, nil))
}

// summarize lists a game replayed into t (nil for a kind the server does
// not know), with the deals that count and the mark that ended it; err is
// why its config does not read.
func summarize(g db.Game, t replay.Table, cur []db.Current, end db.Current, err error) (views.GameItem, replay.Table, db.Current) {
	item := views.GameItem{ID: g.ID, Players: seatNames(g), Title: msg.Plain(g.Kind)}
	k, ok := games.Lookup(g.Kind)
	if !ok {
		return item, nil, db.Current{}
	}
	item.Title = k.Title
	if err == nil {
		err = t.Broken()
	}
	if err != nil {
		item.Status = msg.From(err)
		return item, nil, db.Current{}
	}
	o := replay.Read(t, markOf(end), item.Players)
	item.Title = t.Title()
	item.Over, item.Winners, item.Standings, item.Abandoned = o.Summary.Over, o.Summary.Winners, o.Summary, o.Abandoned
	n, deals := replay.Progress(t, len(cur))
	item.Status = msg.T("running, %d entries", n)
	if deals {
		item.Status = msg.T("running, %d deals", n)
	}
	switch end.Payload {
	case db.Finished:
		item.Status = msg.T("finished here")
	case db.Abandoned:
		item.Status = msg.T("abandoned after %d entries; counts nowhere", n)
		if deals {
			item.Status = msg.T("abandoned after %d deals; counts nowhere", n)
		}
	}
	return item, t, end
}

func seatNames(g db.Game) []string {
	names := make([]string, len(g.Seats))
	for i, p := range g.Seats {
		names[i] = p.Name
	}
	return names
}

func payloads(cur []db.Current) [][]byte {
	out := make([][]byte, len(cur))
	for i, c := range cur {
		out[i] = []byte(c.Payload)
	}
	return out
}
