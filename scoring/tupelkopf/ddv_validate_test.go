package tupelkopf

import (
	"encoding/json"
	"reflect"
	"schreiber/rules/lextest"
	"slices"
	"strings"
	"testing"
)

// TestDDVRejects checks that entries the DDV rules cannot have are refused
// with the field to fix.
func TestDDVRejects(t *testing.T) {
	tests := []struct {
		name    string
		players int
		rules   Rules
		entry   Entry
		field   string
	}{
		{"Schieben", 4, ddvRules, Entry{Type: Schieben, Alten: []int{0, 1}, Sunkte: ip(100)}, "type"},
		{"Bubendamensolo", 4, ddvRules, Entry{Type: BubenDamenSolo, Alten: []int{0}, Sunkte: ip(100)}, "type"},
		{"Karlchen in a solo", 4, ddvRules, Entry{Type: DamenSolo, Alten: []int{0}, Sunkte: ip(100), Karlchen: "alten"}, "karlchen"},
		{"a fox in a silent Hochzeit", 4, ddvRules, Entry{Type: StilleHochzeit, Alten: []int{0}, Sunkte: ip(100), AltenFoxes: 1}, "alten_foxes"},
		{"a Doppelkopf in a Hochzeit played alone", 4, ddvRules, Entry{Type: Hochzeit, Alten: []int{0}, Sunkte: ip(100), AnderenTupelkoepfe: 1}, "anderen_tupelkoepfe"},
		{"a normal game with one Re player", 4, ddvRules, Entry{Type: Normal, Alten: []int{0}, Sunkte: ip(100)}, "alten"},
		{"a Hochzeit with three", 4, ddvRules, Entry{Type: Hochzeit, Alten: []int{0, 1, 2}, Sunkte: ip(100)}, "alten"},
		{"a silent Hochzeit with two", 4, ddvRules, Entry{Type: StilleHochzeit, Alten: []int{0, 1}, Sunkte: ip(100)}, "alten"},
		{"a solo with two", 4, ddvRules, Entry{Type: TrumpfSolo, Alten: []int{0, 1}, Sunkte: ip(100)}, "alten"},
		{"the dealer of a table of five plays", 5, ddvRules, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(100)}, "alten"},
		{"a seat beyond a table of five", 5, ddvRules, Entry{Type: Normal, Alten: []int{1, 5}, Sunkte: ip(100)}, "alten"},
		{"a trick without Augen while both have Augen", 4, ddvRules, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(100), ZeroTrick: true}, "zero_trick"},
		{"three foxes", 4, ddvRules, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(120), AltenFoxes: 2, AnderenFoxes: 1}, "anderen_foxes"},
		{"Doppelköpfe beyond the Augen", 4, ddvRules, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(70), AltenTupelkoepfe: 2}, "alten_tupelkoepfe"},
		{"a fox beyond the Augen", 4, ddvRules, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(230), AnderenFoxes: 1}, "anderen_foxes"},
		{"Karlchen without Augen", 4, ddvRules, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(240), Karlchen: "anderen", ZeroTrick: true}, "karlchen"},
		{"more Augen than the cards", 4, ddvRules, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(241)}, "sunkte"},
		{"Augen no cards make", 4, ddvRules, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(239)}, "sunkte"},
		{"a trick without Augen in Plön", 4, Rules{Tally: TallyNet, Share: ShareCarry}, Entry{Type: Normal, Alten: []int{0, 1}, Sunkte: ip(0), ZeroTrick: true}, "zero_trick"},
		{"a trick without Augen with Armut", 4, ddvRules, Entry{Type: Armut, ZeroTrick: true}, "type"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.entry.Kind = KindDeal
			_, _, err := Replay(ddvGame(tc.players, tc.rules), []Entry{tc.entry})
			if fieldOf(err) != tc.field {
				t.Fatalf("error %v, want one about %q", err, tc.field)
			}
		})
	}
}

