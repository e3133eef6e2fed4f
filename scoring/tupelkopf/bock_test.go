package tupelkopf

import (
	"schreiber/rules/lextest"
	"slices"
	"strings"
	"testing"
)

// bockRules are the DDV points with Bock rounds after the given triggers
// and without Pflichtsoli or an end, so that deals can be scored in a row.
func bockRules(stack BockStack, triggers ...string) Rules {
	r := ddvRules
	r.Bock, r.BockStack = true, stack
	for _, t := range triggers {
		switch t {
		case TriggerTie:
			r.BockTie = true
		case TriggerLostCall:
			r.BockLostCall = true
		case TriggerKontraWon:
			r.BockKontraWon = true
		case TriggerSoloLost:
			r.BockSoloLost = true
		case TriggerHeartTens:
			r.BockHeartTens = true
		}
	}
	return r
}

// replayAll replays deals and fails the test on an error; an entry without
// a kind is a deal entered in full.
func replayAll(t *testing.T, g Game, es ...Entry) (Standings, []Step) {
	t.Helper()
	for i := range es {
		if es[i].Kind == "" {
			es[i].Kind = KindDeal
		}
	}
	st, steps, err := Replay(g, es)
	if err != nil {
		t.Fatal(err)
	}
	return st, steps
}

// Deals worked out by hand; the Re party is seats 0 and 2 unless a solo.
var (
	dealTie      = Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(120)}                     // Kontra wins 2: won, gegen die Alten
	dealReWins   = Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(121)}                     // Re wins 1
	dealReLost   = Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(119), AltenCall: Re}      // Kontra wins 4
	dealReMade   = Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(130), AltenCall: Re}      // Re wins 3
	dealKontra   = Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(80), AnderenCall: Contra} // Kontra wins 5
	dealKontraOK = Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(121), AnderenCall: Contra}
	dealSoloLost = Entry{Type: Knochenloser, Alten: []int{3}, Sunkte: ip(85)} // Kontra wins 2: won, below 90
	dealSoloWon  = Entry{Type: DamenSolo, Alten: []int{3}, Sunkte: ip(130)}
	dealArmut    = Entry{Type: Armut}
)

// TestBockTriggers scores one deal with one trigger switched on: the deal
// keeps its points, and a Bock round of four deals at ×2 follows when, and
// only when, it fulfils the trigger.
func TestBockTriggers(t *testing.T) {
	tests := []struct {
		name    string
		trigger string
		entry   Entry
		fires   bool
		delta   []int
	}{
		{"120:120 brings Bock", TriggerTie, dealTie, true, []int{-2, 2, -2, 2}},
		{"121:119 does not", TriggerTie, dealReWins, false, []int{1, -1, 1, -1}},
		{"Re announced and lost", TriggerLostCall, dealReLost, true, []int{-4, 4, -4, 4}},
		{"Kontra announced and lost", TriggerLostCall, dealKontraOK, true, []int{3, -3, 3, -3}},
		{"Re announced and made", TriggerLostCall, dealReMade, false, []int{3, -3, 3, -3}},
		{"a lost deal without an announcement", TriggerLostCall, dealTie, false, []int{-2, 2, -2, 2}},
		{"nobody wins after two Absagen: both announcements lost", TriggerLostCall,
			Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(120), AltenCall: Keine45, AnderenCall: Keine45},
			true, []int{0, 0, 0, 0}},
		{"Kontra announced and won", TriggerKontraWon, dealKontra, true, []int{-5, 5, -5, 5}},
		{"Kontra won without announcing", TriggerKontraWon, dealTie, false, []int{-2, 2, -2, 2}},
		{"Kontra announced, Re won", TriggerKontraWon, dealKontraOK, false, []int{3, -3, 3, -3}},
		{"a lost solo", TriggerSoloLost, dealSoloLost, true, []int{2, 2, 2, -6}},
		{"a won solo", TriggerSoloLost, dealSoloWon, false, []int{-1, -1, -1, 3}},
		{"a lost normal game is no solo", TriggerSoloLost, dealTie, false, []int{-2, 2, -2, 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, steps := replayAll(t, ddvGame(4, bockRules(BockStacked, tc.trigger)), tc.entry)
			step := steps[0]
			if !slices.Equal(step.Delta, tc.delta) || step.Multiplier != 0 {
				t.Errorf("delta %v ×%d, want %v unmultiplied", step.Delta, step.Multiplier, tc.delta)
			}
			want, queue := []string(nil), []int(nil)
			if tc.fires {
				want, queue = []string{tc.trigger}, []int{2, 2, 2, 2}
			}
			if !slices.Equal(step.BockTriggers, want) || !slices.Equal(st.BockQueue, queue) {
				t.Errorf("triggers %v, queue %v; want %v, %v", step.BockTriggers, st.BockQueue, want, queue)
			}
			if tc.fires != strings.Contains(step.Text.String(), "a Bock round of 4 deals follows") {
				t.Errorf("text: %s", step.Text.String())
			}
		})
	}
}

