package stats

import (
	"cmp"
	"slices"
)

// Player is what one player's page shows: the player's games added up, per
// kind and in all, the best and the worst game, the streaks and the last
// evenings.
type Player struct {
	All   Totals
	Kinds []KindTotals // in the order of the kinds given
	// Best and Worst are the games in which the player placed best and
	// worst for the size of the table (see Standing); nil without games.
	Best, Worst *Line
	// LongestWins is the most games won in a row, LongestDry the most in a
	// row without a win.
	LongestWins, LongestDry int
	// Current is the streak the player is on: +n after n games won in a
	// row, −n after n without a win, 0 without games.
	Current  int
	Evenings []EveningTotals // the last evenings, the latest first
}

// KindTotals are the totals of one kind of game.
type KindTotals struct {
	Kind string
	Totals
}

// EveningTotals are a player's games of one evening.
type EveningTotals struct {
	Evening, Date string
	Totals
}

// Standing says how well a place is for the size of the table: 1 for the
// first place, 0 for the last of all seats.
func Standing(l Line) (num, den int) {
	if l.Seats <= 1 {
		return 1, 1
	}
	return l.Seats - l.Place, l.Seats - 1
}

// better orders two games of a player by how well the player placed: the
// higher standing first, then the larger table, then the later game.
func better(a, b Line) int {
	an, ad := Standing(a)
	bn, bd := Standing(b)
	return cmp.Or(cmp.Compare(bn*ad, an*bd), cmp.Compare(b.Seats, a.Seats), b.Before(a))
}

// worse orders two games by how badly the player placed: the lower
// standing first, then the larger table, then the later game.
func worse(a, b Line) int {
	an, ad := Standing(a)
	bn, bd := Standing(b)
	return cmp.Or(cmp.Compare(an*bd, bn*ad), cmp.Compare(b.Seats, a.Seats), b.Before(a))
}

// LastEvenings is how many evenings a player's page lists.
const LastEvenings = 5

// ForPlayer adds up one player's games among the lines, kinds in the order
// given.
func ForPlayer(lines []Line, player string, kinds []string) Player {
	var own []Line
	for _, l := range lines {
		if l.Player == player {
			own = append(own, l)
		}
	}
	slices.SortStableFunc(own, Line.Before)
	var p Player
	byKind := map[string]*Totals{}
	for i := range own {
		l := own[i]
		p.All.Add(Line{Place: l.Place, Won: l.Won})
		if byKind[l.Kind] == nil {
			byKind[l.Kind] = &Totals{}
		}
		byKind[l.Kind].Add(l)
		if p.Best == nil || better(l, *p.Best) < 0 {
			p.Best = &own[i]
		}
		if p.Worst == nil || worse(l, *p.Worst) < 0 {
			p.Worst = &own[i]
		}
		switch {
		case l.Won && p.Current > 0:
			p.Current++
		case l.Won:
			p.Current = 1
		case p.Current < 0:
			p.Current--
		default:
			p.Current = -1
		}
		p.LongestWins = max(p.LongestWins, p.Current)
		p.LongestDry = max(p.LongestDry, -p.Current)
	}
	for _, k := range Kinds(own, kinds) {
		p.Kinds = append(p.Kinds, KindTotals{Kind: k, Totals: *byKind[k]})
	}
	at := map[string]int{}
	for i := len(own) - 1; i >= 0; i-- {
		l := own[i]
		k, ok := at[l.Evening]
		if !ok {
			if len(p.Evenings) == LastEvenings {
				continue
			}
			k = len(p.Evenings)
			at[l.Evening] = k
			p.Evenings = append(p.Evenings, EveningTotals{Evening: l.Evening, Date: l.Date})
		}
		p.Evenings[k].Add(Line{Place: l.Place, Won: l.Won})
	}
	return p
}
