package gurke

import (
	"encoding/json"
	"slices"
	"testing"
)

func mustPreset(t *testing.T, name string) Rules {
	t.Helper()
	r, ok := Preset(name)
	if !ok {
		t.Fatalf("no preset %q", name)
	}
	if err := r.Validate(); err != nil {
		t.Fatalf("preset %q: %v", name, err)
	}
	return r
}

func kontra(s int) Entry { return Entry{Kind: KindKontra, Seat: seat(s)} }

func TestDanishHouseVariants(t *testing.T) {
	seven := seatsFor(7)
	loserHand := mustPreset(t, "danish-loser-hand")
	runScenarios(t, []scenario{
		{name: "55 cards: a joker costs 15", rules: mustPreset(t, "danish-55"),
			entries: []Entry{trick(0, "A", 1, "Joker", 2, "Joker")}, scores: []int{0, 0, 15},
			text: "Cai took the last trick with a Joker: +15 → 15. Bo also played a Joker: −15 → 0"},
		{name: "55 cards: four jokers are too many", rules: mustPreset(t, "danish-55"), players: seatsFor(4),
			entries: []Entry{trick(0, "Joker", 1, "Joker", 2, "Joker", 3, "Joker")}, errField: "plays[3].card"},
		{name: "cards in front: all equal highest pay, no plus points", rules: mustPreset(t, "danish-cards"),
			entries: []Entry{trick(0, "K", 1, "2", 2, "K")}, scores: []int{13, 0, 13},
			text: "Anna played a King and pays too: +13 → 13. Cai took the last trick with a King: +13 → 13."},
		{name: "cards in front: exactly 21 back to 0", rules: mustPreset(t, "danish-cards"),
			entries: []Entry{loses(0, "10"), loses(0, "J")}, scores: []int{0, 0, 0}, status: []Status{Alive, Alive, Alive},
			text: "Exactly 21: back to 0.", textDE: "Genau 21: zurück auf 0."},
		{name: "cards in front: over 21 is out, no second life", rules: mustPreset(t, "danish-cards"),
			entries: []Entry{loses(0, "10"), loses(0, "Q")}, scores: []int{22, 0, 0}, status: []Status{Out, Alive, Alive},
			text: "Over 21: Anna is out."},
		{name: "first over 21 ends the game, fewest points win", rules: mustPreset(t, "danish-sudden"),
			entries: []Entry{loses(1, "5"), loses(2, "3"), loses(0, "A"), loses(0, "8")},
			scores:  []int{22, 5, 3}, over: true, winners: []int{2},
			text: "The game is over: Cai wins with the fewest points.",
			check: func(t *testing.T, s Standings) {
				if !slices.Equal(s.Losers, []int{0}) || s.Winner != 2 {
					t.Errorf("losers %v winner %d", s.Losers, s.Winner)
				}
			}},
		{name: "21 exactly is not over in the sudden variant", rules: mustPreset(t, "danish-sudden"),
			entries: []Entry{loses(0, "10"), loses(0, "J")}, scores: []int{21, 0, 0}},
		{name: "hand size from the losing card: a Jack gives 11", rules: loserHand,
			entries: []Entry{loses(0, "J")}, text: "Next deal: Bo deals 11 cards, Cai leads.",
			check: func(t *testing.T, s Standings) {
				if s.HandSize != 11 {
					t.Errorf("hand size %d", s.HandSize)
				}
			}},
		{name: "hand size from the losing card: a Two gives 2", rules: loserHand,
			entries: []Entry{loses(0, "J"), loses(0, "2")}, text: "deals 2 cards"},
		{name: "hand size from an Ace with seven players: only 7 fit", rules: loserHand, players: seven,
			entries: []Entry{loses(0, "A")}, text: "deals 7 cards"},
	})
	// The first deal of the loser-hand variant has the usual 7.
	s, _, _ := Replay(Game{Rules: loserHand, Players: seatsFor(3)}, nil)
	if s.HandSize != 7 || s.Deal != 1 || s.Leader != 1 {
		t.Errorf("first deal: %+v", s)
	}
}

