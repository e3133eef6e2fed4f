package doppelkopf

import (
	"strings"
	"testing"
)

func TestDecide(t *testing.T) {
	for _, c := range []struct {
		name     string
		a        Asking
		kind     Vorbehalt
		seat     int
		leader   int
		section  string
		wantLead string
	}{
		// Dealer 0: the table asks 1, 2, 3, 0. Nothing declared: seat 1 leads.
		{"all healthy", Asking{Dealer: 0}, VorbehaltGesund, -1, 1, "vorbehalte", ""},
		// A Lustsolo goes before a Hochzeit; the player left of the dealer leads.
		{"lustsolo before hochzeit", Asking{Dealer: 0, Declared: []Vorbehalt{"", VorbehaltHochzeit, "", VorbehaltLustsolo}},
			VorbehaltLustsolo, 3, 1, "vorbehalte", ""},
		// A Pflichtsolo goes before a Lustsolo, and its soloist leads.
		{"pflicht before lust", Asking{Dealer: 0, Declared: []Vorbehalt{"", VorbehaltLustsolo, VorbehaltPflichtsolo, ""}},
			VorbehaltPflichtsolo, 2, 2, "vorbehalte", "soloist"},
		// Two Pflichtsoli, dealer 1: asked 2, 3, 0, 1, so seat 2 comes before seat 0.
		{"two pflichtsoli", Asking{Dealer: 1, Declared: []Vorbehalt{VorbehaltPflichtsolo, "", VorbehaltPflichtsolo, ""}},
			VorbehaltPflichtsolo, 2, 2, "vorbehalte", ""},
		// Dealer 2: asked 3, 0, 1, 2, so seat 0 comes before seat 1.
		{"two lustsoli", Asking{Dealer: 2, Declared: []Vorbehalt{VorbehaltLustsolo, VorbehaltLustsolo}},
			VorbehaltLustsolo, 0, 3, "vorbehalte", ""},
		// Vorgeführt beats a Pflichtsolo asked earlier.
		{"vorgeführt", Asking{Dealer: 3, Declared: []Vorbehalt{VorbehaltPflichtsolo, "", "", VorbehaltVorgefuehrt}},
			VorbehaltVorgefuehrt, 3, 3, "pflichtsolo", "soloist"},
		// Home Armut: after the solos, before the Hochzeit.
		{"armut before hochzeit", Asking{Options: home, Dealer: 3, Declared: []Vorbehalt{VorbehaltHochzeit, VorbehaltArmut}},
			VorbehaltArmut, 1, 0, "armut", ""},
		// A Lustsolo goes before the Armut asked earlier.
		{"solo before armut", Asking{Options: home, Dealer: 3, Declared: []Vorbehalt{VorbehaltArmut, "", VorbehaltLustsolo}},
			VorbehaltLustsolo, 2, 0, "vorbehalte", ""},
		// A Hochzeit alone is played; dealer 1, so seat 2 leads.
		{"hochzeit alone", Asking{Dealer: 1, Declared: []Vorbehalt{VorbehaltHochzeit}}, VorbehaltHochzeit, 0, 2, "hochzeit", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			o, err := c.a.Decide()
			expect(t, o.Why, err, true, c.section)
			expect(t, o.Lead, nil, true, "lead")
			if o.Kind != c.kind || o.Seat != c.seat || o.Leader != c.leader {
				t.Errorf("got %q by %d, %d leads; want %q by %d, %d leads", o.Kind, o.Seat, o.Leader, c.kind, c.seat, c.leader)
			}
			if c.wantLead != "" && !strings.Contains(o.Lead.Reason.String(), c.wantLead) {
				t.Errorf("lead reason %q does not say %q", o.Lead.Reason.String(), c.wantLead)
			}
		})
	}
}

