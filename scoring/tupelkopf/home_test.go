package tupelkopf

import (
	"schreiber/rules/lextest"
	"slices"
	"strings"
	"testing"
)

// homeRules are the DDV points with the home rules set by with, without
// Pflichtsoli or an end, so that single deals can be scored on their own.
func homeRules(with func(*Rules)) Rules {
	r := ddvRules
	with(&r)
	return r
}

// TestHomeRulesValidate: every home rule is refused under Bunkte, naming
// its option; under the DDV scoring the values out of range are refused.
func TestHomeRulesValidate(t *testing.T) {
	bunkte := preset(t, "ploen")
	ddv := preset(t, "doppelkopf")
	tests := []struct {
		name  string
		base  Rules
		set   func(*Rules)
		field string
	}{
		{"heart tens under Bunkte", bunkte, func(r *Rules) { r.BockHeartTens = true }, "bock_heart_tens"},
		{"Dullen under Bunkte, even the DDV's", bunkte, func(r *Rules) { r.Dullen = DullenFirst }, "dullen"},
		{"Schweinchen under Bunkte", bunkte, func(r *Rules) { r.Schweinchen = true }, "schweinchen"},
		{"without nines under Bunkte", bunkte, func(r *Rules) { r.WithoutNines = true }, "without_nines"},
		{"Armut under Bunkte", bunkte, func(r *Rules) { r.Armut = true }, "armut"},
		{"the Hochzeit's choice under Bunkte", bunkte, func(r *Rules) { r.HochzeitChoice = true }, "hochzeit_choice"},
		{"a solo bonus under Bunkte", bunkte, func(r *Rules) { r.SoloBonus = 1 }, "solo_bonus"},
		{"rounds under Bunkte", bunkte, func(r *Rules) { r.Deals, r.Rounds = 0, 2 }, "rounds"},
		{"an unknown Dullen rule", ddv, func(r *Rules) { r.Dullen = "third" }, "dullen"},
		{"a negative solo bonus", ddv, func(r *Rules) { r.SoloBonus = -1 }, "solo_bonus"},
		{"a solo bonus past the bound", ddv, func(r *Rules) { r.SoloBonus = MaxSoloBonus + 1 }, "solo_bonus"},
		{"negative rounds", ddv, func(r *Rules) { r.Deals, r.Rounds = 0, -1 }, "rounds"},
		{"rounds past the bound", ddv, func(r *Rules) { r.Deals, r.Rounds = 0, MaxRounds+1 }, "rounds"},
		{"deals and rounds both", ddv, func(r *Rules) { r.Rounds = 6 }, "rounds"},
		{"Bock without a trigger", ddv, func(r *Rules) { r.Bock = true }, "bock"},
		{"a lone fox under Bunkte", bunkte, func(r *Rules) { r.ArmutLoneFox = true }, "armut_lone_fox"},
		{"a lone fox without Armut", ddv, func(r *Rules) { r.ArmutLoneFox = true }, "armut_lone_fox"},
		{"a lone fox with Armut", ddv, func(r *Rules) { r.Armut, r.ArmutLoneFox = true, true }, ""},
		// Valid: heart tens is a trigger of its own; the second Dulle;
		// the bounds themselves; rounds with no number of deals.
		{"Bock after heart tens alone", ddv, func(r *Rules) { r.Bock, r.BockHeartTens = true, true }, ""},
		{"the second Dulle but the last trick", ddv, func(r *Rules) { r.Dullen = DullenSecondLast }, ""},
		{"the DDV's Dullen left out", ddv, func(r *Rules) { r.Dullen = "" }, ""},
		{"the largest solo bonus", ddv, func(r *Rules) { r.SoloBonus = MaxSoloBonus }, ""},
		{"rounds instead of deals", ddv, func(r *Rules) { r.Deals, r.Rounds = 0, MaxRounds }, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.base
			tc.set(&r)
			if got := fieldOf(r.Validate()); got != tc.field {
				t.Errorf("refused for %q, want %q (%v)", got, tc.field, r.Validate())
			}
		})
	}
	// The message under Bunkte names the option as the form shows it.
	r := bunkte
	r.Schweinchen = true
	if err := r.Validate(); !strings.Contains(err.Error(), "Schweinchen: both Karo-Asse") {
		t.Errorf("message: %v", err)
	}
}

