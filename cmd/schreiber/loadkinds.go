package main

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"

	"schreiber/scoring/replay"
	"schreiber/views"
	"schreiber/views/games"
)

// loadSeed is the seed of the games the tables play: every run enters the
// same entries, so that runs compare.
const loadSeed = 1

// pickKinds reads -kind: "all", or kinds' names separated by commas.
func pickKinds(list string) ([]views.Kind, error) {
	if strings.TrimSpace(list) == "all" {
		return games.Kinds(), nil
	}
	var out []views.Kind
	for name := range strings.SplitSeq(list, ",") {
		name = strings.TrimSpace(name)
		k, ok := games.Of(name)
		if !ok {
			return nil, fmt.Errorf("loadtest entry: no kind %q; the kinds are %s, or all", name, strings.Join(kindNames(games.Kinds()), ", "))
		}
		if !slices.ContainsFunc(out, func(o views.Kind) bool { return o.Name == k.Name }) {
			out = append(out, k)
		}
	}
	return out, nil
}

func kindNames(ks []views.Kind) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = k.Name
	}
	return out
}

// randomGame is a game of the kind of at least n entries, played at
// random by the kind's Play; a game that cannot go on that long comes back
// with what it has, as long as that is at least least entries.
func randomGame(k views.Kind, n, least int) (replay.RandomGame, error) {
	g, err := k.Random(loadSeed, n)
	if errors.Is(err, replay.ErrShort) && len(g.Entries) >= least {
		return g, nil
	}
	return g, err
}

// loadScript is what the tables of one kind post to the server: every
// table's game holds the first from entries of one random game, and the
// tables go on with its next entries, each as the form a phone posts for
// it, filled on the table as it stands before that entry.
type loadScript struct {
	kind  views.Kind
	from  int
	game  replay.RandomGame
	forms []url.Values // forms[i] enters game.Entries[from+i]
}

// newLoadScript plays the kind's random game on to from+more entries (or
// as far as it goes) and fills a form for every entry after the first
// from. prefix is the game the tables hold, which must be the start of
// this one.
func newLoadScript(k views.Kind, prefix replay.RandomGame, from, more int) (*loadScript, error) {
	g, err := randomGame(k, from+more, from+1)
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(g.Config, prefix.Config) || !slices.EqualFunc(g.Entries[:from], prefix.Entries[:from], bytes.Equal) {
		return nil, fmt.Errorf("%s: the longer random game does not begin with the tables' games", k.Name)
	}
	at, err := k.Table(g.Config, g.Players, g.Entries[:from])
	if err != nil || at.Broken() != nil {
		return nil, fmt.Errorf("%s: the random game does not replay: %v %v", k.Name, err, at.Broken())
	}
	s := &loadScript{kind: k, from: from, game: g}
	for i, e := range g.Entries[from:] {
		form, ok := views.FormOf(at, e)
		if !ok {
			return nil, fmt.Errorf("%s: no form enters entry %d, %s", k.Name, from+i, e)
		}
		if at, ok = k.With(at, e); !ok || at.Broken() != nil {
			return nil, fmt.Errorf("%s: entry %d does not replay", k.Name, from+i)
		}
		s.forms = append(s.forms, form)
	}
	return s, nil
}

// form is the i-th entry's form (counted from the tables' first entry, as
// drive counts), with the table's CSRF token, nonce and log position;
// false once the script has no more.
func (s *loadScript) form(i int, csrf string, f *entryForm) (url.Values, bool) {
	if i < s.from || i-s.from >= len(s.forms) {
		return nil, false
	}
	form := maps.Clone(s.forms[i-s.from])
	form.Set("_csrf", csrf)
	form.Set("nonce", f.nonce)
	form.Set("after", f.after)
	return form, true
}
