package durak

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Kind says what an entry reports.
type EntryKind string

// The entry kinds: a deal with a durak, or a drawn deal.
const (
	KindDurak EntryKind = "durak" // one player (or team) was left holding cards
	KindDraw  EntryKind = "draw"  // the last attack was beaten and nobody had cards left
)

// Entry is what the table reports for one deal. Seats are 0-based in
// seating order.
type Entry struct {
	Kind EntryKind `json:"kind"`
	// Durak is the seat of the losing player; in teams any player of the
	// losing team.
	Durak *int `json:"durak,omitempty"`
	// Dealer is, in teams, the player of the losing team who deals next; it
	// defaults to Durak. Playing alone the durak always deals.
	Dealer *int `json:"dealer,omitempty"`
	// Attacker is who attacked first in this deal. It is worth entering when
	// the holder of the lowest trump opened; otherwise the rules fix it and
	// an entered seat must agree.
	Attacker *int `json:"attacker,omitempty"`
}

// maxSeat bounds seats before the game is known; a table has at most six.
const maxSeat = 6

// DecodeEntry reads an entry from strict JSON and checks its shape: a known
// kind, a durak exactly when there is one, no dealer after a draw, and seats
// that can exist. Whether a seat exists at this table is checked by Replay.
func DecodeEntry(b []byte) (Entry, error) {
	e, ok := readEntry(b)
	if !ok {
		var err error
		if e, err = decodeJSON(b); err != nil {
			return Entry{}, err
		}
	}
	return e, e.checkShape(maxSeat)
}

// readEntry reads a plain entry without encoding/json; ok is false for
// anything else, which decodeJSON then reads.
// FuzzReadEntryAgreesWithJSON proves both give the same entry.
func readEntry(b []byte) (Entry, bool) {
	var buf [4]scoring.FlatField
	fields, ok := scoring.ReadFlat(b, buf[:0])
	if !ok {
		return Entry{}, false
	}
	var e Entry
	for _, f := range fields {
		seat := f.Int
		switch {
		case f.Key == "kind" && f.Type == 's':
			e.Kind = EntryKind(f.Str)
		case f.Key == "durak" && f.Type == 'i':
			e.Durak = &seat
		case f.Key == "dealer" && f.Type == 'i':
			e.Dealer = &seat
		case f.Key == "attacker" && f.Type == 'i':
			e.Attacker = &seat
		default:
			return Entry{}, false
		}
	}
	return e, true
}

// decodeJSON reads an entry with encoding/json, strictly.
func decodeJSON(b []byte) (Entry, error) {
	var e Entry
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return Entry{}, msg.Errorf("entry", "The entry is not readable: %v.", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Entry{}, msg.Errorf("entry", "The entry has trailing data.")
	}
	return e, nil
}

// checkShape checks the entry for a table of the given number of players.
func (e Entry) checkShape(players int) error {
	switch e.Kind {
	case KindDurak:
		if e.Durak == nil {
			return msg.Errorf("durak", "Say who the durak is.")
		}
	case KindDraw:
		if e.Durak != nil {
			return msg.Errorf("durak", "A draw has no durak.")
		}
		if e.Dealer != nil {
			return msg.Errorf("dealer", "After a draw the previous loser deals again; there is nothing to choose.")
		}
	default:
		return msg.Errorf("kind", "Unknown kind of entry %q.", e.Kind)
	}
	for _, f := range []struct {
		name string
		seat *int
	}{{"durak", e.Durak}, {"dealer", e.Dealer}, {"attacker", e.Attacker}} {
		if f.seat != nil && (*f.seat < 0 || *f.seat >= players) {
			return msg.Errorf(f.name, "Seat %d does not exist at a table of %d.", *f.seat+1, players)
		}
	}
	return nil
}
