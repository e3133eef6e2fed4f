package tupelkopf

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

// SchiebenResult is how a round of Schieben ended.
type SchiebenResult struct {
	Alten  []int // the pusher and the players who took the cards, in order
	Redeal bool  // not enough players took the cards: the cards are dealt again
	Why    rules.Ruling
}

// Schieben plays out the passing of a poor player's trumps. pusher is the
// seat that pushed first; takes holds the decisions of the players after it,
// clockwise: true for taking the cards (and pushing others on), false for
// pushing them on untouched. The round ends when n−1 players have taken, or
// with a redeal when the cards come back to the pusher before that.
func Schieben(n, pusher int, takes []bool) (SchiebenResult, error) {
	if err := (Game{N: n, Contract: Normal}).Validate(); err != nil {
		return SchiebenResult{}, err
	}
	p := 2 * n
	if pusher < 0 || pusher >= p {
		return SchiebenResult{}, msg.Errorf("pusher", "Seat %d does not exist.", pusher+1)
	}
	res := SchiebenResult{Alten: []int{pusher}}
	for i, take := range takes {
		if len(res.Alten) == n || i >= p-1 {
			return SchiebenResult{}, msg.Errorf("takes", "The round was over after %d decisions.", i)
		}
		if take {
			res.Alten = append(res.Alten, (pusher+1+i)%p)
		}
	}
	switch {
	case len(res.Alten) == n:
		res.Why = rules.Allow(Ref("schieben"), msg.T("%d players took the cards; the cards go back to %s. The players who exchanged cards are the Elders.", n-1, seatText(pusher)))
	case len(takes) == p-1:
		res.Alten, res.Redeal = nil, true
		res.Why = rules.Deny(Ref("schieben.pass"), msg.T("Only %d of the %d players needed took the cards: the cards are dealt again.", countTrue(takes), n-1))
	default:
		return SchiebenResult{}, msg.Errorf("takes", "The round is not finished: %d more players must decide.", p-1-len(takes))
	}
	return res, nil
}

func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}
