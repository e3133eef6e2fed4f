package doppelkopf

import (
	"testing"
)

func TestWinner(t *testing.T) {
	for _, c := range []struct {
		name    string
		g       Game
		first   int
		trick   string
		last    bool
		want    int
		section string
	}{
		// Two ♣A: the first one played wins.
		{"equal aces", Game{Contract: Normal}, 0, "CA CA C10 CK", false, 0, "winner"},
		// The Karo-Neun is a trump and takes a clubs trick.
		{"trumped", Game{Contract: Normal}, 0, "CA CK D9 C10", false, 2, "winner"},
		// A Herz-Zehn is a trump: it takes the hearts trick it could not follow.
		{"dulle in hearts", Game{Contract: Normal}, 0, "HA H10 HK H9", false, 1, "winner"},
		// Two Dullen, DDV: the first wins, like any equal cards.
		{"dullen ddv", Game{Contract: Normal}, 0, "H10 H10 D9 DA", false, 0, "dullen"},
		// Home rule "second": the second Dulle beats the first.
		{"dullen second", Game{Options: Options{Dullen: DullenSecond}, Contract: Normal}, 0, "H10 H10 D9 DA", false, 1, "dullen"},
		// "second" holds in the last trick too.
		{"dullen second, last trick", Game{Options: Options{Dullen: DullenSecond}, Contract: Normal}, 0, "H10 H10 D9 DA", true, 1, "dullen"},
		// Home rule "second-last": the second wins, except in the last trick.
		{"dullen second-last", Game{Options: home, Contract: Normal}, 3, "D9 H10 CQ H10", false, 2, "dullen"},
		{"dullen second-last, last trick", Game{Options: home, Contract: Normal}, 3, "D9 H10 CQ H10", true, 0, "dullen"},
		// In a colour solo the Herz-Zehnen are Dullen too.
		{"dullen in kreuz-solo", Game{Options: Options{Dullen: DullenSecond}, Contract: KreuzSolo}, 1, "CA H10 H10 CQ", false, 3, "dullen"},
		// In a Damensolo they are plain hearts: equal cards, the first wins
		// whatever the Dullen rule says.
		{"damensolo tens", Game{Options: Options{Dullen: DullenSecond}, Contract: Damensolo}, 0, "H10 H10 HK H9", false, 0, "winner"},
		// ...and the ♥A beats them both.
		{"damensolo ace", Game{Contract: Damensolo}, 0, "H10 H10 HA HK", false, 2, "winner"},
		// Seat 3 showed Schweinchen: their ♦A beats the Dulle.
		{"schwein", Game{Options: home, Contract: Normal, Schweinchen: []int{3}}, 0, "H10 CQ D9 DA", false, 3, "schweinchen"},
		// Without a shown Schweinchen the ♦A is just the tenth trump.
		{"no schwein", Game{Options: home, Contract: Normal}, 0, "H10 CQ D9 DA", false, 0, "winner"},
		// Herz-Solo: the Dulle is the highest trump, above the ♣Q.
		{"herz-solo", Game{Contract: HerzSolo}, 0, "HA H10 CQ HK", false, 1, "winner"},
		// Kreuz-Solo: a Karo trick is a plain suit, the ♣9 trumps it.
		{"kreuz-solo", Game{Contract: KreuzSolo}, 0, "DA D10 C9 DK", false, 2, "winner"},
		// Fleischloser: the queen is just a clubs card.
		{"fleischloser", Game{Contract: Fleischloser}, 0, "CQ CA SA CJ", false, 1, "winner"},
		// Bubensolo: a jack trumps the spades trick.
		{"bubensolo", Game{Contract: Bubensolo}, 2, "SA SQ DJ SK", false, 0, "winner"},
		// An unfinished trick: who would take it now.
		{"two cards", Game{Contract: Normal}, 1, "SK S10", false, 2, "winner"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, err := c.g.Winner(tr(t, c.first, c.trick), c.last)
			expect(t, w.Why, err, true, c.section)
			if w.Seat != c.want {
				t.Errorf("winner %d, want %d (%s)", w.Seat, c.want, w.Why.Reason.String())
			}
			if w.Seat != (c.first+w.Index)%Players {
				t.Errorf("index %d does not match seat %d", w.Index, w.Seat)
			}
		})
	}
}

func TestWinnerRefuses(t *testing.T) {
	g := Game{Contract: Normal}
	for _, c := range []struct {
		name  string
		g     Game
		plays []Play
		field string
	}{
		{"empty", g, nil, "trick"},
		{"five cards", g, append(tr(t, 0, "CA CK C9 C10"), Play{Seat: 0, Card: one(t, "CA")}), "trick"},
		{"out of turn", g, []Play{{0, one(t, "CA")}, {2, one(t, "CK")}}, "trick"},
		{"no seat", g, []Play{{4, one(t, "CA")}}, "trick"},
		{"three copies", g, tr(t, 0, "CA CA CA"), "trick"},
		{"a nine without nines", Game{Options: Options{WithoutNines: true}, Contract: Normal}, tr(t, 0, "C9"), "trick"},
		{"an eight", g, tr(t, 0, "C8"), "trick"},
		{"bad game", Game{}, tr(t, 0, "CA"), "contract"},
	} {
		if _, err := c.g.Winner(c.plays, false); fieldOf(err) != c.field {
			t.Errorf("%s: error %v, want field %q", c.name, err, c.field)
		}
	}
}

