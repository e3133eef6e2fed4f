package web

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
	"schreiber/views"
)

// defaultStakes are the stakes of an evening whose table never set them: a
// game's own stake (a stake into the pot, a chip) counts as 1.00, and points
// are not played for money.
var defaultStakes = db.Stakes{UnitCents: 100}

// maxStakeCents bounds what a stake or a point may be worth: 10,000.00.
const maxStakeCents = 1_000_000

// stakesOf returns what an evening plays for.
func (s *Server) stakesOf(ctx context.Context, eveningID string) (db.Stakes, error) {
	st, err := s.store.EveningStakes(ctx, eveningID)
	if errors.Is(err, db.ErrNotFound) {
		return defaultStakes, nil
	}
	return st, err
}

// ledger works out who owes whom after the evening's games: what each game
// that ended moved at the evening's stakes (or why it moved nothing),
// everyone's balance across the games in the group's currency, and the
// fewest payments that settle them. form is the stakes form as sent;
// empty, it shows the stakes as stored.
func (s *Server) ledger(c echo.Context, g db.Group, e db.Evening, played []playedGame, form views.StakesForm) (views.Ledger, error) {
	st, err := s.stakesOf(c.Request().Context(), e.ID)
	if err != nil {
		return views.Ledger{}, err
	}
	lang := s.ctx(c).Lang
	l := views.Ledger{Stakes: form, Currency: g.Currency}
	if form.Error.IsZero() {
		l.Stakes = views.StakesForm{Unit: views.Money(lang, st.UnitCents), Point: views.Money(lang, st.PointCents)}
	}
	var ids []string // players with money, in the order they first appear
	names := map[string]string{}
	balance := map[string]int{}
	for _, pg := range played {
		if pg.table == nil {
			continue
		}
		r, ok := counted(pg.table, pg.end)
		switch {
		case pg.end.Payload == db.Abandoned:
			l.Waiting = append(l.Waiting, msg.Join(pg.table.Title(),
				msg.T("was abandoned; it counts nowhere.")))
			continue
		case !ok && replay.OpenEnded(pg.table):
			l.Waiting = append(l.Waiting, msg.Join(pg.table.Title(),
				msg.T("is still running; it counts once the table finishes it.")))
			continue
		case !ok:
			l.Waiting = append(l.Waiting, msg.Join(pg.table.Title(),
				msg.T("is still running; it counts once it is over.")))
			continue
		}
		game := views.LedgerGame{GameID: pg.row.ID, Title: pg.table.Title()}
		money := r.Money(st.UnitCents, st.PointCents)
		if money == nil || len(money) != len(pg.row.Seats) {
			game.Note = unpaid(pg.table, r, st)
			l.Games = append(l.Games, game)
			continue
		}
		l.Moved = true
		for seat, cents := range money {
			p := pg.row.Seats[seat]
			if _, seen := names[p.ID]; !seen {
				ids = append(ids, p.ID)
				names[p.ID] = p.Name
			}
			balance[p.ID] += cents
			game.Lines = append(game.Lines, views.LedgerLine{Name: p.Name, Cents: cents})
		}
		l.Games = append(l.Games, game)
	}
	l.Shown = l.Moved || st.PointCents > 0
	if !l.Shown {
		l.Waiting = nil
		return l, nil
	}
	balances := make([]int, len(ids))
	for i, id := range ids {
		balances[i] = balance[id]
		if balances[i] != 0 {
			l.Balances = append(l.Balances, views.LedgerLine{Name: names[id], Cents: balances[i]})
		}
	}
	slices.SortStableFunc(l.Balances, func(a, b views.LedgerLine) int { return b.Cents - a.Cents })
	transfers, err := stats.Transfers(balances)
	if err != nil {
		return views.Ledger{}, err
	}
	for _, t := range transfers {
		l.Payments = append(l.Payments, views.Payment{From: names[ids[t.From]], To: names[ids[t.To]], Amount: t.Amount})
	}
	return l, nil
}

// parseMoney reads an amount as people type it: whole units, or units and
// cents after a point or a comma ("0.05", "0,05", "2"). ok is false for
// anything else, and for more than maxStakeCents.
func parseMoney(raw string) (cents int, ok bool) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return 0, true
	}
	whole, frac, dot := strings.Cut(strings.Replace(s, ",", ".", 1), ".")
	if whole == "" {
		whole = "0"
	}
	if !digits(whole) || dot && (frac == "" || len(frac) > 2 || !digits(frac)) || len(whole) > 7 {
		return 0, false
	}
	units, _ := strconv.Atoi(whole)
	cents = units * 100
	if len(frac) == 1 {
		frac += "0"
	}
	if frac != "" {
		c, _ := strconv.Atoi(frac)
		cents += c
	}
	return cents, cents <= maxStakeCents
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// setStakes stores what the evening plays for, or shows the form again
// with what is wrong.
func (s *Server) setStakes(c echo.Context) error {
	ctx := c.Request().Context()
	e, err := s.store.Evening(ctx, c.Param("group"), c.Param("evening"))
	if err != nil {
		return err
	}
	values, err := c.FormParams()
	if err != nil {
		return err
	}
	if !values.Has("unit") || !values.Has("point") {
		// The stakes form always sends both, empty or not: anything else
		// did not come from it, and must not set the stakes to nothing.
		return echo.ErrBadRequest
	}
	form := views.StakesForm{Unit: values.Get("unit"), Point: values.Get("point")}
	bad := msg.T("Write an amount such as 0.05 or 2, at most 10000.")
	point, ok := parseMoney(form.Point)
	if !ok {
		form.Error, form.Field = bad, "point"
		return s.renderEvening(c, http.StatusUnprocessableEntity, form, msg.Text{})
	}
	unit, ok := parseMoney(form.Unit)
	if !ok {
		form.Error, form.Field = bad, "unit"
		return s.renderEvening(c, http.StatusUnprocessableEntity, form, msg.Text{})
	}
	if err := s.store.SetEveningStakes(ctx, e.ID, db.Stakes{UnitCents: unit, PointCents: point}); err != nil {
		return err
	}
	s.groupChanged(ctx, e.GroupID)
	s.flashAt(c, "ledger", msg.T("The stakes are saved; the amounts below follow them."))
	if err := s.saveSession(c); err != nil {
		return err
	}
	return redirect(c, "/g/"+e.GroupID+"/e/"+e.ID+"#ledger")
}

// unpaid says in a line why a game that ended moved no money: the kind's
// own reason (Durak is played for a forfeit), or the evening's stakes.
func unpaid(t replay.Table, r stats.Result, st db.Stakes) msg.Text {
	switch {
	case r.Stakes == nil && r.Points == nil:
		if u, ok := t.(replay.Unpaid); ok {
			return u.Unpaid()
		}
		return msg.T("It is not played for money.")
	case r.Stakes != nil && st.UnitCents == 0, r.Stakes == nil && st.PointCents == 0:
		return msg.T("It moved nothing: the evening plays it for nothing (see the stakes below).")
	}
	return msg.T("It moved nothing: everyone came out even.")
}
