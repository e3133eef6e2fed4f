package durak

import (
	"errors"
	"schreiber/rules/lextest"
	"schreiber/rules/msg"
	"slices"
	"strings"
	"testing"

	"schreiber/rules"
	"schreiber/scoring"
)

func ip(v int) *int { return &v }

func game(t testing.TB, preset string, players int) Game {
	t.Helper()
	r, ok := Preset(preset)
	if !ok {
		t.Fatalf("no preset %q", preset)
	}
	g := Game{Rules: r}
	for i := range players {
		g.Players = append(g.Players, []string{"Anna", "Bo", "Carl", "Dora", "Emil", "Fritzi"}[i])
	}
	return g
}

func fieldOf(err error) string {
	var fe *msg.FieldError
	if errors.As(err, &fe) {
		return fe.Field
	}
	return ""
}

func durak(seat int) Entry { return Entry{Kind: KindDurak, Durak: ip(seat)} }

var draw = Entry{Kind: KindDraw}

// TestSeedRules plays the seed's rules for dealing and opening as scenarios:
// each checks the next dealer, attacker and defender, the losses and the
// durak after the entries.
func TestSeedRules(t *testing.T) {
	tests := []struct {
		name     string
		preset   string
		players  int
		first    int
		entries  []Entry
		dealer   int
		attacker int
		defender int
		losses   []int
		fool     int
	}{
		{
			name: "first deal: the holder of the lowest trump attacks first", preset: "classic", players: 4, first: 1,
			dealer: 1, attacker: -1, defender: -1, losses: []int{0, 0, 0, 0}, fool: -1,
		},
		{
			name: "the lowest trump holder is entered for the first deal", preset: "classic", players: 4, first: 1,
			entries: []Entry{{Kind: KindDurak, Durak: ip(0), Attacker: ip(3)}},
			dealer:  0, attacker: 1, defender: 2, losses: []int{1, 0, 0, 0}, fool: 0,
		},
		{
			name: "is pod duraka hodiat: the player left of the durak attacks", preset: "classic", players: 5,
			entries: []Entry{durak(2), durak(4)},
			dealer:  4, attacker: 0, defender: 1, losses: []int{0, 0, 1, 0, 1}, fool: 4,
		},
		{
			name: "duraka uchat: the fool is taught by the player on his right", preset: "fool-taught", players: 4,
			entries: []Entry{durak(2)},
			dealer:  2, attacker: 1, defender: 2, losses: []int{0, 0, 1, 0}, fool: 2,
		},
		{
			name: "duraka uchat at seat 0 wraps around", preset: "fool-taught", players: 3,
			entries: []Entry{durak(0)},
			dealer:  0, attacker: 2, defender: 0, losses: []int{1, 0, 0}, fool: 0,
		},
		{
			name: "a draw: the previous loser deals again", preset: "classic", players: 4,
			entries: []Entry{durak(1), draw},
			dealer:  1, attacker: 2, defender: 3, losses: []int{0, 1, 0, 0}, fool: 1,
		},
		{
			name: "a draw in the first deal: the first dealer deals again", preset: "classic", players: 3, first: 2,
			entries: []Entry{draw},
			dealer:  2, attacker: -1, defender: -1, losses: []int{0, 0, 0}, fool: -1,
		},
		{
			name: "older rule: left of the dealer opens even the first deal", preset: "old", players: 4, first: 3,
			dealer: 3, attacker: 0, defender: 1, losses: []int{0, 0, 0, 0}, fool: -1,
		},
		{
			name: "two players", preset: "classic", players: 2,
			entries: []Entry{durak(1), durak(1), durak(0)},
			dealer:  0, attacker: 1, defender: 0, losses: []int{1, 2}, fool: 0,
		},
		{
			name: "teams of two: the losing team chooses its dealer", preset: "teams", players: 4,
			entries: []Entry{{Kind: KindDurak, Durak: ip(1), Dealer: ip(3)}},
			dealer:  3, attacker: 0, defender: 1, losses: []int{0, 1}, fool: 1,
		},
		{
			name: "teams of two: without a choice the durak named deals", preset: "teams", players: 4,
			entries: []Entry{durak(2)},
			dealer:  2, attacker: 3, defender: 0, losses: []int{1, 0}, fool: 0,
		},
		{
			name: "teams of three alternate seats", preset: "teams", players: 6,
			entries: []Entry{{Kind: KindDurak, Durak: ip(5), Dealer: ip(1)}, {Kind: KindDurak, Durak: ip(4), Dealer: ip(0)}},
			dealer:  0, attacker: 1, defender: 2, losses: []int{1, 1}, fool: 0,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := game(t, tc.preset, tc.players)
			g.FirstDealer = tc.first
			st, steps, err := Replay(g, tc.entries)
			if err != nil {
				t.Fatal(err)
			}
			if st.Dealer != tc.dealer || st.Attacker != tc.attacker || st.Defender != tc.defender {
				t.Errorf("dealer %d attacker %d defender %d, want %d %d %d", st.Dealer, st.Attacker, st.Defender, tc.dealer, tc.attacker, tc.defender)
			}
			var losses []int
			for _, s := range st.Sides {
				losses = append(losses, s.Losses)
			}
			if !slices.Equal(losses, tc.losses) || st.Fool != tc.fool {
				t.Errorf("losses %v fool %d, want %v %d", losses, st.Fool, tc.losses, tc.fool)
			}
			if len(steps) != len(tc.entries) || st.Deal != len(tc.entries)+1 {
				t.Errorf("%d steps, next deal %d", len(steps), st.Deal)
			}
		})
	}
}

