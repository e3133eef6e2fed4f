package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/views"
)

// seated returns the seats at the game's table now, clockwise, as indices
// into its seats.
func (g *game) seated() []int { return seatedIn(g.config, len(g.row.Seats)) }

// seatedIn returns the seats at the table of a game replayed with config
// (see db.Configured) that has seats in all: the last phase's seating, or
// everyone.
func seatedIn(config string, seats int) []int {
	var at scoring.Seating
	if ps, err := scoring.Phases([]byte(config)); err == nil {
		at = ps[len(ps)-1].Seats
	}
	return at.Seats(seats)
}

// seatedNames are the names of the players at the game's table now,
// clockwise.
func (g *game) seatedNames() []string {
	var out []string
	for _, p := range atTable(g.row.Seats, g.config) {
		out = append(out, p.Name)
	}
	return out
}

// atTable returns the players of seats at the table of a game replayed
// with config, clockwise.
func atTable(seats []db.Player, config string) []db.Player {
	var out []db.Player
	for _, seat := range seatedIn(config, len(seats)) {
		if seat < len(seats) {
			out = append(out, seats[seat])
		}
	}
	return out
}

// seatValue is how the seats form names a seat of the game; a player of
// the group who has no seat in it is "p" and their id.
func seatValue(seat int) string { return "s" + strconv.Itoa(seat) }

// seatsView is the seats page's data for the game as it stands, with the
// form as sent (nil for a page opened anew).
func (s *Server) seatsView(c echo.Context, g *game) (views.SeatsView, error) {
	v := views.SeatsView{GamePath: g.path(), Title: g.table.Title(), Deal: len(g.cur) + 1, AfterSeq: g.lastSeq(), Nonce: db.NewID()}
	setup := g.kind.Setup
	if setup.Seating == nil {
		v.Fixed = setup.FixedSeats
		v.NextPath = "/g/" + g.row.GroupID + "/e/" + g.row.EveningID + "/games/new?kind=" + g.row.Kind
		return v, nil
	}
	if g.end.ID != "" || g.table.Broken() != nil || g.table.Summary().Over {
		v.Closed = msg.T("The game is over: its players can no longer change. Start the next game with the new table instead.")
		return v, nil
	}
	seated := g.seated()
	for _, seat := range seated {
		v.Seated = append(v.Seated, views.SeatRow{Value: seatValue(seat), Name: g.row.Seats[seat].Name, Stays: true})
	}
	last := seatValue(seated[len(seated)-1])
	for seat, p := range g.row.Seats {
		if !slices.Contains(seated, seat) && !p.Archived {
			v.Joiners = append(v.Joiners, views.SeatRow{Value: seatValue(seat), Name: p.Name, After: last})
		}
	}
	players, err := s.store.Players(c.Request().Context(), g.row.GroupID)
	if err != nil {
		return v, err
	}
	for _, p := range players {
		if !p.Archived && !slices.ContainsFunc(g.row.Seats, func(q db.Player) bool { return q.ID == p.ID }) {
			v.Joiners = append(v.Joiners, views.SeatRow{Value: "p" + p.ID, Name: p.Name, After: last})
		}
	}
	return v, nil
}

// seatsPage shows who sits at the table, to change it from the next deal
// on; for a kind whose players keep their seats, why, and the next game.
func (s *Server) seatsPage(c echo.Context, g *game) error {
	v, err := s.seatsView(c, g)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.SeatsPage(s.ctx(c), v))
}

// newTable is a change of the seating as the form asks it.
type newTable struct {
	seats []int    // at the table from the next deal on, clockwise
	names []string // everyone who has a seat once the newcomers have theirs
	join  []string // the newcomers' player ids, in the order of their seats
	left  []string
	came  []string
}

// readSeats reads the seats form into v's rows and the table it asks for.
func (g *game) readSeats(c echo.Context, v *views.SeatsView) newTable {
	form, _ := c.FormParams()
	stays, joins := form["stays"], form["joins"]
	t := newTable{names: seatNames(g.row)}
	order := make([]string, 0, len(v.Seated)+len(v.Joiners))
	for i := range v.Seated {
		r := &v.Seated[i]
		r.Stays = slices.Contains(stays, r.Value)
		order = append(order, r.Value)
		if !r.Stays {
			t.left = append(t.left, r.Name)
		}
	}
	index := map[string]int{}
	for seat := range g.row.Seats {
		index[seatValue(seat)] = seat
	}
	for i := range v.Joiners {
		r := &v.Joiners[i]
		r.Joins = slices.Contains(joins, r.Value)
		if place := c.FormValue("place_" + r.Value); slices.Contains(order[:len(v.Seated)], place) {
			r.After = place
		}
		if !r.Joins {
			continue
		}
		if _, ok := index[r.Value]; !ok {
			index[r.Value] = len(t.names)
			t.names = append(t.names, r.Name)
			t.join = append(t.join, r.Value[1:])
		}
		t.came = append(t.came, r.Name)
		// Sit down left of the seat asked for, after whoever sat down
		// there before in this change.
		at := slices.Index(order, r.After) + 1
		for at < len(order) && !slices.ContainsFunc(v.Seated, func(s views.SeatRow) bool { return s.Value == order[at] }) {
			at++
		}
		order = slices.Insert(order, at, r.Value)
	}
	for _, value := range order {
		if slices.ContainsFunc(v.Seated, func(s views.SeatRow) bool { return s.Value == value && !s.Stays }) {
			continue
		}
		t.seats = append(t.seats, index[value])
	}
	return t
}

