package hurrican

import (
	"reflect"
	"testing"
)

func TestSweptByTheTaps(t *testing.T) {
	pairs, alone := []int{0, 1, 0, 1}, []int{0, 1}
	for _, tc := range []struct {
		name   string
		sideOf []int
		tapped []int
		count  [2]int
		want   []int
	}{
		{"as tapped", pairs, []int{1, 0, 2, 3}, [2]int{3, 3}, []int{1, 0, 2, 3}},
		{"more than tapped: the rest is nobody's", pairs, []int{0, 0, 0, 1}, [2]int{2, 4}, []int{0, 0, 0, 1}},
		{"fewer than tapped: only what is sure", pairs, []int{2, 0, 1, 0}, [2]int{2, 0}, []int{1, 0, 0, 0}},
		{"fewer than tapped by one seat", pairs, []int{0, 3, 0, 0}, [2]int{0, 1}, []int{0, 1, 0, 0}},
		{"a side of one swept all its own", alone, []int{1, 0}, [2]int{3, 2}, []int{3, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := swept(tc.sideOf, tc.tapped, tc.count); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("swept(%v, %v) = %v, want %v", tc.tapped, tc.count, got, tc.want)
			}
		})
	}
}
