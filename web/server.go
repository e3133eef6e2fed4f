// Package web is Schreiber's HTTP face: the routes, their handlers, the
// middleware for sessions, CSRF and security headers, and the one place
// where errors become pages.
package web

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/gorilla/securecookie"
	"github.com/gorilla/sessions"
	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/views/catalog"
)

// Config is what the server needs from its environment.
type Config struct {
	SessionKey    string // secret for the session cookie; at least 32 characters
	SecureCookies bool   // mark cookies Secure (serve behind TLS)
	Logger        *slog.Logger
	Live          LiveConfig // the event streams, the shared links and the joining limit
	// StandingsGames is how many recently used games keep their replay in
	// memory; 0 means defaultStandingsGames.
	StandingsGames int
	// UploadDir keeps a group's file while its import runs; "" is the
	// system's temporary folder. The server empties it as it starts (see
	// cmd/schreiber), so that a crash leaves no upload behind for good.
	UploadDir string
	// Groups bounds how many groups are started (see newgroups.go).
	Groups GroupLimits
	// GroupEntries is how many records of games a group holds at most
	// before it starts no game and takes no import; 0 for maxGroupEntries.
	GroupEntries int
}

// Store is what the handlers need from the database.
type Store interface {
	Check(ctx context.Context) error
	Saved(ctx context.Context, nonce string) bool
	CreateGroup(ctx context.Context, name string, players []string, by db.Creator) (db.Group, error)
	Group(ctx context.Context, id string) (db.Group, error)
	TouchDevice(ctx context.Context, id, label string, interval time.Duration) error
	Join(ctx context.Context, deviceID, label, groupID string, role db.Role) error
	AddMembership(ctx context.Context, deviceID, label, groupID string, role db.Role) error
	UseInviteKey(ctx context.Context, secret string) error
	Role(ctx context.Context, deviceID, groupID string) (db.Role, error)
	Membership(ctx context.Context, deviceID, groupID string) (db.Role, string, error)
	Memberships(ctx context.Context, deviceID string) ([]db.Membership, error)
	Invites(ctx context.Context, groupID string) ([]db.Invite, error)
	InviteByToken(ctx context.Context, token string) (db.Invite, error)
	AddPlayer(ctx context.Context, groupID, name string, checks ...db.PlayerCheck) (db.Player, error)
	SetPlayerArchived(ctx context.Context, groupID, playerID string, archived bool, checks ...db.PlayerCheck) error
	Players(ctx context.Context, groupID string) ([]db.Player, error)
	CreateEvening(ctx context.Context, groupID, heldOn, place string) (db.Evening, error)
	Evening(ctx context.Context, groupID, id string) (db.Evening, error)
	Evenings(ctx context.Context, groupID string) ([]db.Evening, error)
	CreateGame(ctx context.Context, eveningID, kind, config string, seating []string) (db.Game, error)
	Game(ctx context.Context, groupID, id string) (db.Game, error)
	OpenGame(ctx context.Context, groupID, id string) (db.OpenedGame, error)
	OpenGameAs(ctx context.Context, deviceID, groupID, id string) (db.OpenedGame, db.Access, error)
	Games(ctx context.Context, eveningID string) ([]db.Game, error)
	Append(ctx context.Context, gameID string, n db.NewRecord) (db.Record, error)
	AppendSeated(ctx context.Context, gameID string, n db.NewRecord, join []string, keep int) (db.Record, error)
	Log(ctx context.Context, gameID string) ([]db.Record, error)
	GroupEntries(ctx context.Context, groupID string) (int, error)
	ImportEvening(ctx context.Context, groupID string, in db.EveningImport) (db.Evening, error)
	ExportEvening(ctx context.Context, groupID, eveningID string) (db.ExportFile, error)
	KeepRuling(ctx context.Context, gameID string, n db.NewRuling) (db.Ruling, error)
	Rulings(ctx context.Context, gameID string) ([]db.Ruling, error)
	EveningRulings(ctx context.Context, eveningID string) ([]db.Ruling, error)
	statsStore
	accessStore
	lifeStore
}

// Server holds what every handler shares.
type Server struct {
	store    Store
	sessions *sessions.CookieStore
	cfg      Config
	log      *slog.Logger
	live
	standings *standings // the latest replay of recently used games
	seen      seenDevices
	runs      resultRuns  // the results being worked out in the background
	imports   *importJobs // the imports under way or just done
	newGroups newGroupLimits
	others    *fanout    // the other servers of a shared database; nil for none
	limits    limitStore // where the servers of a shared database count the limits per client together; nil for none
}

// New builds the echo instance with every route and middleware.
func New(store Store, cfg Config) (*echo.Echo, error) {
	_, e, err := newServer(store, cfg)
	return e, err
}

// newServer builds the server and its echo instance.
func newServer(store Store, cfg Config) (*Server, *echo.Echo, error) {
	if len(cfg.SessionKey) < 32 {
		return nil, nil, errors.New("session key must have at least 32 characters")
	}
	if err := catalog.Err(); err != nil {
		return nil, nil, err
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	// Invite links and codes are kept under keys derived from the same
	// secret as the cookies'.
	if err := store.UseInviteKey(context.Background(), cfg.SessionKey); err != nil {
		return nil, nil, err
	}
	ss := sessions.NewCookieStore(deriveKey(cfg.SessionKey, "auth"), deriveKey(cfg.SessionKey, "encrypt"))
	values := new(rememberingGob)
	for _, codec := range ss.Codecs {
		codec.(*securecookie.SecureCookie).SetSerializer(values)
	}
	ss.Options = &sessions.Options{
		Path:     "/",
		HttpOnly: true,
		Secure:   cfg.SecureCookies,
		SameSite: sameSiteLax,
	}
	// The cookie's own date is checked too, against the codecs' limit
	// (30 days unless set): both must say the same.
	ss.MaxAge(cookieMaxAge)
	s := &Server{store: store, sessions: ss, cfg: cfg, log: cfg.Logger, live: newLive(cfg.Live),
		standings: newStandings(cfg.StandingsGames), imports: newImportJobs(), newGroups: cfg.Groups.limiters()}
	s.startFanout(cfg.Live.Stop)
	s.shareLimits(cfg.Live.Stop)
	e := echo.New()
	e.HideBanner = true
	e.HidePort = true
	e.HTTPErrorHandler = s.handleError
	e.IPExtractor = clientIP
	if cfg.SecureCookies {
		e.Use(strictTransportSecurity)
	}
	s.routes(e)
	answerHead(e)
	return s, e, nil
}

// deriveKey turns the configured secret into a 32-byte key for one purpose.
func deriveKey(secret, purpose string) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	fmt.Fprint(m, "schreiber session ", purpose)
	return m.Sum(nil)
}