// TestBockTriggersTogether: a deal that fulfils several triggers brings one
// Bock round and names every reason.
func TestBockTriggersTogether(t *testing.T) {
	r := bockRules(BockStacked, TriggerTie, TriggerLostCall, TriggerKontraWon, TriggerSoloLost)
	st, steps := replayAll(t, ddvGame(4, r), Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(120),
		AltenCall: Re, AnderenCall: Contra})
	want := []string{TriggerTie, TriggerLostCall, TriggerKontraWon}
	if !slices.Equal(steps[0].BockTriggers, want) || !slices.Equal(st.BockQueue, []int{2, 2, 2, 2}) {
		t.Errorf("triggers %v, queue %v", steps[0].BockTriggers, st.BockQueue)
	}
	if !strings.Contains(steps[0].Text.String(), "120:120, an announcement lost, Kontra announced and won: a Bock round") ||
		!strings.Contains(lextest.De(steps[0].Text), "120:120, eine Ansage verloren, Kontra angesagt und gewonnen: eine Bockrunde") {
		t.Errorf("text: %+v", steps[0].Text)
	}
}

// TestBockStackOrQueue plays a tie, a Bock deal, a second tie in Bock deal
// 2, a third in Bock deal 3, and a plain deal: stacked, overlapping rounds
// double again (Doppelbock ×4, then ×8); queued, every Bock deal counts ×2
// and the further rounds follow one after the other.
func TestBockStackOrQueue(t *testing.T) {
	deals := []Entry{dealTie, dealReWins, dealTie, dealTie, dealReWins}
	tests := []struct {
		stack  BockStack
		mults  []int   // Multiplier of every step
		places [][]int // BockDeal, BockRounds of every step
		deltas [][]int
		queue  []int // pending afterwards
		rounds []int
	}{
		{
			stack:  BockStacked,
			mults:  []int{0, 2, 2, 4, 8},
			places: [][]int{{0, 0}, {1, 1}, {2, 1}, {3, 2}, {4, 3}},
			deltas: [][]int{{-2, 2, -2, 2}, {2, -2, 2, -2}, {-4, 4, -4, 4}, {-8, 8, -8, 8}, {8, -8, 8, -8}},
			// After deal 5 the rounds of deals 3 and 4 have 2 and 3 deals left.
			queue: []int{4, 4, 2}, rounds: []int{2, 3},
		},
		{
			stack:  BockQueued,
			mults:  []int{0, 2, 2, 2, 2},
			places: [][]int{{0, 0}, {1, 1}, {2, 1}, {3, 2}, {4, 3}},
			deltas: [][]int{{-2, 2, -2, 2}, {2, -2, 2, -2}, {-4, 4, -4, 4}, {-4, 4, -4, 4}, {2, -2, 2, -2}},
			queue:  []int{2, 2, 2, 2, 2, 2, 2, 2}, rounds: []int{4, 4},
		},
	}
	for _, tc := range tests {
		t.Run(string(tc.stack), func(t *testing.T) {
			st, steps := replayAll(t, ddvGame(4, bockRules(tc.stack, TriggerTie)), slices.Clone(deals)...)
			for i, s := range steps {
				if s.Multiplier != tc.mults[i] || s.BockDeal != tc.places[i][0] || s.BockRounds != tc.places[i][1] ||
					!slices.Equal(s.Delta, tc.deltas[i]) {
					t.Errorf("deal %d: ×%d, Bock deal %d with %d rounds, delta %v; want ×%d, %v, %v",
						i+1, s.Multiplier, s.BockDeal, s.BockRounds, s.Delta, tc.mults[i], tc.places[i], tc.deltas[i])
				}
			}
			if !slices.Equal(st.BockQueue, tc.queue) || !slices.Equal(st.BockRounds, tc.rounds) {
				t.Errorf("pending %v in rounds %v, want %v in %v", st.BockQueue, st.BockRounds, tc.queue, tc.rounds)
			}
		})
	}
	_, steps := replayAll(t, ddvGame(4, bockRules(BockStacked, TriggerTie)), slices.Clone(deals)...)
	if got := steps[3].Text.String(); !strings.Contains(got, "Bock deal 3 of 4 with 2 Bock rounds overlapping: every point counts 4 times.") ||
		!strings.Contains(got, "doubles the 3 Bock deals still pending once more") {
		t.Errorf("Doppelbock text: %s", got)
	}
	if got := lextest.De(steps[1].Text); !strings.Contains(got, "Bockspiel 1 von 4: jeder Punkt zählt doppelt.") {
		t.Errorf("Bock text: %s", got)
	}
	_, steps = replayAll(t, ddvGame(4, bockRules(BockQueued, TriggerTie)), slices.Clone(deals)...)
	if got := steps[3].Text.String(); !strings.Contains(got, "2 Bock rounds pending one after the other: every point counts twice.") ||
		!strings.Contains(got, "follows after the 5 Bock deals still pending") {
		t.Errorf("queued text: %s", got)
	}
}

