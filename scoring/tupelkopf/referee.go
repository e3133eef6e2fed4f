package tupelkopf

// Decks returns n, the number of 24-card decks the game is played with:
// half the players, and two for Doppelkopf under the DDV's rules, where a
// fifth player sits each deal out.
func (g Game) Decks() int {
	if g.Rules.DDV() {
		return 2
	}
	return max(2, g.size()/2)
}
