package web

import (
	"context"
	"errors"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
	"schreiber/views"
)

// lifeStore is what the handlers that end, remove, rename and delete need
// from the database.
type lifeStore interface {
	RenameGroup(ctx context.Context, groupID, name, device string) (db.Change, error)
	RenamePlayer(ctx context.Context, groupID, playerID, name, device string) (db.Change, error)
	RemoveGame(ctx context.Context, groupID, gameID, device string) (db.Change, error)
	RemoveEvening(ctx context.Context, groupID, eveningID, device string) (db.Change, error)
	Changes(ctx context.Context, groupID string) ([]db.Change, error)
	Removal(ctx context.Context, groupID, subject string) (db.Change, error)
	DeleteGroup(ctx context.Context, groupID string) error
	SetCurrency(ctx context.Context, groupID, currency string) error
	GroupDeleted(ctx context.Context, groupID string) (string, error)
}

// goneError answers a request for a group, an evening or a game that is no
// more: 410, with a page that says so and where to go on.
type goneError struct{ page views.Gone }

func (e goneError) Error() string { return "gone: " + e.page.Title.String() }

// markOf reads the mark that ended a game at the table's word, if one did.
func markOf(end db.Current) replay.Mark { return replay.MarkNamed(db.MarkName(end.Payload)) }

// counted returns the result a game counts with in the statistics and the
// ledger (see replay.Counted).
func counted(t replay.Table, end db.Current) (stats.Result, bool) {
	if t == nil {
		return stats.Result{}, false
	}
	return replay.Counted(t, markOf(end))
}

// ending is the view of the mark that ended a game, if one did.
func (g *game) ending() views.Ending {
	if g.end.ID == "" {
		return views.Ending{}
	}
	var by db.Marked
	if g.end.Marked != nil {
		by = *g.end.Marked
	}
	return views.Ending{Abandoned: g.end.Payload == db.Abandoned, At: shortTime(by.At), Device: by.Device}
}

// actions are what a scorer may do to end the running game t, whose
// Result is r (ok as Result gives it).
func (g *game) actions(t views.Table, r stats.Result, ok bool) views.GameActions {
	if g.end.ID != "" || t.Broken() != nil || t.Summary().Over {
		return views.GameActions{}
	}
	a := views.GameActions{Finish: len(g.cur) > 0 && ok && !r.Over, Abandon: g.seq > 0, Remove: g.seq == 0 && g.around.Rulings == 0}
	if a.Finish {
		a.FinishNonce = db.NewID()
	}
	if a.Abandon {
		a.AbandonNonce = db.NewID()
	}
	return a
}

// endGame appends the mark that finishes or abandons the game, after the
// checks that it may.
func (s *Server) endGame(c echo.Context, g *game, mark string) error {
	// Sent again after a lost answer: the game was ended by this form.
	if g.end.Payload == mark && s.savedAlready(c, c.FormValue("nonce")) {
		return s.done(c, g, msg.Text{})
	}
	t := g.table
	var refusal msg.Text
	r, ok := t.Result()
	switch a := g.actions(t, r, ok); {
	case g.end.ID != "":
		refusal = msg.T("This game was ended already; undo that first.")
	case t.Broken() != nil:
		refusal = msg.T("The game's entries no longer fit its rules; correct them first.")
	case t.Summary().Over:
		refusal = msg.T("This game is over by its rules and counts as it ended.")
	case mark == db.Abandoned && !a.Abandon:
		refusal = msg.T("Nothing was entered in this game; remove it instead.")
	case mark == db.Finished && len(g.cur) == 0:
		refusal = msg.T("Nothing was entered in this game yet, so there is nothing to finish.")
	case mark == db.Finished && !a.Finish:
		refusal = msg.T("This game ends by its rules; it cannot be finished here. If the table stops, abandon it.")
	}
	if !refusal.IsZero() {
		return s.refused(c, refusal)
	}
	if !validNonce(c.FormValue("nonce")) {
		return s.respond(c, g, t, views.Form{Error: badNonce}, http.StatusUnprocessableEntity)
	}
	_, err := s.appendEntry(c.Request().Context(), g, db.NewRecord{Action: db.Add, Payload: mark, Device: s.deviceName(c),
		Nonce: c.FormValue("nonce"), AfterSeq: g.appendAt(c.FormValue("after"))})
	if errors.Is(err, db.ErrDuplicate) {
		// Sent again after a lost answer, the game is ended already; a
		// nonce another form stored ended nothing.
		if fresh, ferr := s.loadGame(c); ferr == nil && fresh.end.Payload == mark {
			return s.done(c, fresh, msg.Text{})
		}
		err = db.ErrConflict
	}
	switch {
	case errors.Is(err, db.ErrConflict):
		return s.refused(c, msg.T("The game changed meanwhile, so it was not ended. Look at the board and try again if needed."))
	case err != nil:
		return err
	}
	if mark == db.Abandoned {
		return s.done(c, g, msg.T("Abandoned: the game stays in the evening but counts nowhere."))
	}
	return s.done(c, g, msg.T("Finished here: the game now counts as it stands."))
}

