package tupelkopf

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"slices"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Kind says what an entry reports.
type EntryKind string

// The entry kinds.
const (
	// KindDeal is the result of one deal in full: the game type, the Alten,
	// their Sunkte, the announcements and the extras.
	KindDeal EntryKind = "deal"
	// KindFast (DDV scoring only) is a deal as the table counted it: who
	// won, the game's value and the Sonderpunkte of either side; the
	// engine checks and multiplies, but does not count the points itself.
	KindFast EntryKind = "fast"
)

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
	// ArmutGespielt (DDV scoring with Rules.Armut): a player with three
	// trumps or fewer passed them to a partner who took them; the two are
	// the Re party of a normal game.
	ArmutGespielt GameType = "armut-gespielt"
)

// GameTypes lists the game types every table knows, in the order an entry
// form offers them; Rules.Types lists those of one table's rules.
var GameTypes = []GameType{Normal, Hochzeit, StilleHochzeit, Schieben, TrumpfSolo, BubenDamenSolo,
	DamenSolo, BubenSolo, FarbenersatzSolo, Knochenloser, Armut}

// HomeGameTypes lists the game types only a home rule allows.
var HomeGameTypes = []GameType{ArmutGespielt}

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
//
// A fast entry (KindFast) gives only Winners, Value, ExtrasWon, ExtrasLost
// and Bock; a full entry (KindDeal) gives none of them.
type Entry struct {
	Kind        EntryKind `json:"kind"`
	Type        GameType  `json:"type"`
	Alten       []int     `json:"alten,omitempty"`  // seats of the Alten; a solo names the soloist
	Sunkte      *int      `json:"sunkte,omitempty"` // the Alten's Sunkte; the Anderen have the rest
	AltenCall   Call      `json:"alten_call,omitempty"`
	AnderenCall Call      `json:"anderen_call,omitempty"`
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
	// HeartTens (DDV scoring only): both Herz-Zehnen fell in the same
	// trick, which brings a Bock round where Rules.BockHeartTens is on.
	HeartTens bool `json:"heart_tens,omitempty"`

	// Winners (fast entry) are the seats of the party that won: two for a
	// normal game, the soloist alone for a solo won, the three opponents
	// for a solo lost.
	Winners []int `json:"winners,omitempty"`
	// Value (fast entry) is the game's value as the table counted it by
	// the DDV's points (TSR 7.2.2): before the Sonderpunkte, a home rule's
	// solo bonus, the soloist's threefold share and Bock.
	Value int `json:"value,omitempty"`
	// ExtrasWon and ExtrasLost (fast entry) are the Sonderpunkte (TSR
	// 7.2.3) of the winners and of the losers; a solo has none.
	ExtrasWon  int `json:"extras_won,omitempty"`
	ExtrasLost int `json:"extras_lost,omitempty"`
	// Bock (fast entry) says that the deal fulfilled a Bock trigger the
	// engine cannot see in a fast entry: 120:120, a lost announcement,
	// Kontra won, both Herz-Zehnen in one trick. A lost solo it sees.
	Bock bool `json:"bock,omitempty"`
}

// MaxFastValue bounds a fast entry's Value: the most a deal is worth by TSR
// 7.2.2 with a winner. 1 for winning, 4 for the losers below 90, 60, 30
// and schwarz, 2 + 2 for Re and Kontra, 4 + 4 for the Absagen of both
// parties up to schwarz, and 4 for the marks reached against the losers'
// Absagen: 21, when both parties said schwarz and one took every trick.
const MaxFastValue = 21

// MaxFastExtras bounds the Sonderpunkte of a fast entry, both sides
// together: at most 6 Doppelköpfe (240 Augen make six tricks of 40), 2
// foxes, Karlchen and the point against the Kreuz-Damen.
const MaxFastExtras = 10

// Fast reports whether the entry is a fast entry.
func (e Entry) Fast() bool { return e.Kind == KindFast }

