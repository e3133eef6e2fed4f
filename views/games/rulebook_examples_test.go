package games

import (
	"slices"
	"testing"

	"schreiber/rules/cards"
	rh "schreiber/rules/hurrican"
	"schreiber/scoring/gurke"
	"schreiber/scoring/tupelkopf"
)

// TestRulebookExamplesHold replays the worked examples of the rules pages
// through the engines, so that the pages never tell a table something the
// score sheet would not do.
func TestRulebookExamplesHold(t *testing.T) {
	t.Run("gurke plus points", func(t *testing.T) {
		// An earlier king costs Bo 13; then 7, jack, 3, jack from Anna.
		g := gurke.Game{Rules: gurke.Danish(), Players: []string{"Anna", "Bo", "Cai", "Dan"}}
		st, _, err := gurke.Replay(g, []gurke.Entry{
			{Kind: gurke.KindQuick, Loser: 1, Card: "K"},
			{Kind: gurke.KindTrick, Plays: []gurke.Play{{Seat: 0, Card: "7"}, {Seat: 1, Card: "J"}, {Seat: 2, Card: "3"}, {Seat: 3, Card: "J"}}},
		})
		if err != nil {
			t.Fatal(err)
		}
		var got []int
		for _, p := range st.Players {
			got = append(got, p.Score)
		}
		if want := []int{0, 2, 0, 11}; !slices.Equal(got, want) {
			t.Errorf("scores %v, the page says %v", got, want)
		}
	})
	t.Run("hurrican premiere", func(t *testing.T) {
		mixed := []cards.Card{cards.Of(cards.Seven, cards.Hearts), cards.Of(cards.Six, cards.Clubs),
			cards.Of(cards.Ace, cards.Spades), cards.Of(cards.King, cards.Diamonds)}
		sixes := []cards.Card{cards.Of(cards.Six, cards.Hearts), cards.Of(cards.Six, cards.Clubs),
			cards.Of(cards.Six, cards.Spades), cards.Of(cards.Six, cards.Diamonds)}
		if a, b := rh.Premiere(mixed), rh.Premiere(sixes); a != 65 || b != 72 {
			t.Errorf("Premieres %d and %d, the page says 65 and 72", a, b)
		}
	})
	t.Run("tupelkopf inversely fulfilled", func(t *testing.T) {
		// Four players: the Anderen say keine 30 (keine 30n) and take 80, 40n.
		rules, _ := tupelkopf.Preset("ploen")
		g := tupelkopf.Game{Rules: rules, Players: []string{"Anna", "Bo", "Cai", "Dan"}}
		sunkte := 160
		_, steps, err := tupelkopf.Replay(g, []tupelkopf.Entry{{Kind: tupelkopf.KindDeal, Type: tupelkopf.Normal,
			Alten: []int{0, 1}, Sunkte: &sunkte, AnderenCall: tupelkopf.Keine30}})
		if err != nil {
			t.Fatal(err)
		}
		res := steps[0].Result
		if res.Winner != tupelkopf.Alten || res.Bunkte[tupelkopf.Alten] != 6 || res.Bunkte[tupelkopf.Anderen] != 0 {
			t.Errorf("winner %v with %v Bunkte, the page says the Alten with 6", res.Winner, res.Bunkte)
		}
	})
}
