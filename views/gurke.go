package views

import (
	"strconv"
	"strings"

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
	Rules     gurke.Rules       // the game's frozen house rules
	RulesCard []OptionGroupView // the same, for people, with what differs from the preset
	Form      GurkeForm
	Broken    Text // set when the stored entries no longer replay
}

// GurkeForm is the deal entry form's state: what was picked and what was wrong.
type GurkeForm struct {
	Mode    string // "trick", "quick", "rebuy" or "kontra"
	Leader  string // seat that led the last trick
	Cards   map[int]string
	Loser   string
	Card    string
	Matched map[int]bool
	// Doubled and Redoubled are the seats that doubled once or twice (Rassi).
	Doubled   map[int]bool
	Redoubled map[int]bool
	Kontra    string // the Kontra round: a seat, or "none" when all passed
	Error     Text
	EditID    string // set when the form corrects an earlier entry
	Living    []int  // seats in the deal, clockwise from Vorhand
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

// suited splits the card choices into those with a suit (the variant's top
// cards, where suits matter) and the rest, so that each group wraps on its
// own.
func (v GurkeView) suited() (special, plain []gurke.CardChoice) {
	for _, ch := range v.Choices {
		if strings.ContainsAny(ch.Code, "♣♠♥♦") {
			special = append(special, ch)
		} else {
			plain = append(plain, ch)
		}
	}
	return special, plain
}

// cardRows is the card choices in rows: suited cards first, then the rest.
func (v GurkeView) cardRows() [][]gurke.CardChoice {
	special, plain := v.suited()
	if len(special) == 0 {
		return [][]gurke.CardChoice{plain}
	}
	return [][]gurke.CardChoice{special, plain}
}

// countsLosses reports whether the board counts deals lost, not points.
func (v GurkeView) countsLosses() bool { return v.Rules.Count == "losses" }

// shownScore is what the board's number column shows for a player.
func (v GurkeView) shownScore(p gurke.PlayerState) int {
	if v.countsLosses() {
		return p.Losses
	}
	return p.Score
}

// rebuyScore is the score a player who buys back in gets: the highest of
// the players still in.
func (v GurkeView) rebuyScore(seat int) int {
	score, _ := v.Standings.HighestOther(seat)
	return score
}

// rebuyNote says where a player stands with the one rebuy, if the rules
// have rebuys.
func (v GurkeView) rebuyNote(p gurke.PlayerState) Text {
	switch {
	case v.Rules.Rebuy == "none" || v.Standings.Over:
		return Text{}
	case p.RebuyOpen:
		return Text{EN: "may buy back in", DE: "darf sich zurückkaufen"}
	case p.Rebought:
		return Text{EN: "rebought", DE: "zurückgekauft"}
	case p.Status == gurke.Out:
		return Text{EN: "no rebuy now", DE: "kein Zurückkaufen mehr"}
	}
	return Text{EN: "rebuy left", DE: "Zurückkaufen offen"}
}

// rebuyers are the players who may buy back in now.
func (v GurkeView) rebuyers() []gurke.PlayerState {
	var out []gurke.PlayerState
	for _, p := range v.Standings.Players {
		if p.RebuyOpen {
			out = append(out, p)
		}
	}
	return out
}

// Payment is one line of a settlement: who pays how much to whom.
type Payment struct {
	From, To string
	Amount   int
}

// payments names the players of the settlement's payments.
func (v GurkeView) payments() []Payment {
	var out []Payment
	for _, p := range v.Standings.Payments() {
		out = append(out, Payment{From: v.name(p.From), To: v.name(p.To), Amount: p.Amount})
	}
	return out
}

// rebuyRule says how buying back in works under the game's rules.
func (v GurkeView) rebuyRule() Text {
	t := Text{EN: "Once per player, at the highest score of the players still in.",
		DE: "Einmal je Spieler, zum höchsten Stand der Spieler im Spiel."}
	if v.Rules.Rebuy == "paid" && v.Rules.Stake > 0 {
		t.EN += " It costs another stake of " + itoa(v.Rules.Stake) + " into the pot."
		t.DE += " Es kostet einen weiteren Einsatz von " + itoa(v.Rules.Stake) + " in den Pott."
	}
	return t
}
