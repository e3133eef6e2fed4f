package web

import (
	"errors"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring/replay"
)

func (s *Server) undoEntry(c echo.Context, g *game) error {
	if len(g.cur) == 0 && g.end.ID == "" && len(g.rules) == 0 {
		return s.refused(c, msg.T("There is nothing to undo."))
	}
	// The mark that ended the game by the table's word comes last: undoing
	// it opens the game again. A correction of the house rules stored
	// after it (or after the last deal) is undone first, bringing back
	// the rules that held before it.
	last, notice := g.end, msg.T("The game runs again.")
	if n := len(g.rules); n > 0 && (last.ID == "" || g.rules[n-1].Seq > last.Seq) &&
		(len(g.cur) == 0 || g.rules[n-1].Seq > g.cur[len(g.cur)-1].Seq) {
		last, notice = g.rules[n-1], msg.T("Undone: the correction of the house rules.")
		if _, _, ok := db.SeatingOf(last.Payload); ok {
			return s.unseat(c, g, last)
		}
		// A deal corrected since may fit only the rules it undoes.
		if say, ok := g.fitsRules(db.ConfiguredBefore(g.cur, g.rules, g.row.Config)); !ok {
			return s.refused(c, msg.Join(msg.T("The correction of the house rules cannot be undone:"), say))
		}
	} else if last.ID == "" {
		last, notice = g.cur[len(g.cur)-1], msg.T("Undone.")
		// The latest step's text, which the quiet replay keeps: asking for
		// every step would explain the whole game again.
		if t, ok := g.table.(replay.QuietTable); ok && t.Broken() == nil {
			notice = msg.Join(msg.T("Undone:"), t.LastText())
		}
	}
	_, err := s.appendEntry(c.Request().Context(), g, db.NewRecord{Action: db.Void, TargetID: last.ID,
		Device: s.deviceName(c), AfterSeq: g.appendAt(c.FormValue("after"))})
	if errors.Is(err, db.ErrConflict) {
		return s.refused(c, msg.T("The game changed meanwhile, so nothing was undone. Look at the board and try again if needed."))
	}
	if err != nil {
		return err
	}
	return s.done(c, g, notice)
}