func (s *Server) finishGame(c echo.Context, g *game) error  { return s.endGame(c, g, db.Finished) }
func (s *Server) abandonGame(c echo.Context, g *game) error { return s.endGame(c, g, db.Abandoned) }

// removeGame removes a game that has no record in its log, and sends every
// open page of it to the evening.
func (s *Server) removeGame(c echo.Context, g *game) error {
	ctx := c.Request().Context()
	_, err := s.store.RemoveGame(ctx, g.row.GroupID, g.row.ID, s.deviceName(c))
	if errors.Is(err, db.ErrInUse) {
		return s.refused(c, msg.T("Something was entered in this game, and its log is kept: it can be abandoned, not removed."))
	}
	if err != nil {
		return err
	}
	s.closeGame(g.row.ID)
	s.publishGroup(ctx, g.row.GroupID)
	s.flash(c, msg.T("The game was removed."))
	if err := s.saveSession(c); err != nil {
		return err
	}
	return redirect(c, "/g/"+g.row.GroupID+"/e/"+g.row.EveningID)
}

// removeEvening removes an evening that has no game.
func (s *Server) removeEvening(c echo.Context) error {
	ctx := c.Request().Context()
	gid := c.Param("group")
	_, err := s.store.RemoveEvening(ctx, gid, c.Param("evening"), s.deviceName(c))
	if errors.Is(err, db.ErrInUse) {
		return s.renderEvening(c, http.StatusConflict, views.StakesForm{}, msg.T("Games were started this evening, so it stays; a game can be abandoned."))
	}
	if err != nil {
		return s.goneOr(c, err, c.Param("evening"))
	}
	s.groupChanged(ctx, gid)
	s.flash(c, msg.T("The evening was removed."))
	if err := s.saveSession(c); err != nil {
		return err
	}
	return redirect(c, "/g/"+gid)
}

// renameGroup gives the group a new name.
func (s *Server) renameGroup(c echo.Context) error {
	form := views.FormState{Values: map[string]string{"form": "rename-group", "name": c.FormValue("name")}}
	name, ok := cleanName(form.Values["name"], maxGroupName)
	if !ok {
		form.Error = msg.Join(msg.T("Give the group a name."), badName(maxGroupName))
		return s.renderGroup(c, http.StatusUnprocessableEntity, form)
	}
	ctx := c.Request().Context()
	if _, err := s.store.RenameGroup(ctx, c.Param("group"), name, s.deviceName(c)); err != nil {
		return err
	}
	return s.answerGroup(c, "settings", msg.T("The group is now called %s.", name))
}

// renamePlayer gives a player a new name, under the rules a new player's
// name follows. The player stays the same in every game and statistic.
func (s *Server) renamePlayer(c echo.Context) error {
	form := views.FormState{Values: map[string]string{"form": "rename-player", "name": c.FormValue("name"), "player": c.FormValue("player")}}
	name, ok := cleanName(form.Values["name"], maxPlayerName)
	if !ok {
		form.Error = badName(maxPlayerName)
		return s.renderGroup(c, http.StatusUnprocessableEntity, form)
	}
	ctx := c.Request().Context()
	gid, pid := c.Param("group"), form.Values["player"]
	ch, err := s.store.RenamePlayer(ctx, gid, pid, name, s.deviceName(c))
	if say, refused := playerRefusal(name, err); refused {
		form.Error = say
		return s.renderGroup(c, http.StatusUnprocessableEntity, form)
	}
	if err != nil {
		return err
	}
	return s.answerGroup(c, "settings", msg.T("%s is now called %s.", ch.Before, ch.After))
}

// setCurrency sets the money the group plays for, which every evening's
// ledger writes its amounts in.
func (s *Server) setCurrency(c echo.Context) error {
	currency := c.FormValue("currency")
	if !slices.Contains(db.Currencies, currency) {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{Values: map[string]string{"form": "currency"},
			Error: msg.T("Pick one of the currencies listed.")})
	}
	if err := s.store.SetCurrency(c.Request().Context(), c.Param("group"), currency); err != nil {
		return err
	}
	return s.answerGroup(c, "settings", msg.T("The group plays for %s now.", currency))
}

