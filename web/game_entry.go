package web

import (
	"errors"
	"net/http"
	"slices"
	"sync/atomic"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/views"
)

// tryEntry reads an entry form against the game as it stands and replays
// the game with it. It returns the entry's payload and the table it gives,
// or what is wrong with it in words a player reads.
func (g *game) tryEntry(f views.Form) ([]byte, views.Table, error) {
	payload, err := g.table.Entry(f.Values)
	if err != nil {
		return nil, nil, err
	}
	after, ok := g.kind.With(g.table, payload)
	if !ok {
		if after, err = g.replay(append(slices.Clone(g.payloads()), payload)); err != nil {
			return nil, nil, err
		}
	}
	return payload, after, after.Broken()
}

// savedTwice is what a deal sent again after a lost answer is told.
var savedTwice = msg.T("This deal was saved already; it was not saved twice.")

// savedAlready reports whether the form's nonce was stored with a record:
// the form was sent before and saved, and its answer was lost.
func (s *Server) savedAlready(c echo.Context, nonce string) bool {
	return validNonce(nonce) && s.store.Saved(c.Request().Context(), nonce)
}

func (s *Server) addEntry(c echo.Context, g *game) error {
	if g.table.Broken() != nil {
		return s.respond(c, g, g.table, views.Form{}, http.StatusConflict)
	}
	if g.end.ID != "" {
		if s.savedAlready(c, c.FormValue("nonce")) {
			return s.done(c, g, savedTwice)
		}
		return s.refused(c, msg.T("This game was ended at the table; reopen it to enter more."))
	}
	values, err := c.FormParams()
	if err != nil {
		return err
	}
	form := views.Form{Values: values}
	payload, after, err := g.tryEntry(form)
	var fe *msg.FieldError
	switch {
	case err != nil && g.table.Summary().Over && s.savedAlready(c, form.Get("nonce")):
		// Sent again after a lost answer: the deal that ended the game.
		return s.done(c, g, savedTwice)
	case errors.As(err, &fe):
		form.Error, form.Field = fe.Msg, fe.Field
		return s.respond(c, g, g.table, form, http.StatusUnprocessableEntity)
	case err != nil:
		return err
	case form.Has("preview", "1"):
		form.Preview = after
		return s.respond(c, g, g.table, form, http.StatusOK)
	case !validNonce(form.Get("nonce")):
		form.Error = badNonce
		return s.respond(c, g, g.table, form, http.StatusUnprocessableEntity)
	}
	rec, err := s.appendEntry(c.Request().Context(), g, db.NewRecord{Action: db.Add, Payload: string(payload),
		Device: s.deviceName(c), Nonce: form.Get("nonce"), AfterSeq: g.appendAt(form.Get("after"))})
	switch {
	case errors.Is(err, db.ErrDuplicate):
		return s.done(c, g, savedTwice)
	case errors.Is(err, db.ErrConflict):
		fresh, err := s.loadGame(c)
		if err != nil {
			return err
		}
		form.Error = msg.T("Someone else entered something meanwhile. Check the board; your choices are still here.")
		return s.respond(c, fresh, fresh.table, form, http.StatusConflict)
	case err != nil:
		return err
	}
	// The log grew by this one add: the entries that count are those of
	// before and this one, and after is their replay.
	cur := g.cur
	if !g.tail.CompareAndSwap(false, true) {
		cur = slices.Clip(cur)
	}
	cur = append(cur, db.Current{ID: rec.ID, Seq: rec.Seq, Payload: rec.Payload})
	g.seq, g.cur, g.tail, g.table = rec.Seq, cur, new(atomic.Bool), after
	s.standings.put(g)
	return s.stored(c, g, msg.Text{})
}

// preview answers the entry form's preview: what the entry would do, or
// what is still wrong with it. Nothing is stored. A form not yet complete
// is the ordinary state of a form being filled in, not a failed request:
// its preview answers 200 with what is still missing, so that the
// browser's tools list no failure for every tap.
func (s *Server) preview(c echo.Context, g *game) error {
	values, err := c.FormParams()
	if err != nil {
		return err
	}
	values.Set("preview", "1")
	form := views.Form{Values: values}
	_, after, err := g.tryEntry(form)
	var fe *msg.FieldError
	switch {
	case errors.As(err, &fe):
		form.Error = fe.Msg
	case err != nil:
		return err
	default:
		form.Preview = after
	}
	return render(c, http.StatusOK, views.PreviewBody(s.ctx(c), pageOf(g, canScore(c)), form))
}