// FastSolo reports whether a fast entry is a solo: one winner (the soloist)
// or three (the soloist lost).
func (e Entry) FastSolo() bool { return e.Fast() && (len(e.Winners) == 1 || len(e.Winners) == 3) }

// Soloist returns the seat of the soloist of an announced solo, full or
// fast; active are the seats that got cards. A silent Hochzeit or a
// Hochzeit played alone, scored as a solo, has none: it is no Pflichtsolo.
func (e Entry) Soloist(active []int) (int, bool) {
	switch {
	case e.Fast() && len(e.Winners) == 1:
		return e.Winners[0], true
	case e.Fast() && len(e.Winners) == 3:
		for _, s := range active {
			if !slices.Contains(e.Winners, s) {
				return s, true
			}
		}
	case !e.Fast() && e.Type.IsSolo() && len(e.Alten) > 0:
		return e.Alten[0], true
	}
	return 0, false
}

// SoloistAt is Soloist for a deal dealt by dealer. Only a fast entry the
// soloist lost needs the seats that got cards, so only it works them out.
func (g Game) SoloistAt(e Entry, dealer int) (int, bool) {
	var active []int
	if e.Fast() && len(e.Winners) == 3 {
		active = g.Active(dealer)
	}
	return e.Soloist(active)
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
	var buf [16]scoring.FlatField
	fields, ok := scoring.ReadFlat(b, buf[:0])
	if !ok {
		return Entry{}, false
	}
	var e Entry
	for _, f := range fields {
		switch {
		case f.Key == "kind" && f.Type == 's':
			e.Kind = EntryKind(f.Str)
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
		case f.Key == "heart_tens" && f.Type == 'b':
			e.HeartTens = f.Bool
		case f.Key == "winners" && f.Type == 'a':
			e.Winners = f.Ints
		case f.Key == "value" && f.Type == 'i':
			e.Value = f.Int
		case f.Key == "extras_won" && f.Type == 'i':
			e.ExtrasWon = f.Int
		case f.Key == "extras_lost" && f.Type == 'i':
			e.ExtrasLost = f.Int
		case f.Key == "bock" && f.Type == 'b':
			e.Bock = f.Bool
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

// checkShape checks what an entry can be checked for without its game.
func (e Entry) checkShape() error {
	switch e.Kind {
	case KindDeal:
	case KindFast:
		return e.checkFastShape()
	default:
		return msg.Errorf("kind", "Unknown kind of entry %q.", e.Kind)
	}
	if field := e.fastField(); field != "" {
		return msg.Errorf(field, "This belongs to the fast entry; a deal entered in full gives the Augen and the announcements instead.")
	}
	if !slices.Contains(GameTypes, e.Type) && !slices.Contains(HomeGameTypes, e.Type) {
		return msg.Errorf("type", "Unknown game type %q.", e.Type)
	}
	if e.Type == Armut {
		if e.fullField() != "" {
			return msg.Errorf("type", "Armut means a redeal: enter nothing else for it.")
		}
		return nil
	}
	if len(e.Alten) == 0 {
		return msg.Errorf("alten", "Say who the Elders are.")
	}
	for i, s := range e.Alten {
		if s < 0 || s >= maxCount {
			return msg.Errorf("alten", "Seat %d does not exist.", s+1)
		}
		for _, t := range e.Alten[:i] {
			if s == t {
				return msg.Errorf("alten", "Seat %d is named twice.", s+1)
			}
		}
	}
	if e.Sunkte == nil {
		return msg.Errorf("sunkte", "Enter the Elders' card points.")
	}
	if *e.Sunkte < 0 || *e.Sunkte > 120*maxCount {
		return msg.Errorf("sunkte", "Card points cannot be %d.", *e.Sunkte)
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
			return msg.Errorf(c.field, "A count cannot be %d.", c.n)
		}
	}
	if e.Karlchen != "" && e.Karlchen != "alten" && e.Karlchen != "anderen" {
		return msg.Errorf("karlchen", "Karlchen goes to the Elders or the Others.")
	}
	return nil
}

// fullField names (by JSON name) the first field of a full entry besides
// the type that e gives; "" when it gives none.
func (e Entry) fullField() string {
	for _, f := range []struct {
		name string
		set  bool
	}{
		{"alten", e.Alten != nil}, {"sunkte", e.Sunkte != nil},
		{"alten_call", e.AltenCall != ""}, {"anderen_call", e.AnderenCall != ""},
		{"alten_tupelkoepfe", e.AltenTupelkoepfe != 0}, {"anderen_tupelkoepfe", e.AnderenTupelkoepfe != 0},
		{"alten_foxes", e.AltenFoxes != 0}, {"anderen_foxes", e.AnderenFoxes != 0},
		{"karlchen", e.Karlchen != ""}, {"zero_trick", e.ZeroTrick}, {"heart_tens", e.HeartTens},
	} {
		if f.set {
			return f.name
		}
	}
	return ""
}

// fastField names (by JSON name) the first field of a fast entry that e
// gives; "" when it gives none.
func (e Entry) fastField() string {
	for _, f := range []struct {
		name string
		set  bool
	}{
		{"winners", e.Winners != nil}, {"value", e.Value != 0}, {"extras_won", e.ExtrasWon != 0},
		{"extras_lost", e.ExtrasLost != 0}, {"bock", e.Bock},
	} {
		if f.set {
			return f.name
		}
	}
	return ""
}

// checkFastShape checks a fast entry without its game: winners named once
// each, one to three of them, a value and Sonderpunkte in their bounds.
func (e Entry) checkFastShape() error {
	field := e.fullField()
	if e.Type != "" {
		field = "type"
	}
	if field != "" {
		return msg.Errorf(field, "A fast entry gives only who won, the value, the Sonderpunkte and Bock; enter the deal either fast or in full.")
	}
	if len(e.Winners) == 0 || len(e.Winners) > 3 {
		return msg.Errorf("winners", "Say who won: two players in a normal game, the soloist alone when the solo was won, the three opponents when it was lost.")
	}
	for i, s := range e.Winners {
		if s < 0 || s >= maxCount {
			return msg.Errorf("winners", "Seat %d does not exist.", s+1)
		}
		if slices.Contains(e.Winners[:i], s) {
			return msg.Errorf("winners", "Seat %d is named twice.", s+1)
		}
	}
	if e.Value < 1 || e.Value > MaxFastValue {
		return msg.Errorf("value", "A game won is worth 1 to %d points by the DDV's count.", MaxFastValue)
	}
	for _, x := range []struct {
		field string
		n     int
	}{{"extras_won", e.ExtrasWon}, {"extras_lost", e.ExtrasLost}} {
		if x.n < 0 || x.n > MaxFastExtras {
			return msg.Errorf(x.field, "Sonderpunkte cannot be %d: a deal has at most %d.", x.n, MaxFastExtras)
		}
	}
	if e.ExtrasWon+e.ExtrasLost > MaxFastExtras {
		return msg.Errorf("extras_lost", "A deal has at most %d Sonderpunkte for both sides together: 6 Doppelköpfe, 2 foxes, Karlchen and the point against the Kreuz-Damen.", MaxFastExtras)
	}
	if e.FastSolo() && (e.ExtrasWon != 0 || e.ExtrasLost != 0) {
		field := "extras_won"
		if e.ExtrasWon == 0 {
			field = "extras_lost"
		}
		return msg.Errorf(field, "A solo has no Sonderpunkte (TSR 7.2.3).")
	}
	return nil
}

// checkCall checks that c is a known announcement that the party may make;
// wrong is the stage-1 call of the other side.
func checkCall(field string, c Call, wrong Call) error {
	if _, ok := c.Stage(); !ok {
		return msg.Errorf(field, "Unknown announcement %q.", c)
	}
	if c == wrong {
		if wrong == Contra {
			return msg.Errorf(field, "Contra is the Others' announcement; the Elders say Re.")
		}
		return msg.Errorf(field, "Re is the Elders' announcement; the Others say Contra.")
	}
	return nil
}
