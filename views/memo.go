package views

import (
	"bytes"
	"context"
	"io"
	"strings"
	"sync"

	"github.com/a-h/templ"
)

// Memo keeps the markup of a component that is a pure function of a few
// values, drawn once for each key and written again as it was drawn: a
// part of an entry form that is the same for every deal of a game (the
// Hurrican count's eight rows of card chips) costs its drawing once, not
// on every deal. The key must name every value the component reads; the
// markup kept is templ's own, escaped as it drew it. It keeps at most max
// keys, forgetting the oldest.
type Memo struct {
	mu    sync.Mutex
	max   int
	kept  map[string][]byte
	order []string
}

// NewMemo returns a Memo of at most max keys.
func NewMemo(max int) *Memo { return &Memo{max: max, kept: map[string][]byte{}} }

// MemoKey joins the values a memoized component reads into its key.
func MemoKey(values ...string) string { return strings.Join(values, "\x00") }

// Of returns the component draw gives for the key, drawn the first time
// the key is asked for.
func (m *Memo) Of(key string, draw func() templ.Component) templ.Component {
	return templ.ComponentFunc(func(ctx context.Context, w io.Writer) error {
		m.mu.Lock()
		b, ok := m.kept[key]
		m.mu.Unlock()
		if !ok {
			var buf bytes.Buffer
			if err := draw().Render(ctx, &buf); err != nil {
				return err
			}
			b = buf.Bytes()
			m.keep(key, b)
		}
		_, err := w.Write(b)
		return err
	})
}

func (m *Memo) keep(key string, b []byte) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.kept[key]; ok {
		return
	}
	if len(m.order) >= m.max {
		delete(m.kept, m.order[0])
		m.order = m.order[1:]
	}
	m.kept[key] = b
	m.order = append(m.order, key)
}
