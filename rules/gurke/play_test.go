package gurke

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"schreiber/rules/cards"
)

// hand parses cards written like "K 9 2" (suitless ranks) or "♣6 ♥7".
func hand(t *testing.T, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		if r, err := cards.ParseRank(f); err == nil {
			if r == cards.Joker {
				out = append(out, cards.JokerCard)
			} else {
				out = append(out, cards.Card{Rank: r})
			}
			continue
		}
		c, err := cards.Parse(f)
		if err != nil {
			t.Fatalf("bad card %q", f)
		}
		out = append(out, c)
	}
	return out
}

// sets parses a trick written like "5-5-5 5-9-B" (sets joined by dashes).
func sets(t *testing.T, s string) [][]cards.Card {
	var out [][]cards.Card
	for _, f := range strings.Fields(s) {
		out = append(out, hand(t, strings.ReplaceAll(f, "-", " ")))
	}
	return out
}

func TestCheck(t *testing.T) {
	danish := Danish()
	swedish := Danish()
	swedish.Follow = FollowPrevious
	aceRule := Danish()
	aceRule.NoAceOnAce = true
	leadLow := Danish()
	leadLow.LeadLowest = true
	forced := Danish()
	forced.Duty = DutyForced
	lowestBeating := Danish()
	lowestBeating.Duty = DutyLowestBeating
	either := Danish()
	either.Follow = FollowEither
	iceland := Danish()
	iceland.MultiLead, iceland.TopCard = true, TopClubSix
	swedishForced := swedish
	swedishForced.Duty = DutyForced
	pragueLowest := swedish
	pragueLowest.Duty = DutyLowestBeating
	polish := forced
	polish.AceLowLast = true
	cases := []struct {
		name    string
		v       Variant
		trick   string
		hand    string
		play    string
		last    bool
		allowed bool
		rule    string
	}{
		{"Danish: the lead is free", danish, "", "K 9 2", "9", false, true, "gurke.lead"},
		{"Danish: match the highest", danish, "9 5", "9 2 3", "9", false, true, "gurke.follow"},
		{"Danish: beat the highest", danish, "9 5", "K 2 3", "K", false, true, "gurke.follow"},
		{"Danish: lowest card instead", danish, "9 5", "K 2 3", "2", false, true, "gurke.follow"},
		{"Danish: a middle card is not allowed", danish, "9 5", "K 2 3", "3", false, false, "gurke.follow"},
		{"Danish: beating only the card just played is not enough", danish, "9 5", "7 2", "7", false, false, "gurke.follow"},
		{"seed Swedish: 7 beats the 3 after K, K, 3", swedish, "K K 3", "Q 7 2", "7", false, true, "gurke.follow"},
		{"Swedish: 2 is still allowed as the lowest", swedish, "K K 3", "Q 7 2", "2", false, true, "gurke.follow"},
		{"Swedish: below the card just played", swedish, "K 9", "Q 7 2", "7", false, false, "gurke.follow"},
		{"no ace on an ace", aceRule, "A", "A 7 2", "A", false, false, "gurke.follow.ace"},
		{"after an ace the lowest", aceRule, "A", "A 7 2", "2", false, true, "gurke.follow.ace"},
		{"an ace after a King is fine", aceRule, "K", "A 7 2", "A", false, true, "gurke.follow"},
		{"no ace on an ace, but nothing lower in hand", aceRule, "A", "A A", "A", false, true, "gurke.follow.ace"},
		{"no ace on an ace: the last card is an ace", aceRule, "9 A", "A", "A", true, true, "gurke.follow.ace"},
		{"lead must be the lowest", leadLow, "", "A 7 2", "7", false, false, "gurke.lead.lowest"},
		{"lead of the lowest", leadLow, "", "A 7 2", "2", false, true, "gurke.lead.lowest"},
		{"forced: could beat, played lowest", forced, "9", "K 2", "2", false, false, "gurke.follow.forced"},
		{"forced: cannot beat, lowest", forced, "9", "8 2", "2", false, true, "gurke.follow.forced"},
		{"forced: cannot beat, not lowest", forced, "9", "8 2", "8", false, false, "gurke.follow.forced"},
		{"lowest-beating: must take the 10", lowestBeating, "9", "K 10 2", "K", false, false, "gurke.follow.lowest-beating"},
		{"lowest-beating: the 10", lowestBeating, "9", "K 10 2", "10", false, true, "gurke.follow.lowest-beating"},
		{"either: match the card just played", either, "K 5", "5 2 Q", "5", false, true, "gurke.follow"},
		{"either: beat the highest", either, "K 5", "A 2", "A", false, true, "gurke.follow"},
		{"either: between them is not allowed", either, "K 5", "Q 2", "Q", false, false, "gurke.follow"},
		{"Swedish, forced: the 7 beats the 3, so the 2 may not go", swedishForced, "K K 3", "Q 7 2", "2", false, false, "gurke.follow.forced"},
		{"Prague: the lowest card that beats the card just played", pragueLowest, "K 3", "Q 7 2", "7", false, true, "gurke.follow.lowest-beating"},
		{"Prague: not the Queen", pragueLowest, "K 3", "Q 7 2", "Q", false, false, "gurke.follow.lowest-beating"},
		{"seed Iceland: 5-9-J on 5-5-5", iceland, "5-5-5", "5 9 J 2", "5 9 J", false, true, "gurke.follow"},
		{"seed Iceland: 8-Q-K on 5-9-J", iceland, "5-5-5 5-9-J", "8 Q K 3", "8 Q K", false, true, "gurke.follow"},
		{"seed Iceland: A-J-J cannot beat 8-Q-K", iceland, "5-5-5 5-9-J 8-Q-K", "2 2 4 7 7 J J A", "A J J", false, false, "gurke.follow"},
		{"seed Iceland: so 2-2-4 it is", iceland, "5-5-5 5-9-J 8-Q-K", "2 2 4 7 7 J J A", "2 2 4", false, true, "gurke.follow"},
		{"Iceland: a set must be of one rank", iceland, "", "5 6 9", "5 6", false, false, "gurke.lead.sets"},
		{"Iceland: a set may be led", iceland, "", "5 5 9", "5 5", false, true, "gurke.lead"},
		{"Iceland: single cards in the last trick", iceland, "", "5 5", "5 5", true, false, "gurke.lead.sets"},
		{"Iceland: a lowest-card lead may be a set", func() Variant { v := iceland; v.LeadLowest = true; return v }(), "", "2 2 9", "2 2", false, true, "gurke.lead.lowest"},
		{"Iceland: a set may not empty the hand", iceland, "", "5 5", "5 5", false, false, "gurke.lead.sets"},
		{"Iceland: same number as led", iceland, "8-8", "9 K 2", "K", false, false, "gurke.lead.sets"},
		{"Iceland: ♣6 beats the ace", iceland, "A", "♣6 2", "♣6", false, true, "gurke.follow"},
		{"Iceland: a plain 6 does not", iceland, "A", "♥6 2", "♥6", false, false, "gurke.follow"},
		{"Danish: multi-card lead not allowed", danish, "", "5 5", "5 5", false, false, "gurke.lead.sets"},
		{"Polish: last trick, ace is low", polish, "2", "A", "A", true, true, "gurke.follow.forced"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := c.v.Check(sets(t, c.trick), hand(t, c.hand), hand(t, c.play), c.last)
			if err != nil {
				t.Fatal(err)
			}
			if r.Allowed != c.allowed || r.Rule.Section != c.rule {
				t.Errorf("allowed %v by %s (%s), want %v by %s", r.Allowed, r.Rule.Section, r.Reason.String(), c.allowed, c.rule)
			}
			if r.Reason.IsZero() || r.Rule.Title == "" || strings.Contains(r.Reason.String(), "%!") {
				t.Errorf("reason or title missing: %+v", r)
			}
		})
	}
}

