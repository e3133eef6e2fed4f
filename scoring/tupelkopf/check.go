package tupelkopf

import (
	"schreiber/rules/cards"
	"schreiber/rules/msg"
	rt "schreiber/rules/tupelkopf"
)

// MinPlayers and MaxPlayers bound the seating: 2n players with n from 2 to 10.
const (
	MinPlayers = 4
	MaxPlayers = 20
)

// DDVMaxPlayers is the largest table under the DDV scoring: five, the dealer
// sitting out (TSR 10.1.1).
const DDVMaxPlayers = 5

// deal is an entry checked against its game, in the form the Bunkte need.
type deal struct {
	typ     GameType
	n       int     // half the number of players in the deal: the number of decks
	party   []Party // party of every seat; Out for a seat that got no cards
	size    [2]int  // players per party
	sunkte  [2]int
	stage   [2]int
	tupel   [2]int
	foxes   [2]int
	karl    int // party index with Karlchen, -1 for none
	players int // players who got cards
	// noTrick says that a party took no trick at all (schwarz).
	noTrick [2]bool
	// againstAfterFail: the Anderen also get the Bunkt for winning against
	// the Alten when they win because the Alten failed an announcement.
	againstAfterFail bool
	// solo is the seat of the soloist of an announced solo, full or fast:
	// the solo counts for the Pflichtsolo. -1 for any other deal.
	solo int
	// soloBonus (DDV scoring) is what a home rule adds to a solo's value.
	soloBonus int
	// tricks (DDV scoring) is the number of tricks of the deal, and
	// minTrick the fewest Augen a trick can hold: 0 with the nines, whose
	// four make a trick worth nothing, 8 without (four Buben).
	tricks, minTrick int
	// heartTens: both Herz-Zehnen fell in one trick (DDV scoring).
	heartTens bool
	// fast says the deal is a fast entry: winner is the party that won,
	// value the game's value the table counted, extras each party's
	// Sonderpunkte, and bock that the table saw a Bock trigger. The
	// winners of a normal game stand in the Alten's place, since the
	// entry does not say which party was Re; the soloist is always the
	// Alten.
	fast   bool
	winner Party
	value  int
	extras [2]int
	bock   bool
}

// cardValue is what a card of rank r is worth in Sunkte, as the referee
// counts tricks.
func cardValue(r cards.Rank) int { return rt.Sunkte(cards.Card{Rank: r, Suit: cards.Clubs}) }

// reachable returns which Sunkte totals some set of cards of n decks can
// make: reachable[s] is true when s Sunkte can lie in one party's tricks.
func reachable(n int) []bool {
	total := 120 * n
	ok := make([]bool, total+1)
	ok[0] = true
	for _, c := range cards.DeckDoko(n) {
		v := cardValue(c.Rank)
		if v == 0 {
			continue
		}
		for s := total; s >= v; s-- {
			ok[s] = ok[s] || ok[s-v]
		}
	}
	return ok
}

// TupelkopfMin is the fewest Sunkte a trick needs to be a Tupelkopf for 2n players.
func TupelkopfMin(n int) int { return 15*n + 10 }

// check validates an entry against a game of the given rules and seats
// (players in all; active are those who got cards) and returns it as a
// deal. reach is reachable(len(active)/2).
func check(e Entry, r Rules, players int, active []int, reach []bool) (deal, error) {
	n := len(active) / 2
	d := deal{typ: e.Type, n: n, players: len(active), karl: -1, solo: -1, party: make([]Party, players)}
	if e.Type == Armut {
		return d, nil
	}
	for i := range d.party {
		d.party[i] = Out
	}
	for _, s := range active {
		d.party[s] = Anderen
	}
	if e.Fast() {
		return d, d.takeFast(e, r, players)
	}
	for _, s := range e.Alten {
		if s >= players {
			return d, msg.Errorf("alten", "Seat %d does not exist at a table of %d.", s+1, players)
		}
		if d.party[s] == Out {
			return d, msg.Errorf("alten", "Seat %d deals and sits this deal out.", s+1)
		}
		d.party[s] = Alten
	}
	d.size = [2]int{len(e.Alten), len(active) - len(e.Alten)}
	if r.DDV() {
		if s, ok := e.Soloist(active); ok {
			d.solo = s
		}
		d.soloBonus, d.heartTens = r.SoloBonus, e.HeartTens
		d.tricks, d.minTrick = r.Tricks(), r.MinTrick()
		if err := checkDDV(e, r, d.size[Alten]); err != nil {
			return d, err
		}
		return d, d.countsDDV(e, reach)
	}
	if e.ZeroTrick {
		return d, msg.Errorf("zero_trick", "A trick without Augen is told apart from schwarz only under the DDV scoring.")
	}
	if e.HeartTens {
		return d, msg.Errorf("heart_tens", "Both Herz-Zehnen in one trick matter only for the Bock rounds of Doppelkopf under the DDV scoring.")
	}
	if e.Type == ArmutGespielt {
		return d, msg.Errorf("type", "Armut played is a home rule of Doppelkopf; in Tupelkopf an Armut means a redeal.")
	}
	if err := checkSize(e.Type, d.size[Alten], n); err != nil {
		return d, err
	}
	return d, d.counts(e, reach)
}