// TestBockDoublesTheWholeDeal: under Bock the game points and the
// Sonderpunkte count twice, for a normal game and for a solo alike; the
// explanation of the points stays that of the deal itself.
func TestBockDoublesTheWholeDeal(t *testing.T) {
	extras := Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(100), AnderenTupelkoepfe: 2, AnderenFoxes: 2,
		Karlchen: "anderen"} // Kontra 7: won, gegen die Alten, 2 Doppelköpfe, 2 foxes, Karlchen
	solo := Entry{Type: TrumpfSolo, Alten: []int{1}, Sunkte: ip(130), AltenCall: Re} // 3, threefold for the soloist
	st, steps := replayAll(t, ddvGame(4, bockRules(BockStacked, TriggerTie)), dealTie, extras, solo)
	if steps[1].Result.Bunkte != [2]int{0, 7} || !slices.Equal(steps[1].Delta, []int{-14, 14, -14, 14}) {
		t.Errorf("Sonderpunkte under Bock: points %v, delta %v", steps[1].Result.Bunkte, steps[1].Delta)
	}
	if !slices.Equal(steps[2].Delta, []int{-6, 18, -6, -6}) {
		t.Errorf("solo under Bock: delta %v", steps[2].Delta)
	}
	if got := scores(&st); !slices.Equal(got, []int{-22, 34, -22, 10}) {
		t.Errorf("scores %v", got)
	}
	if !strings.Contains(steps[1].Text.String(), "B +14 → 16") {
		t.Errorf("text: %s", steps[1].Text.String())
	}
}

