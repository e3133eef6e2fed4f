package gurke

import (
	"fmt"
	"slices"
	"strconv"

	"schreiber/rules/cards"
	rg "schreiber/rules/gurke"
	"schreiber/rules/msg"
)

// deal is a checked deal entry: who pays, with which card, and who else
// played a card of the same strength.
type deal struct {
	losers  []int        // seats that take the penalty, in order
	card    []cards.Card // the card each seat played, where known (by seat)
	taker   int          // the seat that took the last trick
	matched []int        // others whose card equals the taker's, not paying
	below   []int        // seats whose ace, forced onto an ace, counts below it (ForcedAceLow)
	lowest  int          // the seat with the lowest card (first of equal lowest), -1 if unknown
	mult    []int        // penalty multipliers by seat (doubling, Kontra); 0 counts as 1
}

func (p *replaying) readDeal(e Entry) (deal, error) {
	// The seats' cards and multipliers live in the replay's scratch
	// space: a deal is read, scored and forgotten before the next.
	n := len(p.s.Players)
	if cap(p.scratch) < 3*n {
		p.scratch = make([]int, 3*n)
	}
	if cap(p.cardScratch) < n {
		p.cardScratch = make([]cards.Card, n)
	}
	d := deal{card: p.cardScratch[:n], mult: p.scratch[:n], lowest: -1}
	clear(d.card)
	clear(d.mult)
	var err error
	if e.Kind == KindTrick {
		err = p.readTrick(e, &d)
	} else {
		err = p.readQuick(e, &d)
	}
	if err != nil {
		return d, err
	}
	return d, p.readDoubles(e, &d)
}

// seatPlaying reports whether the seat is at the table and playing: what
// checkSeat checks, without the words.
func (p *replaying) seatPlaying(seat int) bool {
	return seat >= 0 && seat < len(p.s.Players) && p.playing(seat)
}

// checkSeat reports a seat that is not at the table or not playing.
func (p *replaying) checkSeat(field string, seat int) error {
	if seat < 0 || seat >= len(p.s.Players) {
		return msg.Errorf(field, "Seat %d is not at this table.", seat)
	}
	if !p.playing(seat) {
		return msg.Errorf(field, "%s is out of the game and gets no cards.", p.name(seat))
	}
	return nil
}

// card reads a card code and checks that the deck has such a card.
func (p *replaying) card(field, code string) (cards.Card, error) {
	c, err := p.r.entryCard(code)
	if err != nil {
		return c, msg.Errorf(field, "%q is not a card.", code)
	}
	if p.counts[c] == 0 {
		return c, ferr(field, msg.T("There is no %s in this deck.", nameOf(c)))
	}
	return c, nil
}

func (p *replaying) readTrick(e Entry, d *deal) error {
	if err := p.checkSeat("plays[0].seat", e.Plays[0].Seat); err != nil {
		return err
	}
	order := p.s.Living(e.Plays[0].Seat)
	trick := make([]cards.Card, len(e.Plays))
	used := map[cards.Card]int{}
	for i, pl := range e.Plays {
		field := "plays[" + strconv.Itoa(i) + "]"
		if err := p.checkSeat(field+".seat", pl.Seat); err != nil {
			return err
		}
		if slices.ContainsFunc(e.Plays[:i], func(q Play) bool { return q.Seat == pl.Seat }) {
			return msg.Errorf(field+".seat", "%s appears twice in the trick.", p.name(pl.Seat))
		}
		if pl.Seat != order[i] {
			return msg.Errorf(field+".seat", "After %s it is %s's turn: enter the cards clockwise from the leader.", p.name(order[i-1]), p.name(order[i]))
		}
		c, err := p.card(field+".card", pl.Card)
		if err != nil {
			return err
		}
		used[c]++
		if used[c] > p.counts[c] {
			return ferr(field+".card", msg.T("The deck has only %d × %s.", p.counts[c], nameOf(c)))
		}
		trick[i], d.card[pl.Seat] = c, c
	}
	if len(e.Plays) < len(order) {
		return msg.Errorf("plays", "%s is missing: everyone still in plays to the last trick.", p.name(order[len(e.Plays)]))
	}
	idx, _ := p.v.Penalized(trick, p.r.Penalize == "all")
	for _, i := range idx {
		d.losers = append(d.losers, e.Plays[i].Seat)
	}
	d.taker = d.losers[len(d.losers)-1]
	top := p.v.Strength(d.card[d.taker], true)
	for i, c := range trick {
		switch {
		case p.v.BelowAce(trick, i):
			// Forced onto an ace, it counts below it: it neither pays nor
			// matches the losing card.
			d.below = append(d.below, e.Plays[i].Seat)
		case p.v.Strength(c, true) == top && !slices.Contains(d.losers, e.Plays[i].Seat):
			d.matched = append(d.matched, e.Plays[i].Seat)
		}
	}
	low, _ := p.v.LowestFirst(trick)
	d.lowest = e.Plays[low].Seat
	return nil
}

