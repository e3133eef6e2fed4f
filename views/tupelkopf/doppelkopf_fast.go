package tupelkopf

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"schreiber/rules/msg"
	"schreiber/scoring/tupelkopf"
	"schreiber/views"
)

// The fast entry offers game values up to fastValues and extra points up
// to fastExtras a party, as chips: one tap each.
const (
	fastValues = 12
	fastExtras = 6
)

// fastMode reports whether the deal form starts on the fast entry: when
// the form says so (as posted, or as a fast entry to be corrected fills
// it), and for a new deal when the table entered its latest deal fast.
func (v View) fastMode() bool {
	if !v.ddv() {
		return false
	}
	if mode := v.Form.Get("entry"); mode != "" {
		return mode == "fast"
	}
	return v.Last != nil && v.LastEntry.Kind == tupelkopf.KindFast
}

// fastValueChips are the values the fast entry offers: 1 (a game won is
// worth at least that) to fastValues, and a larger value a stored entry
// being corrected holds.
func (v View) fastValueChips() []int {
	out := tkCounts(fastValues)[1:]
	if n, err := strconv.Atoi(v.Form.Get("value")); err == nil && n > fastValues && n <= tupelkopf.MaxFastValue {
		out = append(out, n)
	}
	return out
}

// fastExtrasOpen reports whether the extra points start unfolded: when any
// is set.
func (v View) fastExtrasOpen() bool {
	for _, f := range []string{"extras_won", "extras_lost"} {
		if s := strings.TrimSpace(v.Form.Get(f)); s != "" && s != "0" {
			return true
		}
	}
	return false
}

// fastBockHint names the table's Bock triggers that the fast entry cannot
// see for itself; a lost solo it sees from the winners.
func (v View) fastBockHint() msg.Text {
	var triggers []msg.Text
	for _, t := range []struct {
		on bool
		id string
	}{
		{v.Rules.BockTie, tupelkopf.TriggerTie}, {v.Rules.BockLostCall, tupelkopf.TriggerLostCall},
		{v.Rules.BockKontraWon, tupelkopf.TriggerKontraWon}, {v.Rules.BockHeartTens, tupelkopf.TriggerHeartTens},
	} {
		if t.on {
			triggers = append(triggers, tupelkopf.TriggerText(t.id))
		}
	}
	if len(triggers) == 0 {
		return msg.Text{}
	}
	return msg.T("(%s)", msg.Concat(", ", triggers...))
}

// readDoppelkopfFast reads the fast entry of a deal of Doppelkopf: the
// winners tapped, the value and the extra points as tapped, and the Bock
// flag. Whether they fit the deal (party sizes, who sits out, bounds) is
// the engine's to say when the game is replayed with it.
func readDoppelkopfFast(f views.Form, g tupelkopf.Game) (tupelkopf.Entry, error) {
	e := tupelkopf.Entry{Kind: tupelkopf.KindFast, Bock: f.Has("bock", "1")}
	for _, s := range f.Values["winners"] {
		seat, err := strconv.Atoi(s)
		if err != nil || seat < 0 || seat >= len(g.Players) {
			return tupelkopf.Entry{}, msg.Errorf("winners", "Tap the players who won.")
		}
		if !slices.Contains(e.Winners, seat) {
			e.Winners = append(e.Winners, seat)
		}
	}
	if len(e.Winners) == 0 {
		return tupelkopf.Entry{}, msg.Errorf("winners", "Tap the players who won: both of a party, or the soloist.")
	}
	value, err := strconv.Atoi(strings.TrimSpace(f.Get("value")))
	if err != nil {
		return tupelkopf.Entry{}, msg.Errorf("value", "Tap the game value you counted.")
	}
	e.Value = value
	for _, x := range []struct {
		field string
		n     *int
	}{{"extras_won", &e.ExtrasWon}, {"extras_lost", &e.ExtrasLost}} {
		s := strings.TrimSpace(f.Get(x.field))
		if s == "" {
			continue
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			return tupelkopf.Entry{}, msg.Errorf(x.field, "Tap the number of extra points.")
		}
		*x.n = n
	}
	return e, nil
}

// doppelkopfFastValues are the form values that enter a fast entry again.
func doppelkopfFastValues(e tupelkopf.Entry) url.Values {
	v := url.Values{"entry": {"fast"}, "value": {strconv.Itoa(e.Value)},
		"extras_won": {strconv.Itoa(e.ExtrasWon)}, "extras_lost": {strconv.Itoa(e.ExtrasLost)}}
	for _, seat := range e.Winners {
		v.Add("winners", strconv.Itoa(seat))
	}
	if e.Bock {
		v.Set("bock", "1")
	}
	return v
}

// fastRole names the part seat played in a deal entered fast: the soloist
// of a solo, or a winner of a normal game.
func (v View) fastRole(seat int) msg.Text {
	e := v.LastEntry
	if soloist, ok := v.Game.SoloistAt(e, v.Last.Dealer); ok {
		if seat == soloist {
			return msg.T("soloist ×%d", 2*v.N-1)
		}
		return msg.Text{}
	}
	if slices.Contains(e.Winners, seat) {
		return msg.T("won")
	}
	return msg.Text{}
}

// fastItems are the lines of a deal entered fast, the winners' first.
func (v View) fastItems() []tupelkopf.Item {
	w := v.Last.Result.Winner
	return append(v.items(w), v.items(w.Other())...)
}

// fastSettled says what a deal entered fast is worth to each winner (or
// to the soloist's side) before Bock.
func (v View) fastSettled() msg.Text {
	r := v.Last.Result
	net := r.Bunkte[r.Winner] - r.Bunkte[r.Winner.Other()]
	if _, solo := v.Game.SoloistAt(v.LastEntry, v.Last.Dealer); solo {
		return msg.T("Netted: %s for the winning side.", tkSigned(net))
	}
	return msg.T("Netted: %s for each winner.", tkSigned(net))
}

// bockLines say what Bock did to the latest deal: what it counted, and
// why it brings a Bock round.
func (v View) bockLines() []msg.Text {
	var out []msg.Text
	if v.Last.Multiplier > 1 {
		out = append(out, tupelkopf.BockDealText(*v.Last))
	}
	if ts := v.Last.BockTriggers; len(ts) > 0 {
		triggers := make([]msg.Text, len(ts))
		for i, t := range ts {
			triggers[i] = tupelkopf.TriggerText(t)
		}
		out = append(out, msg.T("A Bock round follows: %s.", msg.Concat(", ", triggers...)))
	}
	return out
}