// TestBockLapsesAtTheEnd: a game of three deals with a tie in the first
// plays two Bock deals; a tie in the last brings no round, and the Bock
// deals still pending lapse.
func TestBockLapsesAtTheEnd(t *testing.T) {
	r := bockRules(BockStacked, TriggerTie)
	r.Deals = 3
	st, steps := replayAll(t, ddvGame(4, r), dealTie, dealReWins, dealTie)
	if got := []int{steps[0].Multiplier, steps[1].Multiplier, steps[2].Multiplier}; !slices.Equal(got, []int{0, 2, 2}) {
		t.Errorf("multipliers %v", got)
	}
	if !st.Over || st.BockQueue != nil || st.BockRounds != nil {
		t.Errorf("over %v, pending %v %v", st.Over, st.BockQueue, st.BockRounds)
	}
	if !slices.Equal(steps[2].BockTriggers, []string{TriggerTie}) {
		t.Errorf("last deal's triggers %v", steps[2].BockTriggers)
	}
	text := steps[2].Text.String()
	if !strings.Contains(text, "120:120: a Bock round would follow, but the game is over.") ||
		!strings.Contains(text, "The game is over; the 2 Bock deals still pending lapse.") {
		t.Errorf("text: %s", text)
	}
}

// TestBockRedeal: a redeal during Bock uses up no Bock deal.
func TestBockRedeal(t *testing.T) {
	st, steps := replayAll(t, ddvGame(4, bockRules(BockStacked, TriggerTie)), dealTie, dealArmut, dealReWins, dealArmut)
	if steps[1].Multiplier != 0 || steps[2].Multiplier != 2 || steps[2].BockDeal != 1 {
		t.Errorf("redeal ×%d, next deal ×%d as Bock deal %d", steps[1].Multiplier, steps[2].Multiplier, steps[2].BockDeal)
	}
	if !slices.Equal(st.BockQueue, []int{2, 2, 2}) || st.Redeals != 2 {
		t.Errorf("pending %v after %d redeals", st.BockQueue, st.Redeals)
	}
	if !strings.Contains(steps[1].Text.String(), "A redeal uses up no Bock deal: the new deal is still Bock deal 1 of 4, at ×2.") ||
		!strings.Contains(steps[3].Text.String(), "still Bock deal 2 of 4") {
		t.Errorf("texts: %s | %s", steps[1].Text.String(), steps[3].Text.String())
	}
}

// TestBockRoundAtFive: at a table of five every seat deals once, so a Bock
// round is five deals; the dealer sitting out still scores nothing.
func TestBockRoundAtFive(t *testing.T) {
	tie := Entry{Type: Normal, Alten: []int{1, 3}, Sunkte: ip(120)}
	win := Entry{Type: Normal, Alten: []int{2, 4}, Sunkte: ip(121)}
	st, steps := replayAll(t, ddvGame(5, bockRules(BockStacked, TriggerTie)), tie, win)
	if !slices.Equal(steps[1].Delta, []int{-2, 0, 2, -2, 2}) {
		t.Errorf("delta %v", steps[1].Delta)
	}
	if steps[1].BockOf != 5 || !slices.Equal(st.BockQueue, []int{2, 2, 2, 2}) {
		t.Errorf("round of %d, pending %v", steps[1].BockOf, st.BockQueue)
	}
}

// TestNoBockUnderTheDDVPreset: the tournament preset has no Bock rounds,
// whatever happens; the home preset has them, with the other home rules of
// the play.
func TestNoBockUnderTheDDVPreset(t *testing.T) {
	deals := []Entry{dealTie, dealReLost, dealKontra, dealSoloLost, dealTie}
	st, steps := replayAll(t, ddvGame(4, preset(t, "doppelkopf")), slices.Clone(deals)...)
	for _, s := range steps {
		if s.Multiplier != 0 || s.BockTriggers != nil || strings.Contains(s.Text.String(), "Bock") {
			t.Errorf("deal %d: ×%d, triggers %v", s.Deal, s.Multiplier, s.BockTriggers)
		}
	}
	if st.BockQueue != nil || st.BockRounds != nil {
		t.Errorf("pending %v", st.BockQueue)
	}
	home := preset(t, "doppelkopf-home")
	if d := home.Diff(preset(t, "doppelkopf")); !slices.Equal(d, []string{"dullen", "schweinchen", "armut", "hochzeit_choice", "bock", "bock_tie", "bock_lost_call"}) {
		t.Errorf("home preset differs in %v", d)
	}
	_, steps = replayAll(t, ddvGame(4, home), slices.Clone(deals)...)
	if got := []int{steps[1].Multiplier, steps[4].Multiplier}; !slices.Equal(got, []int{2, 4}) {
		t.Errorf("home preset multipliers %v", got)
	}
}

