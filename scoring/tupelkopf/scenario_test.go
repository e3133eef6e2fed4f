package tupelkopf

import (
	"fmt"
	"slices"
	"testing"
)

// TestScenarios scores single deals and checks each party's Bunkte, the
// items that make them up, and every player's change.
func TestScenarios(t *testing.T) {
	net := Rules{Tally: TallyNet, Share: ShareCarry}
	pair := Rules{Tally: TallyNet, Share: SharePairwise}
	split := Rules{Tally: TallySplit, Share: ShareCarry}
	tests := []struct {
		name   string
		n      int
		rules  Rules
		entry  Entry
		winner Party
		bunkte [2]int
		items  []string // rule ids with their Bunkte, e.g. "keine60:1", in order
		delta  []int
	}{
		{
			// The seed's example: the Alten announce Re and keine 45n, the
			// Anderen get above 75n. The Anderen are paid 2 for the Alten's
			// announcements, 2 for winning with keine 60n and keine 45n, and
			// 1 for the inversely fulfilled keine 45n: 5, as the seed says.
			name: "seed example: Re and keine 45n, opponents above 75n", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(80), AltenCall: Keine45},
			winner: Anderen, bunkte: [2]int{0, 5},
			items: []string{"keine60:1", "keine45:1", "failed:2", "inverse:1"},
			delta: []int{-5, 5, -5, 5},
		},
		{
			name: "seed example in Tripelkopf", n: 3, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 2, 4}, Sunkte: ip(120), AltenCall: Keine45},
			winner: Anderen, bunkte: [2]int{0, 5},
			items: []string{"keine60:1", "keine45:1", "failed:2", "inverse:1"},
			delta: []int{-5, 5, -5, 5, -5, 5},
		},
		{
			// The house rule that also pays the list's Bunkt for winning
			// against the Alten after a failed announcement.
			name: "seed example with the against-the-Alten option", n: 2,
			rules:  Rules{Tally: TallyNet, Share: ShareCarry, AgainstAfterFailedCall: true},
			entry:  Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(80), AltenCall: Keine45},
			winner: Anderen, bunkte: [2]int{0, 6},
			items: []string{"gegen-die-alten:1", "keine60:1", "keine45:1", "failed:2", "inverse:1"},
			delta: []int{-6, 6, -6, 6},
		},
		{
			name: "Alten win plainly", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{1, 2}, Sunkte: ip(150)},
			winner: Alten, bunkte: [2]int{1, 0}, items: []string{"keine60:1"},
			delta: []int{-1, 1, 1, -1},
		},
		{
			name: "tie goes to the Anderen", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(120)},
			winner: Anderen, bunkte: [2]int{0, 1}, items: []string{"gegen-die-alten:1"},
			delta: []int{-1, -1, 1, 1},
		},
		{
			name: "Anderen win with keine 60n", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(110)},
			winner: Anderen, bunkte: [2]int{0, 2}, items: []string{"gegen-die-alten:1", "keine60:1"},
			delta: []int{-2, -2, 2, 2},
		},
		{
			name: "schwarz announced and made", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 3}, Sunkte: ip(240), AltenCall: Schwarz},
			winner: Alten, bunkte: [2]int{10, 0},
			items: []string{"keine60:1", "keine45:1", "keine30:1", "keine15:1", "schwarz:1", "announced:5"},
			delta: []int{10, -10, -10, 10},
		},
		{
			name: "losers below 15n but not schwarz", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 3}, Sunkte: ip(218), AltenCall: Re},
			winner: Alten, bunkte: [2]int{5, 0},
			items: []string{"keine60:1", "keine45:1", "keine30:1", "keine15:1", "announced:1"},
			delta: []int{5, -5, -5, 5},
		},
		{
			name: "failed Contra", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(125), AnderenCall: Contra},
			winner: Alten, bunkte: [2]int{2, 0}, items: []string{"keine60:1", "failed:1"},
			delta: []int{2, 2, -2, -2},
		},
		{
			name: "Alten above 60n lose a failed keine 45n", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(140), AltenCall: Keine45},
			winner: Anderen, bunkte: [2]int{0, 2}, items: []string{"failed:2"},
			delta: []int{-2, -2, 2, 2},
		},
		{
			name: "skipped Re: keine 30n alone counts three announcements", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(190), AltenCall: Keine30},
			winner: Alten, bunkte: [2]int{6, 0},
			items: []string{"keine60:1", "keine45:1", "keine30:1", "announced:3"},
			delta: []int{6, 6, -6, -6},
		},
		{
			name: "both parties fail", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(140), AltenCall: Keine45, AnderenCall: Contra},
			winner: NoParty, bunkte: [2]int{1, 2}, items: []string{"failed:2", "failed:1"},
			delta: []int{-1, -1, 1, 1},
		},
		{
			name: "extras for both parties", n: 2, rules: net,
			entry: Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(130), AltenTupelkoepfe: 1,
				AnderenFoxes: 1, AltenFoxes: 1, Karlchen: "anderen"},
			winner: Alten, bunkte: [2]int{3, 2},
			items: []string{"keine60:1", "tupelkopf:1", "fox:1", "fox:1", "karlchen:1"},
			delta: []int{1, -1, 1, -1},
		},
		{
			name: "extras kept per party", n: 2, rules: split,
			entry: Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(130), AltenTupelkoepfe: 1,
				AnderenFoxes: 1, AltenFoxes: 1, Karlchen: "anderen"},
			winner: Alten, bunkte: [2]int{3, 2},
			items: []string{"keine60:1", "tupelkopf:1", "fox:1", "fox:1", "karlchen:1"},
			delta: []int{1, -1, 1, -1},
		},
		{
			// Lambsdorff (seed 5c): the Alten took the Sunkte of the
			// Anderen's Tupelkopf trick; the Anderen keep its Bunkt.
			name: "Lambsdorff: Tupelkopf trick kept with fewer Sunkte than it held", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(210), AnderenTupelkoepfe: 1},
			winner: Alten, bunkte: [2]int{3, 1},
			items: []string{"keine60:1", "keine45:1", "keine30:1", "tupelkopf:1"},
			delta: []int{2, -2, 2, -2},
		},
		{
			name: "Lambsdorff: fox caught with fewer than 11 Sunkte", n: 2, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(230), AnderenFoxes: 1},
			winner: Alten, bunkte: [2]int{4, 1},
			items: []string{"keine60:1", "keine45:1", "keine30:1", "keine15:1", "fox:1"},
			delta: []int{3, 3, -3, -3},
		},
		{
			// Schwarz is about Sunkte, not tricks: the Anderen have none,
			// although they won a Tupelkopf trick, a fox and the last trick.
			name: "Lambsdorff: schwarz made although the Anderen keep a Tupelkopf trick, a fox and Karlchen", n: 2, rules: net,
			entry: Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(240), AltenCall: Schwarz,
				AnderenTupelkoepfe: 1, AnderenFoxes: 1, Karlchen: "anderen"},
			winner: Alten, bunkte: [2]int{10, 3},
			items: []string{"keine60:1", "keine45:1", "keine30:1", "keine15:1", "schwarz:1", "announced:5",
				"tupelkopf:1", "fox:1", "karlchen:1"},
			delta: []int{7, 7, -7, -7},
		},
		{
			name: "Lambsdorff: soloist keeps a Tupelkopf trick, a fox and Karlchen with 20 Sunkte", n: 2, rules: net,
			entry: Entry{Type: TrumpfSolo, Alten: []int{0}, Sunkte: ip(20), AltenTupelkoepfe: 1, AltenFoxes: 1,
				Karlchen: "alten"},
			winner: Anderen, bunkte: [2]int{3, 4},
			items: []string{"keine60:1", "keine45:1", "keine30:1", "keine15:1", "tupelkopf:1", "fox:1", "karlchen:1"},
			delta: []int{-3, 1, 1, 1},
		},
		{
			// Two Tupelkopf tricks of Tripelkopf hold 110 Sunkte or more;
			// the Anderen are left with 100.
			name: "Lambsdorff in Tripelkopf: two Tupelkopf tricks net out the win", n: 3, rules: net,
			entry:  Entry{Type: Normal, Alten: []int{0, 2, 4}, Sunkte: ip(260), AnderenTupelkoepfe: 2},
			winner: Alten, bunkte: [2]int{2, 2},
			items: []string{"keine60:1", "keine45:1", "tupelkopf:2"},
			delta: []int{0, 0, 0, 0, 0, 0},
		},
		{
			name: "Trumpfsolo won counts threefold", n: 2, rules: net,
			entry:  Entry{Type: TrumpfSolo, Alten: []int{2}, Sunkte: ip(130), AltenCall: Re},
			winner: Alten, bunkte: [2]int{2, 0}, items: []string{"keine60:1", "announced:1"},
			delta: []int{-2, -2, 6, -2},
		},
		{
			name: "lost solo gives no Bunkt against the Alten", n: 2, rules: net,
			entry:  Entry{Type: Knochenloser, Alten: []int{3}, Sunkte: ip(100)},
			winner: Anderen, bunkte: [2]int{0, 1}, items: []string{"keine60:1"},
			delta: []int{1, 1, 1, -3},
		},
		{
			name: "Damensolo in Tripelkopf counts fivefold", n: 3, rules: pair,
			entry:  Entry{Type: DamenSolo, Alten: []int{0}, Sunkte: ip(200)},
			winner: Alten, bunkte: [2]int{1, 0}, items: []string{"keine60:1"},
			delta: []int{5, -1, -1, -1, -1, -1},
		},
		{
			name: "silent Hochzeit alone is a solo", n: 2, rules: net,
			entry:  Entry{Type: StilleHochzeit, Alten: []int{1}, Sunkte: ip(100)},
			winner: Anderen, bunkte: [2]int{0, 1}, items: []string{"keine60:1"},
			delta: []int{1, -3, 1, 1},
		},
		{
			name: "silent Hochzeit one partner short", n: 3, rules: net,
			entry:  Entry{Type: StilleHochzeit, Alten: []int{1, 4}, Sunkte: ip(200)},
			winner: Alten, bunkte: [2]int{2, 0}, items: []string{"keine60:1", "stille-hochzeit:1"},
			delta: []int{-2, 4, -2, -2, 4, -2},
		},
		{
			name: "silent Hochzeit lost: no extra Bunkt", n: 3, rules: net,
			entry:  Entry{Type: StilleHochzeit, Alten: []int{1, 4}, Sunkte: ip(150)},
			winner: Anderen, bunkte: [2]int{0, 2}, items: []string{"gegen-die-alten:1", "keine60:1"},
			delta: []int{2, -4, 2, 2, -4, 2},
		},
		{
			name: "Hochzeit short of partners, remainder left of the dealer", n: 4, rules: net,
			entry:  Entry{Type: Hochzeit, Alten: []int{5, 6, 7}, Sunkte: ip(300), AltenCall: Re},
			winner: Alten, bunkte: [2]int{2, 0}, items: []string{"keine60:1", "announced:1"},
			delta: []int{-2, -2, -2, -2, -2, 4, 3, 3},
		},
		{
			name: "Hochzeit short of partners, pairwise", n: 4, rules: pair,
			entry:  Entry{Type: Hochzeit, Alten: []int{5, 6, 7}, Sunkte: ip(300), AltenCall: Re},
			winner: Alten, bunkte: [2]int{2, 0}, items: []string{"keine60:1", "announced:1"},
			delta: []int{-6, -6, -6, -6, -6, 10, 10, 10},
		},
		{
			name: "Schieben", n: 2, rules: net,
			entry:  Entry{Type: Schieben, Alten: []int{0, 1}, Sunkte: ip(58)},
			winner: Anderen, bunkte: [2]int{0, 4},
			items: []string{"gegen-die-alten:1", "keine60:1", "keine45:1", "keine30:1"},
			delta: []int{-4, -4, 4, 4},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.entry.Kind = KindDeal
			_, steps, err := Replay(game(tc.n, tc.rules), []Entry{tc.entry})
			if err != nil {
				t.Fatal(err)
			}
			r := steps[0].Result
			if r.Winner != tc.winner {
				t.Errorf("winner %d, want %d", r.Winner, tc.winner)
			}
			if r.Bunkte != tc.bunkte {
				t.Errorf("Bunkte %v, want %v", r.Bunkte, tc.bunkte)
			}
			var items []string
			for _, it := range r.Items {
				items = append(items, fmt.Sprintf("%s:%d", it.Rule, it.Bunkte))
			}
			if !slices.Equal(items, tc.items) {
				t.Errorf("items %v, want %v", items, tc.items)
			}
			if !slices.Equal(steps[0].Delta, tc.delta) {
				t.Errorf("delta %v, want %v", steps[0].Delta, tc.delta)
			}
			if s := sum(steps[0].Delta); s != 0 {
				t.Errorf("deltas add up to %d", s)
			}
		})
	}
}

