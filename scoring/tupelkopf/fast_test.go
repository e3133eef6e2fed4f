package tupelkopf

import (
	"schreiber/rules/lextest"
	"slices"
	"strings"
	"testing"
)

// fast returns a fast entry: the winners, the value the table counted and
// the Sonderpunkte of winners and losers.
func fast(winners []int, value, won, lost int) Entry {
	return Entry{Kind: KindFast, Winners: winners, Value: value, ExtrasWon: won, ExtrasLost: lost}
}

// TestFastEntries scores fast entries worked out by hand at a table of
// four (A B C D) and of five (A deals and sits out).
func TestFastEntries(t *testing.T) {
	split := ddvRules
	split.Tally = TallySplit
	tests := []struct {
		name    string
		players int
		rules   Rules
		entry   Entry
		delta   []int
		text    []string // in the English text
	}{
		// 3 and a Sonderpunkt more for the winners: 4 each.
		{"a normal game", 4, ddvRules, fast([]int{1, 3}, 3, 1, 0), []int{-4, 4, -4, 4},
			[]string{"Entered fast: B and D won.", "The table counted 3; Sonderpunkte 1:0 → 4 for each winner.", "A −4 → −4, B +4 → 4"}},
		// The losers' two Sonderpunkte outweigh a game won at 1: the
		// winners lose 1 each, as the DDV nets them.
		{"losers' Sonderpunkte outweigh", 4, ddvRules, fast([]int{0, 2}, 1, 0, 2), []int{-1, 1, -1, 1},
			[]string{"Entered fast: A and C won.", "Sonderpunkte 0:2 → −1 for each winner."}},
		{"no Sonderpunkte", 4, ddvRules, fast([]int{0, 3}, 2, 0, 0), []int{2, -2, -2, 2},
			[]string{"The table counted 2 for each winner."}},
		// A solo won at 3: threefold for the soloist.
		{"a solo won", 4, ddvRules, fast([]int{2}, 3, 0, 0), []int{-3, -3, 9, -3},
			[]string{"Entered fast: C played a solo and won it.", "The table counted 3.", "counts three times for the soloist"}},
		// Three winners: C lost a solo worth 2.
		{"a solo lost", 4, ddvRules, fast([]int{0, 1, 3}, 2, 0, 0), []int{2, 2, -6, 2},
			[]string{"Entered fast: C played a solo and lost it to A, B and D."}},
		// The home rule's bonus of 1 makes the solo worth 4.
		{"a solo with a bonus", 4, homeRules(func(r *Rules) { r.SoloBonus = 1 }), fast([]int{2}, 3, 0, 0), []int{-4, -4, 12, -4},
			[]string{"The table counted 3; solo bonus +1 (home rule) → 4."}},
		{"a lost solo with a bonus", 4, homeRules(func(r *Rules) { r.SoloBonus = 2 }), fast([]int{0, 1, 3}, 2, 0, 0), []int{4, 4, -12, 4}, nil},
		// Kept per party: 4 for the winners, 2 for the losers, 2 net.
		{"kept per party", 4, split, fast([]int{1, 3}, 3, 1, 2), []int{-2, 2, -2, 2},
			[]string{"Kept per party: winners 4, losers 2."}},
		// At five the dealer A scores nothing.
		{"a table of five", 5, ddvRules, fast([]int{1, 2}, 1, 0, 0), []int{0, 1, 1, -1, -1},
			[]string{"A sits out and scores nothing"}},
		{"a solo lost at five", 5, ddvRules, fast([]int{1, 2, 4}, 1, 0, 0), []int{0, 1, 1, -3, 1},
			[]string{"D played a solo and lost it to B, C and E."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			step := replayOne(t, ddvGame(tc.players, tc.rules), tc.entry)
			if !slices.Equal(step.Delta, tc.delta) {
				t.Errorf("delta %v, want %v", step.Delta, tc.delta)
			}
			for _, s := range tc.text {
				if !strings.Contains(step.Text.String(), s) {
					t.Errorf("text lacks %q: %s", s, step.Text.String())
				}
			}
			if step.Text.IsZero() || lextest.De(step.Text) == step.Text.String() || step.Result.Targets != nil {
				t.Errorf("German %q, targets %v", lextest.De(step.Text), step.Result.Targets)
			}
		})
	}
	st, steps := replayAll(t, ddvGame(4, split), fast([]int{1, 3}, 3, 1, 2))
	if p := st.Players[1]; p.Plus != 4 || p.Minus != 2 || p.Won != 1 || st.Players[0].Lost != 1 {
		t.Errorf("kept per party: %+v", p)
	}
	if got := items(steps[0].Result); !slices.Equal(got, []string{"fast-value:3", "fast-extras:1", "K fast-extras:2"}) {
		t.Errorf("items %v", got)
	}
	if ref := steps[0].Result.Items[0].Ref; ref.Game != "doppelkopf" || ref.Section != "doppelkopf.fast-entry" {
		t.Errorf("ref %+v", ref)
	}
	step := replayOne(t, ddvGame(4, ddvRules), fast([]int{1, 3}, 3, 1, 0))
	if !strings.Contains(lextest.De(step.Text), "Schnell eingetragen: B und D haben gewonnen.") ||
		!strings.Contains(lextest.De(step.Text), "Der Tisch zählte 3; Sonderpunkte 1:0 → 4 für jeden Gewinner.") {
		t.Errorf("German: %s", lextest.De(step.Text))
	}
	st, _ = replayAll(t, ddvGame(4, ddvRules), fast([]int{0, 1, 3}, 2, 0, 0))
	if st.Players[2].Solos != 1 || st.Players[2].Lost != 1 || st.Players[0].Won != 1 {
		t.Errorf("a lost solo counts: %+v", st.Players)
	}
}