// TestBockConfigs: stored configs without the Bock options read as their
// preset has them; Validate refuses what makes no sense.
func TestBockConfigs(t *testing.T) {
	for cfg, want := range map[string]bool{
		`{"rules":{"preset":"doppelkopf","tally":"net","share":"carry","scoring":"ddv","deals":24,"pflichtsolo":true}}`: false,
		`{"rules":{"preset":"doppelkopf-home"}}`:                               true,
		`{"rules":{"preset":"ploen","tally":"net","share":"carry","deals":0}}`: false,
	} {
		g, err := decodeGame([]byte(cfg))
		if err != nil || g.Rules.bock() != want || g.Rules.BockStack != BockStacked {
			t.Errorf("%s: Bock %v, stack %q, %v", cfg, g.Rules.bock(), g.Rules.BockStack, err)
		}
	}
	bunkte := preset(t, "ploen")
	bunkte.Bock, bunkte.BockTie = true, true
	noTrigger := ddvRules
	noTrigger.Bock = true
	odd := ddvRules
	odd.BockStack = "pile"
	for _, tc := range []struct {
		r     Rules
		field string
	}{{bunkte, "bock"}, {noTrigger, "bock"}, {odd, "bock_stack"}} {
		if got := fieldOf(tc.r.Validate()); got != tc.field {
			t.Errorf("%+v refused for %q, want %q", tc.r, got, tc.field)
		}
	}
	if d := preset(t, "doppelkopf-home").Describe().String(); !strings.Contains(d, "Bock rounds after 120:120, an announcement lost, Doppelbock when they overlap;") {
		t.Errorf("describe: %s", d)
	}
}

// TestBockHeartTensAndFastEntries: the heart-tens trigger reads the entry's
// flag, in a solo too; of a fast entry the engine sees a lost solo itself
// and takes the table's word for the rest, and never mistakes a fast
// entry's missing Augen for 120:120.
func TestBockHeartTensAndFastEntries(t *testing.T) {
	tens := Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(121), HeartTens: true}
	soloTens := Entry{Type: DamenSolo, Alten: []int{3}, Sunkte: ip(130), HeartTens: true}
	reported := fast([]int{1, 3}, 2, 0, 0)
	reported.Bock = true
	lostReported := fast([]int{0, 1, 2}, 1, 0, 0)
	lostReported.Bock = true
	tests := []struct {
		name     string
		triggers []string
		entry    Entry
		want     []string
		delta    []int
	}{
		{"both Herz-Zehnen in one trick", []string{TriggerHeartTens}, tens, []string{TriggerHeartTens}, []int{1, -1, 1, -1}},
		{"both Herz-Zehnen in a solo", []string{TriggerHeartTens}, soloTens, []string{TriggerHeartTens}, []int{-1, -1, -1, 3}},
		{"the Herz-Zehnen apart", []string{TriggerHeartTens}, dealReWins, nil, []int{1, -1, 1, -1}},
		{"the Herz-Zehnen with another trigger", []string{TriggerTie}, tens, nil, []int{1, -1, 1, -1}},
		// 2 for the winners B and D; the table saw a trigger.
		{"a fast entry the table marks", []string{TriggerTie}, reported, []string{TriggerReported}, []int{-2, 2, -2, 2}},
		{"a fast entry without the mark", []string{TriggerTie, TriggerLostCall}, fast([]int{1, 3}, 2, 0, 0), nil, []int{-2, 2, -2, 2}},
		// D lost a solo worth 1: seen from the three winners.
		{"a fast solo lost", []string{TriggerSoloLost}, fast([]int{0, 1, 2}, 1, 0, 0), []string{TriggerSoloLost}, []int{1, 1, 1, -3}},
		{"a fast solo won", []string{TriggerSoloLost}, fast([]int{3}, 1, 0, 0), nil, []int{-1, -1, -1, 3}},
		{"a fast solo lost and marked", []string{TriggerTie, TriggerSoloLost}, lostReported,
			[]string{TriggerSoloLost, TriggerReported}, []int{1, 1, 1, -3}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, steps := replayAll(t, ddvGame(4, bockRules(BockStacked, tc.triggers...)), tc.entry)
			var queue []int
			if tc.want != nil {
				queue = []int{2, 2, 2, 2}
			}
			if !slices.Equal(steps[0].BockTriggers, tc.want) || !slices.Equal(st.BockQueue, queue) || !slices.Equal(steps[0].Delta, tc.delta) {
				t.Errorf("triggers %v, queue %v, delta %v; want %v, %v, %v", steps[0].BockTriggers, st.BockQueue, steps[0].Delta,
					tc.want, queue, tc.delta)
			}
		})
	}
	_, steps := replayAll(t, ddvGame(4, bockRules(BockStacked, TriggerHeartTens)), tens)
	if !strings.Contains(steps[0].Text.String(), "Both Herz-Zehnen in one trick: a Bock round of 4 deals follows.") ||
		!strings.Contains(lextest.De(steps[0].Text), "Beide Herz-Zehnen in einem Stich: eine Bockrunde von 4 Spielen folgt.") ||
		strings.Contains(steps[0].Text.String(), "fell in one trick") {
		t.Errorf("text: %+v", steps[0].Text)
	}
	_, steps = replayAll(t, ddvGame(4, bockRules(BockStacked, TriggerTie)), reported)
	if !strings.Contains(steps[0].Text.String(), "Reported by the table: a Bock round of 4 deals follows.") {
		t.Errorf("text: %s", steps[0].Text.String())
	}
}