// TestSeriesEnd checks the end of a series at the agreed number of losses
// and the forfeit in the summary.
func TestSeriesEnd(t *testing.T) {
	g := game(t, "teams", 4)
	g.Rules.LossLimit = 2
	g.Rules.Forfeit = "crow like a rooster under the table"
	entries := []Entry{durak(1), durak(0), draw, durak(3)}
	st, steps, err := Replay(g, entries)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Over || !slices.Equal(st.Payers, []int{1}) || st.Draws != 1 || st.Deals != 4 {
		t.Fatalf("standings %+v", st)
	}
	if steps[3].Loser != 1 || !slices.Equal(steps[3].Losses, []int{1, 2}) {
		t.Errorf("last step %+v", steps[3])
	}
	if !slices.Equal(steps[3].Rules, []rules.Ref{RefTeamChooses, RefSeriesEnd}) ||
		!strings.Contains(steps[3].Text.String(), "the series is over. Forfeit: crow like a rooster") {
		t.Errorf("last step cites %v and says %q", steps[3].Rules, steps[3].Text.String())
	}
	if !slices.Equal(steps[2].Rules, []rules.Ref{RefDraw, RefLeftOfDealer}) {
		t.Errorf("draw cites %v", steps[2].Rules)
	}
	sum := Summarize(g, st)
	if !sum.Over || !slices.Equal(sum.Winners, []string{"Anna & Carl"}) || sum.Lines[1].Status.String() != "owes the forfeit: crow like a rooster under the table" {
		t.Errorf("summary %+v", sum)
	}
	if _, _, err := Replay(g, append(entries, draw)); fieldOf(err) != "kind" {
		t.Errorf("entry after the end: %v", err)
	}
}

