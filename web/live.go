package web

import (
	"context"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
)

// LiveConfig tunes the live table: the event streams, the links shown for
// sharing and the limit on joining attempts. The zero value is what a
// server wants.
type LiveConfig struct {
	// Heartbeat is the time between comment lines on an idle stream, which
	// keep proxies and phones from dropping it; 25 s when zero.
	Heartbeat time.Duration
	// Stop is closed when the server shuts down, to end the open streams,
	// which would otherwise keep a graceful shutdown waiting.
	Stop <-chan struct{}
	// ShareURL is how phones on the network reach this server (e.g.
	// "http://192.168.1.23:8080"). Invite links and their QR codes use it
	// when the page was opened on this machine's own loopback address,
	// which no other phone can open. Empty: links use the page's address.
	ShareURL string
	// JoinBurst joining attempts are allowed from one address at once, then
	// one more every JoinEvery; 20 and 3 s when zero.
	JoinBurst int
	JoinEvery time.Duration
	// StreamsPerDevice is how many event streams one device may hold at
	// once; opening one more ends its oldest. 4 when zero; no limit when
	// negative (for a load test whose streams all share one device).
	StreamsPerDevice int
	// StreamsPerAddress is how many event streams one client address (an
	// IPv4 address or an IPv6 /64, as clientIP finds it) may hold at once;
	// opening one more ends its oldest. 64 when zero; no limit when
	// negative.
	StreamsPerAddress int
	// MaxStreams is how many event streams the server holds in all;
	// opening one more ends one of whoever holds the most (see hold).
	// 2,048 when zero or negative, and never more than OpenFiles leaves
	// after a reserve for everything else.
	MaxStreams int
	// OpenFiles is the process's limit on open files (RLIMIT_NOFILE), one
	// of which each connection takes; 0 when not known.
	OpenFiles int
}

// live is the server's share of the live table.
type live struct {
	hub       *hub
	heartbeat time.Duration
	stop      <-chan struct{}
	shareURL  string
	joins     *limiter
	marks     *groupMarks // when each group last changed, for its pages' streams
}

func newLive(cfg LiveConfig) live {
	l := live{hub: newHub(cfg.streamLimits()), heartbeat: cfg.Heartbeat, stop: cfg.Stop, shareURL: cfg.ShareURL,
		joins: newLimiter(cfg.JoinBurst, cfg.JoinEvery), marks: &groupMarks{}}
	if l.heartbeat <= 0 {
		l.heartbeat = defaultHeartbeat
	}
	return l
}

// clientIP takes a request's address from the connection, or from
// X-Forwarded-For when the connection comes from this machine (a reverse
// proxy in front, such as one that adds TLS). Nobody else can choose the
// address the joining limit counts.
var clientIP = echo.ExtractIPFromXFFHeader(echo.TrustLoopback(true), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false))

// accessStore is what the live table and the device list need from the
// database.
type accessStore interface {
	LastSeq(ctx context.Context, gameID string) (int, error)
	Around(ctx context.Context, gameID string) (db.Around, error)
	FollowedBy(ctx context.Context, gameID string) ([]string, error)
	Device(ctx context.Context, id string) (db.Device, error)
	Members(ctx context.Context, groupID string) ([]db.Member, error)
	RenameDevice(ctx context.Context, id, name string) error
	Revoke(ctx context.Context, groupID, deviceID string) error
	RotateInvite(ctx context.Context, groupID string, role db.Role) (db.Invite, error)
	InviteByCode(ctx context.Context, code string) (db.Invite, error)
}
