package web

import (
	"context"
	"net"
	"sync"
	"time"
)

// limiter is a token bucket per client address: burst attempts at once,
// then one more every interval. Addresses whose bucket has filled up again
// are forgotten, so the map holds only the recent ones.
type limiter struct {
	mu       sync.Mutex
	burst    float64
	interval time.Duration
	buckets  map[string]*bucket
	now      func() time.Time
	// shared, when set, keeps the buckets where every server of a shared
	// database takes from them (see shareLimits); the buckets above stand
	// in for it while it cannot be reached.
	shared func(ctx context.Context, key string, take bool) (bool, error)
}

type bucket struct {
	tokens float64
	at     time.Time
}

// maxTracked bounds the addresses a limiter keeps; past it, the full
// buckets are swept out.
const maxTracked = 10000

func newLimiter(burst int, interval time.Duration) *limiter {
	if burst <= 0 {
		burst = 20
	}
	if interval <= 0 {
		interval = 3 * time.Second
	}
	return &limiter{burst: float64(burst), interval: interval, buckets: map[string]*bucket{}, now: time.Now}
}

// allow takes one attempt from the address's bucket, if it has one left.
func (l *limiter) allow(addr string) bool { return l.take(addr, true) }

// blocked reports whether the address has no attempt left, taking none.
func (l *limiter) blocked(addr string) bool { return !l.take(addr, false) }

// take looks at the address's bucket, refilled for the time passed, and
// takes one attempt from it if asked and it has one.
func (l *limiter) take(addr string, one bool) bool {
	key := addressKey(addr)
	if l.shared != nil {
		ctx, cancel := context.WithTimeout(context.Background(), sharedLimitWait)
		ok, err := l.shared(ctx, key, one)
		cancel()
		if err == nil {
			return ok
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b := l.buckets[key]
	if b == nil {
		if len(l.buckets) >= maxTracked {
			l.sweep(now)
		}
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[key] = b
	}
	b.tokens = min(l.burst, b.tokens+float64(now.Sub(b.at))/float64(l.interval))
	b.at = now
	if b.tokens < 1 {
		return false
	}
	if one {
		b.tokens--
	}
	return true
}

// sweep forgets the addresses whose bucket is full again; if every bucket
// is in use, it forgets them all rather than grow without bound.
func (l *limiter) sweep(now time.Time) {
	for k, b := range l.buckets {
		if b.tokens+float64(now.Sub(b.at))/float64(l.interval) >= l.burst {
			delete(l.buckets, k)
		}
	}
	if len(l.buckets) >= maxTracked {
		clear(l.buckets)
	}
}

// addressKey is what the limit counts: an IPv4 address, or the /64 an IPv6
// address is in, since one phone or household gets a whole /64.
func addressKey(addr string) string {
	ip := net.ParseIP(addr)
	if ip == nil {
		return addr
	}
	if ip4 := ip.To4(); ip4 != nil {
		return ip4.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String()
}
