package cards

// ranksFrom returns the ranks lo…Ace in ascending order.
func ranksFrom(lo Rank) []Rank {
	var rs []Rank
	for r := lo; r <= Ace; r++ {
		rs = append(rs, r)
	}
	return rs
}

// deckOf returns one card of every given rank in every suit, suit by suit.
func deckOf(ranks []Rank) []Card {
	d := make([]Card, 0, 4*len(ranks))
	for _, s := range Suits {
		for _, r := range ranks {
			d = append(d, Card{Rank: r, Suit: s})
		}
	}
	return d
}

// Deck52 returns the French 52-card deck.
func Deck52() []Card { return deckOf(ranksFrom(Two)) }

// Deck52Jokers returns the 52-card deck with the given number of jokers.
func Deck52Jokers(jokers int) []Card {
	d := Deck52()
	for i := 0; i < jokers; i++ {
		d = append(d, JokerCard)
	}
	return d
}

// Deck36 returns the 36-card deck, Six to Ace in each suit.
func Deck36() []Card { return deckOf(ranksFrom(Six)) }

// Deck40 returns the 40-card deck of Hurrican: Ace to Seven, Jack, Queen and
// King in each suit (no Eights, Nines or Tens).
func Deck40() []Card {
	return deckOf([]Rank{Ace, Two, Three, Four, Five, Six, Seven, Jack, Queen, King})
}

// Deck24 returns the 24-card deck, Nine to Ace in each suit. Doppelkopf and
// its larger relatives play with several of these; Euchre with one.
func Deck24() []Card { return deckOf(ranksFrom(Nine)) }

// DeckDoko returns n copies of the 24-card deck: the deck of a Tupelkopf for
// 2n players (n=2 is ordinary Doppelkopf with 48 cards).
func DeckDoko(n int) []Card {
	var d []Card
	for i := 0; i < n; i++ {
		d = append(d, Deck24()...)
	}
	return d
}

// DeckEuchre returns a Euchre deck of 24 (Nine to Ace), 28 (Eight to Ace) or
// 32 (Seven to Ace) cards, with one joker added when joker is set. Any other
// size yields nil.
func DeckEuchre(size int, joker bool) []Card {
	var d []Card
	switch size {
	case 24:
		d = deckOf(ranksFrom(Nine))
	case 28:
		d = deckOf(ranksFrom(Eight))
	case 32:
		d = deckOf(ranksFrom(Seven))
	default:
		return nil
	}
	if joker {
		d = append(d, JokerCard)
	}
	return d
}

// Count returns how many times each card occurs in deck.
func Count(deck []Card) map[Card]int {
	m := make(map[Card]int, len(deck))
	for _, c := range deck {
		m[c]++
	}
	return m
}

// RankCount returns how many cards of each rank deck holds, suits ignored.
func RankCount(deck []Card) map[Rank]int {
	m := make(map[Rank]int)
	for _, c := range deck {
		m[c.Rank]++
	}
	return m
}
