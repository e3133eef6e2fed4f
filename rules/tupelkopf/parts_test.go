package tupelkopf

import (
	"slices"
	"testing"

	"schreiber/rules"
	"schreiber/rules/cards"
)

func TestHochzeitMarried(t *testing.T) {
	// The seed's example: 4-Tupelkopf, all four Kreuz-Damen at seat 0,
	// marrying the first and second foreign Fehl and the second foreign trump.
	h := Hochzeit{Seat: 0, Queens: 4, Conditions: []Condition{{X: 1}, {X: 2}, {Trump: true, X: 2}}}
	fehl, trump := rules.FehlOf(cards.Spades), Trump
	tricks := []Trick{
		{Led: fehl, Winner: TrickWinner{Seat: 0}},  // the Hochzeiter's own: not foreign
		{Led: fehl, Winner: TrickWinner{Seat: 3}},  // first foreign Fehl
		{Led: trump, Winner: TrickWinner{Seat: 5}}, // first foreign trump
		{Led: trump, Winner: TrickWinner{Seat: 6}}, // second foreign trump
		{Led: fehl, Winner: TrickWinner{Seat: 7}},  // second foreign Fehl, trick 5
		{Led: fehl, Winner: TrickWinner{Seat: 2}},  // trick 6: too late
	}
	m := h.Married(tricks)
	want := []struct{ seat, trick int }{{3, 2}, {7, 5}, {6, 4}}
	for i, w := range want {
		if m[i].Seat != w.seat || m[i].Trick != w.trick || !m[i].Why.Allowed {
			t.Errorf("condition %d: married %+v, want seat %d in trick %d", i, m[i], w.seat, w.trick)
		}
	}
	moved := slices.Clone(tricks)
	moved[4].Led = Trump // the second foreign Fehl is now trick 6
	late := h.Married(moved)
	expect(t, late[1].Why, nil, false, "hochzeit.window")
	if late[1].Seat != -1 {
		t.Errorf("the second foreign Fehl came in trick 6, outside the window, yet married seat %d", late[1].Seat)
	}
	early := h.Married(tricks[:2])
	expect(t, early[2].Why, nil, false, "hochzeit.window")
}

func TestHochzeitCheck(t *testing.T) {
	tests := []struct {
		name    string
		n       int
		h       Hochzeit
		allowed bool
	}{
		{"too many conditions", 3, Hochzeit{Queens: 2, Conditions: []Condition{{X: 1}, {X: 2}}}, false},
		{"one queen", 3, Hochzeit{Queens: 1}, false},
		{"more queens than decks", 2, Hochzeit{Queens: 3}, false},
		{"the same condition twice", 4, Hochzeit{Queens: 3, Conditions: []Condition{{X: 1}, {X: 1}}}, false},
		{"no condition (a silent partner search)", 2, Hochzeit{Queens: 2}, true},
	}
	for _, tc := range tests {
		r, err := tc.h.Check(tc.n)
		if err != nil || r.Allowed != tc.allowed {
			t.Errorf("%s: %+v %v, want allowed=%v", tc.name, r, err, tc.allowed)
		}
	}
	if _, err := (Hochzeit{Queens: 2, Conditions: []Condition{{X: 0}}}).Check(2); fieldOf(err) != "conditions" {
		t.Errorf("trick 0: %v", err)
	}
	if _, err := (Hochzeit{Seat: 9, Queens: 2}).Check(2); fieldOf(err) != "seat" {
		t.Errorf("seat 9: %v", err)
	}
}

func TestSchieben(t *testing.T) {
	res, err := Schieben(3, 4, []bool{false, true, true})
	if err != nil || res.Redeal || !slices.Equal(res.Alten, []int{4, 0, 1}) {
		t.Errorf("Schieben = %+v, %v", res, err)
	}
	expect(t, res.Why, err, true, "schieben")
	if _, err := Schieben(2, 0, []bool{true, true}); fieldOf(err) != "takes" {
		t.Errorf("decisions after the round ended: %v", err)
	}
	if _, err := Schieben(2, 0, []bool{false}); fieldOf(err) != "takes" {
		t.Errorf("unfinished round: %v", err)
	}
	if _, err := Schieben(2, 5, nil); fieldOf(err) != "pusher" {
		t.Errorf("bad pusher: %v", err)
	}
	if CanSchieben(2, cs(t, "♦10 ♦K ♦9 ♣J ♣A")) {
		t.Error("four trumps without exactly one Fuchs must not push")
	}
	if !CanSchieben(2, cs(t, "♥10 ♣Q ♠Q ♣A ♣A")) {
		t.Error("three trumps may push")
	}
}

