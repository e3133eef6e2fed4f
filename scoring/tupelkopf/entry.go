package tupelkopf

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"schreiber/scoring"
)

// Kind says what an entry reports.
type Kind string

// KindDeal is the only entry kind: the result of one deal.
const KindDeal Kind = "deal"

// GameType is what was played in a deal: a normal game, a solo, a Vorbehalt.
type GameType string

// The game types the table can report.
const (
	Normal           GameType = "normal"
	TrumpfSolo       GameType = "trumpfsolo"
	BubenDamenSolo   GameType = "bubendamensolo"
	DamenSolo        GameType = "damensolo"
	BubenSolo        GameType = "bubensolo"
	FarbenersatzSolo GameType = "farbenersatzsolo"
	Knochenloser     GameType = "knochenloser"
	Hochzeit         GameType = "hochzeit"
	StilleHochzeit   GameType = "stille-hochzeit"
	Schieben         GameType = "schieben"
	Armut            GameType = "armut" // redeal: nothing is scored
)

// GameTypes lists every game type in the order an entry form offers them.
var GameTypes = []GameType{Normal, Hochzeit, StilleHochzeit, Schieben, TrumpfSolo, BubenDamenSolo,
	DamenSolo, BubenSolo, FarbenersatzSolo, Knochenloser, Armut}

// IsSolo reports whether the type is one of the announced solos.
func (t GameType) IsSolo() bool {
	switch t {
	case TrumpfSolo, BubenDamenSolo, DamenSolo, BubenSolo, FarbenersatzSolo, Knochenloser:
		return true
	}
	return false
}

// Call is a party's highest announcement; it includes every lower one.
type Call string

// The announcements, by stage.
const (
	NoCall  Call = ""
	Re      Call = "re"     // stage 1, by the Alten
	Contra  Call = "contra" // stage 1, by the Anderen
	Keine45 Call = "keine45"
	Keine30 Call = "keine30"
	Keine15 Call = "keine15"
	Schwarz Call = "schwarz"
)

// Stage returns the call's stage (0 for no call, 1 Re/Contra … 5 schwarz)
// and whether the call is known at all.
func (c Call) Stage() (int, bool) {
	switch c {
	case NoCall:
		return 0, true
	case Re, Contra:
		return 1, true
	case Keine45:
		return 2, true
	case Keine30:
		return 3, true
	case Keine15:
		return 4, true
	case Schwarz:
		return 5, true
	}
	return 0, false
}

// Party is one of the two sides of a deal.
type Party int

// The two parties. The Alten hold the Kreuz-Damen (or play the solo); the
// Anderen play against them.
const (
	Alten   Party = 0
	Anderen Party = 1
)

// Out marks a seat that gets no cards in a deal: the dealer at a table of
// five under the DDV scoring.
const Out Party = 2

// Other returns the opposing party.
func (p Party) Other() Party { return 1 - p }

// Entry is what the table reports for one deal. Seats are 0-based in seating
// order. For Armut (a redeal) only kind and type are given. Under the DDV
// scoring the Alten are the Re party, the Anderen the Kontra party, Sunkte
// are Augen, and Tupelkopf tricks are Doppelköpfe (tricks of 40 or more).
type Entry struct {
	Kind        Kind     `json:"kind"`
	Type        GameType `json:"type"`
	Alten       []int    `json:"alten,omitempty"`  // seats of the Alten; a solo names the soloist
	Sunkte      *int     `json:"sunkte,omitempty"` // the Alten's Sunkte; the Anderen have the rest
	AltenCall   Call     `json:"alten_call,omitempty"`
	AnderenCall Call     `json:"anderen_call,omitempty"`
	// Tupelkopf tricks (15n+10 Sunkte or more) each party took.
	AltenTupelkoepfe   int `json:"alten_tupelkoepfe,omitempty"`
	AnderenTupelkoepfe int `json:"anderen_tupelkoepfe,omitempty"`
	// Foxes (the opponents' Karo-Asse) each party caught.
	AltenFoxes   int `json:"alten_foxes,omitempty"`
	AnderenFoxes int `json:"anderen_foxes,omitempty"`
	// Karlchen: the party that took the last trick with a Kreuz-Bube.
	Karlchen string `json:"karlchen,omitempty"` // "", "alten" or "anderen"
	// ZeroTrick (DDV scoring only) says that the party without a single
	// Auge still took a trick, one of cards worth nothing: it was not
	// played schwarz, and that trick beats an announced schwarz.
	ZeroTrick bool `json:"zero_trick,omitempty"`
}

// maxCount bounds every count an entry may carry before the game is known;
// the game's own limits are checked during the replay.
const maxCount = 1000

// DecodeEntry reads an entry from strict JSON and checks its shape: known
// kind, type, calls and Karlchen, no negative numbers, no seat twice. Limits
// that depend on the number of players are checked by Replay.
func DecodeEntry(b []byte) (Entry, error) {
	e, ok := readEntry(b)
	if !ok {
		var err error
		if e, err = decodeJSON(b); err != nil {
			return Entry{}, err
		}
	}
	return e, e.checkShape()
}

