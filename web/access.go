package web

import (
	"errors"
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/views"
)

// limitJoins limits typed codes per client address. Every code that opens
// nothing (wrong, replaced or never made) uses up one of the address's
// attempts; once they are used up, every code typed there gets 429 until
// they refill. A code has only 40 bits: this makes guessing one take longer
// than anyone lives. A link's token cannot be guessed, so links are not
// limited: a guesser at the same address (a household's, a café's) locks
// nobody out of a good link, and a phone that joins a hundred groups with
// links is never slowed.
func (s *Server) limitJoins(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		ip := c.RealIP()
		if !s.joins.blocked(ip) {
			err := next(c)
			if errors.Is(err, db.ErrNotFound) || c.Response().Status == http.StatusNotFound {
				s.joins.allow(ip)
			}
			return err
		}
		c.Response().Header().Set("Retry-After", strconv.Itoa(int(s.joins.interval.Seconds()+0.5)))
		say := msg.T("Too many attempts to join from here. Wait a minute, then try again.")
		return render(c, http.StatusTooManyRequests, views.ErrorPage(s.ctx(c), http.StatusTooManyRequests, say))
	}
}

// joinByCode looks up a typed code and shows the join page of its group;
// without a code it shows the form. An unknown or replaced code gets the
// same answer, 404 with the form and what was typed.
func (s *Server) joinByCode(c echo.Context) error {
	typed := c.QueryParam("code")
	if typed == "" {
		return render(c, http.StatusOK, views.JoinCodePage(s.ctx(c), views.FormState{}, msg.Text{}))
	}
	ctx := c.Request().Context()
	in, err := s.store.InviteByCode(ctx, db.NormalizeCode(typed))
	if errors.Is(err, db.ErrNotFound) {
		form := views.FormState{Values: map[string]string{"code": typed}, Error: msg.T("No group has this code. Check it letter by letter, or ask for the code again: a replaced code no longer works.")}
		return render(c, http.StatusNotFound, views.JoinCodePage(s.ctx(c), form, msg.Text{}))
	}
	if err != nil {
		return err
	}
	g, err := s.store.Group(ctx, in.GroupID)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.JoinPage(s.ctx(c), in.Token, g.Name, string(in.Role)))
}

// revoked answers a device that a scorer took out of the group: the way to
// join again, and why it is needed. Its streams get nothing more.
func (s *Server) revoked(c echo.Context) error {
	notice := msg.T("A scorer removed this device from the group. To join again, open a current invite link or type its code.")
	return render(c, http.StatusForbidden, views.JoinCodePage(s.ctx(c), views.FormState{}, notice))
}

func (s *Server) rotateInvite(c echo.Context) error {
	role := db.Role(c.Param("role"))
	if role != db.Scorer && role != db.Viewer {
		return db.ErrNotFound
	}
	if _, err := s.store.RotateInvite(c.Request().Context(), c.Param("group"), role); err != nil {
		return err
	}
	if role == db.Viewer {
		return s.answerGroup(c, "invite", msg.T("The viewers' link and code are new; the old ones no longer work. Devices already in stay in."))
	}
	return s.answerGroup(c, "invite", msg.T("The scorers' link and code are new; the old ones no longer work. Devices already in stay in."))
}

func (s *Server) revokeDevice(c echo.Context) error {
	gid, target := c.Param("group"), c.FormValue("device")
	if target == s.deviceID(c) {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{Values: map[string]string{"form": "devices"}, Error: msg.T("This is the device you are using; it cannot remove itself.")})
	}
	if err := s.store.Revoke(c.Request().Context(), gid, target); err != nil {
		return err
	}
	s.revoke(gid, target)
	return s.answerGroup(c, "devices", msg.T("The device is out of the group. If it still has a link or code, replace that too."))
}

// maxDeviceName is the longest name a device can be given.
const maxDeviceName = 40

func (s *Server) nameDevice(c echo.Context) error {
	// An empty name takes the name away; a post without the field is no
	// form of ours and must not do that.
	if params, err := c.FormParams(); err != nil || params["name"] == nil {
		return echo.ErrBadRequest
	}
	name, ok := cleanName(c.FormValue("name"), maxDeviceName)
	if !ok && strings.TrimSpace(c.FormValue("name")) != "" {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{Values: map[string]string{"form": "devices"},
			Error: badName(maxDeviceName)})
	}
	if err := s.store.RenameDevice(c.Request().Context(), s.deviceID(c), name); err != nil {
		return err
	}
	if name == "" {
		return s.answerGroup(c, "devices", msg.T("This device has no name now; the history names it by its browser."))
	}
	return s.answerGroup(c, "devices", msg.T("This device is called %s now.", name))
}

// inviteItem is an invite as the group page shows it.
func (s *Server) inviteItem(c echo.Context, in db.Invite) views.InviteItem {
	base := s.shareBase(c)
	link := base + "/join/" + in.Token
	home := strings.TrimPrefix(strings.TrimPrefix(base, "http://"), "https://")
	return views.InviteItem{Role: string(in.Role), URL: link, Code: in.Code[:4] + "-" + in.Code[4:], Home: home, QR: qrSVG(link)}
}

// shareBase is the scheme and host that links shared with other phones
// use: the address this page was opened under, unless that is this
// machine's loopback address, which no other phone can open.
func (s *Server) shareBase(c echo.Context) string {
	base := baseURL(c)
	if s.shareURL == "" {
		return base
	}
	host := c.Request().Host
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	if ip := net.ParseIP(strings.Trim(host, "[]")); host == "localhost" || ip != nil && ip.IsLoopback() {
		return s.shareURL
	}
	return base
}

// groupDevices fills the group page's device list: this device, and for
// scorers every device in the group.
func (s *Server) groupDevices(c echo.Context, v *views.GroupView) error {
	ctx := c.Request().Context()
	me := s.deviceID(c)
	d, err := s.store.Device(ctx, me)
	if err != nil && !errors.Is(err, db.ErrNotFound) {
		return err
	}
	v.Me = views.DeviceItem{ID: me, Name: d.Name, Label: d.Label, This: true}
	if !v.CanScore {
		return nil
	}
	members, err := s.store.Members(ctx, v.ID)
	if err != nil {
		return err
	}
	for _, m := range members {
		v.Devices = append(v.Devices, views.DeviceItem{ID: m.ID, Name: m.Name, Label: m.Label, Role: string(m.Role),
			FirstSeen: shortTime(m.FirstSeen), LastSeen: shortTime(m.LastSeen), This: m.ID == me})
	}
	return nil
}