func TestDecideRefuses(t *testing.T) {
	for _, c := range []struct {
		name  string
		a     Asking
		field string
	}{
		{"dealer", Asking{Dealer: 4}, "dealer"},
		{"five asked", Asking{Declared: make([]Vorbehalt, 5)}, "declared"},
		{"unknown", Asking{Declared: []Vorbehalt{"schmeissen"}}, "declared"},
		{"armut without the rule", Asking{Declared: []Vorbehalt{VorbehaltArmut}}, "declared"},
		{"two vorgeführt", Asking{Declared: []Vorbehalt{VorbehaltVorgefuehrt, VorbehaltVorgefuehrt}}, "declared"},
	} {
		if _, err := c.a.Decide(); fieldOf(err) != c.field {
			t.Errorf("%s: error %v, want field %q", c.name, err, c.field)
		}
	}
}

func TestMayDeclare(t *testing.T) {
	lonefox := home
	lonefox.ArmutLoneFox = true
	// 3 trumps: ♣Q ♦J ♦9; the rest plain.
	poor := "CQ DJ D9 CA CA C10 SA S10 SK HA HK H9"
	// 4 trumps: one more, the ♥10.
	rich := "CQ DJ D9 H10 CA C10 SA S10 SK HA HK H9"
	wedding := "CQ CQ CA C10 SA S10 SK HA HK H9 S9 C9"
	for _, c := range []struct {
		name    string
		o       Options
		v       Vorbehalt
		hand    string
		allowed bool
		section string
	}{
		// The Armut needs the house rule and three trumps or fewer.
		{"armut with three", home, VorbehaltArmut, poor, true, "armut"},
		{"armut with four", home, VorbehaltArmut, rich, false, "armut"},
		{"armut not played", ddv, VorbehaltArmut, poor, false, "armut"},
		// A Hochzeit needs both Kreuz-Damen; saying nothing with them is a silent Hochzeit.
		{"hochzeit", ddv, VorbehaltHochzeit, wedding, true, "hochzeit"},
		{"no hochzeit", ddv, VorbehaltHochzeit, poor, false, "hochzeit"},
		{"silent hochzeit", ddv, VorbehaltGesund, wedding, true, "hochzeit"},
		// Healthy, and a solo on any hand.
		{"healthy", ddv, VorbehaltGesund, rich, true, "vorbehalte"},
		{"solo", ddv, VorbehaltLustsolo, poor, true, "solo"},
		// Without nines: ten cards, and ♣Q ♦J ♦A are three trumps.
		{"armut without nines", Options{Armut: true, WithoutNines: true}, VorbehaltArmut, "CQ DJ DA CA CA C10 SA S10 SK HA", true, "armut"},
		// Four trumps with a lone fox (♣Q ♦J ♦9 ♦A): an Armut only where
		// the lone fox is left aside; both foxes count (♣Q ♦J ♦A ♦A), and
		// four trumps besides the fox stay four.
		{"lone fox counted", home, VorbehaltArmut, "CQ DJ D9 DA CA C10 SA S10 SK HA HK H9", false, "armut"},
		{"lone fox aside", lonefox, VorbehaltArmut, "CQ DJ D9 DA CA C10 SA S10 SK HA HK H9", true, "armut"},
		{"two foxes count", lonefox, VorbehaltArmut, "CQ DJ DA DA CA C10 SA S10 SK HA HK H9", false, "armut"},
		{"four without the fox", lonefox, VorbehaltArmut, "CQ DJ D9 H10 DA C10 SA S10 SK HA HK H9", false, "armut"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := c.o.MayDeclare(c.v, cs(t, c.hand))
			expect(t, r, err, c.allowed, c.section)
		})
	}
	if _, err := ddv.MayDeclare(VorbehaltHochzeit, cs(t, "CQ CQ")); fieldOf(err) != "hand" {
		t.Errorf("a short hand: %v", err)
	}
	if _, err := ddv.MayDeclare("kaiser", cs(t, poor)); fieldOf(err) != "kind" {
		t.Errorf("an unknown Vorbehalt: %v", err)
	}
	if _, err := (Options{WithoutNines: true}).MayDeclare(VorbehaltLustsolo, cs(t, "C9 CA CA C10 SA S10 SK HA HK H9")); fieldOf(err) != "hand" {
		t.Errorf("a nine without nines: %v", err)
	}
}