func TestSwedishGurka(t *testing.T) {
	sw := mustPreset(t, "swedish")
	five := seatsFor(5)
	out := []Entry{loses(0, "10"), loses(0, "10"), loses(0, "J")}
	runScenarios(t, []scenario{
		{name: "seed: out at 31 after 10, 10, Jack while all others have 0", rules: sw, players: seatsFor(4),
			entries: out, scores: []int{31, 0, 0, 0}, status: []Status{Out, Alive, Alive, Alive},
			text: "30 or more: Anna is out. Anna may buy back in once."},
		{name: "seed: buying back in at 0", rules: sw, players: seatsFor(4),
			entries: append(slices.Clone(out), rebuy(0)), scores: []int{0, 0, 0, 0}, status: []Status{SecondLife},
			text: "Anna buys back in at 0", textDE: "1 mehr in den Pott: 5.",
			check: func(t *testing.T, s Standings) {
				if s.Pot != 5 || s.Paid[0] != 2 || !s.Players[0].Rebought || s.Players[0].RebuyOpen {
					t.Errorf("pot %d, paid %v, Anna %+v", s.Pot, s.Paid, s.Players[0])
				}
			}},
		{name: "seed: buying back in at 28 when the others have 0, 5, 28, 2", rules: sw, players: five,
			entries: append(slices.Clone(out), loses(2, "5"), loses(3, "A"), loses(3, "A"), loses(4, "2"), rebuy(0)),
			scores:  []int{28, 0, 5, 28, 2}, text: "Anna buys back in at 28, Dan's score, the highest of the players still in."},
		{name: "a rebuy later, not right after going out", rules: sw, players: five,
			entries: append(slices.Clone(out), loses(1, "9"), rebuy(0)), scores: []int{9, 9, 0, 0, 0}},
		{name: "ties all pay", rules: sw, entries: []Entry{trick(0, "9", 1, "9", 2, "3")}, scores: []int{9, 9, 0}},
		{name: "second bust is final", rules: sw, players: seatsFor(4),
			entries:  append(slices.Clone(out), rebuy(0), loses(0, "A"), loses(0, "A"), loses(0, "3"), rebuy(0)),
			errField: "seat", errIndex: 7},
		{name: "no rebuy with only two players still in", rules: sw,
			entries: append(slices.Clone(out), rebuy(0)), errField: "seat", errIndex: 3},
		{name: "no rebuy for a player still in", rules: sw, entries: []Entry{rebuy(1)}, errField: "seat"},
		{name: "the winner takes the pot", rules: sw,
			entries: []Entry{loses(0, "A"), loses(0, "A"), loses(0, "A"), loses(1, "A"), loses(1, "A"), loses(1, "A")},
			over:    true, winners: []int{2}, text: "The pot of 3 goes to Cai."},
	})
	free := sw
	free.Rebuy, free.Limit = "free", 20
	runScenarios(t, []scenario{
		{name: "free rebuy at 20", rules: free, players: seatsFor(4),
			entries: []Entry{loses(0, "10"), loses(0, "10"), rebuy(0)}, scores: []int{0, 0, 0, 0},
			check: func(t *testing.T, s Standings) {
				if s.Pot != 4 {
					t.Errorf("pot %d", s.Pot)
				}
			}},
	})
}

