package tupelkopf

import (
	"slices"
	"strings"
	"testing"

	"schreiber/rules/lextest"
)

// TestDDVWinCases walks through every case of TSR 7.1.1 (the Re party wins)
// and 7.1.2 (the Kontra party wins), each at its mark and one Auge (or the
// trick) short of it, and the case of 7.1.3 where nobody wins. The Re
// party is always seats 0 and 2; sunkte are its Augen.
func TestDDVWinCases(t *testing.T) {
	tests := []struct {
		name   string
		entry  Entry
		winner Party
		cases  [2]int // the TSR case number of the Re and of the Kontra party's target
	}{
		{name: "7.1.1 no. 1: nothing said, Re wins with the 121st Auge",
			entry: Entry{Sunkte: ip(121)}, winner: Alten, cases: [2]int{1, 1}},
		{name: "7.1.2 no. 1: nothing said, Kontra wins with the 120th Auge",
			entry: Entry{Sunkte: ip(120)}, winner: Anderen, cases: [2]int{1, 1}},
		{name: "7.1.1 no. 2: only Re said, Re wins with 121",
			entry: Entry{Sunkte: ip(121), AltenCall: Re}, winner: Alten, cases: [2]int{2, 2}},
		{name: "7.1.2 no. 2: only Re said, Kontra wins with 120",
			entry: Entry{Sunkte: ip(120), AltenCall: Re}, winner: Anderen, cases: [2]int{2, 2}},
		{name: "7.1.1 no. 3: Re and Kontra said, Re wins with 121",
			entry: Entry{Sunkte: ip(121), AltenCall: Re, AnderenCall: Contra}, winner: Alten, cases: [2]int{3, 3}},
		{name: "7.1.2 no. 3: Re and Kontra said, Kontra wins with 120",
			entry: Entry{Sunkte: ip(120), AltenCall: Re, AnderenCall: Contra}, winner: Anderen, cases: [2]int{3, 3}},
		{name: "7.1.1 no. 4: only Kontra said, Re wins with 120",
			entry: Entry{Sunkte: ip(120), AnderenCall: Contra}, winner: Alten, cases: [2]int{4, 4}},
		{name: "7.1.2 no. 4: only Kontra said, Kontra wins with 121",
			entry: Entry{Sunkte: ip(119), AnderenCall: Contra}, winner: Anderen, cases: [2]int{4, 4}},
		{name: "7.1.1 no. 5: Re said keine 90 and wins with the 151st Auge",
			entry: Entry{Sunkte: ip(151), AltenCall: Keine45}, winner: Alten, cases: [2]int{5, 7}},
		{name: "7.1.2 no. 7: Re said keine 90, Kontra wins with the 90th Auge",
			entry: Entry{Sunkte: ip(150), AltenCall: Keine45}, winner: Anderen, cases: [2]int{5, 7}},
		{name: "7.1.1 no. 5: Re said keine 60 and wins with 181",
			entry: Entry{Sunkte: ip(181), AltenCall: Keine30}, winner: Alten, cases: [2]int{5, 7}},
		{name: "7.1.2 no. 7: Re said keine 60, Kontra wins with 60",
			entry: Entry{Sunkte: ip(180), AltenCall: Keine30}, winner: Anderen, cases: [2]int{5, 7}},
		{name: "7.1.1 no. 5: Re said keine 30 and wins with 211",
			entry: Entry{Sunkte: ip(211), AltenCall: Keine15}, winner: Alten, cases: [2]int{5, 7}},
		{name: "7.1.2 no. 7: Re said keine 30, Kontra wins with 30",
			entry: Entry{Sunkte: ip(210), AltenCall: Keine15}, winner: Anderen, cases: [2]int{5, 7}},
		{name: "7.1.1 no. 6: Re said schwarz and took every trick",
			entry: Entry{Sunkte: ip(240), AltenCall: Schwarz}, winner: Alten, cases: [2]int{6, 8}},
		{name: "7.1.2 no. 8: Re said schwarz, Kontra wins with a trick of no Augen",
			entry: Entry{Sunkte: ip(240), AltenCall: Schwarz, ZeroTrick: true}, winner: Anderen, cases: [2]int{6, 8}},
		{name: "7.1.2 no. 5: Kontra said keine 90 and wins with 151",
			entry: Entry{Sunkte: ip(89), AnderenCall: Keine45}, winner: Anderen, cases: [2]int{7, 5}},
		{name: "7.1.1 no. 7: Kontra said keine 90, Re wins with the 90th Auge",
			entry: Entry{Sunkte: ip(90), AnderenCall: Keine45}, winner: Alten, cases: [2]int{7, 5}},
		{name: "7.1.1 no. 7: Kontra said keine 60, Re wins with 60",
			entry: Entry{Sunkte: ip(60), AnderenCall: Keine30}, winner: Alten, cases: [2]int{7, 5}},
		{name: "7.1.2 no. 5: Kontra said keine 60 and wins with 181",
			entry: Entry{Sunkte: ip(59), AnderenCall: Keine30}, winner: Anderen, cases: [2]int{7, 5}},
		{name: "7.1.1 no. 7: Kontra said keine 30, Re wins with 30",
			entry: Entry{Sunkte: ip(30), AnderenCall: Keine15}, winner: Alten, cases: [2]int{7, 5}},
		{name: "7.1.2 no. 5: Kontra said keine 30 and wins with 211",
			entry: Entry{Sunkte: ip(29), AnderenCall: Keine15}, winner: Anderen, cases: [2]int{7, 5}},
		{name: "7.1.2 no. 6: Kontra said schwarz and took every trick",
			entry: Entry{Sunkte: ip(0), AnderenCall: Schwarz}, winner: Anderen, cases: [2]int{8, 6}},
		{name: "7.1.1 no. 8: Kontra said schwarz, Re wins with its first trick",
			entry: Entry{Sunkte: ip(10), AnderenCall: Schwarz}, winner: Alten, cases: [2]int{8, 6}},
		{name: "7.1.1 no. 8: a trick of no Augen is a trick",
			entry: Entry{Sunkte: ip(0), AnderenCall: Schwarz, ZeroTrick: true}, winner: Alten, cases: [2]int{8, 6}},
		{name: "7.1.1 no. 7 does not apply once Re bound itself: both said keine 90, 120 each",
			entry: Entry{Sunkte: ip(120), AltenCall: Keine45, AnderenCall: Keine45}, winner: NoParty, cases: [2]int{5, 5}},
		{name: "7.1.3: Re said keine 60, Kontra keine 90, 170 to 70: nobody reached its goal",
			entry: Entry{Sunkte: ip(170), AltenCall: Keine30, AnderenCall: Keine45}, winner: NoParty, cases: [2]int{5, 5}},
		{name: "7.1.1 no. 5 beats a Kontra Absage: Re keine 60 and Kontra keine 90, 181 to 59",
			entry: Entry{Sunkte: ip(181), AltenCall: Keine30, AnderenCall: Keine45}, winner: Alten, cases: [2]int{5, 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.entry
			e.Type, e.Alten = Normal, []int{0, 2}
			r := replayOne(t, ddvGame(4, ddvRules), e).Result
			if r.Winner != tc.winner {
				t.Errorf("winner %d, want %d; targets %+v", r.Winner, tc.winner, r.Targets)
			}
			if got := [2]int{r.Targets[Alten].Case, r.Targets[Anderen].Case}; got != tc.cases {
				t.Errorf("cases %v, want %v", got, tc.cases)
			}
			if r.Targets[Alten].Reached && r.Targets[Anderen].Reached {
				t.Error("both parties reached their goal")
			}
		})
	}
}