// everyHomeRule is the DDV scoring with every home rule on, six rounds long.
func everyHomeRule() Rules {
	r, _ := Preset("doppelkopf")
	r.Deals, r.Rounds = 0, 6
	r.Dullen, r.Schweinchen, r.WithoutNines, r.Armut, r.HochzeitChoice, r.SoloBonus = DullenSecondLast, true, true, true, true, 2
	r.Bock, r.BockTie, r.BockHeartTens = true, true, true
	return r
}

// TestDescribeHomeRules: the rules line names every home rule that is on,
// where the table differs from the DDV, and keeps the DDV preset's line.
func TestDescribeHomeRules(t *testing.T) {
	if got := preset(t, "doppelkopf").Describe().String(); got != "Doppelkopf under the DDV's tournament rules: plus-minus points, solos threefold; one Pflichtsolo each; 24 deals." {
		t.Errorf("DDV preset: %s", got)
	}
	r := everyHomeRule()
	want := "Doppelkopf under home rules, scored as in the DDV's tournament rules: plus-minus points, solos threefold; one Pflichtsolo each; " +
		"without nines (40 cards); the second Herz-Zehn beats the first, except in the last trick; Schweinchen; " +
		"Armut played; the Hochzeit names the trick that finds the partner; a solo is worth 2 more; " +
		"Bock rounds after 120:120, both Herz-Zehnen in one trick, Doppelbock when they overlap; "
	if got := r.Describe().String(); got != want+"6 rounds, one deal by every seat each." {
		t.Errorf("rules: %s", got)
	}
	// A game knows its table: six rounds at four are 24 deals, at five 30.
	if got := ddvGame(4, r).Describe().String(); got != want+"6 rounds (24 deals)." {
		t.Errorf("game of four: %s", got)
	}
	if got := lextest.De(ddvGame(5, r).Describe()); !strings.HasSuffix(got, "zweite Herz-Zehn sticht die erste, außer im letzten Stich; Schweinchen; Armut wird gespielt; die Hochzeit bestimmt den Stich, der den Partner findet; ein Solo zählt 2 mehr; Bockrunden nach 120:120, beide Herz-Zehnen in einem Stich, Doppelbock, wenn sie sich überlagern; 6 Runden (30 Spiele).") {
		t.Errorf("game of five: %s", got)
	}
	// One home rule is enough for the line to say the table plays home
	// rules; the home preset's line says so too, Bock rounds and all.
	for name, home := range map[string]Rules{"home preset": preset(t, "doppelkopf-home"), "schweinchen": withSchweinchen(preset(t, "doppelkopf"))} {
		if got := home.Describe().String(); !strings.HasPrefix(got, "Doppelkopf under home rules, scored as in the DDV's tournament rules:") {
			t.Errorf("%s: %s", name, got)
		}
	}
	if got := lextest.De(preset(t, "doppelkopf-home").Describe()); !strings.HasPrefix(got, "Doppelkopf nach Hausregeln,") || strings.Contains(got, "nach den Turnierspielregeln") {
		t.Errorf("home preset in German: %s", got)
	}
	r.Dullen = DullenSecond
	if got := r.Describe().String(); !strings.Contains(got, "; the second Herz-Zehn beats the first; Schweinchen;") {
		t.Errorf("the second Dulle: %s", got)
	}
	home := preset(t, "doppelkopf")
	if d := everyHomeRule().Diff(home); !slices.Equal(d, []string{"dullen", "schweinchen", "without_nines", "armut",
		"hochzeit_choice", "solo_bonus", "bock", "bock_tie", "bock_heart_tens", "deals", "rounds"}) {
		t.Errorf("diff %v", d)
	}
}