func TestLegal(t *testing.T) {
	for _, c := range []struct {
		name    string
		g       Game
		seat    int
		trick   []Play
		hand    string
		card    string
		allowed bool
		section string
	}{
		// The first card of a trick is free.
		{"lead", Game{Contract: Normal}, 0, nil, "CA H10", "H10", true, "lead"},
		// Hearts led: the Herz-Zehn is a trump and does not follow hearts.
		{"dulle is no heart", Game{Contract: Normal}, 1, tr(t, 0, "HA"), "H10 HK D9", "H10", false, "follow"},
		// The ♥K follows hearts.
		{"heart follows", Game{Contract: Normal}, 1, tr(t, 0, "HA"), "H10 HK D9", "HK", true, "follow"},
		// Without another heart the Dulle may be laid (it trumps).
		{"no hearts left", Game{Contract: Normal}, 1, tr(t, 0, "HA"), "H10 D9", "H10", true, "follow"},
		// Trump led: the ♣Q must follow, the ♣A may not.
		{"trump led", Game{Contract: Normal}, 2, tr(t, 1, "D9"), "CQ CA", "CA", false, "follow"},
		{"queen follows trump", Game{Contract: Normal}, 2, tr(t, 1, "D9"), "CQ CA", "CQ", true, "follow"},
		// Kreuz-Solo: ♣A led is trump; the ♣J follows, the ♦A does not.
		{"kreuz-solo", Game{Contract: KreuzSolo}, 1, tr(t, 0, "CA"), "CJ DA", "DA", false, "follow"},
		// Damensolo: a clubs trick must be followed with ♣9, not the trump ♣Q.
		{"damensolo", Game{Contract: Damensolo}, 1, tr(t, 0, "CJ"), "CQ C9", "CQ", false, "follow"},
		// Bubensolo: the ♠J is a trump, the ♠A must follow spades.
		{"bubensolo", Game{Contract: Bubensolo}, 3, tr(t, 2, "SQ"), "SJ SA", "SA", true, "follow"},
		// ...and the trump ♠J may not be laid instead.
		{"bubensolo jack", Game{Contract: Bubensolo}, 3, tr(t, 2, "SQ"), "SJ SA", "SJ", false, "follow"},
		// Herz-Solo: Karo is a plain suit, the ♦J a trump.
		{"herz-solo", Game{Contract: HerzSolo}, 1, tr(t, 0, "D10"), "DJ DA", "DJ", false, "follow"},
		// Fleischloser: the ♦Q is a diamond like any other.
		{"fleischloser", Game{Contract: Fleischloser}, 1, tr(t, 0, "D10"), "DQ HA", "DQ", true, "follow"},
		// A shown Schwein is still a trump: it follows trump.
		{"schwein follows", Game{Options: home, Contract: Normal, Schweinchen: []int{1}}, 1, tr(t, 0, "DK"), "DA CA", "CA", false, "follow"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := c.g.Legal(Turn{Seat: c.seat, Hand: cs(t, c.hand), Trick: c.trick}, one(t, c.card))
			expect(t, r, err, c.allowed, c.section)
		})
	}
}

func TestLegalRefuses(t *testing.T) {
	g := Game{Contract: Normal}
	for _, c := range []struct {
		name string
		turn Turn
		card string
		want string
	}{
		{"not in hand", Turn{Seat: 0, Hand: cs(t, "CA")}, "CK", "card"},
		{"wrong turn", Turn{Seat: 3, Hand: cs(t, "CA"), Trick: tr(t, 0, "CK")}, "CA", "seat"},
		{"complete", Turn{Seat: 0, Hand: cs(t, "CA"), Trick: tr(t, 0, "CK CK C9 C9")}, "CA", "trick"},
		{"no seat", Turn{Seat: 7, Hand: cs(t, "CA")}, "CA", "seat"},
		{"big hand", Turn{Seat: 0, Hand: cs(t, "CA CA C10 C10 CK CK C9 C9 SA SA S10 S10 SK")}, "CA", "hand"},
		{"third copy", Turn{Seat: 1, Hand: cs(t, "CA CA"), Trick: tr(t, 0, "CA")}, "CA", "hand"},
	} {
		if _, err := g.Legal(c.turn, one(t, c.card)); fieldOf(err) != c.want {
			t.Errorf("%s: error %v, want field %q", c.name, err, c.want)
		}
	}
	got, err := g.LegalCards(Turn{Seat: 1, Hand: cs(t, "H10 HK D9 HA"), Trick: tr(t, 0, "H9")})
	if err != nil || len(got) != 2 || got[0] != one(t, "HK") || got[1] != one(t, "HA") {
		t.Errorf("LegalCards = %v, %v; want the two hearts", got, err)
	}
}
