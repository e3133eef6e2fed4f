package stats

import (
	"reflect"
	"testing"
)

func TestPlacesBy(t *testing.T) {
	for _, tc := range []struct {
		values []int
		low    bool
		want   []int
	}{
		{[]int{3, 1, 2}, false, []int{1, 3, 2}},
		{[]int{3, 1, 2}, true, []int{3, 1, 2}},
		{[]int{5, 7, 5, 9}, true, []int{1, 3, 1, 4}},
		{[]int{5, 7, 7, 2}, false, []int{3, 1, 1, 4}},
		{[]int{0, 0}, false, []int{1, 1}},
	} {
		if got := PlacesBy(tc.values, tc.low); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("PlacesBy(%v, low %v) = %v, want %v", tc.values, tc.low, got, tc.want)
		}
	}
}

func TestLeaders(t *testing.T) {
	for _, tc := range []struct {
		places []int
		want   []int
	}{
		{[]int{2, 1, 3}, []int{1}},
		{[]int{1, 3, 1}, []int{0, 2}},
		{[]int{1, 1, 1}, nil},
		{nil, nil},
	} {
		if got := Leaders(tc.places); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Leaders(%v) = %v, want %v", tc.places, got, tc.want)
		}
	}
}

func TestDifferences(t *testing.T) {
	for _, tc := range []struct {
		name    string
		values  []int
		winners []int
		low     bool
		want    []int
	}{
		// Kurko: 12 points for the winner; the others pay 18 and 25.
		{"one winner", []int{30, 12, 37}, []int{1}, true, []int{-18, 43, -25}},
		// Two winners at 10 share 7; the first in seat order gets the odd one.
		{"shared", []int{10, 17, 10}, []int{0, 2}, true, []int{4, -7, 3}},
		{"higher is better", []int{5, 3, 1}, []int{0}, false, []int{6, -2, -4}},
		{"no winner", []int{1, 1}, nil, true, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Differences(tc.values, tc.winners, tc.low)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Differences = %v, want %v", got, tc.want)
			}
			if Sum(got) != 0 {
				t.Errorf("Differences %v add up to %d", got, Sum(got))
			}
		})
	}
}

func TestMoney(t *testing.T) {
	for _, tc := range []struct {
		name        string
		r           Result
		unit, point int
		want        []int
	}{
		{"own stakes at the unit's value", Result{Stakes: []int{2, -1, -1}, Points: []int{9, 0, -9}}, 50, 10, []int{100, -50, -50}},
		{"points at the point's value", Result{Points: []int{9, 0, -9}}, 50, 10, []int{90, 0, -90}},
		{"no rate, no money", Result{Points: []int{9, 0, -9}}, 50, 0, nil},
		{"nothing to pay", Result{Stakes: []int{0, 0}}, 100, 0, nil},
		{"neither", Result{}, 100, 10, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.r.Money(tc.unit, tc.point); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Money = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestSides(t *testing.T) {
	if got := Sides([]int{4, -4}, []int{0, 1, 0, 1}); !reflect.DeepEqual(got, []int{4, -4, 4, -4}) {
		t.Errorf("Sides = %v", got)
	}
}