// TestDDVRulesValidate checks the doppelkopf preset and the options and
// seatings the DDV scoring refuses.
func TestDDVRulesValidate(t *testing.T) {
	r := preset(t, "doppelkopf")
	if !r.DDV() || !r.Pflichtsolo || r.Deals != 24 || r.MaxPlayers() != 5 || r.MinPlayers() != 4 {
		t.Errorf("preset %+v", r)
	}
	if !strings.Contains(r.Describe().String(), "DDV") || !strings.Contains(lextest.De(r.Describe()), "Pflichtsolo") {
		t.Errorf("description %+v", r.Describe())
	}
	for _, n := range []int{4, 5} {
		if err := ddvGame(n, r).Validate(); err != nil {
			t.Errorf("%d players: %v", n, err)
		}
	}
	tests := []struct {
		name  string
		g     Game
		field string
	}{
		{"six players", ddvGame(6, r), "players"},
		{"three players", ddvGame(3, r), "players"},
		{"fewer deals than Pflichtsoli", ddvGame(5, Rules{Scoring: ScoringDDV, Tally: TallyNet, Share: ShareCarry, Deals: 4, Pflichtsolo: true}), "deals"},
		{"an unknown scoring", ddvGame(4, Rules{Scoring: "skat", Tally: TallyNet, Share: ShareCarry}), "scoring"},
		{"Pflichtsoli with Bunkte", ddvGame(4, Rules{Tally: TallyNet, Share: ShareCarry, Pflichtsolo: true}), "pflichtsolo"},
	}
	for _, tc := range tests {
		if got := fieldOf(tc.g.Validate()); got != tc.field {
			t.Errorf("%s: error about %q, want %q", tc.name, got, tc.field)
		}
	}
	if p := preset(t, "ploen"); p.DDV() || p.MaxPlayers() != 20 {
		t.Errorf("ploen %+v", p)
	}
}

// TestOldFilesStillRead decodes a config and entries as they were written
// before the scoring field and the trick without Augen existed: they read
// as Bunkte and replay as before.
func TestOldFilesStillRead(t *testing.T) {
	configs := map[string]string{
		"preset":    `{"rules":{"preset":"ploen","tally":"net","share":"carry","deals":0},"first_dealer":0}`,
		"no preset": `{"rules":{"tally":"split","share":"pairwise","deals":3,"against_after_failed_call":true},"first_dealer":2}`,
	}
	entries := [][]byte{
		[]byte(`{"kind":"deal","type":"normal","alten":[0,2],"sunkte":80,"alten_call":"keine45"}`),
		[]byte(`{"kind":"deal","type":"schieben","alten":[2,3],"sunkte":0,"anderen_call":"schwarz","anderen_foxes":2,"karlchen":"anderen"}`),
	}
	players := []string{"Anna", "Bo", "Carl", "Dora"}
	for name, config := range configs {
		r, err := Engine.Load([]byte(config), players, entries)
		if err != nil || r.Err != nil {
			t.Fatalf("%s: %v, %v", name, err, r.Err)
		}
		if r.Game.Rules.Scoring != ScoringBunkte || r.Game.Rules.DDV() {
			t.Errorf("%s: scoring %q", name, r.Game.Rules.Scoring)
		}
		if len(r.Steps) != 2 || r.Steps[0].Result.Items[0].Rule == "ddv-won" {
			t.Errorf("%s: steps %+v", name, r.Steps)
		}
	}
	// The seed's example still comes to 5 Bunkte for the Anderen.
	r, _ := Engine.Load([]byte(configs["preset"]), players, entries[:1])
	if r.Steps[0].Result.Bunkte != [2]int{0, 5} {
		t.Errorf("seed example: %v", r.Steps[0].Result.Bunkte)
	}
	// A config written now names its scoring and reads back the same.
	cfg, err := Engine.NewGame([]byte(`{"preset":"doppelkopf"}`), 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(cfg), `"scoring":"ddv"`) || !strings.Contains(string(cfg), `"pflichtsolo":true`) {
		t.Errorf("config %s", cfg)
	}
	g, err := decodeGame(cfg)
	if err != nil || !g.Rules.DDV() || g.FirstDealer != 1 {
		t.Errorf("config reads back as %+v, %v", g, err)
	}
	// An entry without the new field round-trips without it.
	e, err := DecodeEntry(entries[0])
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(e)
	if strings.Contains(string(b), "zero_trick") {
		t.Errorf("old entry gained a field: %s", b)
	}
	e.ZeroTrick = true
	b, _ = json.Marshal(e)
	back, err := DecodeEntry(b)
	if err != nil || !reflect.DeepEqual(back, e) {
		t.Errorf("round trip %+v, %v", back, err)
	}
}

