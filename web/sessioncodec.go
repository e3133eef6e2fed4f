package web

import (
	"maps"
	"sync"

	"github.com/gorilla/securecookie"
)

// rememberingGob is how the session cookie's values are serialized: with
// gob, as the cookie store does by default, so every cookie ever given out
// still reads. It remembers what recent cookies decoded to: a phone sends
// the same cookie with every request, and decoding gob (which compiles a
// decoder each time) costs more than checking and decrypting the cookie.
// Only the cookie's own check and decryption lead here, so what is
// remembered is what an authentic cookie says.
type rememberingGob struct {
	securecookie.GobEncoder
	mu   sync.Mutex
	seen map[string]map[any]any
}

// maxRemembered bounds the cookies remembered; past it, all are let go.
const maxRemembered = 4096

func (g *rememberingGob) Deserialize(src []byte, dst any) error {
	m, ok := dst.(*map[any]any)
	if !ok {
		return g.GobEncoder.Deserialize(src, dst)
	}
	if *m == nil {
		*m = map[any]any{}
	}
	g.mu.Lock()
	values, hit := g.seen[string(src)]
	g.mu.Unlock()
	if hit {
		maps.Copy(*m, values)
		return nil
	}
	decoded := map[any]any{}
	if err := g.GobEncoder.Deserialize(src, &decoded); err != nil {
		return err
	}
	maps.Copy(*m, decoded)
	for _, v := range decoded {
		if _, ok := v.(string); !ok {
			// Only strings are shared safely between requests.
			return nil
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.seen == nil || len(g.seen) >= maxRemembered {
		g.seen = make(map[string]map[any]any)
	}
	g.seen[string(src)] = decoded
	return nil
}
