package views

import (
	"math"
	"math/rand"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

func TestNiceStep(t *testing.T) {
	for _, tc := range []struct {
		span float64
		want float64
	}{
		{0, 1}, {3, 1}, {8, 2}, {16, 5}, {31, 10}, {120, 50}, {1000, 500}, {-5, 1},
	} {
		if got := niceStep(tc.span, chartTicks); got != tc.want {
			t.Errorf("niceStep(%v) = %v, want %v", tc.span, got, tc.want)
		}
	}
}

// unminus reads a label's typographic minus as Go's.
func unminus(label string) string { return strings.Replace(label, "−", "-", 1) }

func TestChartLaysOutEveryLineInsideThePlot(t *testing.T) {
	s := Series{Names: []string{"Anna", "Bo"}, Rows: [][]int{{0, 0}, {13, 0}, {13, 7}, {26, -4}}, Low: true, Mark: 31}
	c := NewChart(s)
	if len(c.Lines) != 2 || c.Mark == nil || c.Mark.Label != "31" {
		t.Fatalf("chart: %+v", c)
	}
	if c.Lines[0].Last != 26 || c.Lines[1].Last != -4 || len(strings.Fields(c.Lines[0].Points)) != 4 {
		t.Errorf("lines: %+v", c.Lines)
	}
	// The y labels run from below the lowest value to above the mark.
	first, _ := strconv.Atoi(unminus(c.YTicks[0].Label))
	last, _ := strconv.Atoi(unminus(c.YTicks[len(c.YTicks)-1].Label))
	if first > -4 || last < 31 {
		t.Errorf("y axis %d … %d", first, last)
	}
	if c.YTicks[0].Label[0] == '-' {
		t.Errorf("a negative label is written with a hyphen: %q", c.YTicks[0].Label)
	}
}

// TestChartStaysInsideItsBox draws random series, all sizes and signs, and
// checks every point lies inside the drawing area.
func TestChartStaysInsideItsBox(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	for range 300 {
		lines, entries := 1+rng.Intn(12), rng.Intn(80)
		s := Series{Mark: rng.Intn(200) - 100}
		for i := range lines {
			s.Names = append(s.Names, "p"+strconv.Itoa(i))
		}
		for range entries + 1 {
			row := make([]int, lines)
			for i := range row {
				row[i] = rng.Intn(2001) - 1000
			}
			s.Rows = append(s.Rows, row)
		}
		c := NewChart(s)
		if len(c.Lines) != lines {
			t.Fatalf("%d lines drawn of %d", len(c.Lines), lines)
		}
		for _, l := range c.Lines {
			for _, p := range strings.Fields(l.Points) {
				xs, ys, _ := strings.Cut(p, ",")
				x, _ := strconv.ParseFloat(xs, 64)
				y, _ := strconv.ParseFloat(ys, 64)
				if x < chartLeft-0.05 || x > chartW-chartRight+0.05 || y < chartTop-0.05 || y > chartH-chartBottom+0.05 {
					t.Fatalf("point %s outside the plot: %+v", p, s)
				}
			}
		}
		if len(c.YTicks) < 2 || len(c.YTicks) > 12 || len(c.XTicks) > 12 {
			t.Errorf("%d y labels, %d x labels", len(c.YTicks), len(c.XTicks))
		}
	}
}

func TestDealsListWhatEachEntryChanged(t *testing.T) {
	d := Deals(Series{Names: []string{"A", "B"}, Rows: [][]int{{0, 0}, {5, 0}, {5, -3}}})
	if len(d) != 2 || d[0].Cells[0].ChangeText() != "+5" || d[0].Cells[1].ChangeText() != "·" || d[1].Cells[1].ChangeText() != "−3" || d[1].Cells[0].Value != 5 {
		t.Errorf("deals %+v", d)
	}
}

// TestChartLeavesOutOnlyPointsOnTheLine draws random series that move in
// small steps and often not at all, and checks that the polyline drawn
// still passes through every entry's value: a point is left out only where
// its neighbours' line passes through it anyway.
func TestChartLeavesOutOnlyPointsOnTheLine(t *testing.T) {
	flat := Series{Names: []string{"A", "B"}}
	for i := range 201 {
		flat.Rows = append(flat.Rows, []int{0, i})
	}
	for _, l := range NewChart(flat).Lines {
		if got := len(strings.Fields(l.Points)); got != 2 {
			t.Errorf("a straight line over 200 entries drawn with %d points", got)
		}
	}
	rng := rand.New(rand.NewSource(7))
	for range 300 {
		lines, entries := 1+rng.Intn(6), 1+rng.Intn(120)
		s := Series{Names: make([]string, lines)}
		row := make([]int, lines)
		for range entries + 1 {
			s.Rows = append(s.Rows, slices.Clone(row))
			for i := range row {
				row[i] += []int{0, 0, 0, 1, 2, -1}[rng.Intn(6)]
			}
		}
		c := NewChart(s)
		// Where a value is drawn, read off the y axis' first and last label.
		lo, hi := c.YTicks[0], c.YTicks[len(c.YTicks)-1]
		vlo, _ := strconv.ParseFloat(unminus(lo.Label), 64)
		vhi, _ := strconv.ParseFloat(unminus(hi.Label), 64)
		y := func(v int) float64 { return lo.At + (hi.At-lo.At)*(float64(v)-vlo)/(vhi-vlo) }
		for line, l := range c.Lines {
			var xs, ys []float64
			for _, p := range strings.Fields(l.Points) {
				a, b, _ := strings.Cut(p, ",")
				x, _ := strconv.ParseFloat(a, 64)
				y, _ := strconv.ParseFloat(b, 64)
				xs, ys = append(xs, x), append(ys, y)
			}
			if len(xs) == 0 || xs[0] != chartLeft {
				t.Fatalf("line %d does not start at the first entry: %s", line, l.Points)
			}
			for i, r := range s.Rows {
				x := chartLeft + (chartW-chartLeft-chartRight)*float64(i)/float64(entries)
				k := sort.SearchFloat64s(xs, x-0.06)
				if k == len(xs) {
					t.Fatalf("line %d ends before entry %d: %s", line, i, l.Points)
				}
				got := ys[k]
				if xs[k] > x+0.06 {
					got = ys[k-1] + (ys[k]-ys[k-1])*(x-xs[k-1])/(xs[k]-xs[k-1])
				}
				if want := y(r[line]); math.Abs(got-want) > 0.2 {
					t.Fatalf("line %d misses entry %d: drawn at %.2f, its value at %.2f (%s)", line, i, got, want, l.Points)
				}
			}
		}
	}
}
