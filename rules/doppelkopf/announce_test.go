package doppelkopf

import (
	"strings"
	"testing"
)

func TestMay(t *testing.T) {
	no9 := Options{WithoutNines: true}
	for _, c := range []struct {
		name    string
		c       Calling
		a       Announcement
		allowed bool
		section string
		says    string
	}{
		// Re while holding all 12 or 11 cards (TSR 6.2.2: at least 11).
		{"re before the first card", Calling{Re: true, InHand: 12}, Re, true, "announce", "at least 11"},
		{"re with 11", Calling{Re: true, InHand: 11}, Re, true, "announce", "at least 11"},
		{"re with 10", Calling{Re: true, InHand: 10}, Re, false, "announce", "at least 11"},
		// The parties say their own word.
		{"kontra by re", Calling{Re: true, InHand: 12}, Kontra, false, "parties", ""},
		{"re by kontra", Calling{InHand: 12}, Re, false, "parties", ""},
		// Kontra answering Re: one card later than Re's deadline of 11, so with 10.
		{"reply with 10", Calling{InHand: 10, Other: 1}, Kontra, true, "announce.reply", "at least 10"},
		{"reply with 9", Calling{InHand: 9, Other: 1}, Kontra, false, "announce.reply", "at least 10"},
		// The other side went on to keine 90 (deadline 10): the reply may come with 9.
		{"reply to keine 90", Calling{InHand: 9, Other: 2}, Kontra, true, "announce.reply", "at least 9"},
		// ...but not with 8.
		{"reply to keine 90 too late", Calling{InHand: 8, Other: 2}, Kontra, false, "announce.reply", "at least 9"},
		// With 11 cards a Kontra is a first announcement, reply or not.
		{"first kontra after re", Calling{InHand: 11, Other: 1}, Kontra, true, "announce", "at least 11"},
		// Absagen: keine 90 with 10, keine 60 with 9, keine 30 with 8, schwarz with 7.
		{"keine 90", Calling{Re: true, InHand: 10, Own: 1}, Keine90, true, "announce", "at least 10"},
		// keine 90 with only 9 cards left is too late.
		{"keine 90 late", Calling{Re: true, InHand: 9, Own: 1}, Keine90, false, "announce", "at least 10"},
		{"keine 60", Calling{InHand: 9, Own: 2}, Keine60, true, "announce", "at least 9"},
		{"keine 30", Calling{InHand: 8, Own: 3}, Keine30, true, "announce", "at least 8"},
		{"schwarz", Calling{InHand: 7, Own: 4}, Schwarz, true, "announce", "at least 7"},
		// schwarz with 6 is too late.
		{"schwarz late", Calling{InHand: 6, Own: 4}, Schwarz, false, "announce", "at least 7"},
		// Skipping: keine 60 straight after Re needs keine 90's 10 cards.
		{"jump in time", Calling{Re: true, InHand: 10, Own: 1}, Keine60, true, "announce", "includes no 90"},
		// With 9 the keine 60 alone would be in time, but the keine 90 it includes is not.
		{"jump too late", Calling{Re: true, InHand: 9, Own: 1}, Keine60, false, "announce", "at least 10"},
		// keine 90 with nothing said yet includes Re: 11 cards.
		{"absage includes re", Calling{Re: true, InHand: 10}, Keine90, false, "announce", "at least 11"},
		// Already said.
		{"again", Calling{Re: true, InHand: 12, Own: 2}, Keine90, false, "announce", "already"},
		// A reply allows no Absagen.
		{"after a reply", Calling{InHand: 10, Own: 1, OwnReply: true, Other: 1}, Keine90, false, "announce.reply", "no Absagen"},
		// Hochzeit: nothing before the partner is settled...
		{"hochzeit open", Calling{Re: true, InHand: 12, Hochzeit: true}, Re, false, "hochzeit", ""},
		// ...settled by trick 1: the usual deadlines.
		{"hochzeit trick 1", Calling{Re: true, InHand: 11, Hochzeit: true, Settled: 1}, Re, true, "announce", "at least 11"},
		// ...by trick 3: two cards later, Re with 9.
		{"hochzeit trick 3", Calling{Re: true, InHand: 9, Hochzeit: true, Settled: 3}, Re, true, "announce", "2 cards later"},
		// Settled by trick 2: one card later, so Kontra needs 10.
		{"hochzeit trick 2", Calling{InHand: 9, Hochzeit: true, Settled: 2}, Kontra, false, "announce", "at least 10"},
		{"hochzeit trick 2 in time", Calling{InHand: 10, Hochzeit: true, Settled: 2}, Kontra, true, "announce", "one card later"},
		// ...and a reply one more card later.
		{"hochzeit reply", Calling{InHand: 8, Hochzeit: true, Settled: 3, Other: 1}, Kontra, true, "announce.reply", "at least 8"},
		// Without nines everything counts from 10 cards: Re with 9, schwarz with 5.
		{"no nines re", Calling{Options: no9, Re: true, InHand: 9}, Re, true, "announce", "at least 9"},
		// ...and not with 8.
		{"no nines re late", Calling{Options: no9, Re: true, InHand: 8}, Re, false, "announce", "at least 9"},
		{"no nines schwarz", Calling{Options: no9, InHand: 5, Own: 4}, Schwarz, true, "announce", "at least 5"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := c.c.May(c.a)
			expect(t, r, err, c.allowed, c.section)
			if !strings.Contains(r.Reason.String(), c.says) {
				t.Errorf("reason %q does not say %q", r.Reason.String(), c.says)
			}
		})
	}
}

