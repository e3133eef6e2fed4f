package web

import (
	"bytes"
	"context"
	"net/url"
	"reflect"
	"testing"

	"schreiber/views"
)

// TestQuietReplayDrawsWhatAFullOneDraws renders the board and the scorer's
// panel of random games of every kind, at many lengths, in both languages,
// from the replay the pages use (which explains only what they show), from
// the table before with the last entry added (as a deal is checked), and
// from the same replay with every step explained: the markup must be the
// same, and so must the history's steps.
func TestQuietReplayDrawsWhatAFullOneDraws(t *testing.T) {
	t.Parallel()
	for _, k := range kinds {
		g := newRandomGame(t, k, 7, 60)
		for n := 0; n <= len(g.entries); n += 1 + n/8 {
			quiet, err := k.Table(g.config, g.players, g.entries[:n])
			if err != nil {
				t.Fatal(err)
			}
			full := k.ExplainAll(quiet)
			for _, lang := range []views.Lang{views.EN, views.DE} {
				draw := func(tb views.Table) string {
					p := views.Page{GroupID: "g", EveningID: "e", GameID: "x", Players: g.players, CanScore: true, Nonce: "n", LastSeq: n, Entries: n}
					v := views.GameView{Page: p, Table: tb, Form: views.Form{Values: url.Values{}}, Over: tb.Summary().Over}
					var b bytes.Buffer
					if err := views.GamePanel(views.Ctx{Lang: lang}, v).Render(context.Background(), &b); err != nil {
						t.Fatal(err)
					}
					if err := views.BoardFrame(views.Ctx{Lang: lang}, v).Render(context.Background(), &b); err != nil {
						t.Fatal(err)
					}
					return b.String()
				}
				want := draw(full)
				if got := draw(quiet); got != want {
					t.Fatalf("%s after %d entries (%v): the quiet replay draws differently:\n%s\n---\n%s", k.Name, n, lang, got, want)
				}
				if n == 0 {
					continue
				}
				// The same table as a deal being entered gets it: the game
				// before, with one more entry.
				before, err := k.Table(g.config, g.players, g.entries[:n-1])
				if err != nil {
					t.Fatal(err)
				}
				with, ok := k.With(before, g.entries[n-1])
				if !ok {
					t.Fatalf("%s after %d entries: With refused", k.Name, n)
				}
				if got := draw(with); got != want {
					t.Fatalf("%s after %d entries (%v): the table with one more entry draws differently:\n%s\n---\n%s", k.Name, n, lang, got, want)
				}
				if !reflect.DeepEqual(with.Steps(), full.Steps()) || !reflect.DeepEqual(with.Summary(), full.Summary()) {
					t.Fatalf("%s after %d entries: the table with one more entry has other steps or standings", k.Name, n)
				}
				// A kept table grows by one entry per deal: from half the
				// game, entry by entry, it must still draw the same.
				chained, err := k.Table(g.config, g.players, g.entries[:n/2])
				if err != nil {
					t.Fatal(err)
				}
				for i := n / 2; i < n; i++ {
					if chained, ok = k.With(chained, g.entries[i]); !ok {
						t.Fatalf("%s at entry %d: With refused", k.Name, i+1)
					}
				}
				if got := draw(chained); got != want {
					t.Fatalf("%s after %d entries (%v): the table grown entry by entry draws differently:\n%s\n---\n%s", k.Name, n, lang, got, want)
				}
				if !reflect.DeepEqual(chained.Steps(), full.Steps()) {
					t.Fatalf("%s after %d entries: the table grown entry by entry has other steps", k.Name, n)
				}
			}
			steps := quiet.Steps()
			for i, st := range steps {
				if st.Text.IsZero() {
					t.Fatalf("%s after %d entries: step %d has no text", k.Name, n, i+1)
				}
			}
		}
		if len(g.entries) < 20 {
			t.Fatalf("%s: only %d entries", k.Name, len(g.entries))
		}
	}
}
