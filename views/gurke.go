package views

import (
	"strconv"

	"schreiber/scoring/gurke"
)

// GurkeView is everything a Gurke game's page shows.
type GurkeView struct {
	GroupID   string
	EveningID string
	GameID    string
	Title     Text
	RulesLine Text
	Players   []string // names in seating order
	Standings gurke.Standings
	Last      *gurke.Step // what the latest entry did
	LastSeq   int         // the log's last seq, for the forms' conflict check
	Deals     int         // entries so far
	CanScore  bool
	Live      bool // the board refreshes itself (viewers)
	Nonce     string
	Choices   []gurke.CardChoice
	Form      GurkeForm
	Broken    Text // set when the stored entries no longer replay
}

// GurkeForm is the deal entry form's state: what was picked and what was wrong.
type GurkeForm struct {
	Mode    string // "trick" or "quick"
	Leader  string // seat that led the last trick
	Cards   map[int]string
	Loser   string
	Card    string
	Matched map[int]bool
	Error   Text
	EditID  string // set when the form corrects an earlier entry
	Living  []int  // seats in the deal, clockwise from Vorhand
}

func seatValue(seat int) string { return strconv.Itoa(seat) }

func (v GurkeView) name(seat int) string {
	if seat >= 0 && seat < len(v.Players) {
		return v.Players[seat]
	}
	return "?"
}

func (v GurkeView) changed(seat int) bool {
	if v.Last == nil {
		return false
	}
	for _, s := range v.Last.Changed {
		if s == seat {
			return true
		}
	}
	return false
}

func (v GurkeView) base() string { return "/g/" + v.GroupID + "/games/" + v.GameID }

func winnerNames(v GurkeView) string {
	var names []string
	for _, s := range v.Standings.Winners {
		names = append(names, v.name(s))
	}
	return joinNames(names)
}

func statusClass(s gurke.Status) string {
	switch s {
	case gurke.Out:
		return "badge out"
	case gurke.SecondLife, gurke.Beyond:
		return "badge second"
	}
	return "badge"
}

func cucumbers(n int) []int {
	if n > 5 {
		n = 5
	}
	return make([]int, n)
}
