package hurrican

import (
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
	"schreiber/scoring/hurrican"
	"schreiber/views"
)

// suit is one suit as the deal form asks for it.
type suit struct {
	Key   string // the form field's suffix and the entry's field, e.g. "clubs"
	Suit  cards.Suit
	Label msg.Text // the suit's name
}

// suits are the four suits in the entry's order.
var suits = [4]suit{
	{"clubs", cards.Clubs, msg.T("Clubs")},
	{"spades", cards.Spades, msg.T("Spades")},
	{"hearts", cards.Hearts, msg.T("Hearts")},
	{"diamonds", cards.Diamonds, msg.T("Diamonds")},
}

// symbol is the suit's sign, e.g. "♣".
func (s suit) symbol() string { return s.Suit.Symbol() }

// red reports whether the suit is printed in red.
func (s suit) red() bool { return s.Suit == cards.Hearts || s.Suit == cards.Diamonds }

// rankChip is a rank the deal form offers as a suit's best card.
type rankChip struct {
	Code  string   // as the entry stores it (German letters)
	Short msg.Text // on the chip: Q and J in English, D and B in German
	Name  msg.Text // the rank's name, for screen readers
}

// otherBests are the chips for the best card of the side without a suit's
// Seven: every rank below the Seven, then none. The deal form shows them
// eight times.
var otherBests = otherBest()

func otherBest() []rankChip {
	var out []rankChip
	for _, ch := range hurrican.RankChoices() {
		r, err := cards.ParseRank(ch.Code)
		if err != nil || r == cards.Seven {
			continue
		}
		out = append(out, rankChip{Code: ch.Code, Short: msg.T("%s", r), Name: ch.Label})
	}
	return append(out, rankChip{Code: "none", Short: msg.Plain("–"), Name: msg.T("none of this suit")})
}

// Deal is the deal form's state: what was typed and tapped.
type Deal struct {
	Cards     string
	Hearts    string
	Seven     map[string]string // suit key → the side with its Seven, "0" or "1"
	Best      map[string]string // suit key → the other side's best rank code, or "none"
	Hurricans [2]string         // the Hurricans of the deal per side, as typed
}

// dealForm reads a Form into the deal form's state.
func dealForm(f views.Form) Deal {
	d := Deal{Cards: f.Get("cards"), Hearts: f.Get("hearts"), Seven: map[string]string{}, Best: map[string]string{},
		Hurricans: [2]string{f.Get("hurricans-0"), f.Get("hurricans-1")}}
	for _, s := range suits {
		d.Seven[s.Key], d.Best[s.Key] = f.Get("seven-"+s.Key), f.Get("best-"+s.Key)
		if side, best, ok := strings.Cut(f.Get("suit-"+s.Key), "-"); ok {
			d.Seven[s.Key], d.Best[s.Key] = side, best
		}
	}
	return d
}

// pairValue is the value of a suit's chip: the side with the Seven and
// the other side's best card, e.g. "1-A".
func pairValue(side int, best string) string { return sideValue(side) + "-" + best }

// pair is the value of the suit's chip that is picked, or "".
func (d Deal) pair(suit string) string {
	if d.Seven[suit] == "" || d.Best[suit] == "" {
		return ""
	}
	return d.Seven[suit] + "-" + d.Best[suit]
}

// tapped are the Hurricans tapped in the deal under way, per side.
func (t table) tapped() [2]int {
	return [2]int{t.Standings.Sides[0].Hurricans, t.Standings.Sides[1].Hurricans}
}

// Entry reads a Hurrican tap or a deal's count against the standings.
func (t table) Entry(f url.Values) ([]byte, error) {
	e, err := t.entry(views.Form{Values: f})
	if err != nil {
		return nil, err
	}
	return json.Marshal(e)
}

