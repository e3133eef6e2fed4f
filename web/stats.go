package web

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring/stats"
	"schreiber/views"
)

// statsFilter reads the kind and the dates to count from the query; what
// it does not know it leaves open.
func statsFilter(c echo.Context) stats.Filter {
	var f stats.Filter
	if _, ok := kindOf(c.QueryParam("kind")); ok {
		f.Kind = c.QueryParam("kind")
	}
	for _, d := range []struct {
		name string
		to   *string
	}{{"from", &f.From}, {"to", &f.To}} {
		if _, err := time.Parse(time.DateOnly, c.QueryParam(d.name)); err == nil {
			*d.to = c.QueryParam(d.name)
		}
	}
	return f
}

// query writes a filter as the query the statistics' pages take.
func query(f stats.Filter) string {
	q := url.Values{}
	for k, v := range map[string]string{"kind": f.Kind, "from": f.From, "to": f.To} {
		if v != "" {
			q.Set(k, v)
		}
	}
	if len(q) == 0 {
		return ""
	}
	return "?" + q.Encode()
}

// boards builds the leaderboards of the lines: in all, unless one kind
// is chosen, and one per kind that has games.
func boards(lines []stats.Line, f stats.Filter, names map[string]string) []views.Board {
	var out []views.Board
	rows := func(ls []stats.Line) []views.BoardRow {
		var rs []views.BoardRow
		for _, r := range stats.Leaderboard(ls, names) {
			rs = append(rs, views.BoardRow{PlayerID: r.Player, Name: names[r.Player], Totals: r.Totals})
		}
		return rs
	}
	if f.Kind == "" {
		out = append(out, views.Board{Title: msg.T("Every game"), Rows: rows(lines)})
	}
	byKind := map[string][]stats.Line{}
	for _, l := range lines {
		byKind[l.Kind] = append(byKind[l.Kind], l)
	}
	for _, kind := range stats.Kinds(lines, kindNames()) {
		k, _ := kindOf(kind)
		out = append(out, views.Board{Kind: kind, Title: k.Title, Figures: k.Figures, Rows: rows(byKind[kind])})
	}
	return out
}

// playerNames maps the group's players' ids to their names.
func playerNames(players []db.Player) map[string]string {
	out := make(map[string]string, len(players))
	for _, p := range players {
		out[p.ID] = p.Name
	}
	return out
}

// countGames counts the games among lines.
func countGames(lines []stats.Line) int {
	seen := map[string]bool{}
	for _, l := range lines {
		seen[l.Game] = true
	}
	return len(seen)
}

// pageResults returns the lines of the group's games whose result is kept,
// once it has waited for the others as long as a page may (see
// awaitResults), with what is still missing; page is the page's own URL,
// which the notice of what is missing asks again.
func (s *Server) pageResults(ctx context.Context, groupID, page string) ([]stats.Line, views.Pending, error) {
	pending, err := s.awaitResults(ctx, groupID)
	if err != nil {
		return nil, views.Pending{}, err
	}
	pending.URL = page
	lines, err := s.keptResults(ctx, groupID)
	return lines, pending, err
}

// pollingNotice reports whether the request is the notice of missing
// results asking for its page again (see views.ResultsPending).
func pollingNotice(c echo.Context) bool {
	return isHTMX(c) && c.Request().Header.Get("HX-Trigger") == "results-pending"
}

// answerNotice answers the notice's poll: the notice again while results
// are still missing, and once none is, a reload of the whole page, which
// then counts them all.
func (s *Server) answerNotice(c echo.Context, groupID, page string) error {
	pending, err := s.awaitResults(c.Request().Context(), groupID)
	if err != nil {
		return err
	}
	if !pending.Missing {
		c.Response().Header().Set("HX-Refresh", "true")
		return c.NoContent(http.StatusNoContent)
	}
	pending.URL = page
	return render(c, http.StatusOK, views.ResultsPending(s.ctx(c), pending))
}

func (s *Server) groupStats(c echo.Context) error {
	ctx := c.Request().Context()
	g, err := s.store.Group(ctx, c.Param("group"))
	if err != nil {
		return err
	}
	players, err := s.store.Players(ctx, g.ID)
	if err != nil {
		return err
	}
	f := statsFilter(c)
	page := "/g/" + g.ID + "/stats" + query(f)
	if pollingNotice(c) {
		return s.answerNotice(c, g.ID, page)
	}
	lines, pending, err := s.pageResults(ctx, g.ID, page)
	if err != nil {
		return err
	}
	kept := f.Apply(lines)
	v := views.StatsView{GroupID: g.ID, GroupName: g.Name, Filter: f, Boards: boards(kept, f, playerNames(players)),
		Games: countGames(kept), CSV: "/g/" + g.ID + "/stats/csv" + query(f), Pending: pending}
	for _, k := range kinds {
		v.Kinds = append(v.Kinds, views.KindItem{Kind: k.Name, Title: k.Title})
	}
	return render(c, http.StatusOK, views.StatsPage(s.ctx(c), v))
}