// TestSplitTally checks that the kept-per-party tally shows both parties'
// Bunkte and that the score is what was won less what was conceded.
func TestSplitTally(t *testing.T) {
	g := game(2, preset(t, "ploen-split"))
	e := Entry{Kind: KindDeal, Type: Normal, Alten: []int{0, 2}, Sunkte: ip(130), AltenFoxes: 1, AnderenFoxes: 1, Karlchen: "anderen"}
	st, _, err := Replay(g, []Entry{e})
	if err != nil {
		t.Fatal(err)
	}
	want := []PlayerScore{
		{Seat: 0, Score: 0, Plus: 2, Minus: 2, Won: 1},
		{Seat: 1, Score: 0, Plus: 2, Minus: 2, Lost: 1},
		{Seat: 2, Score: 0, Plus: 2, Minus: 2, Won: 1},
		{Seat: 3, Score: 0, Plus: 2, Minus: 2, Lost: 1},
	}
	if !slices.Equal(st.Players, want) {
		t.Errorf("players %+v, want %+v", st.Players, want)
	}
	sum := Summarize(g, st)
	if len(sum.Columns) != 4 || sum.Lines[0].Values[1] != "2" || sum.Lines[0].Values[2] != "2" {
		t.Errorf("summary %+v lacks the won/conceded columns", sum)
	}
}