// readEntry reads a plain entry without encoding/json; ok is false for
// anything else, which decodeJSON then reads.
// FuzzReadEntryAgreesWithJSON proves both give the same entry.
func readEntry(b []byte) (Entry, bool) {
	var buf [12]scoring.FlatField
	fields, ok := scoring.ReadFlat(b, buf[:0])
	if !ok {
		return Entry{}, false
	}
	var e Entry
	for _, f := range fields {
		switch {
		case f.Key == "kind" && f.Type == 's':
			e.Kind = Kind(f.Str)
		case f.Key == "type" && f.Type == 's':
			e.Type = GameType(f.Str)
		case f.Key == "alten" && f.Type == 'a':
			e.Alten = f.Ints
		case f.Key == "sunkte" && f.Type == 'i':
			n := f.Int
			e.Sunkte = &n
		case f.Key == "alten_call" && f.Type == 's':
			e.AltenCall = Call(f.Str)
		case f.Key == "anderen_call" && f.Type == 's':
			e.AnderenCall = Call(f.Str)
		case f.Key == "alten_tupelkoepfe" && f.Type == 'i':
			e.AltenTupelkoepfe = f.Int
		case f.Key == "anderen_tupelkoepfe" && f.Type == 'i':
			e.AnderenTupelkoepfe = f.Int
		case f.Key == "alten_foxes" && f.Type == 'i':
			e.AltenFoxes = f.Int
		case f.Key == "anderen_foxes" && f.Type == 'i':
			e.AnderenFoxes = f.Int
		case f.Key == "karlchen" && f.Type == 's':
			e.Karlchen = f.Str
		case f.Key == "zero_trick" && f.Type == 'b':
			e.ZeroTrick = f.Bool
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
		return Entry{}, scoring.Errorf("entry", "The entry is not readable: %v.",
			"Der Eintrag ist nicht lesbar: %v.", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Entry{}, scoring.Errorf("entry", "The entry has trailing data.", "Der Eintrag hat überzählige Daten.")
	}
	return e, nil
}

func (e Entry) checkShape() error {
	if e.Kind != KindDeal {
		return scoring.Errorf("kind", "Unknown kind of entry %q.", "Unbekannte Art von Eintrag %q.", e.Kind)
	}
	known := false
	for _, t := range GameTypes {
		known = known || t == e.Type
	}
	if !known {
		return scoring.Errorf("type", "Unknown game type %q.", "Unbekannte Spielart %q.", e.Type)
	}
	if e.Type == Armut {
		if len(e.Alten) > 0 || e.Sunkte != nil || e.AltenCall != "" || e.AnderenCall != "" ||
			e.AltenTupelkoepfe != 0 || e.AnderenTupelkoepfe != 0 || e.AltenFoxes != 0 ||
			e.AnderenFoxes != 0 || e.Karlchen != "" || e.ZeroTrick {
			return scoring.Errorf("type", "Armut means a redeal: enter nothing else for it.",
				"Armut heißt neu geben: dazu wird nichts weiter eingetragen.")
		}
		return nil
	}
	if len(e.Alten) == 0 {
		return scoring.Errorf("alten", "Say who the Alten are.", "Gib an, wer die Alten sind.")
	}
	for i, s := range e.Alten {
		if s < 0 || s >= maxCount {
			return scoring.Errorf("alten", "Seat %d does not exist.", "Platz %d gibt es nicht.", s+1)
		}
		for _, t := range e.Alten[:i] {
			if s == t {
				return scoring.Errorf("alten", "Seat %d is named twice.", "Platz %d ist doppelt genannt.", s+1)
			}
		}
	}
	if e.Sunkte == nil {
		return scoring.Errorf("sunkte", "Enter the Alten's Sunkte.", "Trage die Sunkte der Alten ein.")
	}
	if *e.Sunkte < 0 || *e.Sunkte > 120*maxCount {
		return scoring.Errorf("sunkte", "Sunkte cannot be %d.", "Sunkte können nicht %d sein.", *e.Sunkte)
	}
	if err := checkCall("alten_call", e.AltenCall, Contra); err != nil {
		return err
	}
	if err := checkCall("anderen_call", e.AnderenCall, Re); err != nil {
		return err
	}
	counts := []struct {
		field string
		n     int
	}{
		{"alten_tupelkoepfe", e.AltenTupelkoepfe}, {"anderen_tupelkoepfe", e.AnderenTupelkoepfe},
		{"alten_foxes", e.AltenFoxes}, {"anderen_foxes", e.AnderenFoxes},
	}
	for _, c := range counts {
		if c.n < 0 || c.n > maxCount {
			return scoring.Errorf(c.field, "A count cannot be %d.", "Eine Anzahl kann nicht %d sein.", c.n)
		}
	}
	if e.Karlchen != "" && e.Karlchen != "alten" && e.Karlchen != "anderen" {
		return scoring.Errorf("karlchen", "Karlchen goes to the Alten or the Anderen.",
			"Karlchen geht an die Alten oder an die Anderen.")
	}
	return nil
}

// checkCall checks that c is a known announcement that the party may make;
// wrong is the stage-1 call of the other side.
func checkCall(field string, c Call, wrong Call) error {
	if _, ok := c.Stage(); !ok {
		return scoring.Errorf(field, "Unknown announcement %q.", "Unbekannte Ansage %q.", c)
	}
	if c == wrong {
		if wrong == Contra {
			return scoring.Errorf(field, "Contra is the Anderen's announcement; the Alten say Re.",
				"Contra ist die Ansage der Anderen; die Alten sagen Re.")
		}
		return scoring.Errorf(field, "Re is the Alten's announcement; the Anderen say Contra.",
			"Re ist die Ansage der Alten; die Anderen sagen Contra.")
	}
	return nil
}
