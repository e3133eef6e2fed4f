package views

import (
	"math"
	"strconv"

	"schreiber/rules/msg"
)

// The chart's drawing area, in the units of its viewBox. It is drawn as
// wide as the page allows (at most about 28rem, see app.css), so a unit is
// about a pixel on a phone.
const (
	chartW, chartH           = 320.0, 180.0
	chartLeft, chartRight    = 34.0, 10.0
	chartTop, chartBottom    = 10.0, 22.0
	chartPalette             = 8 // colours before the lines are dashed too
	chartTicks               = 4 // about as many labels on each axis
	chartFont                = 11.0
	chartLabelGap, chartBase = 4.0, 3.5
)

// Chart is a Series laid out for drawing: a polyline per line, the labels
// of both axes and the mark.
type Chart struct {
	Lines  []ChartLine
	YTicks []ChartTick
	XTicks []ChartTick
	Mark   *ChartTick // the limit or target, if it is in view
	Zero   float64    // y of the value 0
	Notes  []ChartNote
}

// ChartNote marks a point whose entry did more than the line shows (a
// cucumber taken and a rebirth), with the series' note on it.
type ChartNote struct {
	X, Y  float64
	Class string
	Text  msg.Text // the line's name and the note
}

// ChartLine is one player's or side's course.
type ChartLine struct {
	Name   string
	Class  string // its colour (and dashes, past the palette)
	Points string // the polyline's points
	Last   int    // where it stands now
	EndX   float64
	EndY   float64
}

// ChartTick is one label on an axis, with where it goes.
type ChartTick struct {
	At    float64
	Label string
}

// ViewBox is the chart's viewBox attribute.
func (Chart) ViewBox() string { return "0 0 " + num(chartW) + " " + num(chartH) }

// Plot bounds, for the axes' lines.
func (Chart) Left() string   { return num(chartLeft) }
func (Chart) Right() string  { return num(chartW - chartRight) }
func (Chart) Top() string    { return num(chartTop) }
func (Chart) Bottom() string { return num(chartH - chartBottom) }

// LabelX is where the y axis' labels end; LabelY the baseline of the x
// axis' labels.
func (Chart) LabelX() string { return num(chartLeft - chartLabelGap) }
func (Chart) LabelY() string { return num(chartH - chartBottom + chartFont + chartLabelGap/2) }

// MarkX is where the mark's label starts.
func (Chart) MarkX() string { return num(chartW - chartRight - chartLabelGap) }

// Baseline shifts a label down so that it is centred on y.
func (Chart) Baseline(y float64) string { return num(y + chartBase) }