// changeSeats previews a change of who sits at the table from the next
// deal on, or saves the one previewed.
func (s *Server) changeSeats(c echo.Context, g *game) error {
	v, err := s.seatsView(c, g)
	if err != nil {
		return err
	}
	answer := func(status int) error { return render(c, status, views.SeatsPage(s.ctx(c), v)) }
	if !v.Fixed.IsZero() || !v.Closed.IsZero() {
		v.Error = msg.T("The players at this table cannot change.")
		return answer(http.StatusConflict)
	}
	t := g.readSeats(c, &v)
	if c.FormValue("save") == "1" && s.savedAlready(c, c.FormValue("nonce")) {
		return s.done(c, g, savedSeatsTwice)
	}
	was := g.seated()
	if slices.Equal(t.seats, was) {
		v.Error = msg.T("These are the players at the table already.")
		return answer(http.StatusUnprocessableEntity)
	}
	if err := g.kind.Setup.Seating(scoring.Latest([]byte(g.config)), len(t.seats)); err != nil {
		v.Error = msg.From(err)
		return answer(http.StatusUnprocessableEntity)
	}
	after, err := g.kind.Table(g.configuredWith(db.Seating(t.seats, was)), t.names, g.payloads())
	if err != nil {
		return err
	}
	if err := after.Broken(); err != nil {
		v.Error = notFitting(err)
		return answer(http.StatusUnprocessableEntity)
	}
	p := &views.SeatsPreview{Left: t.left, Joined: t.came, Note: after.Summary().Note}
	for _, seat := range t.seats {
		p.Table = append(p.Table, t.names[seat])
	}
	seating, _ := json.Marshal(t.seats)
	v.Preview, v.Previewed = p, string(seating)
	if c.FormValue("save") != "1" {
		return answer(http.StatusOK)
	}
	if c.FormValue("previewed") != v.Previewed {
		v.Error = msg.T("This is not the table the preview showed. Look at it, then save it.")
		return answer(http.StatusConflict)
	}
	if !validNonce(c.FormValue("nonce")) {
		v.Error = badNonce
		return answer(http.StatusUnprocessableEntity)
	}
	rec, err := s.store.AppendSeated(c.Request().Context(), g.row.ID, db.NewRecord{Action: db.Add, Payload: db.Seating(t.seats, was),
		Device: s.deviceName(c), Nonce: c.FormValue("nonce"), AfterSeq: g.appendAt(c.FormValue("after"))}, t.join, -1)
	switch {
	case errors.Is(err, db.ErrDuplicate):
		return s.done(c, g, savedSeatsTwice)
	case errors.Is(err, db.ErrConflict):
		v.Error, v.Preview = msg.T("Someone else entered something meanwhile. Look at the new table again."), nil
		return answer(http.StatusConflict)
	case err != nil:
		return err
	}
	s.published(g, rec)
	s.flash(c, msg.Join(msg.T("The new table plays from deal %d on.", v.Deal), p.Note))
	if err := s.saveSession(c); err != nil {
		return err
	}
	return redirect(c, g.path())
}

// savedSeatsTwice is what a change of the seats sent again after a lost
// answer is told.
var savedSeatsTwice = msg.T("This table was saved already; it was not saved twice.")

// unseat undoes a change of the seating: the record void, and the seats of
// newcomers no other change seats any more removed with it.
func (s *Server) unseat(c echo.Context, g *game, last db.Current) error {
	keep := db.SeatsInUse(g.rules, last.ID)
	before := db.ConfiguredBefore(g.cur, g.rules, g.row.Config)
	t, err := g.kind.Table([]byte(before), seatNames(g.row)[:min(keep, len(g.row.Seats))], g.payloads())
	if err != nil {
		return err
	}
	if err := t.Broken(); err != nil {
		return s.refused(c, msg.Join(msg.T("The change of seats cannot be undone:"), notFitting(err)))
	}
	rec, err := s.store.AppendSeated(c.Request().Context(), g.row.ID, db.NewRecord{Action: db.Void, TargetID: last.ID,
		Device: s.deviceName(c), AfterSeq: g.appendAt(c.FormValue("after"))}, nil, keep)
	if errors.Is(err, db.ErrConflict) {
		return s.refused(c, msg.T("The game changed meanwhile, so nothing was undone. Look at the board and try again if needed."))
	}
	if err != nil {
		return err
	}
	s.published(g, rec)
	return s.done(c, g, msg.T("Undone: the change of seats."))
}

// isSeating says whether a log payload changes who sits at the table.
func isSeating(payload string) bool {
	_, _, ok := db.SeatingOf(payload)
	return ok
}

// seatingText says what a change of the seats did: the table from then
// on, who sat down and who went home.
func seatingText(names []string, seats, was []int) msg.Text {
	name := func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		return "?"
	}
	var table, came, left []string
	for _, seat := range seats {
		table = append(table, name(seat))
		if !slices.Contains(was, seat) {
			came = append(came, name(seat))
		}
	}
	for _, seat := range was {
		if !slices.Contains(seats, seat) {
			left = append(left, name(seat))
		}
	}
	parts := []msg.Text{msg.T("At the table, clockwise: %s.", msg.Plain(views.JoinNames(table)))}
	if len(came) > 0 {
		parts = append(parts, msg.T("Sitting down, starting at 0: %s.", msg.Plain(views.JoinNames(came))))
	}
	if len(left) > 0 {
		parts = append(parts, msg.T("Going home, keeping their score: %s.", msg.Plain(views.JoinNames(left))))
	}
	return msg.Join(parts...)
}

// seatedNow returns the players at a game's table now, clockwise: its
// seats as the last change of its seating left them, or all of them.
func (s *Server) seatedNow(ctx context.Context, g db.Game) ([]db.Player, error) {
	log, err := s.store.Log(ctx, g.ID)
	if err != nil {
		return nil, err
	}
	_, _, config, _ := db.Replayable(log, g.Config)
	return atTable(g.Seats, config), nil
}
