package stats

import (
	"errors"
	"math/bits"
	"slices"
)

// Transfer is one payment that settles a ledger: From pays To the Amount.
// From and To index the balances it was made from.
type Transfer struct {
	From, To int
	Amount   int
}

// ExactLimit is the most balances, not counting those already even, that
// Transfers settles with a search for the fewest payments. The search takes
// 2^n·n steps: at 16 about a million, nothing for a phone's request, while
// an evening rarely has more than ten people with money to move. Beyond it
// the greedy method takes over.
const ExactLimit = 16

// ErrUneven is returned for balances that do not add up to zero.
var ErrUneven = errors.New("the balances do not add up to zero")

// Transfers returns payments that settle the balances (+ is owed money,
// − owes it): the fewest possible while at most ExactLimit balances are
// not even, else those of the greedy method, which lets the largest debtor
// pay the largest creditor until all are even.
//
// Settling n balances takes n − k payments, where k is the largest number
// of groups they can be split into that each add up to zero, so the search
// looks for that split; within a group the greedy method needs one payment
// fewer than the group has members.
func Transfers(balances []int) ([]Transfer, error) {
	if Sum(balances) != 0 {
		return nil, ErrUneven
	}
	var open []int
	for i, b := range balances {
		if b != 0 {
			open = append(open, i)
		}
	}
	if len(open) > ExactLimit {
		return greedy(balances, open), nil
	}
	var out []Transfer
	for _, group := range zeroGroups(balances, open) {
		out = append(out, greedy(balances, group)...)
	}
	return out, nil
}

// zeroGroups splits the open balances into the most groups that each add
// up to zero. best[m] is the most zero-sum groups that the members of m,
// taken in some order, close one after another; adding a member to the end
// of an order closes a group exactly when the members so far add up to
// zero.
func zeroGroups(balances []int, open []int) [][]int {
	n := len(open)
	full := 1<<n - 1
	sum := make([]int, full+1)
	best := make([]int, full+1)
	for m := 1; m <= full; m++ {
		low := bits.TrailingZeros(uint(m))
		sum[m] = sum[m&(m-1)] + balances[open[low]]
		for i := range n {
			if m&(1<<i) != 0 {
				best[m] = max(best[m], best[m&^(1<<i)])
			}
		}
		if sum[m] == 0 {
			best[m]++
		}
	}
	// Walk back from everyone: each member taken off is the last of the
	// order; a set of those left that adds up to zero closes a group.
	var groups [][]int
	var group []int
	for m := full; m != 0; {
		closes := 0
		if sum[m] == 0 {
			closes = 1
			if len(group) > 0 {
				groups = append(groups, group)
				group = nil
			}
		}
		for i := range n {
			if bit := 1 << i; m&bit != 0 && best[m&^bit]+closes == best[m] {
				group = append(group, open[i])
				m &^= bit
				break
			}
		}
	}
	if len(group) > 0 {
		groups = append(groups, group)
	}
	for _, g := range groups {
		slices.Sort(g)
	}
	slices.SortFunc(groups, func(a, b []int) int { return a[0] - b[0] })
	return groups
}

// greedy settles the balances of the given members, which add up to zero:
// the largest debtor pays the largest creditor (the first in order on a
// tie) until everyone is even. Every payment evens at least one of the two,
// and the last evens both.
func greedy(balances []int, members []int) []Transfer {
	left := map[int]int{}
	for _, i := range members {
		left[i] = balances[i]
	}
	var out []Transfer
	for {
		debtor, creditor := -1, -1
		for _, i := range members {
			if b := left[i]; b < 0 && (debtor < 0 || b < left[debtor]) {
				debtor = i
			}
			if b := left[i]; b > 0 && (creditor < 0 || b > left[creditor]) {
				creditor = i
			}
		}
		if debtor < 0 || creditor < 0 {
			return out
		}
		n := min(-left[debtor], left[creditor])
		out = append(out, Transfer{From: debtor, To: creditor, Amount: n})
		left[debtor] += n
		left[creditor] -= n
	}
}