func TestMayRefuses(t *testing.T) {
	for _, c := range []struct {
		name  string
		c     Calling
		a     Announcement
		field string
	}{
		{"unknown", Calling{InHand: 12}, "keine120", "announcement"},
		{"too many cards", Calling{InHand: 13}, Re, "inHand"},
		{"too many without nines", Calling{Options: Options{WithoutNines: true}, InHand: 11}, Re, "inHand"},
		{"negative", Calling{InHand: -1}, Re, "inHand"},
		{"own stage", Calling{InHand: 12, Own: 6}, Re, "own"},
		{"other stage", Calling{InHand: 12, Other: -1}, Re, "other"},
		{"reply of nothing", Calling{InHand: 12, OwnReply: true}, Re, "ownReply"},
		{"reply to nothing", Calling{InHand: 12, Own: 1, OwnReply: true}, Keine90, "ownReply"},
		{"settled without hochzeit", Calling{InHand: 9, Settled: 1}, Re, "settled"},
		{"settled late", Calling{InHand: 9, Hochzeit: true, Settled: 4}, Re, "settled"},
		{"cards after settling", Calling{InHand: 11, Hochzeit: true, Settled: 2}, Re, "inHand"},
	} {
		if _, err := c.c.May(c.a); fieldOf(err) != c.field {
			t.Errorf("%s: error %v, want field %q", c.name, err, c.field)
		}
	}
}

// TestMayIsMonotone checks that holding more cards never turns a yes into
// a no, for every state of the deal.
func TestMayIsMonotone(t *testing.T) {
	for _, o := range []Options{{}, {WithoutNines: true}} {
		h := o.HandSize()
		for own := range 6 {
			for other := range 6 {
				for settled := range 4 {
					for _, a := range Announcements {
						prev := false
						for in := 0; in <= h; in++ {
							c := Calling{Options: o, Re: a != Kontra, InHand: in, Own: own, Other: other,
								Hochzeit: settled > 0, Settled: settled}
							r, err := c.May(a)
							if err != nil {
								continue
							}
							if prev && !r.Allowed {
								t.Fatalf("%+v %s: allowed with fewer cards, refused with %d", c, a, in)
							}
							prev = r.Allowed
						}
					}
				}
			}
		}
	}
}