// TestFastRejects: what a fast entry may not carry or say, with the field
// to fix.
func TestFastRejects(t *testing.T) {
	bock := bockRules(BockStacked, TriggerTie)
	soloOnly := bockRules(BockStacked, TriggerSoloLost)
	withBock := fast([]int{0, 2}, 1, 0, 0)
	withBock.Bock = true
	withType := fast([]int{0, 2}, 1, 0, 0)
	withType.Type = Normal
	withAugen := fast([]int{0, 2}, 1, 0, 0)
	withAugen.Sunkte = ip(120)
	withTens := fast([]int{0, 2}, 1, 0, 0)
	withTens.HeartTens = true
	withAlten := fast([]int{0, 2}, 1, 0, 0)
	withAlten.Alten = []int{}
	tests := []struct {
		name    string
		players int
		rules   Rules
		entry   Entry
		field   string
	}{
		{"under Bunkte", 4, preset(t, "ploen"), fast([]int{0, 2}, 1, 0, 0), "kind"},
		{"nobody won", 4, ddvRules, fast([]int{}, 1, 0, 0), "winners"},
		{"no winners at all", 4, ddvRules, fast(nil, 1, 0, 0), "winners"},
		{"four winners", 4, ddvRules, fast([]int{0, 1, 2, 3}, 1, 0, 0), "winners"},
		{"a seat twice", 4, ddvRules, fast([]int{1, 1}, 1, 0, 0), "winners"},
		{"a seat beyond the table", 4, ddvRules, fast([]int{1, 4}, 1, 0, 0), "winners"},
		{"a negative seat", 4, ddvRules, fast([]int{-1, 2}, 1, 0, 0), "winners"},
		{"the dealer of five", 5, ddvRules, fast([]int{0, 2}, 1, 0, 0), "winners"},
		{"a value of 0", 4, ddvRules, fast([]int{0, 2}, 0, 1, 0), "value"},
		{"a value past 21", 4, ddvRules, fast([]int{0, 2}, MaxFastValue+1, 0, 0), "value"},
		{"negative Sonderpunkte", 4, ddvRules, fast([]int{0, 2}, 1, -1, 0), "extras_won"},
		{"11 Sonderpunkte", 4, ddvRules, fast([]int{0, 2}, 1, 0, 11), "extras_lost"},
		{"more than 10 together", 4, ddvRules, fast([]int{0, 2}, 1, 6, 5), "extras_lost"},
		{"Sonderpunkte in a solo won", 4, ddvRules, fast([]int{2}, 1, 1, 0), "extras_won"},
		{"Sonderpunkte in a solo lost", 4, ddvRules, fast([]int{0, 1, 3}, 1, 0, 1), "extras_lost"},
		{"a game type", 4, ddvRules, withType, "type"},
		{"Augen", 4, ddvRules, withAugen, "sunkte"},
		{"the Herz-Zehnen", 4, bock, withTens, "heart_tens"},
		{"an empty Re party", 4, ddvRules, withAlten, "alten"},
		{"Bock without Bock rounds", 4, ddvRules, withBock, "bock"},
		{"Bock where only a lost solo brings it", 4, soloOnly, withBock, "bock"},
		{"a full entry with winners", 4, ddvRules, Entry{Kind: KindDeal, Type: Normal, Alten: []int{0, 2}, Sunkte: ip(130), Winners: []int{0, 2}}, "winners"},
		{"a full entry with a value", 4, ddvRules, Entry{Kind: KindDeal, Type: Normal, Alten: []int{0, 2}, Sunkte: ip(130), Value: 1}, "value"},
		{"a full entry with Bock", 4, bock, Entry{Kind: KindDeal, Type: Normal, Alten: []int{0, 2}, Sunkte: ip(130), Bock: true}, "bock"},
		{"a redeal with Sonderpunkte", 4, ddvRules, Entry{Kind: KindDeal, Type: Armut, ExtrasWon: 1}, "extras_won"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Replay(ddvGame(tc.players, tc.rules), []Entry{tc.entry})
			if fieldOf(err) != tc.field {
				t.Fatalf("error %v, want one about %q", err, tc.field)
			}
		})
	}
	// The bounds themselves are taken.
	for _, e := range []Entry{fast([]int{0, 2}, MaxFastValue, 10, 0), fast([]int{0, 2}, 1, 0, 10), fast([]int{0, 2}, 1, 4, 6)} {
		replayOne(t, ddvGame(4, ddvRules), e)
	}
}