// ddvCase is a scored deal and what it must come to.
type ddvCase struct {
	name   string
	n      int // players at the table, 4 or 5; 0 means 4
	rules  *Rules
	entry  Entry
	winner Party
	items  []string // "rule:points", Kontra items marked "K "
	points [2]int   // points of the Re and of the Kontra party
	delta  []int
}

func (tc ddvCase) run(t *testing.T) {
	t.Helper()
	n, r := 4, ddvRules
	if tc.n > 0 {
		n = tc.n
	}
	if tc.rules != nil {
		r = *tc.rules
	}
	step := replayOne(t, ddvGame(n, r), tc.entry)
	res := step.Result
	if res.Winner != tc.winner {
		t.Errorf("winner %d, want %d", res.Winner, tc.winner)
	}
	if got := items(res); !slices.Equal(got, tc.items) {
		t.Errorf("items %q, want %q", got, tc.items)
	}
	if res.Bunkte != tc.points {
		t.Errorf("points %v, want %v", res.Bunkte, tc.points)
	}
	if !slices.Equal(step.Delta, tc.delta) {
		t.Errorf("delta %v, want %v", step.Delta, tc.delta)
	}
	if sum(step.Delta) != 0 {
		t.Errorf("deltas %v do not add up to zero", step.Delta)
	}
}

