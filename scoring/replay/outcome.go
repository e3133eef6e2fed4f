package replay

import (
	"schreiber/scoring"
	"schreiber/scoring/stats"
)

// Mark is the table's word that ended a game apart from its rules, as the
// log keeps it after the game's last entry.
type Mark int

const (
	NoMark Mark = iota
	// Finished: the table finished here a game whose rules set no end; it
	// counts as it stands.
	Finished
	// Abandoned: the table gave the game up; it stays in the evening but
	// counts nowhere.
	Abandoned
)

// String names the mark as the log and the exports write it: "finished",
// "abandoned", or "" for none.
func (m Mark) String() string {
	switch m {
	case Finished:
		return "finished"
	case Abandoned:
		return "abandoned"
	}
	return ""
}

// MarkNamed is the mark with the name String gives it; NoMark for any
// other name.
func MarkNamed(name string) Mark {
	for _, m := range []Mark{Finished, Abandoned} {
		if m.String() == name {
			return m
		}
	}
	return NoMark
}

// Counted returns the result a game counts with in the statistics and the
// ledger: none while it runs, which for a game whose rules set no end is
// until the table finishes it here, and none once it was abandoned.
func Counted(t Table, m Mark) (stats.Result, bool) {
	if t == nil || m == Abandoned || t.Broken() != nil {
		return stats.Result{}, false
	}
	r, ok := t.Result()
	if !ok || !r.Over && m != Finished {
		return stats.Result{}, false
	}
	return r, true
}

// OpenEnded says whether a game runs until the table ends it: its rules set
// no end, and it has a result as it stands.
func OpenEnded(t Table) bool {
	r, ok := t.Result()
	return ok && !r.Over
}

// Outcome is how a game stands once the table's mark is read with it: what
// every list of games, the export and the command line say of it.
type Outcome struct {
	Abandoned bool // the table gave it up: it counts nowhere
	// Summary is the game's summary as it stands or ended: Over when its
	// rules ended it or the table finished it here, with the Winners, by
	// name, once it is over; an abandoned game names none.
	Summary scoring.Summary
}

// Finishing is a Table whose lines read otherwise once the table finished
// it here than while it ran (a Durak series names who lost it, not the
// latest durak): its summary as it ends.
type Finishing interface {
	FinishedSummary() scoring.Summary
}

// Read reads a replayed game with the table's mark; players are the names
// in seating order. A game finished here is won by the seats its result
// has won, named one by one; one over by its rules by the winners its
// summary names (a side's name, where sides play).
func Read(t Table, m Mark, players []string) Outcome {
	if t == nil || t.Broken() != nil {
		return Outcome{Abandoned: m == Abandoned}
	}
	o := Outcome{Abandoned: m == Abandoned, Summary: t.Summary()}
	switch m {
	case Finished:
		if f, ok := t.(Finishing); ok {
			o.Summary = f.FinishedSummary()
		}
		o.Summary.Over, o.Summary.Winners = true, nil
		if r, ok := Counted(t, m); ok {
			o.Summary.Winners = Leaders(r, players)
		}
	case Abandoned:
		o.Summary.Winners = nil
	}
	return o
}

// Leaders names the seats a result has won.
func Leaders(r stats.Result, names []string) []string {
	var out []string
	for seat, rs := range r.Seats {
		if rs.Won && seat < len(names) {
			out = append(out, names[seat])
		}
	}
	return out
}