// TestRejects checks that bad entries and seatings are refused with the
// field to fix.
func TestRejects(t *testing.T) {
	tests := []struct {
		name    string
		preset  string
		players int
		entries []Entry
		field   string
	}{
		{"attacker against the rules", "classic", 4, []Entry{durak(1), {Kind: KindDurak, Durak: ip(0), Attacker: ip(3)}}, "attacker"},
		{"attacker beyond the table", "classic", 3, []Entry{{Kind: KindDraw, Attacker: ip(3)}}, "attacker"},
		{"dealer outside the losing team", "teams", 4, []Entry{{Kind: KindDurak, Durak: ip(1), Dealer: ip(2)}}, "dealer"},
		{"a durak alone cannot pass the deal", "classic", 4, []Entry{{Kind: KindDurak, Durak: ip(1), Dealer: ip(2)}}, "dealer"},
		{"no durak named", "classic", 4, []Entry{{Kind: KindDurak}}, "durak"},
		{"durak beyond the table", "classic", 4, []Entry{durak(4)}, "durak"},
		{"negative seat", "classic", 4, []Entry{durak(-1)}, "durak"},
		{"draw with a durak", "classic", 4, []Entry{{Kind: KindDraw, Durak: ip(1)}}, "durak"},
		{"draw with a dealer", "classic", 4, []Entry{{Kind: KindDraw, Dealer: ip(1)}}, "dealer"},
		{"unknown kind", "classic", 4, []Entry{{Kind: "loss", Durak: ip(1)}}, "kind"},
		{"teams of five", "teams", 5, nil, "players"},
		{"one player", "classic", 1, nil, "players"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Replay(game(t, tc.preset, tc.players), tc.entries)
			if fieldOf(err) != tc.field {
				t.Fatalf("error %v, want one about %q", err, tc.field)
			}
			var ee *scoring.EntryError
			if tc.entries != nil && (!errors.As(err, &ee) || ee.Index != len(tc.entries)-1) {
				t.Errorf("error %v does not name entry %d", err, len(tc.entries))
			}
		})
	}
}

// TestRulesValidate checks the options' ranges.
func TestRulesValidate(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		if err := r.Validate(); err != nil {
			t.Errorf("preset %s: %v", name, err)
		}
		if PresetTitle(name).String() == "Own rules" || r.Describe().IsZero() {
			t.Errorf("preset %s has no title or description", name)
		}
	}
	bad := map[string]Rules{
		"first_attack": {FirstAttack: "dealer", NextAttack: UnderFool},
		"next_attack":  {FirstAttack: LowestTrump, NextAttack: "random"},
		"loss_limit":   {FirstAttack: LowestTrump, NextAttack: UnderFool, LossLimit: -1},
		"forfeit":      {FirstAttack: LowestTrump, NextAttack: UnderFool, Forfeit: string(make([]byte, 300))},
		"preset":       {Preset: "podkidnoy", FirstAttack: LowestTrump, NextAttack: UnderFool},
	}
	for field, r := range bad {
		if got := fieldOf(r.Validate()); got != field {
			t.Errorf("%+v: error about %q, want %q", r, got, field)
		}
	}
}

// TestSeriesOfDeals checks a series of an agreed number of deals: those
// with the most losses owe the forfeit, ties included.
func TestSeriesOfDeals(t *testing.T) {
	g := game(t, "classic", 3)
	g.Rules.Deals = 4
	g.Rules.Forfeit = "buy the next round"
	st, steps, err := Replay(g, []Entry{durak(0), durak(0), durak(2), durak(2)})
	if err != nil {
		t.Fatal(err)
	}
	if !st.Over || !slices.Equal(st.Payers, []int{0, 2}) {
		t.Fatalf("over %v payers %v", st.Over, st.Payers)
	}
	if !strings.Contains(steps[3].Text.String(), "Most losses (2): Anna, Carl. Forfeit: buy the next round.") {
		t.Errorf("text %q", steps[3].Text.String())
	}
	sum := Summarize(g, st)
	if !slices.Equal(sum.Winners, []string{"Bo"}) || lextest.De(sum.Lines[0].Status) != "schuldet die Strafe: buy the next round" {
		t.Errorf("summary %+v", sum)
	}
	st, _, err = Replay(g, []Entry{draw, draw, draw, draw})
	if err != nil || !st.Over || len(st.Payers) != 0 {
		t.Errorf("all draws: over %v payers %v, %v", st.Over, st.Payers, err)
	}
}