// TestBockStackOrQueueWithHeartTens plays TestBockStackOrQueue's deals with
// the heart-tens trigger, the Bock deals fast: a fast deal under Bock is
// multiplied like any, and the table's mark brings rounds as the
// Herz-Zehnen do.
func TestBockStackOrQueueWithHeartTens(t *testing.T) {
	tens := Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(121), HeartTens: true} // Re wins 1
	marked := fast([]int{0, 2}, 1, 0, 0)                                              // Re wins 1, the table saw both tens
	marked.Bock = true
	plain := fast([]int{1, 3}, 1, 0, 0) // Kontra wins 1
	deals := []Entry{tens, plain, marked, tens, plain}
	for _, tc := range []struct {
		stack  BockStack
		mults  []int
		deltas [][]int
		queue  []int
	}{
		// Rounds brought by deals 1, 3 and 4 overlap from deal 4 on.
		{BockStacked, []int{0, 2, 2, 4, 8},
			[][]int{{1, -1, 1, -1}, {-2, 2, -2, 2}, {2, -2, 2, -2}, {4, -4, 4, -4}, {-8, 8, -8, 8}}, []int{4, 4, 2}},
		// Queued, each counts twice and the rounds wait their turn.
		{BockQueued, []int{0, 2, 2, 2, 2},
			[][]int{{1, -1, 1, -1}, {-2, 2, -2, 2}, {2, -2, 2, -2}, {2, -2, 2, -2}, {-2, 2, -2, 2}}, slices.Repeat([]int{2}, 8)},
	} {
		t.Run(string(tc.stack), func(t *testing.T) {
			st, steps := replayAll(t, ddvGame(4, bockRules(tc.stack, TriggerHeartTens)), slices.Clone(deals)...)
			for i, s := range steps {
				if s.Multiplier != tc.mults[i] || !slices.Equal(s.Delta, tc.deltas[i]) {
					t.Errorf("deal %d: ×%d, delta %v; want ×%d, %v", i+1, s.Multiplier, s.Delta, tc.mults[i], tc.deltas[i])
				}
			}
			if !slices.Equal(st.BockQueue, tc.queue) {
				t.Errorf("pending %v, want %v", st.BockQueue, tc.queue)
			}
		})
	}
}