// deleteGroupPage asks before a group is deleted.
func (s *Server) deleteGroupPage(c echo.Context) error {
	g, err := s.store.Group(c.Request().Context(), c.Param("group"))
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.DeleteGroupPage(s.ctx(c), views.DeleteGroupView{ID: g.ID, Name: g.Name}))
}

// deleteGroup deletes the group once its name was typed, and ends every
// open page of it, which then shows that the group was deleted.
func (s *Server) deleteGroup(c echo.Context) error {
	ctx := c.Request().Context()
	g, err := s.store.Group(ctx, c.Param("group"))
	if err != nil {
		return err
	}
	typed := c.FormValue("name")
	if typed, _ := cleanName(typed, maxGroupName); typed != g.Name {
		return render(c, http.StatusUnprocessableEntity, views.DeleteGroupPage(s.ctx(c), views.DeleteGroupView{ID: g.ID, Name: g.Name, Typed: c.FormValue("name"),
			Error: msg.T("That is not the group's name; nothing was deleted.")}))
	}
	if err := s.store.DeleteGroup(ctx, g.ID); err != nil {
		return err
	}
	s.closeGroup(g.ID)
	s.flash(c, msg.T("The group %s was deleted.", g.Name))
	if err := s.saveSession(c); err != nil {
		return err
	}
	return redirect(c, "/")
}

// publishGroup tells the open pages of the group, its games' among them,
// that the group changed (a name, a game removed): each shows it at once.
func (s *Server) publishGroup(ctx context.Context, groupID string) {
	s.groupChanged(ctx, groupID)
}

// goneOr answers a group's evening or game that is not found: gone, with
// who removed it and when, if it was removed; else err.
func (s *Server) goneOr(c echo.Context, err error, subject string) error {
	if !errors.Is(err, db.ErrNotFound) {
		return err
	}
	gid := c.Param("group")
	ch, rerr := s.store.Removal(c.Request().Context(), gid, subject)
	if rerr != nil {
		return err
	}
	page := views.Gone{Link: "/g/" + gid, Back: msg.T("To the group")}
	when := msg.Day(shortTime(ch.CreatedAt))
	if ch.Action == db.RemoveGameChange {
		page.Title = msg.T("This game was removed")
		page.Text = msg.T("Nothing had been entered in it (%s · %s).", when, ch.Device)
		if ch.After != "" {
			page.Link, page.Back = "/g/"+gid+"/e/"+ch.After, msg.T("To the evening")
		}
	} else {
		page.Title = msg.T("This evening was removed")
		page.Text = msg.T("No game had been started in it (%s · %s).", when, ch.Device)
	}
	return goneError{page}
}

// deletedGroup answers a group that was deleted: gone, with when.
func (s *Server) deletedGroup(c echo.Context, err error) error {
	if !errors.Is(err, db.ErrNotFound) {
		return err
	}
	at, derr := s.store.GroupDeleted(c.Request().Context(), c.Param("group"))
	if derr != nil {
		return err
	}
	when := msg.Day(shortTime(at))
	return goneError{views.Gone{Title: msg.T("This group was deleted"),
		Text: msg.T("A scorer deleted it with everything in it on %s. Whoever kept its backup file can import it into a new group.",
			when)}}
}

// changeItems says what each change of the group was, the latest first.
func changeItems(cs []db.Change) []views.ChangeItem {
	out := make([]views.ChangeItem, 0, len(cs))
	for _, ch := range cs {
		item := views.ChangeItem{At: shortTime(ch.CreatedAt), Device: ch.Device}
		before, after := ch.Before, ch.After
		switch ch.Action {
		case db.RenameGroupChange:
			item.Text = msg.T("Renamed the group from %s to %s.", before, after)
		case db.RenamePlayerChange:
			item.Text = msg.T("Renamed the player %s to %s.", before, after)
		case db.RemoveGameChange:
			kind := msg.Plain(before)
			if k, ok := kindOf(ch.Before); ok {
				kind = k.Title
			}
			item.Text = msg.T("Removed an empty game of %s.", kind)
		case db.RemoveEveningChange:
			item.Text = msg.T("Removed the empty evening of %s.", msg.Day(before))
		default:
			continue
		}
		out = append(out, item)
	}
	return out
}
