package web

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/views"
	"schreiber/views/catalog"
	"schreiber/views/games"
)

const (
	maxGroupName  = 80
	maxPlayerName = 40
)

func (s *Server) home(c echo.Context) error {
	var items []views.GroupItem
	if _, known := s.session(c).Values["device"]; known {
		id, _, err := s.device(c)
		if err != nil {
			return err
		}
		ms, err := s.store.Memberships(c.Request().Context(), id)
		if err != nil {
			return err
		}
		for _, m := range ms {
			items = append(items, views.GroupItem{ID: m.Group.ID, Name: m.Group.Name, Role: string(m.Role)})
		}
	}
	return render(c, http.StatusOK, views.Home(s.ctx(c), items, views.FormState{}, games.Rulebooks()))
}

func (s *Server) createGroup(c echo.Context) error {
	form := views.FormState{Values: map[string]string{"name": c.FormValue("name"), "players": c.FormValue("players")}}
	name, ok := cleanName(form.Values["name"], maxGroupName)
	if !ok {
		form.Error = msg.Join(msg.T("Give the group a name."), badName(maxGroupName))
		return render(c, http.StatusUnprocessableEntity, views.Home(s.ctx(c), nil, form, games.Rulebooks()))
	}
	var players []string
	seen := map[string]bool{}
	for _, line := range strings.Split(form.Values["players"], "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		p, ok := cleanName(line, maxPlayerName)
		if !ok {
			form.Error = msg.Join(msg.T("One of the players' names does not fit."), badName(maxPlayerName))
			return render(c, http.StatusUnprocessableEntity, views.Home(s.ctx(c), nil, form, games.Rulebooks()))
		}
		if seen[db.NameKey(p)] {
			form.Error = msg.T("%s is listed twice.", p)
			return render(c, http.StatusUnprocessableEntity, views.Home(s.ctx(c), nil, form, games.Rulebooks()))
		}
		seen[db.NameKey(p)] = true
		players = append(players, p)
	}
	if len(players) > maxPlayers {
		form.Error = msg.T("At most 40 players at once.")
		return render(c, http.StatusUnprocessableEntity, views.Home(s.ctx(c), nil, form, games.Rulebooks()))
	}
	// The cookie is settled before the group exists, so that a group is
	// never stored without the device that can reach it.
	id, label, err := s.device(c)
	if err != nil {
		return err
	}
	if err := s.saveSession(c); err != nil {
		return err
	}
	if why, wait, ok := s.newGroups.admit(id, addressKey(c.RealIP())); !ok {
		c.Response().Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds()+0.5)))
		form.Error = why
		return render(c, http.StatusTooManyRequests, views.Home(s.ctx(c), nil, form, games.Rulebooks()))
	}
	g, err := s.store.CreateGroup(c.Request().Context(), name, players, db.Creator{DeviceID: id, Label: label})
	if err != nil {
		return err
	}
	return redirect(c, "/g/"+g.ID)
}

// seenInterval is how often a device's last visit is written down.
const seenInterval = 10 * time.Minute

// member lets only devices that joined the group through.
func (s *Server) member(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if _, known := s.session(c).Values["device"]; !known {
			return s.deletedGroup(c, db.ErrNotFound)
		}
		id, label, err := s.device(c)
		if err != nil {
			return err
		}
		ctx := c.Request().Context()
		role, name, err := s.membership(c, id)
		if errors.Is(err, db.ErrRevoked) {
			return s.revoked(c)
		}
		if err != nil {
			return s.deletedGroup(c, err)
		}
		if s.seen.due(id, time.Now()) {
			if err := s.store.TouchDevice(ctx, id, label, seenInterval); err != nil {
				return err
			}
		}
		c.Set("role", role)
		c.Set("deviceName", name)
		return next(c)
	}
}

// openedKey keeps, in a request on a game, the game as the member check
// opened it, for withGame to load.
const openedKey = "openedGame"

// membership reads the device's role in the route's group. On a game's
// route it opens the game in the same query and keeps it for withGame, so
// that a deal or a page asks the database once before it can use a replay
// kept in memory.
func (s *Server) membership(c echo.Context, device string) (db.Role, string, error) {
	ctx, group := c.Request().Context(), c.Param("group")
	if id := c.Param("game"); id != "" {
		opened, access, err := s.store.OpenGameAs(ctx, device, group, id)
		switch {
		case err == nil:
			if access.Err == nil {
				c.Set(openedKey, &opened)
			}
			return access.Role, access.DeviceName, access.Err
		case !errors.Is(err, db.ErrNotFound):
			return "", "", err
		}
		// No such game in the group: the membership alone says whether
		// the device may learn that.
	}
	return s.store.Membership(ctx, device, group)
}

// scorer lets only scorers change anything.
func (s *Server) scorer(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if !canScore(c) {
			return errForbidden
		}
		return next(c)
	}
}

func canScore(c echo.Context) bool {
	role, ok := c.Get("role").(db.Role)
	return ok && role == db.Scorer
}

func (s *Server) groupPage(c echo.Context) error {
	return s.renderGroup(c, http.StatusOK, views.FormState{})
}

