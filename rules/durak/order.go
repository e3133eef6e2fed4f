package durak

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

// Seats are numbered 0…n-1 clockwise; the player "to the left" of seat s is
// seat s+1. In team play partners alternate around the table, so a seat's
// team is its number modulo two.

// TeamOf returns the team of seat s: 0 or 1 in team play, the seat itself
// otherwise.
func (r Rules) TeamOf(s int) int {
	if r.Teams {
		return s % 2
	}
	return s
}

// next returns the first seat after s (clockwise, ending with s itself) for
// which ok holds, or -1.
func next(n, s int, ok func(int) bool) int {
	for i := 1; i <= n; i++ {
		t := (s + i) % n
		if ok(t) {
			return t
		}
	}
	return -1
}

// NextBout returns the attacker and defender of the bout after the one that
// attacker led against defender. defended says whether the defence
// succeeded; in[s] says whether seat s still holds cards. After a successful
// defence the defender attacks next, after a pick-up the player to the
// defender's left. Players without cards are passed over; in team play each
// team's remaining members take its turns in rotation, so a partner takes
// the turn of a player who is out. It returns -1, -1 when fewer than two
// sides are left.
func (r Rules) NextBout(attacker, defender int, defended bool, in []bool) (int, int) {
	n := len(in)
	has := func(s int) bool { return s >= 0 && s < n && in[s] }
	if attacker < 0 || attacker >= n || defender < 0 || defender >= n {
		return -1, -1
	}
	if !r.Teams {
		a := -1
		if defended && has(defender) {
			a = defender
		} else {
			a = next(n, defender, has)
		}
		if a < 0 {
			return -1, -1
		}
		d := next(n, a, has)
		if d == a {
			return -1, -1
		}
		return a, d
	}
	member := func(team, after int) int {
		return next(n, after, func(t int) bool { return has(t) && r.TeamOf(t) == team })
	}
	var a, d int
	if defended {
		a = defender
		if !has(a) {
			a = member(r.TeamOf(defender), defender)
		}
		d = member(r.TeamOf(attacker), attacker)
	} else {
		a = member(r.TeamOf(attacker), attacker)
		d = member(r.TeamOf(defender), defender)
	}
	if a < 0 || d < 0 {
		return -1, -1
	}
	return a, d
}

// Joiners returns, in order of priority, the players who may attack the
// defender in the current bout: the main attacker first, then the others
// clockwise from the defender's left. Only the defender's opponents attack
// (in team play never a partner), only players still in the game, and with
// five or more single players still in the game (when the rules say so) only
// the defender's nearest neighbours on either side.
func (r Rules) Joiners(attacker, defender int, in []bool) []int {
	n := len(in)
	if attacker < 0 || attacker >= n || defender < 0 || defender >= n {
		return nil
	}
	has := func(s int) bool { return in[s] }
	count := 0
	for _, v := range in {
		if v {
			count++
		}
	}
	left, right := next(n, defender, has), -1
	for i := 1; i < n; i++ {
		if t := (defender - i + n) % n; in[t] {
			right = t
			break
		}
	}
	ok := func(s int) bool {
		if s == defender || !in[s] || r.TeamOf(s) == r.TeamOf(defender) {
			return false
		}
		if !r.Teams && r.NeighboursOnly && count >= 5 {
			return s == left || s == right || s == attacker
		}
		return true
	}
	var out []int
	if in[attacker] && ok(attacker) {
		out = append(out, attacker)
	}
	for i := 1; i < n; i++ {
		s := (defender + i) % n
		if s != attacker && ok(s) {
			out = append(out, s)
		}
	}
	return out
}

// CheckJoin answers whether seat s may attack in the bout that attacker
// leads against defender.
func (r Rules) CheckJoin(attacker, defender, s int, in []bool) rules.Ruling {
	if s == attacker {
		return rules.Allow(RefJoin, msg.T("%v is the main attacker.", seat(s)))
	}
	for i, j := range r.Joiners(attacker, defender, in) {
		if j == s {
			return rules.Allow(RefJoin, msg.T("%v may join the attack, as attacker number %d in order of priority.", seat(s), i+1))
		}
	}
	switch {
	case s == defender:
		return rules.Deny(RefJoin, msg.T("%v is the defender.", seat(s)))
	case s < 0 || s >= len(in):
		return rules.Deny(RefJoin, msg.T("There is no such seat."))
	case !in[s]:
		return rules.Deny(RefJoin, msg.T("%v has no cards left.", seat(s)))
	case r.TeamOf(s) == r.TeamOf(defender):
		return rules.Deny(RefJoin, msg.T("%v is the defender's partner and may only watch.", seat(s)))
	}
	return rules.Deny(RefJoin, msg.T("With five or more players only the defender's neighbours attack; %v is not one of them.", seat(s)))
}