// TestPflichtsolo follows the compulsory solos through a short game: the
// first solo keeps the dealer, a further one is a Lustsolo, a Hochzeit
// played alone is none, and at the end the solos owed are played in turn.
func TestPflichtsolo(t *testing.T) {
	r := Rules{Scoring: ScoringDDV, Tally: TallyNet, Share: ShareCarry, Deals: 6, Pflichtsolo: true}
	g := ddvGame(4, r)
	solo := func(seat int) Entry {
		return Entry{Kind: KindDeal, Type: TrumpfSolo, Alten: []int{seat}, Sunkte: ip(130)}
	}
	entries := []Entry{
		solo(1),
		solo(1),
		{Kind: KindDeal, Type: StilleHochzeit, Alten: []int{2}, Sunkte: ip(130)},
	}
	st, steps, err := Replay(g, entries)
	if err != nil {
		t.Fatal(err)
	}
	kinds := []string{steps[0].SoloKind, steps[1].SoloKind, steps[2].SoloKind}
	if !slices.Equal(kinds, []string{SoloPflicht, SoloLust, ""}) {
		t.Errorf("solo kinds %q", kinds)
	}
	if dealers := []int{steps[0].Dealer, steps[1].Dealer, steps[2].Dealer, st.Dealer}; !slices.Equal(dealers, []int{0, 0, 1, 2}) {
		t.Errorf("dealers %v", dealers)
	}
	// Three Pflichtsoli owed, three deals left: seat 3, left of the dealer, is vorgeführt.
	if st.Forced == nil || *st.Forced != 3 {
		t.Fatalf("forced %v", st.Forced)
	}
	sum := Summarize(g, st)
	if !strings.Contains(sum.Note.String(), "D must play the Pflichtsolo") || sum.Lines[3].Status.IsZero() || sum.Lines[1].Values[2] != "1" {
		t.Errorf("summary %+v", sum)
	}
	for _, bad := range []struct {
		e     Entry
		field string
	}{
		{Entry{Kind: KindDeal, Type: Normal, Alten: []int{0, 1}, Sunkte: ip(130)}, "type"},
		{solo(0), "alten"},
	} {
		if _, _, err := Replay(g, append(slices.Clone(entries), bad.e)); fieldOf(err) != bad.field {
			t.Errorf("%+v: %v, want an error about %s", bad.e, err, bad.field)
		}
	}
	// A redeal does not use up the forced deal.
	entries = append(entries, Entry{Kind: KindDeal, Type: Armut}, solo(3), solo(0), solo(2))
	st, steps, err = Replay(g, entries)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []int{4, 5, 6} {
		if steps[want].SoloKind != SoloVorgefuehrt {
			t.Errorf("deal %d: solo kind %q", i+4, steps[want].SoloKind)
		}
	}
	if dealers := []int{steps[4].Dealer, steps[5].Dealer, steps[6].Dealer}; !slices.Equal(dealers, []int{2, 3, 0}) {
		t.Errorf("dealers of the vorgeführte solos %v", dealers)
	}
	if !st.Over || st.Forced != nil {
		t.Errorf("over %v forced %v", st.Over, st.Forced)
	}
	for _, p := range st.Players {
		if !p.Pflichtsolo {
			t.Errorf("seat %d has no Pflichtsolo", p.Seat)
		}
	}
}