// counts checks and takes over the Sunkte, announcements and extras of a
// Tupelkopf deal. A Lambsdorff gives a trick's Sunkte to the player who shows
// it and leaves its Tupelkopf, foxes and Karlchen with the winner, and the
// entry does not say which tricks were taken so. So a party's own Sunkte
// need not cover its extras; what is checked holds whatever the Lambsdorffs
// took.
func (d *deal) counts(e Entry, reach []bool) error {
	total := 120 * d.n
	s := *e.Sunkte
	if s > total {
		return msg.Errorf("sunkte", "With %d players there are only %d card points in all.", d.players, total)
	}
	if !reach[s] {
		return msg.Errorf("sunkte", "No set of cards is worth %d card points; the cards count 0, 2, 3, 4, 10 and 11.", s)
	}
	d.take(e, s, total)
	if t := d.tupel[Alten] + d.tupel[Anderen]; t*TupelkopfMin(d.n) > total {
		field := "anderen_tupelkoepfe"
		if d.tupel[Anderen] == 0 {
			field = "alten_tupelkoepfe"
		}
		return msg.Errorf(field, "%d Tupelkopf tricks need at least %d card points; all the cards hold %d.",
			t, t*TupelkopfMin(d.n), total)
	}
	if d.foxes[Alten]+d.foxes[Anderen] > d.n {
		return msg.Errorf("anderen_foxes", "There are only %d foxes (Karo-Asse) in the cards.", d.n)
	}
	if need := d.trickWorth(Alten, true) + d.trickWorth(Anderen, true); need > total {
		return msg.Errorf(d.overField(total), "The tricks of both parties need at least %d card points for their Tupelkopf tricks, foxes and Karlchen; all the cards hold %d.",
			need, total)
	}
	return nil
}

// trickWorth is the least the cards in party p's tricks are worth, whoever
// a Lambsdorff gave their Sunkte to: each Tupelkopf trick 15n+10, each
// caught fox 11, the Kreuz-Bube of Karlchen 2 (with karl). A fox or the
// Kreuz-Bube may lie in a Tupelkopf trick, so the largest of the three
// counts. The two parties' tricks hold different cards, so their worths add
// up to at most the deck's Sunkte.
func (d *deal) trickWorth(p Party, karl bool) int {
	w := max(d.tupel[p]*TupelkopfMin(d.n), d.foxes[p]*11)
	if karl && d.karl == int(p) {
		w = max(w, 2)
	}
	return w
}

// overField names the entry field that makes the parties' trickWorth exceed
// total, once the Tupelkopf tricks alone fit: Karlchen when it is the last
// straw, otherwise the foxes of a party whose foxes outweigh its Tupelkopf
// tricks.
func (d *deal) overField(total int) string {
	if d.trickWorth(Alten, false)+d.trickWorth(Anderen, false) <= total {
		return "karlchen"
	}
	if d.foxes[Anderen]*11 > d.tupel[Anderen]*TupelkopfMin(d.n) {
		return "anderen_foxes"
	}
	return "alten_foxes"
}

// take copies the entry's figures into the deal; s are the Alten's Sunkte
// out of total.
func (d *deal) take(e Entry, s, total int) {
	d.sunkte = [2]int{s, total - s}
	d.stage[Alten], _ = e.AltenCall.Stage()
	d.stage[Anderen], _ = e.AnderenCall.Stage()
	d.tupel = [2]int{e.AltenTupelkoepfe, e.AnderenTupelkoepfe}
	d.foxes = [2]int{e.AltenFoxes, e.AnderenFoxes}
	for p := range 2 {
		d.noTrick[p] = d.sunkte[p] == 0 && !e.ZeroTrick
	}
	switch e.Karlchen {
	case "alten":
		d.karl = int(Alten)
	case "anderen":
		d.karl = int(Anderen)
	}
}

// checkSize checks the number of Alten against the game type.
func checkSize(t GameType, alten, n int) error {
	switch {
	case t.IsSolo():
		if alten != 1 {
			return msg.Errorf("alten", "A solo has exactly one Alter: the soloist.")
		}
	case t == Normal || t == Schieben:
		if alten != n {
			return msg.Errorf("alten", "In this game the Elders are exactly %d players.", n)
		}
	case t == Hochzeit:
		if alten > n {
			return msg.Errorf("alten", "After a Hochzeit the Elders are at most %d players.", n)
		}
	case t == StilleHochzeit:
		if alten >= n {
			return msg.Errorf("alten", "In a silent Hochzeit one player holds several Kreuz-Damen, so the Elders are at most %d.", n-1)
		}
	}
	return nil
}

// MinPlayers is the smallest table the rules allow (Doppelkopf).
func (r Rules) MinPlayers() int { return MinPlayers }

// MaxPlayers is the largest table the rules allow: for Bunkte an even count
// up to 20, for the DDV scoring five.
func (r Rules) MaxPlayers() int {
	if r.DDV() {
		return DDVMaxPlayers
	}
	return MaxPlayers
}
