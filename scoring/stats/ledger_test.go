package stats

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
)

// settled applies the transfers to the balances and reports whether
// everyone is even, and whether every payment moves money from a debtor
// to a creditor.
func settled(t *testing.T, balances []int, ts []Transfer) {
	t.Helper()
	left := append([]int(nil), balances...)
	for _, tr := range ts {
		if tr.Amount <= 0 || tr.From == tr.To {
			t.Fatalf("payment %+v moves nothing", tr)
		}
		if balances[tr.From] >= 0 || balances[tr.To] <= 0 {
			t.Fatalf("payment %+v: %d pays or %d is paid without a debt", tr, balances[tr.From], balances[tr.To])
		}
		left[tr.From] += tr.Amount
		left[tr.To] -= tr.Amount
	}
	for i, b := range left {
		if b != 0 {
			t.Fatalf("balances %v after %v: %d is left with %d", balances, ts, i, b)
		}
	}
}

// fewest finds the fewest payments by trying every split of the open
// balances into groups: a group of k that adds up to zero takes k−1.
func fewest(balances []int) int {
	var open []int
	for _, b := range balances {
		if b != 0 {
			open = append(open, b)
		}
	}
	best := len(open)
	var split func(i int, sums []int)
	split = func(i int, sums []int) {
		if i == len(open) {
			for _, s := range sums {
				if s != 0 {
					return
				}
			}
			best = min(best, len(open)-len(sums))
			return
		}
		for g := range sums {
			sums[g] += open[i]
			split(i+1, sums)
			sums[g] -= open[i]
		}
		split(i+1, append(sums, open[i]))
	}
	split(0, nil)
	return best
}

func TestTransfers(t *testing.T) {
	for _, tc := range []struct {
		name     string
		balances []int
		want     []Transfer
	}{
		{"nobody owes", []int{0, 0, 0}, nil},
		{"one debt", []int{5, -5}, []Transfer{{From: 1, To: 0, Amount: 5}}},
		{"two pay one", []int{10, -4, -6}, []Transfer{{From: 2, To: 0, Amount: 6}, {From: 1, To: 0, Amount: 4}}},
		{"two pairs", []int{3, 3, -3, -3}, []Transfer{{From: 2, To: 0, Amount: 3}, {From: 3, To: 1, Amount: 3}}},
		// The greedy method needs five payments here; four do it: 5 gets 7
		// from 1, the rest settle among themselves.
		{"greedy is not enough", []int{-9, 7, -2, 5, 6, -7}, []Transfer{
			{From: 0, To: 4, Amount: 6}, {From: 0, To: 3, Amount: 3}, {From: 2, To: 3, Amount: 2}, {From: 5, To: 1, Amount: 7}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Transfers(tc.balances)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Transfers(%v) = %v, want %v", tc.balances, got, tc.want)
			}
			settled(t, tc.balances, got)
			if len(got) != fewest(tc.balances) {
				t.Errorf("%d payments, the fewest are %d", len(got), fewest(tc.balances))
			}
		})
	}
}

func TestTransfersRefusesUnevenBalances(t *testing.T) {
	if _, err := Transfers([]int{5, -4}); !errors.Is(err, ErrUneven) {
		t.Fatalf("err = %v", err)
	}
}

// TestTransfersAreFewest checks random evenings against a search over every
// split: the payments settle everything, and there are never more than
// needed.
func TestTransfersAreFewest(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 8))
	worse := 0
	for range 3000 {
		n := 2 + r.IntN(7)
		balances := make([]int, n)
		for i := range n - 1 {
			balances[i] = r.IntN(21) - 10
			balances[n-1] -= balances[i]
		}
		got, err := Transfers(balances)
		if err != nil {
			t.Fatal(err)
		}
		settled(t, balances, got)
		if want := fewest(balances); len(got) != want {
			t.Fatalf("Transfers(%v) = %v: %d payments, the fewest are %d", balances, got, len(got), want)
		}
		var open []int
		for i, b := range balances {
			if b != 0 {
				open = append(open, i)
			}
		}
		if len(greedy(balances, open)) > len(got) {
			worse++
		}
	}
	if worse == 0 {
		t.Error("the greedy method was never worse: the cases do not test the search")
	}
}

// TestTransfersBeyondTheLimit settles more balances than the search takes
// with the greedy method: one payment fewer than the balances at most.
func TestTransfersBeyondTheLimit(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 9))
	balances := make([]int, ExactLimit+4)
	for i := range len(balances) - 1 {
		balances[i] = r.IntN(2001) - 1000
		if balances[i] == 0 {
			balances[i] = 1
		}
		balances[len(balances)-1] -= balances[i]
	}
	got, err := Transfers(balances)
	if err != nil {
		t.Fatal(err)
	}
	settled(t, balances, got)
	if len(got) > len(balances)-1 {
		t.Errorf("%d payments for %d balances", len(got), len(balances))
	}
}
