package hurrican

import (
	"fmt"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// None marks a point that no side scores (a tie).
const None = -1

// Award is what the count of one deal gives each side.
type Award struct {
	Cards     [2]int `json:"cards"`     // cards won
	Hearts    [2]int `json:"hearts"`    // hearts won
	Premieres [2]int `json:"premieres"` // Premiere totals
	Karte     int    `json:"karte"`     // side with more than half the cards, None on 20:20
	Farbe     int    `json:"farbe"`     // side with six hearts or more, None on 5:5
	Sieben    int    `json:"sieben"`    // side with the ♥7
	Premiere  int    `json:"premiere"`  // side with the higher Premiere, None on a tie
	Hurricans [2]int `json:"hurricans"` // Hurricans made
	Points    [2]int `json:"points"`    // everything above added up
}

// limits says how many Hurricans one deal allows.
type limits struct {
	side  [2]int // per side
	total int    // both sides together
}

// hurricanLimits works out the most Hurricans a deal allows. Sides take
// turns card by card, the leader's side first. A sweep empties the table,
// so the next card is always laid: two plays in a row never both sweep.
// The last card of the deal takes what is left but is no Hurrican, and in
// the full deal the very first card is laid on an empty table.
func hurricanLimits(full bool, leaderSide int) limits {
	plays := 36
	if full {
		plays = 40
	}
	first := 1
	if full {
		first = 2
	}
	var l limits
	eligible := plays - first // plays first … plays-1
	l.total = (eligible + 1) / 2
	l.side[leaderSide] = plays / 2
	if full {
		l.side[leaderSide]--
	}
	l.side[1-leaderSide] = plays/2 - 1
	return l
}

// count checks a deal entry against the game and counts it. tapped are the
// Hurricans tapped one by one during this deal; names are the sides' names.
func count(e Entry, lim limits, tapped [2]int, names [2]string) (Award, error) {
	var a Award
	for i := range 2 {
		if e.Cards[i] < 0 || e.Cards[i] > 40 {
			return a, msg.Errorf(fmt.Sprintf("cards[%d]", i), "A side wins between 0 and 40 cards.")
		}
		if e.Hearts[i] < 0 || e.Hearts[i] > 10 {
			return a, msg.Errorf(fmt.Sprintf("hearts[%d]", i), "A side wins between 0 and 10 hearts.")
		}
		a.Cards[i], a.Hearts[i] = e.Cards[i], e.Hearts[i]
	}
	if a.Cards[0]+a.Cards[1] != 40 {
		return a, msg.Errorf("cards", "Every card is won by the end of a deal: the cards must add up to 40, not %d.", a.Cards[0]+a.Cards[1])
	}
	if a.Hearts[0]+a.Hearts[1] != 10 {
		return a, msg.Errorf("hearts", "There are 10 hearts: the hearts must add up to 10, not %d.", a.Hearts[0]+a.Hearts[1])
	}
	for i := range 2 {
		if a.Hearts[i] > a.Cards[i] {
			return a, msg.Errorf(fmt.Sprintf("hearts[%d]", i), "A side cannot win more hearts than cards.")
		}
	}
	if err := checkBest(e, &a, names); err != nil {
		return a, err
	}
	a.Hurricans = tapped
	if e.Hurricans != nil {
		a.Hurricans = [2]int{e.Hurricans[0], e.Hurricans[1]}
	}
	for i := range 2 {
		field := fmt.Sprintf("hurricans[%d]", i)
		switch {
		case a.Hurricans[i] < 0:
			return a, msg.Errorf(field, "Hurricans cannot be negative.")
		case a.Hurricans[i] > lim.side[i]:
			return a, msg.Errorf(field, "This side can make at most %d Hurricans in a deal.", lim.side[i])
		case 2*a.Hurricans[i] > a.Cards[i]:
			return a, msg.Errorf(field, "Every Hurrican wins at least two cards, so %d cards allow at most %d.", a.Cards[i], a.Cards[i]/2)
		}
	}
	if a.Hurricans[0]+a.Hurricans[1] > lim.total {
		return a, msg.Errorf("hurricans", "A deal has room for at most %d Hurricans together.", lim.total)
	}
	a.Karte = more(a.Cards)
	a.Farbe = more(a.Hearts)
	a.Sieben = *e.SevenOfHearts
	a.Premiere = more(a.Premieres)
	for _, s := range []int{a.Karte, a.Farbe, a.Sieben, a.Premiere} {
		if s != None {
			a.Points[s]++
		}
	}
	a.Points[0] += a.Hurricans[0]
	a.Points[1] += a.Hurricans[1]
	return a, nil
}

// more returns the side with the larger number, None on a tie.
func more(v [2]int) int {
	switch {
	case v[0] > v[1]:
		return 0
	case v[1] > v[0]:
		return 1
	}
	return None
}

// checkBest checks the highest cards against each other and against the
// card counts, and adds up the Premieres; names are the sides' names, for
// the messages.
func checkBest(e Entry, a *Award, names [2]string) error {
	var best [2][5]cards.Rank // indexed by suit
	for i := range 2 {
		for _, s := range cards.Suits {
			r, _ := parseRank(e.Best[i].Of(s))
			best[i][s] = r
			a.Premieres[i] += PremiereValue(r)
		}
	}
	seven := *e.SevenOfHearts
	field := func(i int, s cards.Suit) string { return fmt.Sprintf("best[%d].%s", i, s) }
	if best[seven][cards.Hearts] != cards.Seven {
		return msg.Errorf(field(seven, cards.Hearts), "The side with the Seven of hearts has the Seven as its best heart.")
	}
	for _, s := range cards.Suits {
		if best[0][s] != cards.NoRank && best[0][s] == best[1][s] {
			return msg.Errorf(field(1, s), "There is only one %s of %s: both sides cannot have it.", rankName(best[0][s]), suitName(s))
		}
		if best[0][s] != cards.Seven && best[1][s] != cards.Seven {
			return msg.Errorf(field(0, s), "Every card is won by the end of a deal, so one side has the Seven of %s.", suitName(s))
		}
	}
	for i := range 2 {
		h := best[i][cards.Hearts]
		switch {
		case a.Hearts[i] > 0 && h == cards.NoRank:
			return msg.Errorf(field(i, cards.Hearts), "%s won %d hearts: give its best heart.", names[i], a.Hearts[i])
		case a.Hearts[i] == 0 && h != cards.NoRank:
			return msg.Errorf(field(i, cards.Hearts), "%s won no hearts, so it has no best heart.", names[i])
		case a.Hearts[i] > atMost(h):
			return msg.Errorf(fmt.Sprintf("hearts[%d]", i), "With the %s as its best heart, %s holds at most %d hearts, not %d.", rankName(h), names[i], atMost(h), a.Hearts[i])
		}
		others, most := 0, 0
		for _, s := range []cards.Suit{cards.Clubs, cards.Spades, cards.Diamonds} {
			if best[i][s] != cards.NoRank {
				others++
				most += atMost(best[i][s])
			}
		}
		n := a.Cards[i] - a.Hearts[i]
		if n < others {
			return msg.Errorf(fmt.Sprintf("cards[%d]", i), "%s has a best card in %d suits besides hearts, so it won at least %d cards that are not hearts, not %d.", names[i], others, others, n)
		}
		if n > most {
			return msg.Errorf(fmt.Sprintf("cards[%d]", i), "With these best cards, %s holds at most %d cards that are not hearts, not %d.", names[i], most, n)
		}
	}
	return nil
}