func TestPolishOgorek(t *testing.T) {
	pl := mustPreset(t, "polish")
	pk := mustPreset(t, "polish-kontra")
	runScenarios(t, []scenario{
		{name: "the ace is low in the last trick and costs 1", rules: pl,
			entries: []Entry{trick(0, "A", 1, "2", 2, "3")}, scores: []int{0, 0, 3}},
		{name: "an ace alone costs 1", rules: pl, entries: []Entry{loses(0, "A")}, scores: []int{1, 0, 0},
			text: "Anna took the last trick with an Ace: +1 → 1."},
		{name: "ties all pay", rules: pl, entries: []Entry{trick(0, "K", 1, "K", 2, "2")}, scores: []int{13, 13, 0}},
		{name: "out at 50", rules: pl, entries: []Entry{loses(0, "K"), loses(0, "K"), loses(0, "K"), loses(0, "Q")},
			scores: []int{51, 0, 0}, status: []Status{Out}},
		{name: "classic: out at 21", rules: mustPreset(t, "polish-classic"), entries: []Entry{loses(0, "K"), loses(0, "8")},
			status: []Status{Out}},
		{name: "nine players use two decks: eight Kings", rules: pl, players: seatsFor(9),
			entries: []Entry{trick(0, "K", 1, "K", 2, "K", 3, "K", 4, "K", 5, "K", 6, "K", 7, "K", 8, "2")},
			scores:  []int{13, 13, 13, 13, 13, 13, 13, 13, 0}},
		{name: "seed: Kontra caller loses with a King: 52 and out", rules: pk,
			entries: []Entry{kontra(1), loses(1, "K")}, scores: []int{0, 52, 0}, status: []Status{Alive, Out},
			text: "Bo took the last trick with a King: +52 (13 × 4) → 52."},
		{name: "Kontra doubles another loser", rules: pk, entries: []Entry{kontra(0), loses(1, "K")}, scores: []int{0, 26, 0}},
		{name: "Kontra doubles every loser of a tie", rules: pk, entries: []Entry{kontra(0), trick(0, "K", 1, "K", 2, "3")},
			scores: []int{52, 26, 0}},
		{name: "all passed", rules: pk, entries: []Entry{{Kind: KindKontra}, loses(1, "K")}, scores: []int{0, 13, 0},
			check: func(t *testing.T, s Standings) {
				if !s.KontraOpen || s.Kontra != -1 {
					t.Errorf("kontra open %v, caller %d", s.KontraOpen, s.Kontra)
				}
			}},
		{name: "Kontra lasts one deal", rules: pk, entries: []Entry{kontra(0), loses(1, "2"), loses(1, "2")}, scores: []int{0, 6, 0}},
		{name: "one Kontra round per deal", rules: pk, entries: []Entry{{Kind: KindKontra}, kontra(1)}, errField: "kind", errIndex: 1},
		{name: "Kontra by a player not at the table", rules: pk, entries: []Entry{kontra(7)}, errField: "seat"},
	})
}

