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

// field is one part of the deal form: how its inputs are read into
// an entry, and how a stored entry fills them again. The form is a list of
// such parts (and a templ component for each), so that a part can be added
// without touching the others.
type field struct {
	read func(f views.Form, g tupelkopf.Game, e *tupelkopf.Entry) error
	fill func(e tupelkopf.Entry, v url.Values)
}

// fields are the parts of a scored deal, in form order. The game
// type comes first and decides whether they are read at all: Armut is a
// redeal and takes nothing else.
var fields = []field{
	{tkReadAlten, tkFillAlten},
	{tkReadSunkte, tkFillSunkte},
	{tkReadCalls, tkFillCalls},
	{tkReadExtras, tkFillExtras},
	{tkReadZeroTrick, tkFillZeroTrick},
	{tkReadHeartTens, tkFillHeartTens},
}

// readTupelkopfEntry reads a posted deal form into an entry. Whether the
// entry fits the game (party sizes, Sunkte the cards can make, …) is the
// engine's to say when the game is replayed with it.
func readTupelkopfEntry(f views.Form, g tupelkopf.Game) (tupelkopf.Entry, error) {
	if g.Rules.DDV() && f.Get("entry") == "fast" {
		return readDoppelkopfFast(f, g)
	}
	typ := tupelkopf.GameType(f.Get("type"))
	if typ == "" {
		typ = tupelkopf.Normal
	}
	if !slices.Contains(tupelkopf.GameTypes, typ) {
		return tupelkopf.Entry{}, msg.Errorf("type", "Tap what was played.")
	}
	e := tupelkopf.Entry{Kind: tupelkopf.KindDeal, Type: typ}
	if typ == tupelkopf.Armut {
		return e, nil
	}
	for _, field := range fields {
		if err := field.read(f, g, &e); err != nil {
			return tupelkopf.Entry{}, err
		}
	}
	return e, nil
}

// values are the form values that enter e again.
func values(e tupelkopf.Entry) url.Values {
	if e.Kind == tupelkopf.KindFast {
		return doppelkopfFastValues(e)
	}
	v := url.Values{"entry": {"full"}, "type": {string(e.Type)}}
	if e.Type == tupelkopf.Armut {
		return v
	}
	for _, field := range fields {
		field.fill(e, v)
	}
	return v
}

// tkReadZeroTrick reads, under the tournament rules, whether the party
// without Augen still took a trick; other scoring has no such question.
func tkReadZeroTrick(f views.Form, g tupelkopf.Game, e *tupelkopf.Entry) error {
	e.ZeroTrick = g.Rules.DDV() && f.Has("zero_trick", "1")
	return nil
}

func tkFillZeroTrick(e tupelkopf.Entry, v url.Values) {
	if e.ZeroTrick {
		v.Set("zero_trick", "1")
	}
}

func tkReadAlten(f views.Form, g tupelkopf.Game, e *tupelkopf.Entry) error {
	for seat := range g.Players {
		if f.Has("alten", views.SeatValue(seat)) {
			e.Alten = append(e.Alten, seat)
		}
	}
	if len(e.Alten) == 0 {
		if e.Type.IsSolo() {
			return msg.Errorf("alten", "Tap the soloist.")
		}
		if g.Rules.DDV() {
			return msg.Errorf("alten", "Tap the Re party: the players with a Kreuz-Dame.")
		}
		return msg.Errorf("alten", "Tap the Elders: the players with a Kreuz-Dame.")
	}
	return nil
}

func tkFillAlten(e tupelkopf.Entry, v url.Values) {
	for _, seat := range e.Alten {
		v.Add("alten", views.SeatValue(seat))
	}
}

func tkReadSunkte(f views.Form, g tupelkopf.Game, e *tupelkopf.Entry) error {
	n, err := strconv.Atoi(strings.TrimSpace(f.Get("sunkte")))
	if err != nil {
		if g.Rules.DDV() {
			return msg.Errorf("sunkte", "Type the Augen of the Re party, from 0 to 240.")
		}
		return msg.Errorf("sunkte", "Type the card points of the Elders, from 0 to %d.", 60*len(g.Players))
	}
	e.Sunkte = &n
	return nil
}

func tkFillSunkte(e tupelkopf.Entry, v url.Values) {
	if e.Sunkte != nil {
		v.Set("sunkte", strconv.Itoa(*e.Sunkte))
	}
}

func tkReadCalls(f views.Form, _ tupelkopf.Game, e *tupelkopf.Entry) error {
	e.AltenCall = tupelkopf.Call(f.Get("alten_call"))
	e.AnderenCall = tupelkopf.Call(f.Get("anderen_call"))
	return nil
}

func tkFillCalls(e tupelkopf.Entry, v url.Values) {
	v.Set("alten_call", string(e.AltenCall))
	v.Set("anderen_call", string(e.AnderenCall))
}

// tkExtraCounts are the counted extras of a deal: form field (the entry's
// JSON name) and where the entry keeps it.
func tkExtraCounts(e *tupelkopf.Entry) []struct {
	name string
	n    *int
} {
	return []struct {
		name string
		n    *int
	}{
		{"alten_tupelkoepfe", &e.AltenTupelkoepfe}, {"anderen_tupelkoepfe", &e.AnderenTupelkoepfe},
		{"alten_foxes", &e.AltenFoxes}, {"anderen_foxes", &e.AnderenFoxes},
	}
}

func tkReadExtras(f views.Form, _ tupelkopf.Game, e *tupelkopf.Entry) error {
	for _, c := range tkExtraCounts(e) {
		s := strings.TrimSpace(f.Get(c.name))
		if s == "" {
			continue
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			return msg.Errorf(c.name, "Tap how many.")
		}
		*c.n = n
	}
	e.Karlchen = f.Get("karlchen")
	return nil
}

func tkFillExtras(e tupelkopf.Entry, v url.Values) {
	for _, c := range tkExtraCounts(&e) {
		if *c.n != 0 {
			v.Set(c.name, strconv.Itoa(*c.n))
		}
	}
	if e.Karlchen != "" {
		v.Set("karlchen", e.Karlchen)
	}
}

// tkReadHeartTens reads whether both Herz-Zehnen fell in one trick, which
// the form asks where that brings a Bock round.
func tkReadHeartTens(f views.Form, g tupelkopf.Game, e *tupelkopf.Entry) error {
	e.HeartTens = g.Rules.DDV() && g.Rules.Bock && g.Rules.BockHeartTens && f.Has("heart_tens", "1")
	return nil
}

func tkFillHeartTens(e tupelkopf.Entry, v url.Values) {
	if e.HeartTens {
		v.Set("heart_tens", "1")
	}
}
