package views

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/a-h/templ"
)

// A memo draws each key once, writes what it drew for it again, and keeps
// no more keys than it may: the oldest is drawn anew.
func TestMemoDrawsEachKeyOnce(t *testing.T) {
	m := NewMemo(2)
	drawn := map[string]int{}
	of := func(key string) string {
		var b bytes.Buffer
		comp := m.Of(key, func() templ.Component {
			drawn[key]++
			return templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
				_, err := io.WriteString(w, "<p>"+templ.EscapeString(key)+"</p>")
				return err
			})
		})
		if err := comp.Render(context.Background(), &b); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	for range 3 {
		if got := of(MemoKey("en", "a")); got != "<p>en\x00a</p>" {
			t.Fatalf("drawn %q", got)
		}
	}
	if drawn[MemoKey("en", "a")] != 1 {
		t.Errorf("one key drawn %d times", drawn[MemoKey("en", "a")])
	}
	of("b")
	of("c") // the first key is forgotten
	of(MemoKey("en", "a"))
	if drawn[MemoKey("en", "a")] != 2 || drawn["b"] != 1 {
		t.Errorf("after more keys than kept: drawn %v", drawn)
	}
}