// TestFastPflichtsolo: a fast solo is an announced solo, so it counts for
// the Pflichtsolo like any: the player's first is the Pflichtsolo, and a
// forced one must be that player's solo, won or lost.
func TestFastPflichtsolo(t *testing.T) {
	r := preset(t, "doppelkopf")
	r.Deals = 6
	g := ddvGame(4, r)
	// Deal 1: B's fast solo is the Pflichtsolo, so A deals again.
	st, steps := replayAll(t, g, fast([]int{1}, 2, 0, 0))
	if steps[0].SoloKind != SoloPflicht || st.Dealer != 0 || !st.Players[1].Pflichtsolo ||
		!strings.Contains(steps[0].Text.String(), "This was B's Pflichtsolo: the same dealer deals again") {
		t.Errorf("kind %q, dealer %d: %s", steps[0].SoloKind, st.Dealer, steps[0].Text.String())
	}
	// Deal 2: B again, lost: a Lustsolo, the deal moves on.
	st, steps = replayAll(t, g, fast([]int{1}, 2, 0, 0), fast([]int{0, 2, 3}, 2, 0, 0))
	if steps[1].SoloKind != SoloLust || st.Dealer != 1 {
		t.Errorf("kind %q, dealer %d", steps[1].SoloKind, st.Dealer)
	}
	// After B's solo and two normal games (dealt by A, then B) C deals,
	// and the 3 solos owed fill the 3 deals left: D, left of C, is forced.
	es := []Entry{fast([]int{1}, 2, 0, 0), fast([]int{0, 2}, 1, 0, 0), fast([]int{0, 2}, 1, 0, 0)}
	st, _ = replayAll(t, g, es...)
	if st.Forced == nil || *st.Forced != 3 || st.Dealer != 2 {
		t.Fatalf("forced %v after %d deals, dealer %d", st.Forced, st.Deals, st.Dealer)
	}
	for _, tc := range []struct {
		entry Entry
		field string
	}{
		{fast([]int{1, 2}, 1, 0, 0), "winners"}, // a normal game
		{fast([]int{2}, 1, 0, 0), "winners"},    // C's solo, not D's
	} {
		if _, _, err := Replay(g, append(slices.Clone(es), tc.entry)); fieldOf(err) != tc.field {
			t.Errorf("%+v: %v", tc.entry, err)
		}
	}
	// D loses it at 3: vorgeführt, the deal moves on to D.
	st, steps = replayAll(t, g, append(slices.Clone(es), fast([]int{0, 1, 2}, 3, 0, 0))...)
	if last := steps[len(steps)-1]; last.SoloKind != SoloVorgefuehrt || !st.Players[3].Pflichtsolo || st.Dealer != 3 ||
		!slices.Equal(last.Delta, []int{3, 3, 3, -9}) {
		t.Errorf("kind %q, delta %v", last.SoloKind, last.Delta)
	}
}