// NewChart lays out a series: every line from the start over each entry,
// both axes with round steps, the mark where it has one.
func NewChart(s Series) Chart {
	var c Chart
	lo, hi := 0, 0
	for _, row := range s.Rows {
		for _, v := range row {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if s.Mark != 0 {
		lo, hi = min(lo, s.Mark), max(hi, s.Mark)
	}
	step := niceStep(float64(hi-lo), chartTicks)
	bottom := math.Floor(float64(lo)/step) * step
	top := math.Ceil(float64(hi)/step) * step
	if top == bottom {
		top = bottom + step
	}
	entries := max(len(s.Rows)-1, 1)
	x := func(i int) float64 { return chartLeft + (chartW-chartLeft-chartRight)*float64(i)/float64(entries) }
	y := func(v float64) float64 {
		return chartTop + (chartH-chartTop-chartBottom)*(top-v)/(top-bottom)
	}
	for v := bottom; v <= top+step/2; v += step {
		c.YTicks = append(c.YTicks, ChartTick{At: y(v), Label: Figure(num(v))})
	}
	xstep := niceStep(float64(entries), chartTicks)
	for i := 0.0; i <= float64(entries)+xstep/2; i += xstep {
		c.XTicks = append(c.XTicks, ChartTick{At: x(int(i)), Label: num(i)})
	}
	c.Zero = y(0)
	if s.Mark != 0 {
		c.Mark = &ChartTick{At: y(float64(s.Mark)), Label: Minus(s.Mark)}
	}
	for line, cl := range Legend(s) {
		// The points are written into one buffer: a long game has
		// hundreds, and the chart is drawn after every entry.
		pts := make([]byte, 0, 12*len(s.Rows))
		at := make([]int, 0, len(s.Rows)) // the entries this line has a value after
		for i, row := range s.Rows {
			if line < len(row) {
				at = append(at, i)
			}
		}
		for k, i := range at {
			v := s.Rows[i][line]
			cl.Last, cl.EndX, cl.EndY = v, x(i), y(float64(v))
			if k > 0 && k < len(at)-1 && between(at[k-1], s.Rows[at[k-1]][line], i, v, at[k+1], s.Rows[at[k+1]][line]) {
				// On the straight line from its neighbours, most often a
				// run of entries that did not move this line: the picture
				// is the same without it.
				continue
			}
			if len(pts) > 0 {
				pts = append(pts, ' ')
			}
			pts = appendNum(append(appendNum(pts, cl.EndX), ','), cl.EndY)
		}
		cl.Points = string(pts)
		c.Lines = append(c.Lines, cl)
	}
	for i, notes := range s.Notes {
		for line, note := range notes {
			if note.IsZero() || i >= len(s.Rows) || line >= len(s.Rows[i]) || line >= len(s.Names) {
				continue
			}
			c.Notes = append(c.Notes, ChartNote{X: x(i), Y: y(float64(s.Rows[i][line])), Class: c.Lines[line].Class,
				Text: msg.T("%s: %s", s.Names[line], note)})
		}
	}
	return c
}

// Legend is every line of a series with its name, colour and where it
// stands, without the points: what the chart's legend shows.
func Legend(s Series) []ChartLine {
	lines := make([]ChartLine, len(s.Names))
	for line, name := range s.Names {
		cl := ChartLine{Name: name, Class: "s" + strconv.Itoa(line%chartPalette)}
		if line >= chartPalette {
			cl.Class += " dashed"
		}
		for i := len(s.Rows) - 1; i >= 0; i-- {
			if line < len(s.Rows[i]) {
				cl.Last = s.Rows[i][line]
				break
			}
		}
		lines[line] = cl
	}
	return lines
}

// between reports whether the point (i, v) lies on the straight line from
// (i0, v0) to (i1, v1), with i0 < i < i1: then a polyline through the
// three is the one through the outer two.
func between(i0, v0, i, v, i1, v1 int) bool {
	return (v-v0)*(i1-i) == (v1-v)*(i-i0)
}

// niceStep is a round step (1, 2 or 5 times a power of ten) that cuts span
// into about n parts.
func niceStep(span float64, n int) float64 {
	if span <= 0 {
		return 1
	}
	raw := span / float64(n)
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, f := range []float64{1, 2, 5, 10} {
		if f*mag >= raw {
			return max(f*mag, 1)
		}
	}
	return max(10*mag, 1)
}

// num writes a coordinate or a label short: whole numbers without a
// point, others to one decimal.
func num(f float64) string { return string(appendNum(nil, f)) }

// appendNum appends num(f) to b.
func appendNum(b []byte, f float64) []byte {
	if f == math.Trunc(f) {
		return strconv.AppendFloat(b, f, 'f', 0, 64)
	}
	return strconv.AppendFloat(b, f, 'f', 1, 64)
}

// DealRow is one entry of a game's story: how every line stands after it,
// and what the entry changed.
type DealRow struct {
	No    int // the entry's number, as the history counts them
	Cells []DealCell
}

// DealCell is one line's standing after an entry, and what the entry
// changed; Note says it where the change alone hides what happened.
type DealCell struct {
	Value, Change int
	Note          msg.Text
}

// ChangeText writes a change with its sign, or a dash for none.
func (d DealCell) ChangeText() string {
	switch {
	case d.Change > 0:
		return "+" + strconv.Itoa(d.Change)
	case d.Change < 0:
		return "−" + strconv.Itoa(-d.Change)
	}
	return "·"
}

// Deals lists every entry of a series in order, with what it changed.
func Deals(s Series) []DealRow {
	var out []DealRow
	for i := 1; i < len(s.Rows); i++ {
		row := DealRow{No: i}
		for line := range s.Names {
			var c DealCell
			if line < len(s.Rows[i]) {
				c.Value = s.Rows[i][line]
				if line < len(s.Rows[i-1]) {
					c.Change = c.Value - s.Rows[i-1][line]
				}
			}
			if i < len(s.Notes) && line < len(s.Notes[i]) {
				c.Note = s.Notes[i][line]
			}
			row.Cells = append(row.Cells, c)
		}
		out = append(out, row)
	}
	return out
}

// StoryColumns is the most lines the story's table shows as columns at
// phone width; a larger table lists each entry's changes instead.
const StoryColumns = 6
