package tupelkopf

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Trick is one finished trick of a Deal.
type Trick struct {
	Plays     []Play
	Led       Class       // what the first card counted as
	Winner    TrickWinner // who took it and why
	Sunkte    int
	Tupelkopf bool // 15n+10 Sunkte or more
}

// Extras are the Vorbehalte that change how a deal is played out once the
// cards are in hand.
type Extras struct {
	// Barschel lists the seats that declared a Barschel, a seat once per
	// Barschel (twice with four Herz-Damen).
	Barschel []int
	// Kohl is the declared Kohl, if any.
	Kohl *Kohl
}

// Deal is a deal being played out trick by trick, the referee's model of
// the table: hands, the trick on the table and the tricks taken.
type Deal struct {
	game     Game
	hands    [][]cards.Card
	tricks   []Trick
	trick    []Play
	leader   int
	total    int
	barschel []int     // unused Barschels per seat
	owed     [][]Class // per seat: the classes not followed with a Barschel
	kohl     *Kohl
	kohlOn   bool
}

// NewDeal starts a deal: g the card order, hands in seat order (all of the
// same size, at most 12), leader the seat that leads the first trick.
func NewDeal(g Game, hands [][]cards.Card, leader int, x Extras) (*Deal, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	if len(hands) != g.Players() {
		return nil, msg.Errorf("hands", "A table of %d needs %d hands.",
			g.Players(), g.Players())
	}
	count := map[cards.Card]int{}
	for i, h := range hands {
		if len(h) != len(hands[0]) || len(h) > 12 {
			return nil, msg.Errorf("hands", "Every hand must hold the same number of cards, at most 12 (seat %d differs).", i+1)
		}
		for _, c := range h {
			if !InDeck(c) {
				return nil, msg.Errorf("hands", "%s is not a Tupelkopf card.", cardText(c))
			}
			if count[c]++; count[c] > g.N {
				return nil, msg.Errorf("hands", "There are only %d of %s.", g.N, cardText(c))
			}
		}
	}
	if leader < 0 || leader >= g.Players() {
		return nil, msg.Errorf("leader", "Seat %d does not exist.", leader+1)
	}
	d := &Deal{game: g, leader: leader, total: len(hands[0]), barschel: make([]int, g.Players()), owed: make([][]Class, g.Players())}
	for _, h := range hands {
		d.hands = append(d.hands, slices.Clone(h))
	}
	for _, s := range x.Barschel {
		if s < 0 || s >= g.Players() {
			return nil, msg.Errorf("barschel", "Seat %d does not exist.", s+1)
		}
		d.barschel[s]++
	}
	if x.Kohl != nil {
		if err := x.Kohl.check(g); err != nil {
			return nil, err
		}
		k := *x.Kohl
		d.kohl = &k
	}
	return d, nil
}

// Game returns the card order now, including Barschels owned up to so far.
func (d *Deal) Game() Game { return d.game }

// Hand returns a copy of the cards seat still holds.
func (d *Deal) Hand(seat int) []cards.Card {
	if seat < 0 || seat >= len(d.hands) {
		return nil
	}
	return slices.Clone(d.hands[seat])
}

// Tricks returns the finished tricks.
func (d *Deal) Tricks() []Trick { return slices.Clone(d.tricks) }

// Current returns the cards of the trick on the table.
func (d *Deal) Current() []Play { return slices.Clone(d.trick) }

// Done reports whether every trick has been played.
func (d *Deal) Done() bool { return len(d.tricks) == d.total }

// ToPlay returns the seat whose turn it is.
func (d *Deal) ToPlay() int {
	if len(d.trick) == 0 {
		return d.leader
	}
	return (d.leader + len(d.trick)) % d.game.Players()
}