func (s *Server) renderGroup(c echo.Context, status int, form views.FormState) error {
	ctx := c.Request().Context()
	gid := c.Param("group")
	// The mark is read before anything else: a change from now on is
	// later than it, and the page's stream tells the page of it.
	mark := s.marks.last(gid)
	g, err := s.store.Group(ctx, gid)
	if err != nil {
		return err
	}
	players, err := s.store.Players(ctx, gid)
	if err != nil {
		return err
	}
	v := views.GroupView{ID: g.ID, Name: g.Name, CanScore: canScore(c), Form: form, Today: time.Now().Format(time.DateOnly),
		Currency: g.Currency, Currencies: db.Currencies, Mark: mark}
	for _, p := range players {
		v.Players = append(v.Players, views.PlayerItem{ID: p.ID, Name: p.Name, Archived: p.Archived})
	}
	if v.CanScore {
		invites, err := s.store.Invites(ctx, gid)
		if err != nil {
			return err
		}
		for _, in := range invites {
			v.Invites = append(v.Invites, s.inviteItem(c, in))
		}
	}
	if err := s.groupDevices(c, &v); err != nil {
		return err
	}
	changes, err := s.store.Changes(ctx, gid)
	if err != nil {
		return err
	}
	v.Changes = changeItems(changes)
	evenings, err := s.store.Evenings(ctx, gid)
	if err != nil {
		return err
	}
	for _, e := range evenings {
		item, err := s.eveningItem(c, e)
		if err != nil {
			return err
		}
		v.Evenings = append(v.Evenings, item)
	}
	return render(c, status, views.GroupPage(s.ctx(c), v))
}

// baseURL is the scheme and host the device reached us under, for links
// that are shared with others.
func baseURL(c echo.Context) string {
	u := url.URL{Scheme: c.Scheme(), Host: c.Request().Host}
	return u.String()
}

func (s *Server) addPlayer(c echo.Context) error {
	form := views.FormState{Values: map[string]string{"name": c.FormValue("name")}}
	name, ok := cleanName(form.Values["name"], maxPlayerName)
	if !ok {
		form.Error = badName(maxPlayerName)
		return s.renderGroup(c, http.StatusUnprocessableEntity, form)
	}
	// The store compares the name and counts the players in the transaction
	// that adds the player, so that two phones at once cannot both pass.
	_, err := s.store.AddPlayer(c.Request().Context(), c.Param("group"), name, roomForOne)
	if say, refused := playerRefusal(name, err); refused {
		form.Error = say
		return s.renderGroup(c, http.StatusUnprocessableEntity, form)
	}
	if err != nil {
		return err
	}
	return s.answerGroup(c, "players", msg.T("%s is on the list of players now.", name))
}

func (s *Server) archivePlayer(c echo.Context) error {
	// The form says which way: a post without it (or with anything else)
	// archived the player before.
	var archived bool
	switch c.FormValue("archived") {
	case "1":
		archived = true
	case "0":
	default:
		return echo.ErrBadRequest
	}
	var checks []db.PlayerCheck
	if !archived {
		checks = append(checks, func(players []db.Player) error {
			if active(players) >= maxPlayers {
				return refusal{tooManyPlayers}
			}
			return nil
		})
	}
	ctx := c.Request().Context()
	err := s.store.SetPlayerArchived(ctx, c.Param("group"), c.Param("player"), archived, checks...)
	if say, refused := playerRefusal("", err); refused {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{Error: say})
	}
	if err != nil {
		return err
	}
	players, err := s.store.Players(ctx, c.Param("group"))
	if err != nil {
		return err
	}
	var name string
	for _, p := range players {
		if p.ID == c.Param("player") {
			name = p.Name
		}
	}
	if archived {
		return s.answerGroup(c, "players", msg.T("%s is archived: kept in the games played, left out of new ones.", name))
	}
	return s.answerGroup(c, "players", msg.T("%s is back among the players.", name))
}

func (s *Server) joinPage(c echo.Context) error {
	ctx := c.Request().Context()
	in, err := s.store.InviteByToken(ctx, c.Param("token"))
	if err != nil {
		return err
	}
	g, err := s.store.Group(ctx, in.GroupID)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.JoinPage(s.ctx(c), in.Token, g.Name, string(in.Role)))
}

func (s *Server) joinGroup(c echo.Context) error {
	in, err := s.store.InviteByToken(c.Request().Context(), c.Param("token"))
	if err != nil {
		return err
	}
	id, label, err := s.device(c)
	if err != nil {
		return err
	}
	if err := s.saveSession(c); err != nil {
		return err
	}
	if err := s.store.Join(c.Request().Context(), id, label, in.GroupID, in.Role); err != nil {
		return err
	}
	return redirect(c, "/g/"+in.GroupID)
}

func (s *Server) setLang(c echo.Context) error {
	lang := c.FormValue("lang")
	if !catalog.Known(lang) {
		return echo.ErrBadRequest
	}
	s.session(c).Values["lang"] = lang
	if err := s.saveSession(c); err != nil {
		return err
	}
	return redirect(c, sameSitePath(c.FormValue("back")))
}

// health says whether the server can serve: it answers only when a query
// reaches the database, so that a supervisor or a load balancer sees a
// server whose database is gone as down.
func (s *Server) health(c echo.Context) error {
	if err := s.store.Check(c.Request().Context()); err != nil {
		// A client that stopped waiting says nothing about the server.
		if c.Request().Context().Err() != nil {
			s.log.Info("health check abandoned by the client", "err", err)
			return c.NoContent(http.StatusServiceUnavailable)
		}
		s.log.Error("health check failed", "err", err)
		return c.String(http.StatusServiceUnavailable, "database unavailable")
	}
	return c.String(http.StatusOK, "ok")
}