// TestPflichtsoloDealerLast checks that the dealer himself is vorgeführt
// when he is the only one left owing a Pflichtsolo (TSR 4.2.3).
func TestPflichtsoloDealerLast(t *testing.T) {
	g := ddvGame(4, Rules{Scoring: ScoringDDV, Tally: TallyNet, Share: ShareCarry, Deals: 5, Pflichtsolo: true})
	g.FirstDealer = 3
	solo := func(seat int) Entry {
		return Entry{Kind: KindDeal, Type: BubenSolo, Alten: []int{seat}, Sunkte: ip(100)}
	}
	normal := Entry{Kind: KindDeal, Type: Normal, Alten: []int{1, 2}, Sunkte: ip(150)}
	st, _, err := Replay(g, []Entry{solo(1), solo(2), solo(3), normal})
	if err != nil {
		t.Fatal(err)
	}
	if st.Dealer != 0 || st.Forced == nil || *st.Forced != 0 {
		t.Fatalf("dealer %d forced %v", st.Dealer, st.Forced)
	}
	st, steps, err := Replay(g, []Entry{solo(1), solo(2), solo(3), normal, solo(0)})
	if err != nil || !st.Over || steps[4].SoloKind != SoloVorgefuehrt {
		t.Errorf("over %v, last solo %q, %v", st.Over, steps[4].SoloKind, err)
	}
}

// TestFiveTable checks that the dealer sits out each deal at a table of
// five, also when a Pflichtsolo keeps the same dealer.
func TestFiveTable(t *testing.T) {
	g := ddvGame(5, preset(t, "doppelkopf"))
	entries := []Entry{
		{Kind: KindDeal, Type: Normal, Alten: []int{1, 2}, Sunkte: ip(150)},
		{Kind: KindDeal, Type: DamenSolo, Alten: []int{3}, Sunkte: ip(150)},
		{Kind: KindDeal, Type: Normal, Alten: []int{2, 4}, Sunkte: ip(100)},
	}
	st, steps, err := Replay(g, entries)
	if err != nil {
		t.Fatal(err)
	}
	for i, step := range steps {
		if step.Delta[step.Dealer] != 0 {
			t.Errorf("deal %d: the dealer %d moved by %d", i+1, step.Dealer, step.Delta[step.Dealer])
		}
		if !strings.Contains(step.Text.String(), "sits out") || !strings.Contains(lextest.De(step.Text), "setzt aus") {
			t.Errorf("deal %d: %s", i+1, step.Text.String())
		}
	}
	if dealers := []int{steps[0].Dealer, steps[1].Dealer, steps[2].Dealer, st.Dealer}; !slices.Equal(dealers, []int{0, 1, 1, 2}) {
		t.Errorf("dealers %v", dealers)
	}
	if active := g.Active(st.Dealer); !slices.Equal(active, []int{3, 4, 0, 1}) {
		t.Errorf("active %v", active)
	}
	if sum := Summarize(g, st); sum.Lines[2].Status.String() != "deals next and sits out" || !strings.Contains(lextest.De(sum.Note), "setzt aus") {
		t.Errorf("summary %+v", sum)
	}
}

// TestDDVRefs checks that every DDV rule id has a reference of its own to
// a section of TSR 7.2 in the Doppelkopf rules, and that the items of the
// home rules and of the fast entry cite the Doppelkopf rules' own sections.
func TestDDVRefs(t *testing.T) {
	seen := map[string]bool{}
	for id := range ddvRefTitles {
		ref := DDVRuleRef(id)
		if ref.Game != "doppelkopf" || !strings.HasPrefix(ref.Title, "TSR 7.2") || seen[ref.Section] {
			t.Errorf("%s: %+v", id, ref)
		}
		seen[ref.Section] = true
	}
	for id, section := range map[string]string{"solo-bonus": "doppelkopf.solo-bonus",
		"fast-value": "doppelkopf.fast-entry", "fast-extras": "doppelkopf.fast-entry"} {
		ref := DDVRuleRef(id)
		if ref.Game != "doppelkopf" || ref.Section != section || ref.Title == "" {
			t.Errorf("%s: %+v", id, ref)
		}
	}
	if ref := DDVRuleRef("nothing"); ref.Section != "ddv.7.2" || ref.Game != "doppelkopf" {
		t.Errorf("unknown id falls back to %+v", ref)
	}
}
