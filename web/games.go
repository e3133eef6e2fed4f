package web

import (
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/scoring"
	"schreiber/scoring/games"
	"schreiber/scoring/gurke"
	"schreiber/static"
	"schreiber/views"
)

// loadGame returns the game named in the URL, if this group has it and it
// is of a kind with pages.
func (s *Server) loadGame(c echo.Context) (*gurkeState, error) {
	row, err := s.store.Game(c.Request().Context(), c.Param("group"), c.Param("game"))
	if err != nil {
		return nil, err
	}
	if row.Kind != "gurke" {
		return nil, db.ErrNotFound
	}
	return s.loadGurke(c.Request().Context(), row)
}

// withGame wraps a Gurke handler into an echo handler that loads the game.
func (s *Server) withGame(h func(echo.Context, *gurkeState) error) echo.HandlerFunc {
	return func(c echo.Context) error {
		st, err := s.loadGame(c)
		if err != nil {
			return err
		}
		return h(c, st)
	}
}

func (s *Server) gamePage(c echo.Context) error      { return s.withGame(s.gurkePage)(c) }
func (s *Server) gameHistory(c echo.Context) error   { return s.withGame(s.gurkeHistory)(c) }
func (s *Server) addEntry(c echo.Context) error      { return s.withGame(s.gurkeAdd)(c) }
func (s *Server) undoEntry(c echo.Context) error     { return s.withGame(s.gurkeUndo)(c) }
func (s *Server) editEntryPage(c echo.Context) error { return s.withGame(s.gurkeEditPage)(c) }
func (s *Server) editEntry(c echo.Context) error     { return s.withGame(s.gurkeEdit)(c) }
func (s *Server) nextGame(c echo.Context) error      { return s.withGame(s.gurkeNext)(c) }

func (s *Server) gameBoard(c echo.Context) error {
	st, err := s.loadGame(c)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.GurkeBoard(s.ctx(c), s.gurkeView(c, st, views.GurkeForm{})))
}

func (s *Server) newGamePage(c echo.Context) error {
	return s.renderNewGame(c, http.StatusOK, newGameForm{kind: c.QueryParam("kind")})
}

// newGameForm is what the new game form was sent with, to show it again.
type newGameForm struct {
	kind    string
	picked  []string // player ids in seating order
	preset  string
	dealer  string            // player id
	values  map[string]string // the options as sent; nil: the preset's
	bad     string            // the option the message is about
	msg     scoring.Text
	applied bool // the preset was just (re)applied
}

// renderNewGame shows the form that starts a game, keeping what was picked.
func (s *Server) renderNewGame(c echo.Context, status int, f newGameForm) error {
	ctx := c.Request().Context()
	kind, picked, preset, dealer, msg := f.kind, f.picked, f.preset, f.dealer, f.msg
	k, ok := games.Lookup(kind)
	if !ok || !playable[kind] {
		return db.ErrNotFound
	}
	ev, err := s.store.Evening(ctx, c.Param("group"), c.Param("evening"))
	if err != nil {
		return err
	}
	players, err := s.store.Players(ctx, ev.GroupID)
	if err != nil {
		return err
	}
	rules, ok := gurke.Preset(preset)
	if !ok {
		preset = gurke.PresetNames()[0]
		rules, _ = gurke.Preset(preset)
	}
	values := f.values
	if values == nil {
		values = ruleValues(rules)
	}
	lo, hi := rules.MinPlayers(), rules.MaxPlayers()
	if n, err := strconv.Atoi(values["min_players"]); err == nil {
		lo = n
	}
	if n, err := strconv.Atoi(values["max_players"]); err == nil {
		hi = n
	}
	v := views.NewGameView{GroupID: ev.GroupID, EveningID: ev.ID, Kind: k.Name, Title: k.Title, Preset: preset,
		FirstDealer: dealer, Min: lo, Max: hi, Error: msg, Options: optionViews(values, rules, f.bad), Applied: f.applied}
	for _, name := range gurke.PresetNames() {
		v.Presets = append(v.Presets, views.PresetItem{Name: name, Title: gurke.PresetTitle(name)})
	}
	// Players picked before come first, in their order; the rest follow.
	pos := 1
	for _, id := range picked {
		if i := slices.IndexFunc(players, func(p db.Player) bool { return p.ID == id }); i >= 0 {
			v.Seats = append(v.Seats, views.SeatItem{ID: id, Name: players[i].Name, Selected: true, Position: pos})
			pos++
		}
	}
	for _, p := range players {
		if p.Archived || slices.Contains(picked, p.ID) {
			continue
		}
		v.Seats = append(v.Seats, views.SeatItem{ID: p.ID, Name: p.Name, Position: pos})
		pos++
	}
	return render(c, status, views.NewGamePage(s.ctx(c), v))
}

func (s *Server) createGame(c echo.Context) error {
	kind := c.FormValue("kind")
	if kind != "gurke" {
		return db.ErrNotFound
	}
	params, _ := c.FormParams()
	type pick struct {
		id  string
		pos int
		n   int
	}
	var picks []pick
	for n, id := range params["player"] {
		pos, err := strconv.Atoi(c.FormValue("pos-" + id))
		if err != nil {
			pos = 1000 + n
		}
		picks = append(picks, pick{id: id, pos: pos, n: n})
	}
	slices.SortStableFunc(picks, func(a, b pick) int { return a.pos - b.pos })
	var seating []string
	for _, p := range picks {
		if !slices.Contains(seating, p.id) {
			seating = append(seating, p.id)
		}
	}
	dealer := c.FormValue("first_dealer")
	rules, values, msg, bad := rulesForm(c)
	form := newGameForm{kind: kind, picked: seating, preset: c.FormValue("preset"), dealer: dealer, values: values, bad: bad}
	fail := func(msg scoring.Text) error {
		form.msg = msg
		return s.renderNewGame(c, http.StatusUnprocessableEntity, form)
	}
	if c.FormValue("apply") != "" {
		form.applied = true
		return s.renderNewGame(c, http.StatusOK, form)
	}
	if msg.EN != "" {
		return fail(msg)
	}
	first := slices.Index(seating, dealer)
	if first < 0 {
		return fail(scoring.T("The first dealer must be one of the players.", "Der erste Geber muss einer der Spieler sein."))
	}
	g := gurke.Game{Rules: rules, Players: make([]string, len(seating)), FirstDealer: first}
	for i := range seating {
		g.Players[i] = strconv.Itoa(i + 1)
	}
	if err := g.Validate(); err != nil {
		return fail(scoring.Message(err))
	}
	g.Players = nil
	config, err := json.Marshal(g)
	if err != nil {
		return err
	}
	game, err := s.store.CreateGame(c.Request().Context(), c.Param("evening"), kind, string(config), seating)
	if err != nil {
		return err
	}
	return redirect(c, "/g/"+c.Param("group")+"/games/"+game.ID)
}

// shortTime shows a stored time as local date and minute.
func shortTime(stamp string) string {
	t, err := time.Parse(time.RFC3339Nano, stamp)
	if err != nil {
		return stamp
	}
	return t.Local().Format("2006-01-02 15:04")
}

func (s *Server) manifest(c echo.Context) error { return serveAsset(c, "manifest.webmanifest") }
func (s *Server) icon(c echo.Context) error     { return serveAsset(c, "icon.svg") }

func serveAsset(c echo.Context, name string) error {
	req := c.Request().Clone(c.Request().Context())
	req.URL.Path = static.URL(name)
	static.Handler().ServeHTTP(c.Response(), req)
	return nil
}