func TestFinnishVariants(t *testing.T) {
	kurko := mustPreset(t, "kurko")
	rassi := mustPreset(t, "rassi")
	runScenarios(t, []scenario{
		{name: "Kurkku: ends when a player reaches 30, fewest wins", rules: mustPreset(t, "kurkku"),
			entries: []Entry{loses(1, "3"), loses(2, "2"), loses(0, "A"), loses(0, "A"), loses(0, "2")},
			scores:  []int{30, 3, 2}, over: true, winners: []int{2}},
		{name: "Mätäpesä: losses only, the loser deals next", rules: mustPreset(t, "matapesa"), players: seatsFor(7),
			entries: []Entry{trick(0, "5", 1, "9", 2, "3", 3, "9", 4, "9", 5, "7", 6, "2"), loses(4, "K")},
			scores:  []int{0, 0, 0, 0, 0, 0, 0}, text: "Next deal: Eva deals 7 cards, Fay leads.",
			check: func(t *testing.T, s Standings) {
				if s.Players[4].Losses != 2 || s.Over || s.Dealer != 4 {
					t.Errorf("Eva %+v, over %v, dealer %d", s.Players[4], s.Over, s.Dealer)
				}
			}},
		{name: "Mätäpesä: two players get 26 cards", rules: mustPreset(t, "matapesa"), players: seatsFor(2),
			entries: []Entry{loses(0, "K")}, text: "Next deal: Anna deals 26 cards, Bo leads."},
		{name: "Kurko: a joker is an ace, low and worth 1 in the last trick", rules: kurko,
			entries: []Entry{trick(0, "Joker", 1, "A", 2, "2")}, scores: []int{0, 0, 2}},
		{name: "Kurko: a player past 30 plays on", rules: kurko,
			entries: []Entry{loses(0, "K"), loses(0, "K"), loses(0, "5")}, scores: []int{31, 0, 0},
			status: []Status{Beyond, Alive, Alive}, text: "Anna is past the limit of 30 and plays on."},
		{name: "Kurko: all but one past 30, everyone pays the winner the difference", rules: kurko,
			entries: []Entry{loses(0, "K"), loses(0, "K"), loses(0, "5"), loses(2, "4"), loses(1, "K"), loses(1, "K"), loses(1, "K")},
			scores:  []int{31, 39, 4}, over: true, winners: []int{2},
			check: func(t *testing.T, s Standings) {
				got := []int{s.Settled(0), s.Settled(1), s.Settled(2)}
				if !slices.Equal(got, []int{-27, -35, 62}) {
					t.Errorf("settlement %v", got)
				}
				sum := Summarize(Game{Rules: kurko, Players: seatsFor(3)}, s)
				if len(sum.Columns) != 2 || sum.Lines[2].Values[1] != "62" {
					t.Errorf("summary %+v", sum)
				}
			}},
		{name: "Rassi: doubled ×2, redoubled ×4", rules: rassi,
			entries: []Entry{{Kind: KindQuick, Loser: 1, Card: "K", Doubled: []int{1}}, {Kind: KindQuick, Loser: 2, Card: "5", Redoubled: []int{2}, Doubled: []int{0}}},
			scores:  []int{0, 26, 20}},
		{name: "Rassi: the ace costs 1 in the last trick", rules: rassi, entries: []Entry{loses(0, "A")}, scores: []int{1, 0, 0}},
		{name: "Rassi: a player doubles twice over", rules: rassi,
			entries: []Entry{{Kind: KindQuick, Loser: 1, Card: "K", Doubled: []int{1}, Redoubled: []int{1}}}, errField: "redoubled[0]"},
		{name: "Rassi: out at 50", rules: rassi, entries: []Entry{{Kind: KindQuick, Loser: 1, Card: "K", Redoubled: []int{1}}},
			scores: []int{0, 52, 0}, status: []Status{Alive, Out}},
	})
}

func TestNorwegianVariants(t *testing.T) {
	nd := mustPreset(t, "norwegian-dealer")
	runScenarios(t, []scenario{
		{name: "out at 21 at once, no plus points", rules: mustPreset(t, "norwegian"),
			entries: []Entry{loses(0, "10"), trick(1, "2", 2, "5", 0, "J")}, scores: []int{21, 0, 0}, status: []Status{Out}},
		{name: "jokers as extra aces", rules: func() Rules { r := mustPreset(t, "norwegian"); r.Jokers = 2; return r }(),
			entries: []Entry{trick(0, "Joker", 1, "A", 2, "2")}, scores: []int{0, 14, 0}},
		{name: "dealer variant: a face card costs 11, the next hand 7 at most", rules: nd,
			entries: []Entry{trick(1, "5", 2, "K", 0, "2")}, scores: []int{0, 0, 11},
			text: "Next deal: Anna deals 7 cards, Anna leads.",
			check: func(t *testing.T, s Standings) {
				if s.Dealer != 0 || s.Leader != 0 || s.HandSize != 7 {
					t.Errorf("dealer %d leader %d hand %d", s.Dealer, s.Leader, s.HandSize)
				}
			}},
		{name: "dealer variant: lowest card deals, the first of equal lowest", rules: nd,
			entries: []Entry{trick(1, "5", 2, "2", 0, "2")}, text: "Next deal: Cai deals 5 cards, Cai leads."},
		{name: "dealer variant: no quick entries", rules: nd, entries: []Entry{loses(0, "3")}, errField: "kind"},
	})
	s, _, _ := Replay(Game{Rules: nd, Players: seatsFor(3), FirstDealer: 2}, nil)
	if s.HandSize != 5 || s.Leader != 2 {
		t.Errorf("first deal: %d cards, leader %d", s.HandSize, s.Leader)
	}
}