// TestForcedAceOnAce: where no ace may go on an ace, a player whose lowest
// card is an ace still has to play it. The play is legal either way;
// ForcedAceLow decides whether it beats the ace before it, that is who takes
// the trick and who pays for the last one.
func TestForcedAceOnAce(t *testing.T) {
	beats := Danish()
	beats.NoAceOnAce = true
	below := beats
	below.ForcedAceLow = true
	jokers := below
	jokers.Jokers = JokersAces
	lowLast := below
	lowLast.AceLowLast = true
	optionAlone := Danish()
	optionAlone.ForcedAceLow = true
	cases := []struct {
		name    string
		v       Variant
		trick   string // the cards before the play
		hand    string
		play    string
		last    bool
		says    string // part of the ruling's English reason
		winner  int    // of the trick with the play added
		payLast []int  // who pays where only the last of equal highest pays
		payAll  []int  // who pays where all of them pay
	}{
		{"last trick: an ace led, only an ace left, it beats", beats, "A", "A", "A", true,
			"it beats the ace before it", 1, []int{1}, []int{0, 1}},
		{"last trick: an ace led, only an ace left, it counts below", below, "A", "A", "A", true,
			"does not take the trick", 0, []int{0}, []int{0}},
		{"last trick: three aces in a row, it beats", beats, "5 A A", "A", "A", true,
			"it beats the ace before it", 3, []int{3}, []int{1, 2, 3}},
		{"last trick: three aces in a row, all forced, the first keeps it", below, "5 A A", "A", "A", true,
			"does not take the trick", 1, []int{1}, []int{1}},
		{"last trick: an ace after a lower card still matches", below, "A A 5", "A", "A", true,
			"matches or beats", 3, []int{3}, []int{0, 3}},
		{"an earlier trick: only aces in hand", below, "K A", "A A", "A", false,
			"does not take the trick", 1, nil, nil},
		{"an earlier trick: only aces in hand, it beats", beats, "K A", "A A", "A", false,
			"it beats the ace before it", 2, nil, nil},
		{"a joker that is an ace, forced onto an ace", jokers, "A", "Joker", "Joker", true,
			"does not take the trick", 0, []int{0}, []int{0}},
		{"aces low in the last trick: the ace led keeps it", lowLast, "A", "A", "A", true,
			"does not take the trick", 0, []int{0}, []int{0}},
		{"the option alone changes nothing", optionAlone, "A", "A 2", "A", true,
			"matches or beats", 1, []int{1}, []int{0, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := c.v.Check(sets(t, c.trick), hand(t, c.hand), hand(t, c.play), c.last)
			if err != nil {
				t.Fatal(err)
			}
			if !r.Allowed || !strings.Contains(r.Reason.String(), c.says) || r.Reason.IsZero() {
				t.Errorf("allowed %v by %s: %q, want allowed saying %q", r.Allowed, r.Rule.Section, r.Reason.String(), c.says)
			}
			played := hand(t, c.trick+" "+c.play)
			if w, _ := c.v.Winner(sets(t, c.trick+" "+c.play), c.last); w != c.winner {
				t.Errorf("winner %d, want %d", w, c.winner)
			}
			if !c.last {
				return
			}
			if p, _ := c.v.Penalized(played, false); !slices.Equal(p, c.payLast) {
				t.Errorf("the last of equal highest: %v pay, want %v", p, c.payLast)
			}
			if p, _ := c.v.Penalized(played, true); !slices.Equal(p, c.payAll) {
				t.Errorf("all equal highest: %v pay, want %v", p, c.payAll)
			}
		})
	}
}