// TestOldConfigsKeepTheDDVsWay: configs written before the home rules read
// with every one off, as the DDV has it, and the tournament preset names
// the DDV's Dullen. A config of the home preset that leaves the options
// out takes the preset's, as every config does: the home rules of the
// play, which score nothing differently.
func TestOldConfigsKeepTheDDVsWay(t *testing.T) {
	for _, cfg := range []string{
		`{"rules":{"preset":"doppelkopf","tally":"net","share":"carry","scoring":"ddv","deals":24,"pflichtsolo":true}}`,
		`{"rules":{"preset":"","tally":"net","share":"carry","scoring":"ddv","deals":10}}`,
	} {
		g, err := decodeGame([]byte(cfg))
		if err != nil {
			t.Fatal(err)
		}
		r := g.Rules
		if (r.Dullen != "" && r.Dullen != DullenFirst) || r.BockHeartTens || r.Schweinchen || r.WithoutNines ||
			r.Armut || r.HochzeitChoice || r.SoloBonus != 0 || r.Rounds != 0 || r.Tricks() != 12 {
			t.Errorf("%s reads as %+v", cfg, r)
		}
		if err := r.Validate(); err != nil {
			t.Errorf("%s: %v", cfg, err)
		}
	}
	if r := preset(t, "doppelkopf"); r.Dullen != DullenFirst {
		t.Errorf("doppelkopf: Dullen %q", r.Dullen)
	}
	g, err := decodeGame([]byte(`{"rules":{"preset":"doppelkopf-home"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Rules; r != preset(t, "doppelkopf-home") || r.Dullen != DullenSecondLast || r.WithoutNines || r.SoloBonus != 0 {
		t.Errorf("the home preset's config reads as %+v", r)
	}
}

// TestRounds: a game set in rounds lasts one deal by every seat per round,
// four deals a round at four, five at five; it ends there, says so in
// rounds, and the Pflichtsoli owed are counted against its deals.
func TestRounds(t *testing.T) {
	win := Entry{Type: Normal, Alten: []int{1, 3}, Sunkte: ip(130)}
	r := ddvRules
	r.Rounds = 2
	g := ddvGame(4, r)
	if g.Length() != 8 || ddvGame(5, r).Length() != 10 {
		t.Fatalf("lengths %d and %d", g.Length(), ddvGame(5, r).Length())
	}
	es := slices.Repeat([]Entry{win}, 8)
	st, _ := replayAll(t, g, es...)
	if !st.Over || st.Deals != 8 {
		t.Fatalf("after 8 deals: over %v", st.Over)
	}
	if note := Summarize(g, st).Note; note.String() != "Game over after 2 rounds (8 deals)." || lextest.De(note) != "Spiel beendet nach 2 Runden (8 Spielen)." {
		t.Errorf("note %+v", note)
	}
	_, _, err := Replay(g, append(es, win))
	if err == nil || !strings.Contains(err.Error(), "all 2 rounds (8 deals) are played") {
		t.Errorf("a ninth deal: %v", err)
	}
	// One round with a Pflichtsolo each at four: the four solos owed fill
	// the four deals, so the first player left of the dealer is vorgeführt
	// at once.
	r = preset(t, "doppelkopf")
	r.Deals, r.Rounds = 0, 1
	st, _, err = Replay(ddvGame(4, r), nil)
	if err != nil || st.Forced == nil || *st.Forced != 1 {
		t.Errorf("forced %v, %v", st.Forced, err)
	}
}

// TestSoloBonus scores solos with a bonus of 2; each case says how the
// points come about.
func TestSoloBonus(t *testing.T) {
	g := ddvGame(4, homeRules(func(r *Rules) { r.SoloBonus = 2 }))
	tests := []struct {
		name  string
		entry Entry
		items []string
		delta []int
	}{
		// Won with 130, nothing announced: 1 for winning, 2 bonus; ×3
		// for the soloist.
		{"a solo won", Entry{Type: DamenSolo, Alten: []int{3}, Sunkte: ip(130)},
			[]string{"ddv-won:1", "solo-bonus:2"}, []int{-3, -3, -3, 9}},
		// Lost with 85: the opponents win 1 and 1 for below 90, and the
		// bonus goes to them.
		{"a solo lost", Entry{Type: Knochenloser, Alten: []int{3}, Sunkte: ip(85)},
			[]string{"K ddv-won:1", "K ddv-below90:1", "K solo-bonus:2"}, []int{4, 4, 4, -12}},
		// A silent Hochzeit and a Hochzeit played alone score as solos,
		// so the bonus counts.
		{"a silent Hochzeit", Entry{Type: StilleHochzeit, Alten: []int{3}, Sunkte: ip(130)},
			[]string{"ddv-won:1", "solo-bonus:2"}, []int{-3, -3, -3, 9}},
		{"a Hochzeit alone", Entry{Type: Hochzeit, Alten: []int{3}, Sunkte: ip(130)},
			[]string{"ddv-won:1", "solo-bonus:2"}, []int{-3, -3, -3, 9}},
		// A normal game has no bonus.
		{"a normal game", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(130)},
			[]string{"ddv-won:1"}, []int{1, -1, 1, -1}},
		// Both said keine 90 and both fell short at 120:120: nobody wins,
		// each gets 1 for 120 against the other's keine 90, no bonus.
		{"a solo nobody won", Entry{Type: TrumpfSolo, Alten: []int{3}, Sunkte: ip(120), AltenCall: Keine45, AnderenCall: Keine45},
			[]string{"ddv-re-against:1", "K ddv-kontra-against:1"}, []int{0, 0, 0, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			step := replayOne(t, g, tc.entry)
			if got := items(step.Result); !slices.Equal(got, tc.items) || !slices.Equal(step.Delta, tc.delta) {
				t.Errorf("items %v delta %v, want %v %v", got, step.Delta, tc.items, tc.delta)
			}
		})
	}
	step := replayOne(t, g, tests[0].entry)
	if it := step.Result.Items[1]; it.Ref.Game != "doppelkopf" || it.Ref.Section != "doppelkopf.solo-bonus" ||
		!strings.Contains(step.Text.String(), "solo bonus (home rule) +2") || !strings.Contains(lextest.De(step.Text), "Solozuschlag (Hausregel) +2") {
		t.Errorf("item %+v, text %s", it, step.Text.String())
	}
	// Under Bock the bonus counts twice like the rest: (1 + 2) × 2 × 3.
	bock := g
	bock.Rules.Bock, bock.Rules.BockTie = true, true
	_, steps := replayAll(t, bock, dealTie, tests[0].entry)
	if !slices.Equal(steps[1].Delta, []int{-6, -6, -6, 18}) {
		t.Errorf("under Bock: %v", steps[1].Delta)
	}
}

// TestArmutPlayed: with the home rule an Armut is played as a normal game,
// the poor player and the taker being the Re party; the point against the
// Kreuz-Damen and the foxes count as in any normal game.
func TestArmutPlayed(t *testing.T) {
	on := homeRules(func(r *Rules) { r.Armut = true })
	g := ddvGame(4, on)
	// Anna (poor) and Carl (taker) make 100: Kontra wins with 140, 1 for
	// winning, 1 against the Kreuz-Damen, 1 for a fox caught.
	step := replayOne(t, g, Entry{Type: ArmutGespielt, Alten: []int{0, 2}, Sunkte: ip(100), AnderenFoxes: 1})
	if got := items(step.Result); !slices.Equal(got, []string{"K ddv-won:1", "K ddv-gegen-die-alten:1", "K ddv-fox:1"}) ||
		!slices.Equal(step.Delta, []int{-3, 3, -3, 3}) {
		t.Errorf("Kontra won: %v %v", got, step.Delta)
	}
	if !strings.Contains(step.Text.String(), "Armut played (home rule: the poor player and the taker are the Re party); the Re party (A, C) took 100 Augen") ||
		!strings.Contains(lextest.De(step.Text), "Armut gespielt (Hausregel") {
		t.Errorf("text: %s", step.Text.String())
	}
	// Bo and Dora make 150 after Re, with a fox and Karlchen: 1 + 2 + 1 + 1.
	step = replayOne(t, g, Entry{Type: ArmutGespielt, Alten: []int{1, 3}, Sunkte: ip(150), AltenCall: Re, AltenFoxes: 1, Karlchen: "alten"})
	if !slices.Equal(step.Delta, []int{-5, 5, -5, 5}) {
		t.Errorf("Re won: %v", step.Delta)
	}
	rejects := []struct {
		name  string
		g     Game
		entry Entry
		field string
	}{
		{"without the home rule", ddvGame(4, ddvRules), Entry{Type: ArmutGespielt, Alten: []int{0, 2}, Sunkte: ip(100)}, "type"},
		{"under Bunkte", game(2, preset(t, "ploen")), Entry{Type: ArmutGespielt, Alten: []int{0, 2}, Sunkte: ip(100)}, "type"},
		{"the poor player alone", g, Entry{Type: ArmutGespielt, Alten: []int{0}, Sunkte: ip(100)}, "alten"},
		{"three players", g, Entry{Type: ArmutGespielt, Alten: []int{0, 1, 2}, Sunkte: ip(100)}, "alten"},
	}
	for _, tc := range rejects {
		tc.entry.Kind = KindDeal
		if _, _, err := Replay(tc.g, []Entry{tc.entry}); fieldOf(err) != tc.field {
			t.Errorf("%s: %v, want an error about %s", tc.name, err, tc.field)
		}
	}
	// Nobody took it: the redeal names the Armut.
	step = replayOne(t, g, Entry{Type: Armut})
	if !strings.Contains(step.Text.String(), "Nobody took the Armut, so the same dealer deals anew") {
		t.Errorf("redeal: %s", step.Text.String())
	}
	// The types a table may enter.
	if types := on.Types(); !slices.Contains(types, ArmutGespielt) || slices.Contains(types, Schieben) ||
		slices.Contains(ddvRules.Types(), ArmutGespielt) || !slices.Equal(preset(t, "ploen").Types(), GameTypes) {
		t.Errorf("types %v", types)
	}
	// An Armut is no solo, so it cannot be a vorgeführtes Pflichtsolo.
	forced := on
	forced.Pflichtsolo, forced.Deals = true, 4
	if _, _, err := Replay(ddvGame(4, forced), []Entry{{Kind: KindDeal, Type: ArmutGespielt, Alten: []int{1, 2}, Sunkte: ip(130)}}); fieldOf(err) != "type" {
		t.Errorf("forced solo: %v", err)
	}
}

// TestWithoutNines: 40 cards in 10 tricks still hold 240 Augen, but every
// trick holds at least 8 (four Buben), so no trick is worth nothing, a
// party with a trick has 8 Augen or more, and Doppelköpfe leave the other
// tricks their 8 each.
func TestWithoutNines(t *testing.T) {
	g := ddvGame(4, homeRules(func(r *Rules) { r.WithoutNines = true }))
	tests := []struct {
		name  string
		entry Entry
		field string
		delta []int
	}{
		// Kontra took no trick: won, below 90, 60, 30 and schwarz.
		{"schwarz", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(240)}, "", []int{5, -5, 5, -5}},
		// The Re party's one trick of four Buben: Kontra wins, below 90,
		// 60, 30, and against the Kreuz-Damen.
		{"a trick of four Buben", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(8)}, "", []int{-5, 5, -5, 5}},
		{"a trick worth nothing", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(0), ZeroTrick: true}, "zero_trick", nil},
		{"5 Augen", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(5)}, "sunkte", nil},
		{"4 Augen for Kontra", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(236)}, "sunkte", nil},
		// Five Doppelköpfe and five tricks of 8 make 240: Kontra wins at
		// 120 with 1, 1 against the Kreuz-Damen and 2 Doppelköpfe, Re has 3.
		{"five Doppelköpfe", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(120), AltenTupelkoepfe: 3, AnderenTupelkoepfe: 2},
			"", []int{-1, 1, -1, 1}},
		// Six would leave 4 tricks with nothing.
		{"six Doppelköpfe", Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(120), AltenTupelkoepfe: 3, AnderenTupelkoepfe: 3},
			"anderen_tupelkoepfe", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.entry.Kind = KindDeal
			_, steps, err := Replay(g, []Entry{tc.entry})
			if fieldOf(err) != tc.field {
				t.Fatalf("error %v, want one about %q", err, tc.field)
			}
			if err == nil && !slices.Equal(steps[0].Delta, tc.delta) {
				t.Errorf("delta %v, want %v", steps[0].Delta, tc.delta)
			}
		})
	}
	// With the nines the same six Doppelköpfe fit: two tricks of four
	// nines may hold nothing.
	replayOne(t, ddvGame(4, ddvRules), tests[len(tests)-1].entry)
	if (Rules{WithoutNines: true}).Tricks() != 10 || ddvRules.Tricks() != 12 {
		t.Error("tricks")
	}
}

// TestHeartTens: the entry says both Herz-Zehnen fell in one trick; only
// the DDV scoring takes it, a redeal does not, and without the trigger it
// is told but brings nothing.
func TestHeartTens(t *testing.T) {
	tens := Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(121), HeartTens: true}
	step := replayOne(t, ddvGame(4, ddvRules), tens)
	if !slices.Equal(step.Delta, []int{1, -1, 1, -1}) || step.BockTriggers != nil ||
		!strings.Contains(step.Text.String(), "Both Herz-Zehnen fell in one trick.") || !strings.Contains(lextest.De(step.Text), "Beide Herz-Zehnen fielen in einem Stich.") {
		t.Errorf("without the trigger: %v %v %s", step.Delta, step.BockTriggers, step.Text.String())
	}
	for _, tc := range []struct {
		name  string
		g     Game
		entry Entry
		field string
	}{
		{"under Bunkte", game(2, preset(t, "ploen")), tens, "heart_tens"},
		{"with a redeal", ddvGame(4, ddvRules), Entry{Type: Armut, HeartTens: true}, "type"},
	} {
		tc.entry.Kind = KindDeal
		if _, _, err := Replay(tc.g, []Entry{tc.entry}); fieldOf(err) != tc.field {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// TestMostDoppelkoepfe: six tricks of 40 Augen use up the 240 with the
// nines, whose other tricks may be worth nothing; without them the other
// tricks hold 8 Augen each, so five at most (5 × 40 + 5 × 8 = 240), and the
// form offers what the check takes.
func TestMostDoppelkoepfe(t *testing.T) {
	with, without := preset(t, "doppelkopf"), preset(t, "doppelkopf")
	without.WithoutNines = true
	if with.MostDoppelkoepfe() != 6 || with.MinTrick() != 0 {
		t.Errorf("with nines: %d Doppelköpfe, tricks from %d Augen", with.MostDoppelkoepfe(), with.MinTrick())
	}
	if without.MostDoppelkoepfe() != 5 || without.MinTrick() != 8 {
		t.Errorf("without nines: %d Doppelköpfe, tricks from %d Augen", without.MostDoppelkoepfe(), without.MinTrick())
	}
}

// withSchweinchen is r with Schweinchen on.
func withSchweinchen(r Rules) Rules {
	r.Schweinchen = true
	return r
}