func TestCalling(t *testing.T) {
	tests := []struct {
		name    string
		c       Calling
		a       Announcement
		allowed bool
		section string
	}{
		{"Re before the second trick", Calling{Done: 1, Alten: true}, Re, true, "announce.deadline"},
		{"Re once trick two has begun", Calling{Done: 1, OnTable: 1, Alten: true}, Re, false, "announce.deadline"},
		{"Contra by the Anderen", Calling{Done: 0, OnTable: 2}, Contra, true, "announce.deadline"},
		{"Contra by the Alten", Calling{Alten: true}, Contra, false, "announce.party"},
		{"keine 30n skipping stages", Calling{Done: 3}, Keine30, true, "announce.deadline"},
		{"keine 30n in trick five", Calling{Done: 4}, Keine30, false, "announce.deadline"},
		{"keine 15n after keine 30n", Calling{Done: 2, PartyStage: 3}, Keine15, true, "announce.deadline"},
		{"keine 45n after keine 30n", Calling{Done: 0, PartyStage: 3}, Keine45, false, "announce.order"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := tc.c.May(tc.a)
			expect(t, r, err, tc.allowed, tc.section)
		})
	}
	if _, err := (Calling{}).May("kontra"); fieldOf(err) != "announcement" {
		t.Errorf("unknown announcement: %v", err)
	}
	if _, err := (Calling{Done: 13}).May(Re); fieldOf(err) != "done" {
		t.Errorf("13 tricks done: %v", err)
	}
}

func TestMoments(t *testing.T) {
	tests := []struct {
		name    string
		m       Moment
		ask     func(Moment) (bool, string)
		allowed bool
		section string
	}{
		{"Lambsdorff with a pair", Moment{N: 2, Hand: cs(t, "♠J ♠J")}, lambsdorff, true, "gemeinheit.lambsdorff"},
		{"Lambsdorff pair already shown", Moment{N: 2, Hand: cs(t, "♠J ♠J"), LambsdorffsShown: 1}, lambsdorff, false, "gemeinheit.lambsdorff"},
		{"second Lambsdorff with four", Moment{N: 4, Hand: cs(t, "♠J ♠J ♠J ♠J"), LambsdorffsShown: 1}, lambsdorff, true, "gemeinheit.lambsdorff"},
		{"Thatcher blocks Lambsdorff", Moment{N: 2, Hand: cs(t, "♠J ♠J"), Declared: []Declaration{decl(VorbehaltThatcher, 1)}}, lambsdorff, false, "thatcher"},
		{"Strauss blocks Lambsdorff", Moment{N: 2, Hand: cs(t, "♠J ♠J"), Declared: []Declaration{decl(VorbehaltStrauss, 1)}}, lambsdorff, false, "strauss"},
		{"Thatcher blocks Genscher", Moment{N: 2, Hand: cs(t, "♦J ♦J"), FewestCards: 12, Declared: []Declaration{decl(VorbehaltThatcher, 1)}}, genscher, false, "thatcher"},
		{"Genscher needs all Karo-Buben", Moment{N: 3, Hand: cs(t, "♦J ♦J"), FewestCards: 12}, genscher, false, "gemeinheit.genscher"},
		{"Mandela blocks Gerhardt", Moment{N: 2, Hand: cs(t, "♦10 ♦10"), Leading: true, Declared: []Declaration{{Kind: VorbehaltMandela, Suit: cards.Clubs}}}, gerhardt, false, "mandela"},
		{"Strauss blocks Gerhardt", Moment{N: 2, Hand: cs(t, "♦10 ♦10"), Leading: true, Declared: []Declaration{decl(VorbehaltStrauss, 1)}}, gerhardt, false, "strauss"},
		{"Gerhardt only when leading", Moment{N: 2, Hand: cs(t, "♦10 ♦10")}, gerhardt, false, "gemeinheit.gerhardt"},
		{"Gerhardt needs two Karo-Zehnen", Moment{N: 2, Hand: cs(t, "♦10"), Leading: true}, gerhardt, false, "gemeinheit.gerhardt"},
		{"Thatcher does not block Gerhardt", Moment{N: 2, Hand: cs(t, "♦10 ♦10"), Leading: true, Declared: []Declaration{decl(VorbehaltThatcher, 1)}}, gerhardt, true, "gemeinheit.gerhardt"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			allowed, section := tc.ask(tc.m)
			if allowed != tc.allowed || section != GameName+"."+tc.section {
				t.Errorf("got %v %s, want %v %s", allowed, section, tc.allowed, tc.section)
			}
		})
	}
	if _, err := (Moment{N: 2, Seat: 4}).MayGenscher(); fieldOf(err) != "seat" {
		t.Errorf("seat 4: %v", err)
	}
	if GenscherPartners(3) != 2 {
		t.Errorf("a Genscher in Tripelkopf names %d partners", GenscherPartners(3))
	}
}