func (p *replaying) readQuick(e Entry, d *deal) error {
	if p.r.NextDealer == "lowest" {
		return msg.Errorf("kind", "Here the next dealer is who played the lowest card: enter the whole last trick.")
	}
	if err := p.checkSeat("loser", e.Loser); err != nil {
		return err
	}
	c, err := p.card("card", e.Card)
	if err != nil {
		return err
	}
	for i, m := range e.Matched {
		// The field's name is made only when something is wrong.
		field := func() string { return "matched[" + strconv.Itoa(i) + "]" }
		if !p.seatPlaying(m) {
			return p.checkSeat(field(), m)
		}
		if m == e.Loser || slices.Contains(e.Matched[:i], m) {
			return msg.Errorf(field(), "%s is named twice.", p.name(m))
		}
	}
	top, have := p.v.Strength(c, true), 0
	for k, n := range p.counts {
		if p.v.Strength(k, true) == top {
			have += n
		}
	}
	if 1+len(e.Matched) > have {
		return ferr("matched", msg.T("The deck has only %d cards like %s.", have, nameOf(c)))
	}
	d.taker, d.card[e.Loser] = e.Loser, c
	n := len(p.s.Players)
	d.losers, d.matched = append(p.scratch[n:n:2*n], e.Loser), p.scratch[2*n:2*n:3*n]
	for _, m := range e.Matched {
		d.card[m] = c
		if p.r.Penalize == "all" {
			d.losers = append(d.losers, m)
		} else {
			d.matched = append(d.matched, m)
		}
	}
	return nil
}

// readDoubles checks the Rassi doubling lists and sets the multipliers,
// Kontra included.
func (p *replaying) readDoubles(e Entry, d *deal) error {
	if !p.r.Doubles && len(e.Doubled)+len(e.Redoubled) > 0 {
		return msg.Errorf("doubled", "These rules have no doubling.")
	}
	var seen []int
	for _, l := range []struct {
		name  string
		seats []int
		mult  int
	}{{"doubled", e.Doubled, 2}, {"redoubled", e.Redoubled, 4}} {
		for i, s := range l.seats {
			field := func() string { return fmt.Sprintf("%s[%d]", l.name, i) }
			if !p.seatPlaying(s) {
				return p.checkSeat(field(), s)
			}
			if slices.Contains(seen, s) {
				return msg.Errorf(field(), "%s is named twice.", p.name(s))
			}
			seen = append(seen, s)
			d.mult[s] = l.mult
		}
	}
	if k := p.s.Kontra; k >= 0 {
		for _, s := range d.losers {
			m := max(d.mult[s], 1) * 2
			if s == k {
				m *= 2
			}
			d.mult[s] = m
		}
	}
	return nil
}

// nameOf is a card's name for people.
func nameOf(c cards.Card) msg.Text { return rg.Name(c) }

// ferr returns a FieldError with a prepared message.
func ferr(field string, t msg.Text) error { return &msg.FieldError{Field: field, Msg: t} }
