package euchre

import (
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Marker is a score shown the traditional way, with a low Three and a Four
// that the side keeps beside it: which card lies on top, face up or down,
// and how many pips show.
type Marker struct {
	Top       cards.Rank `json:"top"`         // the card on top: Three or Four; NoRank when both lie face down apart
	TopFaceUp bool       `json:"top_face_up"` // whether the top card shows its face
	Pips      int        `json:"pips"`        // pips in view, which is the score
	Text      msg.Text   `json:"text"`        // how to lay the two cards
}

// Markers returns how the low-card markers show score, for the 5-point
// game and scores 0 to 4; ok is false otherwise.
func Markers(r Rules, score int) (m Marker, ok bool) {
	if r.Target != 5 {
		return Marker{}, false
	}
	switch score {
	case 0:
		return Marker{Text: msg.T("Three and Four both face down: nothing yet.")}, true
	case 1:
		return Marker{Top: cards.Four, Pips: 1, Text: msg.T("The Four face down on the Three, one pip left in view.")}, true
	case 2:
		return Marker{Top: cards.Three, Pips: 2, Text: msg.T("The Three face down on the Four, two pips left in view.")}, true
	case 3:
		return Marker{Top: cards.Three, TopFaceUp: true, Pips: 3, Text: msg.T("The Three face up on the Four.")}, true
	case 4:
		return Marker{Top: cards.Four, TopFaceUp: true, Pips: 4, Text: msg.T("The Four face up on the Three.")}, true
	}
	return Marker{}, false
}