// TestFastHelpers: what the views learn from an entry.
func TestFastHelpers(t *testing.T) {
	active := []int{1, 2, 3, 4}
	for _, tc := range []struct {
		e       Entry
		fast    bool
		solo    bool
		soloist int
		ok      bool
	}{
		{fast([]int{1, 3}, 1, 0, 0), true, false, 0, false},
		{fast([]int{3}, 1, 0, 0), true, true, 3, true},
		{fast([]int{1, 2, 4}, 1, 0, 0), true, true, 3, true},
		{Entry{Kind: KindDeal, Type: DamenSolo, Alten: []int{2}}, false, false, 2, true},
		{Entry{Kind: KindDeal, Type: StilleHochzeit, Alten: []int{2}}, false, false, 0, false},
		{Entry{Kind: KindDeal, Type: Normal, Alten: []int{1, 2}}, false, false, 0, false},
	} {
		s, ok := tc.e.Soloist(active)
		if tc.e.Fast() != tc.fast || tc.e.FastSolo() != tc.solo || s != tc.soloist || ok != tc.ok {
			t.Errorf("%+v: fast %v, solo %v, soloist %d %v", tc.e, tc.e.Fast(), tc.e.FastSolo(), s, ok)
		}
	}
}

// TestFastOutcome: the sentence that heads a fast deal's breakdown names
// the winners, or the soloist and how the solo went; at a table of five
// the dealer (A, seat 0) sits out and the lost solo's soloist is the one
// playing seat not among the winners. A full entry or one that does not
// fit has none.
func TestFastOutcome(t *testing.T) {
	four, five := ddvGame(4, preset(t, "doppelkopf")), ddvGame(5, preset(t, "doppelkopf"))
	fast := func(value int, winners ...int) Entry { return Entry{Kind: KindFast, Winners: winners, Value: value} }
	for _, c := range []struct {
		g      Game
		e      Entry
		en, de string
	}{
		{four, fast(2, 0, 2), "Entered fast: A and C won.", "Schnell eingetragen: A und C haben gewonnen."},
		{four, fast(1, 1), "Entered fast: B played a solo and won it.", "Schnell eingetragen: B hat ein Solo gespielt und gewonnen."},
		{five, fast(1, 1, 2, 4), "Entered fast: D played a solo and lost it to B, C and E.",
			"Schnell eingetragen: D hat ein Solo gespielt und gegen B, C und E verloren."},
		{five, fast(1, 0, 2), "", ""}, // the dealer sat out
		{four, Entry{Kind: KindDeal, Type: Normal}, "", ""},
	} {
		if got := c.g.FastOutcome(c.e, 0); got.String() != c.en || lextest.De(got) != c.de {
			t.Errorf("%v at %d: %q / %q", c.e.Winners, len(c.g.Players), got.String(), lextest.De(got))
		}
	}
}