// TestBockCutByRounds: a game of one round at four is four deals; a tie in
// the second brings a round of which only deals 3 and 4 are played, and
// the two left lapse with the game.
func TestBockCutByRounds(t *testing.T) {
	r := bockRules(BockStacked, TriggerTie)
	r.Rounds = 1
	st, steps := replayAll(t, ddvGame(4, r), dealReWins, dealTie, dealReWins, fast([]int{1, 3}, 2, 0, 0))
	if got := []int{steps[0].Multiplier, steps[1].Multiplier, steps[2].Multiplier, steps[3].Multiplier}; !slices.Equal(got, []int{0, 0, 2, 2}) {
		t.Errorf("multipliers %v", got)
	}
	if !st.Over || st.BockQueue != nil || !slices.Equal(steps[3].Delta, []int{-4, 4, -4, 4}) {
		t.Errorf("over %v, pending %v, last %v", st.Over, st.BockQueue, steps[3].Delta)
	}
	if !strings.Contains(steps[3].Text.String(), "So 4 for each winner.") ||
		!strings.Contains(steps[3].Text.String(), "The game is over; the 2 Bock deals still pending lapse.") {
		t.Errorf("text: %s", steps[3].Text.String())
	}
}

// gameOnly is bockRules with Bock multiplying the game points only.
func gameOnly(triggers ...string) Rules {
	r := bockRules(BockStacked, triggers...)
	r.BockScope = BockGame
	return r
}

// TestBockScope: a table where Bock doubles the game points only counts
// the Sonderpunkte once; a solo, which has none, is doubled as a whole; so
// is a fast entry's value, its Sonderpunkte once. The whole deal, the
// default, doubles everything.
func TestBockScope(t *testing.T) {
	extras := Entry{Type: Normal, Alten: []int{0, 2}, Sunkte: ip(100), AnderenTupelkoepfe: 2, AnderenFoxes: 2,
		Karlchen: "anderen"} // Kontra 7: won 1 (a game point); gegen die Alten, 2 Doppelköpfe, 2 foxes, Karlchen (6 Sonderpunkte)
	solo := Entry{Type: TrumpfSolo, Alten: []int{1}, Sunkte: ip(130), AltenCall: Re} // 3, threefold for the soloist
	quick := fast([]int{1, 3}, 2, 3, 1)                                              // B and D: 2, Sonderpunkte 3:1
	for _, tc := range []struct {
		name  string
		rules Rules
		entry Entry
		delta []int
		text  string
	}{
		{"whole deal", bockRules(BockStacked, TriggerTie), extras, []int{-14, 14, -14, 14}, "Bock deal 1 of 4: every point counts twice."},
		{"game points only", gameOnly(TriggerTie), extras, []int{-8, 8, -8, 8},
			"Bock deal 1 of 4: the game points count twice, the Sonderpunkte once."},
		{"a solo, game points only", gameOnly(TriggerTie), solo, []int{-6, 18, -6, -6}, "the game points count twice"},
		{"fast, whole deal", bockRules(BockStacked, TriggerTie), quick, []int{-8, 8, -8, 8}, "So 8 for each winner."},
		{"fast, game points only", gameOnly(TriggerTie), quick, []int{-6, 6, -6, 6}, "So 6 for each winner."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, steps := replayAll(t, ddvGame(4, tc.rules), dealTie, tc.entry)
			if !slices.Equal(steps[1].Delta, tc.delta) || !strings.Contains(steps[1].Text.String(), tc.text) {
				t.Errorf("delta %v, want %v; text %s", steps[1].Delta, tc.delta, steps[1].Text.String())
			}
		})
	}
	_, steps := replayAll(t, ddvGame(4, gameOnly(TriggerTie)), dealTie, dealTie, extras)
	if got := steps[2].Text.String(); !slices.Equal(steps[2].Delta, []int{-10, 10, -10, 10}) ||
		!strings.Contains(got, "Bock deal 2 of 4 with 2 Bock rounds overlapping: the game points count 4 times, the Sonderpunkte once.") {
		t.Errorf("Doppelbock, game points only: delta %v, text %s", steps[2].Delta, got)
	}
	if got := lextest.De(steps[2].Text); !strings.Contains(got, "Sonderpunkte einfach") {
		t.Errorf("German: %s", got)
	}
}