// TestDealerAndEnd checks the dealer's turn, Armut's redeal and the end
// after the agreed number of deals.
func TestDealerAndEnd(t *testing.T) {
	r := preset(t, "ploen")
	r.Deals = 2
	g := game(2, r)
	g.FirstDealer = 3
	win := Entry{Kind: KindDeal, Type: Normal, Alten: []int{0, 1}, Sunkte: ip(150)}
	st, steps, err := Replay(g, []Entry{{Kind: KindDeal, Type: Armut}, win})
	if err != nil {
		t.Fatal(err)
	}
	if steps[0].Dealer != 3 || steps[1].Dealer != 3 || st.Dealer != 0 || st.Leader != 1 || st.Deal != 2 || st.Redeals != 1 {
		t.Errorf("dealers %d, %d, next %d leader %d deal %d redeals %d", steps[0].Dealer, steps[1].Dealer, st.Dealer, st.Leader, st.Deal, st.Redeals)
	}
	if st.Over {
		t.Fatal("over after one scored deal of two")
	}
	st, _, err = Replay(g, []Entry{win, win})
	if err != nil {
		t.Fatal(err)
	}
	if !st.Over || !slices.Equal(st.Winners, []int{0, 1}) {
		t.Errorf("over %v winners %v", st.Over, st.Winners)
	}
	if _, _, err := Replay(g, []Entry{win, win, win}); fieldOf(err) != "kind" {
		t.Errorf("entry after the end: %v", err)
	}
}

// TestRecomputePresetDefaults checks that a config naming only a preset
// gets the preset's options, and that the summary is the replay's.
func TestRecomputePresetDefaults(t *testing.T) {
	sum, err := Recompute([]byte(`{"rules":{"preset":"ploen-split"},"first_dealer":0}`),
		[]string{"Anna", "Bo", "Carl", "Dora"},
		[][]byte{[]byte(`{"kind":"deal","type":"normal","alten":[0,1],"sunkte":150}`)})
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Columns) != 4 || sum.Lines[0].Values[0] != "1" || sum.Lines[2].Values[0] != "-1" {
		t.Errorf("summary %+v", sum)
	}
	if _, err := Recompute([]byte(`{"rules":{}}`), []string{"Anna", "Bo", "Carl", "Dora"}, nil); fieldOf(err) != "tally" {
		t.Errorf("config without tally: %v", err)
	}
}