// TestDDVWorkedExamples scores the worked examples found in public
// explanations of TSR 7 (the TSR itself gives none): the two of
// baum24.net's "Ermittlung des Spielwerts" and the ones in check.php
// of lbleckwenn/SmartDoko. The Re party is seats 0 and 2.
func TestDDVWorkedExamples(t *testing.T) {
	re := []int{0, 2}
	tests := []ddvCase{
		{
			name:   "baum24 example 1: Kontra said, Kontra wins with 160: 5 points",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(80), AnderenCall: Contra},
			winner: Anderen, points: [2]int{0, 5},
			items: []string{"K ddv-won:1", "K ddv-below90:1", "K ddv-kontra:2", "K ddv-gegen-die-alten:1"},
			delta: []int{-5, 5, -5, 5},
		},
		{
			name:   "baum24 example 2: Re said Re, keine 90, keine 60 and made only 130: Kontra gets 7",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(130), AltenCall: Keine30},
			winner: Anderen, points: [2]int{0, 7},
			items: []string{"K ddv-won:1", "K ddv-re:2", "K ddv-re-absagen:2", "K ddv-kontra-against:1", "K ddv-gegen-die-alten:1"},
			delta: []int{-7, 7, -7, 7},
		},
		{
			name:   "SmartDoko: both said schwarz, 57 to 183: nobody wins, Re −5",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(57), AltenCall: Schwarz, AnderenCall: Schwarz},
			winner: NoParty, points: [2]int{1, 6},
			items: []string{"K ddv-below90:1", "K ddv-below60:1", "ddv-re-against:1", "K ddv-kontra-against:4"},
			delta: []int{-5, 5, -5, 5},
		},
		{
			name:   "SmartDoko: Re keine 90 against Kontra schwarz, 75 to 165: 2 to 2, nothing moves",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(75), AltenCall: Keine45, AnderenCall: Schwarz},
			winner: NoParty, points: [2]int{2, 2},
			items: []string{"K ddv-below90:1", "ddv-re-against:2", "K ddv-kontra-against:1"},
			delta: []int{0, 0, 0, 0},
		},
		{
			name:   "SmartDoko: Re said Re and keine 90, Kontra made 110: Kontra gets 5",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(130), AltenCall: Keine45},
			winner: Anderen, points: [2]int{0, 5},
			items: []string{"K ddv-won:1", "K ddv-re:2", "K ddv-re-absagen:1", "K ddv-gegen-die-alten:1"},
			delta: []int{-5, 5, -5, 5},
		},
		{
			name:   "SmartDoko: Re said keine 60, Kontra answered Kontra and made 70: Kontra gets 8",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(170), AltenCall: Keine30, AnderenCall: Contra},
			winner: Anderen, points: [2]int{0, 8},
			items: []string{"K ddv-won:1", "K ddv-re:2", "K ddv-kontra:2", "K ddv-re-absagen:2", "K ddv-gegen-die-alten:1"},
			delta: []int{-8, 8, -8, 8},
		},
		{
			name:   "SmartDoko: both said keine 60, 170 to 70: nobody wins, Re gets 3",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(170), AltenCall: Keine30, AnderenCall: Keine30},
			winner: NoParty, points: [2]int{3, 0},
			items: []string{"ddv-below90:1", "ddv-re-against:2"},
			delta: []int{3, -3, 3, -3},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, tc.run)
	}
}