func TestIcelandicGurka(t *testing.T) {
	is := mustPreset(t, "icelandic")
	sevens := is
	sevens.TopCard = "black-sevens"
	spade := is
	spade.TopCard = "spade-seven"
	runScenarios(t, []scenario{
		{name: "seed: ♣6 on 0 points leaves the player at 0", rules: is,
			entries: []Entry{trick(0, "♣6", 1, "A", 2, "K")}, scores: []int{0, 0, 0}, status: []Status{Alive},
			text:   "Anna took the last trick with the ♣6: +21 → 21. Exactly 21: back to 0.",
			textDE: "Anna hat den letzten Stich mit der ♣6 genommen"},
		{name: "seed: ♣6 after an earlier loss is out", rules: is,
			entries: []Entry{loses(0, "5"), trick(0, "♣6", 1, "A", 2, "K")}, scores: []int{26, 0, 0}, status: []Status{Out}},
		{name: "a plain six is just a six", rules: is, entries: []Entry{trick(0, "♥6", 1, "5", 2, "6")}, scores: []int{0, 0, 6}},
		{name: "only one ♣6", rules: is, entries: []Entry{trick(0, "♣6", 1, "C6", 2, "5")}, errField: "plays[1].card"},
		{name: "three plain sixes at most", rules: is, players: seatsFor(4),
			entries: []Entry{trick(0, "6", 1, "6", 2, "6", 3, "6")}, errField: "plays[3].card"},
		{name: "black sevens equal highest, worth 21", rules: sevens,
			entries: []Entry{loses(1, "3"), trick(0, "♠7", 1, "♣7", 2, "♣6")}, scores: []int{0, 24, 0}},
		{name: "♠7 16, ♣7 15", rules: spade, entries: []Entry{trick(0, "♠7", 1, "♣7", 2, "A")}, scores: []int{16, 0, 0}},
		{name: "one card fewer every deal", rules: is, entries: []Entry{loses(0, "2"), loses(1, "2")},
			text: "Next deal: Cai deals 8 cards, Anna leads."},
	})
	s, _, _ := Replay(Game{Rules: is, Players: seatsFor(4)}, nil)
	if s.HandSize != 10 {
		t.Errorf("first deal: %d cards", s.HandSize)
	}
	codes := func(r Rules) []string {
		var out []string
		for _, c := range r.Choices() {
			out = append(out, c.Code)
		}
		return out
	}
	if got := codes(is); !slices.Equal(got[:3], []string{"♣6", "A", "K"}) || !slices.Contains(got, "6") || len(got) != 14 {
		t.Errorf("Icelandic choices %v", got)
	}
	if got := codes(spade); !slices.Equal(got[:3], []string{"♠7", "♣7", "A"}) {
		t.Errorf("♠7 choices %v", got)
	}
	var sizes []int
	z := is
	z.HandRule, z.HandSize = "zigzag", 6
	for deal := 1; deal <= 27; deal++ {
		sizes = append(sizes, z.handSize(deal, 0, 4, 52))
	}
	want := []int{6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 4, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2, 3, 2, 1, 2, 1, 6}
	if !slices.Equal(sizes, want) {
		t.Errorf("zigzag %v", sizes)
	}
	five := is
	five.HandRule, five.HandSize = "fixed", 5
	if five.handSize(3, 0, 4, 52) != 5 {
		t.Error("always five cards")
	}
	if is.handSize(11, 0, 4, 52) != 10 {
		t.Error("after the deal of one card the count starts again at 10")
	}
}

