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
	return s.renderNewGame(c, http.StatusOK, c.QueryParam("kind"), nil, "", "", scoring.Text{})
}

// renderNewGame shows the form that starts a game, keeping what was picked.
func (s *Server) renderNewGame(c echo.Context, status int, kind string, picked []string, preset, dealer string, msg scoring.Text) error {
	ctx := c.Request().Context()
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
	if preset == "" {
		preset = webPresets()[0]
	}
	rules, _ := gurke.Preset(preset)
	v := views.NewGameView{GroupID: ev.GroupID, EveningID: ev.ID, Kind: k.Name, Title: k.Title, Preset: preset,
		FirstDealer: dealer, Min: rules.MinPlayers(), Max: rules.MaxPlayers(), Error: msg}
	for _, name := range webPresets() {
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
	preset, dealer := c.FormValue("preset"), c.FormValue("first_dealer")
	fail := func(msg scoring.Text) error {
		return s.renderNewGame(c, http.StatusUnprocessableEntity, kind, seating, preset, dealer, msg)
	}
	rules, ok := gurke.Preset(preset)
	if !ok || !slices.Contains(webPresets(), preset) {
		return fail(scoring.T("Pick the rules.", "Wähle die Regeln."))
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

// webPresets lists the Gurke presets whose every entry the game page can
// take: those without rebuys, Kontra, doubling, suited top cards or a
// settlement, which need entry forms of their own.
func webPresets() []string {
	var out []string
	for _, name := range gurke.PresetNames() {
		r, _ := gurke.Preset(name)
		if r.Rebuy == "none" && !r.Kontra && !r.Doubles && r.TopCard == "none" && !r.Settlement && r.Count == "points" {
			out = append(out, name)
		}
	}
	return out
}