func (t table) entry(f views.Form) (hurrican.Entry, error) {
	fail := func(id string, args ...any) (hurrican.Entry, error) {
		return hurrican.Entry{}, msg.Errorf("form", id, args...)
	}
	sides := t.Standings.Sides
	switch f.Get("mode") {
	case "hurrican":
		seat := f.Seat("seat")
		if seat < 0 || seat >= len(t.Game.Players) {
			return fail("Tap who swept the table.")
		}
		return hurrican.Entry{Kind: hurrican.KindHurrican, Seat: &seat}, nil
	case "deal":
	default:
		return fail("This form is not known.")
	}
	won, err := strconv.Atoi(strings.TrimSpace(f.Get("cards")))
	if err != nil {
		return fail("Enter how many cards %s won.", sides[0].Name)
	}
	hearts, err := strconv.Atoi(f.Get("hearts"))
	if err != nil {
		return fail("Tap how many hearts %s won.", sides[0].Name)
	}
	e := hurrican.Entry{Kind: hurrican.KindDeal, Cards: []int{won, 40 - won}, Hearts: []int{hearts, 10 - hearts},
		Best: make([]hurrican.Best, 2)}
	// A suit comes as one chip (suit-clubs=1-A) or as the side with the
	// Seven and the other side's best card apart (seven-clubs, best-clubs).
	d := dealForm(f)
	for _, s := range suits {
		side := slices.Index([]string{"0", "1"}, d.Seven[s.Key])
		if side < 0 {
			return fail("%s: tap who has the Seven and the other side's best card.", s.Label)
		}
		other := d.Best[s.Key]
		if other == "" {
			return fail("%s: tap the best card of %s, or – if they won none.",
				s.Label, sides[1-side].Name)
		}
		if other == "none" {
			other = ""
		}
		setBest(&e.Best[side], s.Suit, "7")
		setBest(&e.Best[1-side], s.Suit, other)
		if s.Suit == cards.Hearts {
			e.SevenOfHearts = &side
		}
	}
	tapped := t.tapped()
	var h [2]int
	for i := range h {
		h[i] = tapped[i]
		if v := strings.TrimSpace(f.Get("hurricans-" + strconv.Itoa(i))); v != "" {
			if h[i], err = strconv.Atoi(v); err != nil {
				return fail("Enter the Hurricans of %s as a number.", sides[i].Name)
			}
		}
	}
	if h != tapped {
		e.Hurricans = h[:]
	}
	return e, nil
}

// setBest sets one suit's best card of a side.
func setBest(b *hurrican.Best, s cards.Suit, code string) {
	switch s {
	case cards.Clubs:
		b.Clubs = code
	case cards.Spades:
		b.Spades = code
	case cards.Hearts:
		b.Hearts = code
	case cards.Diamonds:
		b.Diamonds = code
	}
}

// Form fills the deal form with a stored count, for a correction; a single
// Hurrican is undone instead.
func (t table) Form(payload []byte) (url.Values, bool) {
	e, err := hurrican.DecodeEntry(payload)
	if err != nil || e.Kind != hurrican.KindDeal {
		return nil, false
	}
	f := url.Values{"mode": {"deal"}, "cards": {strconv.Itoa(e.Cards[0])}, "hearts": {strconv.Itoa(e.Hearts[0])}}
	for _, s := range suits {
		side := slices.IndexFunc(e.Best, func(b hurrican.Best) bool { return isSeven(b.Of(s.Suit)) })
		if side < 0 {
			return nil, false
		}
		other := "none"
		if r, err := cards.ParseRank(e.Best[1-side].Of(s.Suit)); err == nil {
			other = hurrican.RankCode(r)
		}
		f.Set("seven-"+s.Key, strconv.Itoa(side))
		f.Set("best-"+s.Key, other)
	}
	h := t.tapped()
	if e.Hurricans != nil {
		h = [2]int{e.Hurricans[0], e.Hurricans[1]}
	}
	f.Set("hurricans-0", strconv.Itoa(h[0]))
	f.Set("hurricans-1", strconv.Itoa(h[1]))
	return f, true
}

// TapForm is the form of the button that taps a Hurrican during the deal,
// for a stored tap.
func (t table) TapForm(payload []byte) (url.Values, bool) {
	e, err := hurrican.DecodeEntry(payload)
	if err != nil || e.Kind != hurrican.KindHurrican || e.Seat == nil {
		return nil, false
	}
	return url.Values{"mode": {"hurrican"}, "seat": {strconv.Itoa(*e.Seat)}}, true
}

// isSeven reports whether a rank code is the Seven.
func isSeven(code string) bool {
	r, err := cards.ParseRank(code)
	return err == nil && r == cards.Seven
}

// hurricansValue is the Hurricans field of a side: as typed, else as tapped.
func (v View) hurricansValue(side int) string {
	if s := v.Deal.Hurricans[side]; s != "" {
		return s
	}
	return strconv.Itoa(v.Standings.Sides[side].Hurricans)
}

// hurricansChanged reports whether the Hurricans typed differ from the taps,
// so that the form shows them open.
func (v View) hurricansChanged() bool {
	for i := range 2 {
		if s := v.Deal.Hurricans[i]; s != "" && s != strconv.Itoa(v.Standings.Sides[i].Hurricans) {
			return true
		}
	}
	return false
}

// sideValue is a side's number as the form sends it.
func sideValue(side int) string { return strconv.Itoa(side) }

// suitRows keeps the count's chips (suitFlow) of the games played lately:
// a key for each language, pair of sides and chips picked.
var suitRows = views.NewMemo(256)

// picks are the chips picked in every suit, in the order of suits.
func (v View) picks() [4]string {
	var out [4]string
	for i, s := range suits {
		out[i] = v.Deal.pair(s.Key)
	}
	return out
}

// suitKey names what suitFlow draws for the view in the language: its
// parameters.
func (v View) suitKey(l views.Lang) string {
	p := v.picks()
	return views.MemoKey(string(l), v.side(0).Name, v.side(1).Name, p[0], p[1], p[2], p[3])
}