// gameRef names a player's game by its kind, with its date and the
// player's place.
func gameRef(l stats.Line) *views.GameRef {
	k, _ := kindOf(l.Kind)
	return &views.GameRef{GameID: l.Game, Title: k.Title, Date: l.Date, Place: l.Place, Seats: l.Seats, Won: l.Won}
}

func (s *Server) playerPage(c echo.Context) error {
	ctx := c.Request().Context()
	g, err := s.store.Group(ctx, c.Param("group"))
	if err != nil {
		return err
	}
	players, err := s.store.Players(ctx, g.ID)
	if err != nil {
		return err
	}
	v := views.PlayerView{GroupID: g.ID, GroupName: g.Name}
	for _, p := range players {
		item := views.PlayerItem{ID: p.ID, Name: p.Name, Archived: p.Archived}
		if p.ID == c.Param("player") {
			v.Player = item
		} else {
			v.Others = append(v.Others, item)
		}
	}
	if v.Player.ID == "" {
		return db.ErrNotFound
	}
	page := "/g/" + g.ID + "/players/" + v.Player.ID
	if pollingNotice(c) {
		return s.answerNotice(c, g.ID, page)
	}
	var lines []stats.Line
	if lines, v.Pending, err = s.pageResults(ctx, g.ID, page); err != nil {
		return err
	}
	v.Stats = stats.ForPlayer(lines, v.Player.ID, kindNames())
	for _, kt := range v.Stats.Kinds {
		k, _ := kindOf(kt.Kind)
		v.Kinds = append(v.Kinds, views.PlayerKind{Title: k.Title, Figures: k.Figures, Totals: kt.Totals})
	}
	if v.Stats.Best != nil {
		v.Best, v.Worst = gameRef(*v.Stats.Best), gameRef(*v.Stats.Worst)
	}
	places := map[string]string{}
	if len(v.Stats.Evenings) > 0 {
		evenings, err := s.store.Evenings(ctx, g.ID)
		if err != nil {
			return err
		}
		for _, e := range evenings {
			places[e.ID] = e.Place
		}
	}
	for _, e := range v.Stats.Evenings {
		v.Evenings = append(v.Evenings, views.PlayerEvening{EveningID: e.Evening, Date: e.Date, Place: places[e.Evening], Totals: e.Totals})
	}
	return render(c, http.StatusOK, views.PlayerPage(s.ctx(c), v))
}

func (s *Server) headToHead(c echo.Context) error {
	ctx := c.Request().Context()
	g, err := s.store.Group(ctx, c.Param("group"))
	if err != nil {
		return err
	}
	players, err := s.store.Players(ctx, g.ID)
	if err != nil {
		return err
	}
	v := views.H2HView{GroupID: g.ID, GroupName: g.Name}
	for _, p := range players {
		item := views.PlayerItem{ID: p.ID, Name: p.Name, Archived: p.Archived}
		v.Players = append(v.Players, item)
		if p.ID == c.QueryParam("a") {
			v.A = item
		}
		if p.ID == c.QueryParam("b") {
			v.B = item
		}
	}
	if v.Chosen() {
		page := "/g/" + g.ID + "/h2h?" + url.Values{"a": {v.A.ID}, "b": {v.B.ID}}.Encode()
		if pollingNotice(c) {
			return s.answerNotice(c, g.ID, page)
		}
		var lines []stats.Line
		if lines, v.Pending, err = s.pageResults(ctx, g.ID, page); err != nil {
			return err
		}
		meetings, all, perKind := stats.HeadToHead(lines, v.A.ID, v.B.ID, kindNames())
		v.All = all
		for _, r := range perKind {
			k, _ := kindOf(r.Kind)
			v.Kinds = append(v.Kinds, views.H2HKind{Title: k.Title, Record: r})
		}
		for _, m := range meetings {
			v.Meetings = append(v.Meetings, views.Meeting{Game: *gameRef(m.A), BPlace: m.B.Place, Partner: m.Partner, Ahead: m.Ahead()})
		}
	}
	return render(c, http.StatusOK, views.H2HPage(s.ctx(c), v))
}