// TestDDVScenarios scores one deal for every line of TSR 7.2, the solo
// rule, the Hochzeit cases and the table of five.
func TestDDVScenarios(t *testing.T) {
	re := []int{0, 2}
	split := Rules{Scoring: ScoringDDV, Tally: TallySplit, Share: ShareCarry}
	pairwise := Rules{Scoring: ScoringDDV, Tally: TallyNet, Share: SharePairwise}
	tests := []ddvCase{
		{
			name:   "7.2.2 (a): won, nothing more",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(121)},
			winner: Alten, points: [2]int{1, 0}, items: []string{"ddv-won:1"},
			delta: []int{1, -1, 1, -1},
		},
		{
			name:   "7.2.2 (a): below 90, 60, 30 and schwarz",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(240)},
			winner: Alten, points: [2]int{5, 0},
			items: []string{"ddv-won:1", "ddv-below90:1", "ddv-below60:1", "ddv-below30:1", "ddv-schwarz:1"},
			delta: []int{5, -5, 5, -5},
		},
		{
			name:   "7.2.2 (a): 89 Augen are below 90, 90 are not",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(151)},
			winner: Alten, points: [2]int{2, 0}, items: []string{"ddv-won:1", "ddv-below90:1"},
			delta: []int{2, -2, 2, -2},
		},
		{
			name:   "7.2.2 (a): no Augen but a trick is not schwarz",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(240), ZeroTrick: true},
			winner: Alten, points: [2]int{4, 0},
			items: []string{"ddv-won:1", "ddv-below90:1", "ddv-below60:1", "ddv-below30:1"},
			delta: []int{4, -4, 4, -4},
		},
		{
			name:   "7.2.2 (b): Re and Kontra are worth 2 each to the winner",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(130), AltenCall: Re, AnderenCall: Contra},
			winner: Alten, points: [2]int{5, 0}, items: []string{"ddv-won:1", "ddv-re:2", "ddv-kontra:2"},
			delta: []int{5, -5, 5, -5},
		},
		{
			name:   "7.2.2 (b): a failed Re pays the Kontra party",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(119), AltenCall: Re},
			winner: Anderen, points: [2]int{0, 4}, items: []string{"K ddv-won:1", "K ddv-re:2", "K ddv-gegen-die-alten:1"},
			delta: []int{-4, 4, -4, 4},
		},
		{
			name:   "7.2.2 (c): keine 90, 60, 30 made, every stage counts once",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(215), AltenCall: Keine15},
			winner: Alten, points: [2]int{9, 0},
			items: []string{"ddv-won:1", "ddv-below90:1", "ddv-below60:1", "ddv-below30:1", "ddv-re:2", "ddv-re-absagen:3"},
			delta: []int{9, -9, 9, -9},
		},
		{
			name:   "7.2.2 (d), (e): Kontra said keine 90, Re made 125: one point for the 120 against it",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(125), AnderenCall: Keine45},
			winner: Alten, points: [2]int{5, 0},
			items: []string{"ddv-won:1", "ddv-kontra:2", "ddv-kontra-absagen:1", "ddv-re-against:1"},
			delta: []int{5, -5, 5, -5},
		},
		{
			name:   "7.2.2 (f): Re said schwarz, Kontra made 95: 120 no, 90, 60 and 30 against it",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(145), AltenCall: Schwarz},
			winner: Anderen, points: [2]int{0, 11},
			items: []string{"K ddv-won:1", "K ddv-re:2", "K ddv-re-absagen:4", "K ddv-kontra-against:3", "K ddv-gegen-die-alten:1"},
			delta: []int{-11, 11, -11, 11},
		},
		{
			name:   "7.2.2: both said keine 30; Re made 211: everything to Re, including its Augen against keine 90 and 60",
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(211), AltenCall: Keine15, AnderenCall: Keine30},
			winner: Alten, points: [2]int{15, 0},
			items: []string{"ddv-won:1", "ddv-below90:1", "ddv-below60:1", "ddv-below30:1", "ddv-re:2", "ddv-kontra:2",
				"ddv-re-absagen:3", "ddv-kontra-absagen:2", "ddv-re-against:2"},
			delta: []int{15, -15, 15, -15},
		},
		{
			name: "7.2.3: Sonderpunkte of both parties are netted",
			entry: Entry{Type: Normal, Alten: re, Sunkte: ip(130), AltenTupelkoepfe: 1, AnderenFoxes: 1,
				Karlchen: "anderen"},
			winner: Alten, points: [2]int{2, 2},
			items: []string{"ddv-won:1", "ddv-doppelkopf:1", "K ddv-fox:1", "K ddv-karlchen:1"},
			delta: []int{0, 0, 0, 0},
		},
		{
			name: "7.2.3: against the Kreuz-Damen, two Doppelköpfe, two foxes, Karlchen",
			entry: Entry{Type: Normal, Alten: re, Sunkte: ip(100), AnderenTupelkoepfe: 2, AnderenFoxes: 2,
				Karlchen: "anderen"},
			winner: Anderen, points: [2]int{0, 7},
			items: []string{"K ddv-won:1", "K ddv-gegen-die-alten:1", "K ddv-doppelkopf:2", "K ddv-fox:2", "K ddv-karlchen:1"},
			delta: []int{-7, 7, -7, 7},
		},
		{
			name: "7.2.3: Sonderpunkte count when nobody wins, against the Kreuz-Damen does not",
			entry: Entry{Type: Normal, Alten: re, Sunkte: ip(120), AltenCall: Keine45, AnderenCall: Keine45,
				AltenFoxes: 1, Karlchen: "alten"},
			winner: NoParty, points: [2]int{3, 1},
			items: []string{"ddv-re-against:1", "K ddv-kontra-against:1", "ddv-fox:1", "ddv-karlchen:1"},
			delta: []int{2, -2, 2, -2},
		},
		{
			name:   "7.2.4: a won solo counts threefold for the soloist",
			entry:  Entry{Type: TrumpfSolo, Alten: []int{1}, Sunkte: ip(130), AltenCall: Re},
			winner: Alten, points: [2]int{3, 0}, items: []string{"ddv-won:1", "ddv-re:2"},
			delta: []int{-3, 9, -3, -3},
		},
		{
			name:   "7.2.4: a lost solo, no point against the Kreuz-Damen",
			entry:  Entry{Type: Knochenloser, Alten: []int{3}, Sunkte: ip(85), AnderenCall: Contra},
			winner: Anderen, points: [2]int{0, 4}, items: []string{"K ddv-won:1", "K ddv-below90:1", "K ddv-kontra:2"},
			delta: []int{4, 4, 4, -12},
		},
		{
			name:   "7.2.4 with pairwise sharing: the same for one against three",
			rules:  &pairwise,
			entry:  Entry{Type: DamenSolo, Alten: []int{0}, Sunkte: ip(181), AltenCall: Keine30},
			winner: Alten, points: [2]int{7, 0},
			items: []string{"ddv-won:1", "ddv-below90:1", "ddv-below60:1", "ddv-re:2", "ddv-re-absagen:2"},
			delta: []int{21, -7, -7, -7},
		},
		{
			name:   "4.4.5: a silent Hochzeit is scored as a solo",
			entry:  Entry{Type: StilleHochzeit, Alten: []int{2}, Sunkte: ip(200)},
			winner: Alten, points: [2]int{3, 0}, items: []string{"ddv-won:1", "ddv-below90:1", "ddv-below60:1"},
			delta: []int{-3, -3, 9, -3},
		},
		{
			name:   "4.4.3 b: a Hochzeit without a partner is scored as a solo",
			entry:  Entry{Type: Hochzeit, Alten: []int{1}, Sunkte: ip(110)},
			winner: Anderen, points: [2]int{0, 1}, items: []string{"K ddv-won:1"},
			delta: []int{1, -3, 1, 1},
		},
		{
			name:   "4.4.3 a: a Hochzeit with a partner is a normal game",
			entry:  Entry{Type: Hochzeit, Alten: []int{1, 3}, Sunkte: ip(110), AnderenFoxes: 1},
			winner: Anderen, points: [2]int{0, 3}, items: []string{"K ddv-won:1", "K ddv-gegen-die-alten:1", "K ddv-fox:1"},
			delta: []int{3, -3, 3, -3},
		},
		{
			name:   "kept per party",
			rules:  &split,
			entry:  Entry{Type: Normal, Alten: re, Sunkte: ip(130), AnderenTupelkoepfe: 1, Karlchen: "anderen"},
			winner: Alten, points: [2]int{1, 2}, items: []string{"ddv-won:1", "K ddv-doppelkopf:1", "K ddv-karlchen:1"},
			delta: []int{-1, 1, -1, 1},
		},
		{
			name:   "10.1.2: at a table of five the dealer sits out and scores nothing",
			n:      5,
			entry:  Entry{Type: Normal, Alten: []int{1, 4}, Sunkte: ip(160), AltenCall: Re},
			winner: Alten, points: [2]int{4, 0}, items: []string{"ddv-won:1", "ddv-below90:1", "ddv-re:2"},
			delta: []int{0, 4, -4, -4, 4},
		},
		{
			name:   "10.1.2: a solo at a table of five",
			n:      5,
			entry:  Entry{Type: BubenSolo, Alten: []int{3}, Sunkte: ip(100)},
			winner: Anderen, points: [2]int{0, 1}, items: []string{"K ddv-won:1"},
			delta: []int{0, 1, 1, -3, 1},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, tc.run)
	}
}

// TestDDVNamesTheSoloAsEntered: the no-trump solo reads back under the name
// the entry form gives it, in English and in German.
func TestDDVNamesTheSoloAsEntered(t *testing.T) {
	_, steps := replayAll(t, ddvGame(4, ddvRules), dealSoloLost)
	for _, text := range []string{steps[0].Text.String(), lextest.De(steps[0].Text)} {
		if !strings.Contains(text, "Knochenloser") || strings.Contains(text, "Fleischlos") {
			t.Errorf("text: %s", text)
		}
	}
}
