package euchre

import (
	"encoding/json"
	"fmt"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// auctionJSON is the wire form of an Auction: cards and suits as strings.
type auctionJSON struct {
	Dealer int    `json:"dealer"`
	Up     string `json:"up"`
	UpSuit string `json:"up_suit"` // only for a turned joker
	Stick  bool   `json:"stick"`
	Calls  []struct {
		Seat  int    `json:"seat"`
		Pass  bool   `json:"pass"`
		Suit  string `json:"suit"`
		Alone bool   `json:"alone"`
	} `json:"calls"`
}

// DecodeAuction reads the bidding so far from JSON and checks every call in
// turn, so that a referee question ("may I name clubs now?") can be asked
// of the result with CheckCall.
func DecodeAuction(data []byte) (Auction, error) {
	var w auctionJSON
	if err := json.Unmarshal(data, &w); err != nil {
		return Auction{}, msg.Errorf("auction", "The bidding cannot be read.")
	}
	if w.Dealer < 0 || w.Dealer >= Players {
		return Auction{}, msg.Errorf("dealer", "Seats are 0 to 3.")
	}
	up, err := cards.Parse(w.Up)
	if err != nil {
		return Auction{}, msg.Errorf("up", "Name the turned card.")
	}
	a := Auction{Dealer: w.Dealer, Up: up, UpSuit: up.Suit, Stick: w.Stick}
	if up.IsJoker() {
		if a.UpSuit, err = cards.ParseSuit(w.UpSuit); err != nil {
			return Auction{}, msg.Errorf("up_suit", "Name the suit the dealer gave the turned joker.")
		}
	}
	for i, wc := range w.Calls {
		field := fmt.Sprintf("calls[%d]", i)
		c := Call{Seat: wc.Seat, Pass: wc.Pass, Alone: wc.Alone}
		if wc.Suit != "" {
			if c.Suit, err = cards.ParseSuit(wc.Suit); err != nil {
				return Auction{}, msg.Errorf(field+".suit", "%q is not a suit.", wc.Suit)
			}
		}
		r := a.CheckCall(c)
		if !r.Allowed {
			return Auction{}, &msg.FieldError{Field: field, Msg: r.Reason}
		}
		if a.Round() == 1 && !c.Pass {
			c.Suit = a.UpSuit
		}
		a.Calls = append(a.Calls, c)
	}
	return a, nil
}
