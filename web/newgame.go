package web

import (
	"net/http"
	"slices"
	"strconv"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/views"
)

func (s *Server) newGamePage(c echo.Context) error {
	return s.renderNewGame(c, http.StatusOK, newGameForm{kind: c.QueryParam("kind"), fresh: true})
}

// usualPlayers are the players a new game of the evening starts with
// ticked: those of the evening's last game, in their seating order, where
// they are still active; for the evening's first game, every active player
// of the group. Either only if they are as many as the game seats (lo to
// hi); else none, and the page says why.
func usualPlayers(games []db.Game, players []db.Player, lo, hi int) ([]string, msg.Text) {
	var ids []string
	if n := len(games); n > 0 {
		for _, p := range games[n-1].Seats {
			if i := slices.IndexFunc(players, func(q db.Player) bool { return q.ID == p.ID }); i >= 0 && !players[i].Archived {
				ids = append(ids, p.ID)
			}
		}
	} else {
		for _, p := range players {
			if !p.Archived {
				ids = append(ids, p.ID)
			}
		}
	}
	if len(ids) == 0 || len(ids) < lo || len(ids) > hi {
		if len(games) > 0 {
			return nil, msg.T("The last game's players do not fit this game: tick who plays.")
		}
		return nil, msg.T("Tick who plays.")
	}
	return ids, msg.Text{}
}

// newGameForm is what the new game form was sent with, to show it again.
type newGameForm struct {
	kind    string
	picked  []string // player ids in seating order
	preset  string
	dealer  string            // player id
	rules   []byte            // the rules as sent, as JSON; nil: the preset's
	values  map[string]string // the options as sent; nil: the preset's
	bad     string            // the option the message is about
	say     msg.Text
	applied bool // the preset was just (re)applied
	fresh   bool // the page opened anew: the usual players come ticked
}

// renderNewGame shows the form that starts a game, keeping what was picked.
func (s *Server) renderNewGame(c echo.Context, status int, f newGameForm) error {
	ctx := c.Request().Context()
	k, ok := kindOf(f.kind)
	if !ok {
		return db.ErrNotFound
	}
	setup := k.Setup
	ev, err := s.store.Evening(ctx, c.Param("group"), c.Param("evening"))
	if err != nil {
		return err
	}
	players, err := s.store.Players(ctx, ev.GroupID)
	if err != nil {
		return err
	}
	preset := f.preset
	base, ok := presetValues(setup, preset)
	if !ok {
		preset = setup.Presets[0]
		base, _ = presetValues(setup, preset)
	}
	presetRules, _ := setup.PresetRules(preset)
	values, rules := f.values, f.rules
	if values == nil {
		values, rules = base, presetRules
	}
	lo, hi := setup.Seats(rules)
	if hi == 0 {
		lo, hi = setup.Seats(presetRules)
	}
	var hint msg.Text
	if f.fresh {
		games, err := s.store.Games(ctx, ev.ID)
		if err != nil {
			return err
		}
		if n := len(games); n > 0 {
			// The last game's players as they sit now, where its seating
			// changed.
			if games[n-1].Seats, err = s.seatedNow(ctx, games[n-1]); err != nil {
				return err
			}
		}
		f.picked, hint = usualPlayers(games, players, lo, hi)
	}
	v := views.NewGameView{GroupID: ev.GroupID, EveningID: ev.ID, Kind: k.Name, Title: k.Title, Preset: preset,
		FirstDealer: f.dealer, Min: lo, Max: hi, SeatingNote: setup.SeatingNote, Error: f.say, Hint: hint,
		Options: optionViews(setup.Options, values, base, f.bad), Applied: f.applied}
	for _, name := range setup.Presets {
		v.Presets = append(v.Presets, views.PresetItem{Name: name, Title: setup.PresetTitle(name)})
	}
	// Players picked before come first, in their order; the rest follow.
	pos := 1
	for _, id := range f.picked {
		if i := slices.IndexFunc(players, func(p db.Player) bool { return p.ID == id }); i >= 0 {
			v.Seats = append(v.Seats, views.SeatItem{ID: id, Name: players[i].Name, Selected: true, Position: pos})
			pos++
		}
	}
	for _, p := range players {
		if p.Archived || slices.Contains(f.picked, p.ID) {
			continue
		}
		v.Seats = append(v.Seats, views.SeatItem{ID: p.ID, Name: p.Name, Position: pos})
		pos++
	}
	return render(c, status, views.NewGamePage(s.ctx(c), v))
}

// seating reads the players ticked on the new game form in the order of
// their position numbers.
func seating(c echo.Context) []string {
	params, _ := c.FormParams()
	type pick struct {
		id  string
		pos int
	}
	var picks []pick
	for n, id := range params["player"] {
		pos, err := strconv.Atoi(c.FormValue("pos-" + id))
		if err != nil {
			pos = 1000 + n
		}
		picks = append(picks, pick{id: id, pos: pos})
	}
	slices.SortStableFunc(picks, func(a, b pick) int { return a.pos - b.pos })
	var out []string
	for _, p := range picks {
		if !slices.Contains(out, p.id) {
			out = append(out, p.id)
		}
	}
	return out
}

func (s *Server) createGame(c echo.Context) error {
	// The evening must be one of this group's: the store seats only the
	// evening's own group's players, so an evening of another group would
	// otherwise take a game of that group's players.
	ev, err := s.store.Evening(c.Request().Context(), c.Param("group"), c.Param("evening"))
	if err != nil {
		return err
	}
	k, ok := kindOf(c.FormValue("kind"))
	if !ok {
		return db.ErrNotFound
	}
	seats := seating(c)
	dealer := c.FormValue("first_dealer")
	rules, values, say, bad := rulesForm(c, k.Setup)
	form := newGameForm{kind: k.Name, picked: seats, preset: c.FormValue("preset"), dealer: dealer, rules: rules, values: values, bad: bad}
	fail := func(say msg.Text) error {
		form.say = say
		return s.renderNewGame(c, http.StatusUnprocessableEntity, form)
	}
	if c.FormValue("apply") != "" {
		form.applied = true
		return s.renderNewGame(c, http.StatusOK, form)
	}
	if !say.IsZero() {
		return fail(say)
	}
	full, err := s.eveningFull(c, ev.ID)
	if err != nil {
		return err
	}
	if full {
		return fail(tooManyGames)
	}
	if say, full, err := s.groupFull(c.Request().Context(), c.Param("group"), 0); err != nil {
		return err
	} else if full {
		return fail(say)
	}
	if len(seats) == 0 {
		return fail(msg.T("Tick who plays, then start the game."))
	}
	first := slices.Index(seats, dealer)
	if first < 0 {
		return fail(msg.T("The first dealer must be one of the players."))
	}
	config, err := k.Setup.NewGame(rules, len(seats), first)
	if err != nil {
		form.bad = optionField(k.Setup, err)
		return fail(msg.From(err))
	}
	game, err := s.store.CreateGame(c.Request().Context(), ev.ID, k.Name, string(config), seats)
	if err != nil {
		return err
	}
	s.publishStarted(c.Request().Context(), ev.GroupID, game.ID)
	return redirect(c, "/g/"+ev.GroupID+"/games/"+game.ID)
}
