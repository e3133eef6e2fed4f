package hurrican

import (
	"fmt"
	"schreiber/rules/msg"
	"strings"
)

// Game is what a replay needs besides the entries.
type Game struct {
	Rules       Rules    `json:"rules"`
	Players     []string `json:"players"`      // names in seating order, clockwise; 2, or 4 with partners opposite
	FirstDealer int      `json:"first_dealer"` // seat of the first deal's dealer
}

// Validate checks the rules and the seating.
func (g Game) Validate() error {
	if err := g.Rules.Validate(); err != nil {
		return err
	}
	n := len(g.Players)
	if n != 2 && n != 4 {
		return msg.Errorf("players", "Hurrican is played by two players or by four in two partnerships, not by %d.", n)
	}
	for i, p := range g.Players {
		if strings.TrimSpace(p) == "" {
			return msg.Errorf(fmt.Sprintf("players[%d]", i), "Every player needs a name.")
		}
	}
	if g.Rules.FullDeal && n != 4 {
		return msg.Errorf("rules.full_deal", "Dealing all cards at once is for four players.")
	}
	if g.FirstDealer < 0 || g.FirstDealer >= n {
		return msg.Errorf("first_dealer", "The first dealer must be one of the players.")
	}
	return nil
}

// SideOf returns the side of a seat: seats 0 and 2 are side 0, seats 1 and
// 3 side 1.
func SideOf(seat int) int { return seat % 2 }

// SideName names a side by its players, e.g. "Anna" or "Anna & Carl".
func (g Game) SideName(side int) string {
	var names []string
	for seat := side; seat < len(g.Players); seat += 2 {
		names = append(names, g.Players[seat])
	}
	return strings.Join(names, " & ")
}

// seats lists the seats of a side.
func (g Game) seats(side int) []int {
	var s []int
	for seat := side; seat < len(g.Players); seat += 2 {
		s = append(s, seat)
	}
	return s
}