// gameFor returns the order seat plays under now, owning up to a Barschel
// when the class it once did not follow is led again and seat could follow.
func (d *Deal) gameFor(seat int) (Game, bool) {
	g := d.game
	if len(d.trick) == 0 || !slices.Contains(d.owed[seat], g.ClassOf(d.trick[0].Seat, d.trick[0].Card)) {
		return g, false
	}
	led := g.ClassOf(d.trick[0].Seat, d.trick[0].Card)
	for _, c := range d.hands[seat] {
		if g.ClassOf(seat, c) == led {
			if !slices.Contains(g.Barschel, seat) {
				g.Barschel = append(slices.Clone(g.Barschel), seat)
			}
			return g, true
		}
	}
	return g, false
}

// Legal answers whether seat may lay card c now.
func (d *Deal) Legal(seat int, c cards.Card) (rules.Ruling, error) {
	if d.Done() {
		return rules.Ruling{}, msg.Errorf("card", "The deal is over.")
	}
	if seat != d.ToPlay() {
		return rules.Ruling{}, msg.Errorf("seat", "It is not seat %d's turn.", seat+1)
	}
	g, revealed := d.gameFor(seat)
	r, err := g.Legal(Turn{Seat: seat, Hand: d.hands[seat], Trick: d.trick, Barschel: d.barschel[seat]}, c)
	if err == nil && revealed {
		r.Reason = msg.Join(msg.T("%s must own up to the Barschel now: its Herz-Damen rank in hearts below the King from here on.", seatText(seat)), r.Reason)
	}
	return r, err
}

// Play lays card c for seat if that is legal, and finishes the trick when
// it is complete. It returns the ruling that allowed or refused the play.
func (d *Deal) Play(seat int, c cards.Card) (rules.Ruling, error) {
	r, err := d.Legal(seat, c)
	if err != nil || !r.Allowed {
		return r, err
	}
	g, revealed := d.gameFor(seat)
	if revealed {
		led := g.ClassOf(d.trick[0].Seat, d.trick[0].Card)
		d.owed[seat] = slices.DeleteFunc(d.owed[seat], func(x Class) bool { return x == led })
		d.game = g
	}
	if len(d.trick) > 0 {
		led := d.game.ClassOf(d.trick[0].Seat, d.trick[0].Card)
		if d.game.ClassOf(seat, c) != led && slices.ContainsFunc(d.hands[seat], func(h cards.Card) bool {
			return d.game.ClassOf(seat, h) == led
		}) {
			d.barschel[seat]--
			d.owed[seat] = append(d.owed[seat], led)
		}
	} else if d.kohl != nil && len(d.tricks) == d.total-d.kohl.Kings {
		d.kohlOn = countOf(d.hands[d.kohl.Seat], cards.Of(cards.King, cards.Diamonds)) >= d.kohl.Kings
	}
	i := slices.Index(d.hands[seat], c)
	d.hands[seat] = slices.Delete(d.hands[seat], i, i+1)
	d.trick = append(d.trick, Play{Seat: seat, Card: c})
	if len(d.trick) == d.game.Players() {
		d.finish()
	}
	return r, nil
}

// finish closes the trick on the table.
func (d *Deal) finish() {
	w := d.game.winner(d.trick)
	if d.kohlOn {
		w = TrickWinner{Seat: d.kohl.Seat, Index: slices.IndexFunc(d.trick, func(p Play) bool { return p.Seat == d.kohl.Seat }),
			Why: rules.Allow(Ref("kohl"), msg.T("%s declared a Kohl and still held the Karo-Könige: the last tricks go to them.", seatText(d.kohl.Seat)))}
	}
	t := Trick{Plays: d.trick, Led: d.game.ClassOf(d.trick[0].Seat, d.trick[0].Card), Winner: w, Sunkte: TrickSunkte(d.trick)}
	t.Tupelkopf = t.Sunkte >= TupelkopfThreshold(d.game.N)
	d.tricks = append(d.tricks, t)
	d.trick = nil
	d.leader = w.Seat
}

// countOf counts the copies of c in hand.
func countOf(hand []cards.Card, c cards.Card) int {
	n := 0
	for _, h := range hand {
		if h == c {
			n++
		}
	}
	return n
}