func TestPragueVariant(t *testing.T) {
	runScenarios(t, []scenario{
		{name: "all holders of the highest card pay", rules: mustPreset(t, "prague"),
			entries: []Entry{trick(0, "Q", 1, "Q", 2, "3")}, scores: []int{12, 12, 0}},
		{name: "only the last of them pays", rules: func() Rules { r := mustPreset(t, "prague"); r.Penalize = "last"; return r }(),
			entries: []Entry{trick(0, "Q", 1, "Q", 2, "3")}, scores: []int{0, 12, 0}},
	})
}

// TestForcedAceOnAce: where no ace may go on an ace, a player left with
// only an ace for the last trick must still play it onto an ace led before
// it. By default it beats that ace as any equal card played later does;
// with forced_ace_low it counts below it, so it neither takes the trick nor
// pays nor matches the losing card.
func TestForcedAceOnAce(t *testing.T) {
	low := func(r Rules) Rules { r.ForcedAceLow = true; return r }
	prague := mustPreset(t, "prague")
	modern := mustPreset(t, "swedish-modern")
	danish := Danish()
	danish.NoAceOnAce = true
	optionAlone := low(Danish())
	aceAceFive := trick(0, "A", 1, "A", 2, "5")
	runScenarios(t, []scenario{
		{name: "Prague: the forced ace beats, both aces pay", rules: prague,
			entries: []Entry{aceAceFive}, scores: []int{14, 14, 0},
			text: "Anna played an Ace and pays too: +14 → 14. Bo took the last trick with an Ace: +14 → 14."},
		{name: "Prague, forced ace low: only the ace led pays", rules: low(prague),
			entries: []Entry{aceAceFive}, scores: []int{14, 0, 0},
			text:   "Bo had to play an Ace right after an Ace: it counts below that Ace. Anna took the last trick with an Ace: +14 → 14.",
			textDE: "Bo musste ein Ass direkt nach einem Ass spielen: Es zählt unter diesem Ass. Anna hat den letzten Stich mit einem Ass genommen"},
		{name: "Swedish today: K, A, forced A, both aces pay", rules: modern,
			entries: []Entry{trick(0, "K", 1, "A", 2, "A")}, scores: []int{0, 14, 14}},
		{name: "Swedish today, forced ace low: the first ace pays", rules: low(modern),
			entries: []Entry{trick(0, "K", 1, "A", 2, "A")}, scores: []int{0, 14, 0}},
		{name: "Danish with no ace on an ace: the forced ace takes, the ace led gets plus points", rules: danish,
			entries: []Entry{loses(1, "5"), aceAceFive}, scores: []int{0, 19, 0},
			text: "Bo took the last trick with an Ace: +14 → 19. Anna also played an Ace: −14 → 0 (not below 0)."},
		{name: "Danish, forced ace low: the ace led takes, no plus points for the forced one", rules: low(danish),
			entries: []Entry{loses(1, "5"), aceAceFive}, scores: []int{14, 5, 0},
			text: "Anna took the last trick with an Ace: +14 → 14."},
		{name: "an ace after a lower card is not forced onto an ace", rules: low(prague),
			entries: []Entry{trick(0, "A", 1, "5", 2, "A")}, scores: []int{14, 0, 14}},
		{name: "forced ace low without no ace on an ace changes nothing", rules: optionAlone,
			entries: []Entry{loses(1, "5"), aceAceFive}, scores: []int{0, 19, 0}},
	})
	// Rules stored before the option existed read it as off.
	var stored Rules
	if err := json.Unmarshal([]byte(`{"preset":"prague","no_ace_on_ace":true}`), &stored); err != nil || stored.ForcedAceLow || stored.Validate() != nil {
		t.Errorf("stored Prague rules: forced_ace_low %v, %v", stored.ForcedAceLow, err)
	}
	if d := low(prague).Diff(prague); !slices.Equal(d, []string{"forced_ace_low"}) {
		t.Errorf("diff from the preset: %v", d)
	}
}