func lambsdorff(m Moment) (bool, string) { r, _ := m.MayLambsdorff(); return r.Allowed, r.Rule.Section }
func genscher(m Moment) (bool, string)   { r, _ := m.MayGenscher(); return r.Allowed, r.Rule.Section }
func gerhardt(m Moment) (bool, string)   { r, _ := m.MayGerhardt(); return r.Allowed, r.Rule.Section }

func TestEichelDiscard(t *testing.T) {
	hand := cs(t, "♣Q ♦9 ♣A ♠A ♥A")
	tests := []struct {
		name    string
		w       int
		discard string
		allowed bool
	}{
		{"two trumps for w=3", 3, "♣Q ♦9", true},
		{"a trump kept back", 3, "♣Q ♣A", false},
		{"all trumps, then plain cards", 4, "♣Q ♦9 ♥A", true},
		{"wrong number", 3, "♣Q", false},
	}
	g := Game{N: 4, Contract: Normal}
	for _, tc := range tests {
		r, err := g.EichelDiscard(1, hand, tc.w, cs(t, tc.discard))
		expect(t, r, err, tc.allowed, "eichel")
	}
	if _, err := g.EichelDiscard(1, hand, 3, cs(t, "♠K ♣Q")); fieldOf(err) != "discard" {
		t.Errorf("card not in hand: %v", err)
	}
	if _, err := g.EichelDiscard(1, hand, 1, nil); fieldOf(err) != "count" {
		t.Errorf("w=1: %v", err)
	}
}

func TestNewDealErrors(t *testing.T) {
	full := func() [][]cards.Card {
		deck := normal2.Deck()
		return [][]cards.Card{deck[:12], deck[12:24], deck[24:36], deck[36:]}
	}
	tests := []struct {
		name   string
		g      Game
		hands  [][]cards.Card
		leader int
		x      Extras
		field  string
	}{
		{"three hands", normal2, full()[:3], 0, Extras{}, "hands"},
		{"uneven hands", normal2, append(full()[:3], full()[3][:11]), 0, Extras{}, "hands"},
		{"a third Kreuz-Dame", normal2, [][]cards.Card{cs(t, "♣Q"), cs(t, "♣Q"), cs(t, "♣Q"), cs(t, "♣9")}, 0, Extras{}, "hands"},
		{"bad leader", normal2, full(), 4, Extras{}, "leader"},
		{"bad Barschel seat", normal2, full(), 0, Extras{Barschel: []int{-1}}, "barschel"},
		{"Kohl with one king", normal2, full(), 0, Extras{Kohl: &Kohl{Seat: 0, Kings: 1}}, "kohl"},
		{"bad game", Game{N: 2}, full(), 0, Extras{}, "contract"},
	}
	for _, tc := range tests {
		if _, err := NewDeal(tc.g, tc.hands, tc.leader, tc.x); fieldOf(err) != tc.field {
			t.Errorf("%s: %v, want field %q", tc.name, err, tc.field)
		}
	}
	d, err := NewDeal(normal2, full(), 1, Extras{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Legal(0, one(t, "♣9")); fieldOf(err) != "seat" {
		t.Errorf("out of turn: %v", err)
	}
	r, err := d.Play(1, one(t, "♥9"))
	expect(t, r, err, true, "play.lead")
	r, err = d.Play(2, d.Hand(2)[0]) // seat 2 holds clubs and spades, no hearts
	expect(t, r, err, true, "play.follow")
	if r.Reason.String() != "No card of hearts (Herz) in hand, so any card may be laid." {
		t.Errorf("reason %q", r.Reason.String())
	}
}

func TestKarlchen(t *testing.T) {
	tk := Trick{Plays: tr(t, 4, 0, "♣J ♣9 ♠9 ♥9"), Winner: TrickWinner{Seat: 0, Index: 0}}
	expect(t, normal2.Karlchen(tk, -1), nil, true, "parties.karlchen")
	expect(t, Game{N: 2, Contract: Normal, Thatcher: true}.Karlchen(tk, -1), nil, false, "thatcher")
	expect(t, normal2.Karlchen(tk, 0), nil, false, "lafontaine")
	tk.Plays[0].Card = one(t, "♦9")
	expect(t, normal2.Karlchen(tk, -1), nil, false, "parties.karlchen")
	expect(t, normal2.Karlchen(Trick{}, -1), nil, false, "parties.karlchen")
}

func TestGenscherParty(t *testing.T) {
	alten, err := GenscherParty(3, 4, []int{0, 2})
	if err != nil || !slices.Equal(alten, []int{4, 0, 2}) {
		t.Errorf("GenscherParty = %v, %v", alten, err)
	}
	for _, partners := range [][]int{{0}, {0, 4}, {0, 0}, {0, 6}} {
		if _, err := GenscherParty(3, 4, partners); fieldOf(err) != "partners" {
			t.Errorf("partners %v: %v", partners, err)
		}
	}
}