// TestBockPflichtsolo: a Pflichtsolo keeps the dealer. Played as a Bock
// deal it counts twice either way; by default it uses up a Bock deal, at a
// table with the home rule it does not, and the round still has four.
func TestBockPflichtsolo(t *testing.T) {
	r := bockRules(BockStacked, TriggerTie)
	r.Pflichtsolo = true
	free := r
	free.BockPflichtFree = true
	for _, tc := range []struct {
		name  string
		rules Rules
		queue []int
		text  string
	}{
		{"uses up a Bock deal", r, []int{2, 2, 2}, ""},
		{"uses up none", free, []int{2, 2, 2, 2}, "At this table a Pflichtsolo uses up no Bock deal: the next deal is still Bock deal 1 of 4."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, steps := replayAll(t, ddvGame(4, tc.rules), dealTie, dealSoloWon)
			if steps[1].SoloKind != SoloPflicht || steps[1].Multiplier != 2 || !slices.Equal(st.BockQueue, tc.queue) ||
				steps[1].BockKept != (tc.text != "") || !strings.Contains(steps[1].Text.String(), tc.text) {
				t.Errorf("%s ×%d, kept %v, pending %v; text %s", steps[1].SoloKind, steps[1].Multiplier, steps[1].BockKept, st.BockQueue, steps[1].Text.String())
			}
		})
	}
	// A Lustsolo moves the deal on and uses up its Bock deal.
	st, steps := replayAll(t, ddvGame(4, free), dealTie, dealSoloWon, dealReWins, dealSoloWon)
	if steps[3].SoloKind != SoloLust || steps[3].BockKept || !slices.Equal(st.BockQueue, []int{2, 2}) {
		t.Errorf("Lustsolo: %s, kept %v, pending %v", steps[3].SoloKind, steps[3].BockKept, st.BockQueue)
	}
}

// TestBockHomeOptions: the options read and check as the others; the rules
// line names them where they differ from the default; stored configs
// without them read as their preset has them.
func TestBockHomeOptions(t *testing.T) {
	r := preset(t, "doppelkopf-home")
	r.BockScope, r.BockPflichtFree = BockGame, true
	if d := r.Describe().String(); !strings.Contains(d, "Doppelbock when they overlap; Bock doubles the game points only; a Pflichtsolo uses up no Bock deal;") {
		t.Errorf("describe: %s", d)
	}
	if d := preset(t, "doppelkopf-home").Describe().String(); strings.Contains(d, "game points only") || strings.Contains(d, "uses up no Bock deal") {
		t.Errorf("the home preset's line: %s", d)
	}
	if d := r.Diff(preset(t, "doppelkopf-home")); !slices.Equal(d, []string{"bock_scope", "bock_pflichtsolo_free"}) {
		t.Errorf("diff %v", d)
	}
	g, err := decodeGame([]byte(`{"rules":{"preset":"doppelkopf-home"}}`))
	if err != nil || g.Rules.BockScope != BockWhole || g.Rules.BockPflichtFree {
		t.Errorf("an old config: %+v, %v", g.Rules, err)
	}
	odd := r
	odd.BockScope = "points"
	bunkte := preset(t, "ploen")
	bunkte.BockScope = BockGame
	bunkteFree := preset(t, "ploen")
	bunkteFree.BockPflichtFree = true
	for _, tc := range []struct {
		r     Rules
		field string
	}{{odd, "bock_scope"}, {bunkte, "bock_scope"}, {bunkteFree, "bock_pflichtsolo_free"}} {
		if got := fieldOf(tc.r.Validate()); got != tc.field {
			t.Errorf("%+v refused for %q, want %q", tc.r, got, tc.field)
		}
	}
}
