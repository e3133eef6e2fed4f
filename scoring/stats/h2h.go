package stats

import "slices"

// Meeting is one game two players played together: their lines, and
// whether they played on the same side.
type Meeting struct {
	A, B    Line
	Partner bool // same side: partners, or a team
}

// Ahead says who finished ahead in a game they played against each other:
// 1 for A, −1 for B, 0 when level or when they were partners.
func (m Meeting) Ahead() int {
	switch {
	case m.Partner || m.A.Place == m.B.Place:
		return 0
	case m.A.Place < m.B.Place:
		return 1
	}
	return -1
}

// Record counts the meetings of two players.
type Record struct {
	Kind    string // "" for every kind
	Games   int
	AAhead  int // games against each other that A finished ahead
	BAhead  int
	Level   int // games against each other they finished level
	Partner int // games on the same side
	Won     int // games on the same side that their side won
}

// add counts one meeting.
func (r *Record) add(m Meeting) {
	r.Games++
	switch {
	case m.Partner:
		r.Partner++
		if m.A.Won {
			r.Won++
		}
	case m.Ahead() > 0:
		r.AAhead++
	case m.Ahead() < 0:
		r.BAhead++
	default:
		r.Level++
	}
}

// HeadToHead finds every game among the lines that players a and b both
// played, the latest first, and counts them in all and per kind (kinds in
// the order given).
func HeadToHead(lines []Line, a, b string, kinds []string) (meetings []Meeting, all Record, perKind []Record) {
	as := map[string]Line{}
	for _, l := range lines {
		if l.Player == a {
			as[l.Game] = l
		}
	}
	for _, l := range lines {
		if la, ok := as[l.Game]; ok && l.Player == b && a != b {
			meetings = append(meetings, Meeting{A: la, B: l, Partner: la.Side == l.Side})
		}
	}
	slices.SortStableFunc(meetings, func(x, y Meeting) int { return y.A.Before(x.A) })
	var played []Line
	index := map[string]int{}
	for _, m := range meetings {
		all.add(m)
		played = append(played, m.A)
	}
	for _, k := range Kinds(played, kinds) {
		index[k] = len(perKind)
		perKind = append(perKind, Record{Kind: k})
	}
	for _, m := range meetings {
		perKind[index[m.A.Kind]].add(m)
	}
	return meetings, all, perKind
}
