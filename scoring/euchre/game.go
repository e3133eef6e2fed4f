package euchre

import (
	"fmt"
	"schreiber/rules/msg"
	"strings"
)

// Game is what a replay needs besides the entries. Partners sit opposite:
// seats 0 and 2 are side 0, seats 1 and 3 side 1.
type Game struct {
	Rules       Rules    `json:"rules"`
	Players     []string `json:"players"`      // four names in seating order, clockwise
	FirstDealer int      `json:"first_dealer"` // seat of the first hand's dealer
}

// Validate checks the rules and the seating.
func (g Game) Validate() error {
	if err := g.Rules.Validate(); err != nil {
		return err
	}
	if len(g.Players) != Players {
		return msg.Errorf("players", "Euchre is played by four, two against two, not by %d.", len(g.Players))
	}
	for i, p := range g.Players {
		if strings.TrimSpace(p) == "" {
			return msg.Errorf(fmt.Sprintf("players[%d]", i), "Every player needs a name.")
		}
	}
	if g.FirstDealer < 0 || g.FirstDealer > 3 {
		return msg.Errorf("first_dealer", "The first dealer must be one of the players.")
	}
	return nil
}

// SideOf returns the partnership of a seat.
func SideOf(seat int) int { return seat % 2 }

// SideName names a side by its players, e.g. "Anna & Carl".
func (g Game) SideName(side int) string { return g.Players[side] + " & " + g.Players[side+2] }
