package doppelkopf

import (
	"strings"
	"testing"
)

func TestMarry(t *testing.T) {
	// Seat 0 holds both Kreuz-Damen and leads. Trick 1: ♣ led, seat 1
	// trumps it with ♦9. Trick 2, led by seat 1: ♠, seat 1's ace holds.
	// Trick 3, led by seat 1: trump, seat 3's ♣J takes it.
	mixed := func(t *testing.T) [][]Play {
		return [][]Play{tr(t, 0, "CA D9 CK C10"), tr(t, 1, "SA S9 SK S10"), tr(t, 1, "DK DA CJ D10")}
	}
	// The Hochzeit takes all three: ♣A, ♠A, then the ♣Q.
	greedy := func(t *testing.T) [][]Play {
		return [][]Play{tr(t, 0, "CA C9 CK C10"), tr(t, 0, "SA S9 SK S10"), tr(t, 0, "CQ DA D9 D10")}
	}
	for _, c := range []struct {
		name    string
		g       Game
		h       Hochzeit
		tricks  func(*testing.T) [][]Play
		partner int
		alone   bool
		settled int
		says    string
	}{
		// DDV: the first trick somebody else takes, here trick 1 by seat 1.
		{"ddv", Game{Contract: Normal}, Hochzeit{Seat: 0}, mixed, 1, false, 1, "usual deadlines"},
		// House rule, first Fehl trick: trick 1 was led with clubs.
		{"fehl", Game{Options: home, Contract: Normal}, Hochzeit{Seat: 0, Finding: FindFehl}, mixed, 1, false, 1, ""},
		// House rule, first trump trick: only trick 3, taken by seat 3.
		{"trump", Game{Options: home, Contract: Normal}, Hochzeit{Seat: 0, Finding: FindTrump}, mixed, 3, false, 3, "2 cards later"},
		// Nobody else took a trick in three: the Hochzeit plays alone.
		{"alone", Game{Contract: Normal}, Hochzeit{Seat: 0}, greedy, -1, true, 3, "plays alone"},
		// One trick gone, the Hochzeit took it: still open.
		{"open", Game{Contract: Normal}, Hochzeit{Seat: 0}, func(t *testing.T) [][]Play { return greedy(t)[:1] }, -1, false, 0, "No partner yet"},
		// Two Dullen in trick 1: DDV, the Hochzeit's first one holds.
		{"dullen ddv", Game{Contract: Normal}, Hochzeit{Seat: 0},
			func(t *testing.T) [][]Play { return [][]Play{tr(t, 0, "H10 H10 D9 DK")} }, -1, false, 0, ""},
		// At a table where the second Dulle wins, seat 1 takes it and marries.
		{"dullen second", Game{Options: Options{Dullen: DullenSecond}, Contract: Normal}, Hochzeit{Seat: 0},
			func(t *testing.T) [][]Play { return [][]Play{tr(t, 0, "H10 H10 D9 DK")} }, 1, false, 1, ""},
		// A fourth trick does not count any more.
		{"after three", Game{Options: home, Contract: Normal}, Hochzeit{Seat: 0, Finding: FindTrump},
			func(t *testing.T) [][]Play { return append(greedy(t), tr(t, 0, "DJ DQ HQ SQ")) }, -1, true, 3, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := c.g.Marry(c.h, c.tricks(t))
			expect(t, m.Why, err, c.partner >= 0, "hochzeit")
			if m.Partner != c.partner || m.Alone != c.alone || m.Settled != c.settled {
				t.Errorf("partner %d alone %v settled %d; want %d %v %d (%s)", m.Partner, m.Alone, m.Settled,
					c.partner, c.alone, c.settled, m.Why.Reason.String())
			}
			if !strings.Contains(m.Why.Reason.String(), c.says) {
				t.Errorf("reason %q does not say %q", m.Why.Reason.String(), c.says)
			}
		})
	}
}

func TestMarryRefuses(t *testing.T) {
	g := Game{Contract: Normal}
	for _, c := range []struct {
		name   string
		g      Game
		h      Hochzeit
		tricks [][]Play
		field  string
	}{
		{"choice not played", g, Hochzeit{Seat: 0, Finding: FindTrump}, nil, "finding"},
		{"unknown finding", Game{Options: home, Contract: Normal}, Hochzeit{Seat: 0, Finding: "last"}, nil, "finding"},
		{"no seat", g, Hochzeit{Seat: 5}, nil, "hochzeit"},
		{"a solo", Game{Contract: Damensolo}, Hochzeit{Seat: 0}, nil, "contract"},
		{"short trick", g, Hochzeit{Seat: 0}, [][]Play{tr(t, 0, "CA C9")}, "tricks[0]"},
		{"foreign queen", g, Hochzeit{Seat: 0}, [][]Play{tr(t, 0, "CA CQ C9 C10")}, "tricks[0]"},
		{"wrong leader", g, Hochzeit{Seat: 0}, [][]Play{tr(t, 0, "CA C9 CK C10"), tr(t, 1, "SA S9 SK S10")}, "tricks[1]"},
		{"third ace", g, Hochzeit{Seat: 0}, [][]Play{tr(t, 0, "CA CA C9 C10"), tr(t, 0, "CA S9 SK S10")}, "tricks"},
	} {
		if _, err := c.g.Marry(c.h, c.tricks); fieldOf(err) != c.field {
			t.Errorf("%s: error %v, want field %q", c.name, err, c.field)
		}
	}
}