func TestCheckErrors(t *testing.T) {
	v := Danish()
	if _, err := v.Check(nil, hand(t, "K 2"), hand(t, "A"), false); !errors.Is(err, ErrNotInHand) {
		t.Errorf("card not in hand: %v", err)
	}
	if _, err := v.Check(nil, hand(t, "K 2"), nil, false); !errors.Is(err, ErrShape) {
		t.Errorf("empty play: %v", err)
	}
	if _, err := v.Check([][]cards.Card{{{Rank: 1}}}, hand(t, "K"), hand(t, "K"), false); !errors.Is(err, ErrCard) {
		t.Errorf("bad card: %v", err)
	}
	bad := v
	bad.Follow = "sideways"
	if _, err := bad.Check(nil, hand(t, "K"), hand(t, "K"), false); !errors.Is(err, ErrVariant) {
		t.Errorf("bad variant: %v", err)
	}
}

func TestWinnerAndPenalty(t *testing.T) {
	d := Danish()
	polish := Danish()
	polish.AceLowLast = true
	jokers := Danish()
	jokers.Jokers = JokersAces
	norway := Danish()
	norway.FaceEleven = true
	seed := hand(t, "5 9 3 9 9 7")
	if w, _ := d.Winner(sets(t, "5 9 3 9 9 7"), true); w != 4 {
		t.Errorf("seed trick: winner %d, want the fifth player", w)
	}
	if p, _ := d.Penalized(seed, false); len(p) != 1 || p[0] != 4 {
		t.Errorf("last of equal highest: %v", p)
	}
	if p, _ := d.Penalized(seed, true); len(p) != 3 || p[0] != 1 || p[2] != 4 {
		t.Errorf("all equal highest: %v", p)
	}
	if w, _ := polish.Winner(sets(t, "A 2"), true); w != 1 {
		t.Errorf("Polish last trick: the ace is low, got %d", w)
	}
	if w, _ := polish.Winner(sets(t, "A 2"), false); w != 0 {
		t.Errorf("Polish earlier trick: the ace is high, got %d", w)
	}
	if w, _ := jokers.Winner(sets(t, "Joker A"), false); w != 1 {
		t.Errorf("joker as ace: the later ace takes it, got %d", w)
	}
	if w, _ := d.Winner(sets(t, "Joker A"), false); w != 0 {
		t.Errorf("high joker beats the ace, got %d", w)
	}
	for _, c := range []struct {
		v    Variant
		card string
		want int
	}{{d, "A", 14}, {d, "Joker", 15}, {polish, "A", 1}, {norway, "Q", 11}, {norway, "A", 11}, {norway, "10", 10}, {jokers, "Joker", 14}} {
		if got := c.v.Value(hand(t, c.card)[0]); got != c.want {
			t.Errorf("value of %s: %d, want %d", c.card, got, c.want)
		}
	}
	if i, _ := d.LowestFirst(hand(t, "9 3 K 3")); i != 1 {
		t.Errorf("lowest first: %d", i)
	}
	if _, err := d.Winner(nil, true); err == nil {
		t.Error("empty trick accepted")
	}
}

func TestTopCards(t *testing.T) {
	v := Danish()
	club6, spade7, club7 := cards.Of(cards.Six, cards.Clubs), cards.Of(cards.Seven, cards.Spades), cards.Of(cards.Seven, cards.Clubs)
	v.TopCard = TopClubSix
	if v.Value(club6) != 21 || v.Strength(club6, true) <= v.Strength(cards.Card{Rank: cards.Ace}, true) {
		t.Error("♣6 must be highest and worth 21")
	}
	v.TopCard = TopBlackSevens
	if v.Value(spade7) != 21 || v.Strength(spade7, true) != v.Strength(club7, true) || v.Special(club6) {
		t.Error("black sevens equal and worth 21; ♣6 ordinary")
	}
	v.TopCard = TopSpadeSeven
	if v.Value(spade7) != 16 || v.Value(club7) != 15 || v.Strength(spade7, true) <= v.Strength(club7, true) {
		t.Error("♠7 16 above ♣7 15")
	}
}
