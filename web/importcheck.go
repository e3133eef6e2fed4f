package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/scoring/games"
	"schreiber/views"
)

// Limits on the texts of an imported file that are stored as they are.
// The app's own texts stay far below them: a device is named with at most
// 40 characters and its id's start, a config or a deal is a few hundred
// bytes, a ruling a few KiB.
const (
	maxImportDevice = 80           // characters of a record's, a ruling's or a change's device
	maxImportTime   = 40           // characters of a time (RFC 3339)
	maxImportJSON   = 16 << 10     // bytes of a game's config or a record's payload
	maxImportRuling = 16 << 10     // bytes of a ruling's question, answer and rule, each
	maxImportChange = maxGroupName // characters of a change's before and after
)

// checkEvening holds an evening of an export file to what the pages allow,
// before anything of it is stored: at most maxGames games, a date, a place
// and stakes the forms would take, and every game as checkGame holds it.
// It tidies what the forms tidy (names, the place, devices) and names every
// player as names decides; the message says what is wrong, naming the game
// and the record.
func checkEvening(f *db.ExportFile, names *importNames) (msg.Text, bool) {
	if say, refused := tidyEvening(f, names); refused {
		return say, true
	}
	return checkGames(f)
}

// checkGames is the part of checkEvening that asks the games' engines.
func checkGames(f *db.ExportFile) (msg.Text, bool) {
	for gi := range f.Games {
		if say, refused := checkGame(gi+1, f.Games[gi]); refused {
			return say, true
		}
	}
	return msg.Text{}, false
}

// tidyEvening is the part of checkEvening that changes the file: it tidies
// the names, the place and the devices, and refuses what cannot be tidied.
// Run again on the same file with the same names, it does the same.
func tidyEvening(f *db.ExportFile, names *importNames) (msg.Text, bool) {
	if len(f.Games) > maxGames {
		return msg.T("This file holds %d games; an evening holds at most %d.", len(f.Games), maxGames), true
	}
	if _, err := time.Parse(time.DateOnly, f.Evening.HeldOn); err != nil {
		return msg.T("The file's evening has no date of the form 2026-11-20."), true
	}
	if raw := f.Evening.Place; strings.TrimSpace(raw) != "" {
		place, ok := cleanName(raw, maxGroupName)
		if !ok {
			return msg.Join(msg.T("The file's place does not fit."), badName(maxGroupName)), true
		}
		f.Evening.Place = place
	}
	if st := f.Evening.Stakes; st != nil && (st.Unit > maxStakeCents || st.Point > maxStakeCents) {
		return msg.T("The file's stakes are more than %d.", maxStakeCents/100), true
	}
	for gi := range f.Games {
		g := &f.Games[gi]
		g.Kind = games.Canonical(g.Kind, g.Config)
		if _, ok := kindOf(g.Kind); !ok {
			return msg.T("Game %d of the file is of a kind this server does not know: %q.", gi+1, clip(g.Kind)), true
		}
		seated := map[string]bool{}
		for pi, raw := range g.Players {
			name, ok := names.name(raw)
			if !ok {
				return msg.Join(msg.T("Game %d of the file has a player whose name the group could not be given.", gi+1), badName(maxPlayerName)), true
			}
			if seated[name] {
				shown, _ := cleanName(raw, maxPlayerName)
				return msg.T("Game %d of the file seats %s twice.", gi+1, shown), true
			}
			seated[name] = true
			g.Players[pi] = name
		}
		for ri := range g.Log {
			device, ok := importDevice(g.Log[ri].Device)
			if !ok {
				return msg.Join(msg.T("Game %d of the file, record %d:", gi+1, ri+1), badDevice), true
			}
			g.Log[ri].Device = device
		}
		for ri := range g.Rulings {
			device, ok := importDevice(g.Rulings[ri].Device)
			if !ok {
				return msg.Join(msg.T("Game %d of the file, ruling %d:", gi+1, ri+1), badDevice), true
			}
			g.Rulings[ri].Device = device
		}
	}
	return msg.Text{}, false
}

// checkGame holds a game of a file (number n) to what its own engine
// takes: a start time, rules the engine accepts for its players (as a new
// game's are checked), records and rulings of bounded size with times, and
// a log whose deals replay.
func checkGame(n int, g db.ExportedGame) (msg.Text, bool) {
	if !importTime(g.CreatedAt) {
		return msg.T("Game %d of the file has no start time of the form 2026-11-20T19:02:44Z.", n), true
	}
	k, _ := kindOf(g.Kind)
	// A game whose seating changed is checked at the table it started with.
	seated := g.StartingSeats()
	if say, refused := checkConfig(k, g.Config, seated); refused {
		return msg.Join(msg.T("Game %d of the file has rules this server does not take:", n), say), true
	}
	if len(g.Log) > db.MaxGameEntries {
		return msg.T("Game %d of the file holds %d records; a game holds at most %d.", n, len(g.Log), db.MaxGameEntries), true
	}
	for ri, r := range g.Log {
		// A correction of the house rules is held to what the game's own
		// config is held to.
		var compact bytes.Buffer
		if len(r.Payload) <= maxImportJSON && json.Compact(&compact, r.Payload) == nil {
			if config, ok := db.HouseRulesOf(compact.String()); ok {
				if say, refused := checkConfig(k, []byte(config), seated); refused {
					return msg.Join(msg.T("Game %d of the file, record %d: the house rules it sets are not taken:", n, ri+1), say), true
				}
			}
		}
		switch {
		case len(r.Payload) > maxImportJSON:
			return msg.T("Game %d of the file, record %d: the entry is larger than %d KiB.", n, ri+1, maxImportJSON>>10), true
		case !importTime(r.At):
			return msg.T("Game %d of the file, record %d: no time of the form 2026-11-20T19:02:44Z.", n, ri+1), true
		}
	}
	for ri, r := range g.Rulings {
		switch {
		case len(r.Question) > maxImportRuling || len(r.Answer) > maxImportRuling || len(r.Rule) > maxImportRuling:
			return msg.T("Game %d of the file, ruling %d: its question, answer or rule is larger than %d KiB.", n, ri+1, maxImportRuling>>10), true
		case !importTime(r.At):
			return msg.T("Game %d of the file, ruling %d: no time of the form 2026-11-20T19:02:44Z.", n, ri+1), true
		}
	}
	return replayImport(n, k, g)
}

// checkConfig checks a game's config as a new game's rules are checked
// (the kind's Setup.NewGame: the rules, a known preset, the number of
// players and the first dealer), so that no game is stored that its pages
// cannot open.
func checkConfig(k views.Kind, config []byte, players int) (msg.Text, bool) {
	unreadable := msg.T("They cannot be read.")
	if len(config) > maxImportJSON {
		return unreadable, true
	}
	var cfg struct {
		Rules       json.RawMessage `json:"rules"`
		FirstDealer *int            `json:"first_dealer"`
		Players     []string        `json:"players"` // of a hand-written file; the seating is the game's players
	}
	dec := json.NewDecoder(bytes.NewReader(config))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil || cfg.FirstDealer == nil || len(cfg.Rules) == 0 {
		return unreadable, true
	}
	if _, err := k.Setup.NewGame(cfg.Rules, players, *cfg.FirstDealer); err != nil {
		return msg.From(err), true
	}
	return msg.Text{}, false
}

// replayImport replays a game of a file (number n) with its kind's engine,
// as its page would: the deals as they stand after corrections and undos,
// marks left out. A deal that does not fit is refused by its record.
func replayImport(n int, k views.Kind, g db.ExportedGame) (msg.Text, bool) {
	recs := make([]db.Record, len(g.Log))
	at := map[string]int{}
	for i, r := range g.Log {
		recs[i] = db.Record{ID: r.ID, Seq: i + 1, Action: r.Action, TargetID: r.Target, Payload: string(r.Payload)}
		at[r.ID] = i + 1
	}
	deals, _, config, _ := db.Replayable(recs, string(g.Config))
	payloads := make([][]byte, len(deals))
	for i, d := range deals {
		payloads[i] = []byte(d.Payload)
	}
	t, err := k.Replay([]byte(config), g.Players, payloads)
	if err != nil {
		return msg.Join(msg.T("Game %d of the file has rules this server does not take:", n),
			msg.From(err)), true
	}
	if err := t.Broken(); err != nil {
		var ee *scoring.EntryError
		record := 0
		if errors.As(err, &ee) && ee.Index < len(deals) {
			record = at[deals[ee.Index].ID]
		}
		return msg.Join(msg.T("Game %d of the file, record %d: the deal does not fit the game.", n, record), msg.From(err)), true
	}
	return msg.Text{}, false
}

// importDevice tidies the name of the device that made a record, as the
// forms tidy a device's name; "" stays "".
func importDevice(raw string) (string, bool) {
	if raw == "" {
		return "", true
	}
	return cleanName(raw, maxImportDevice)
}

// badDevice is the message for a device's name the forms would refuse.
var badDevice = msg.T("the device's name is longer than 80 characters or holds control or text-direction characters.")

// importTime says whether a file's time is one the app writes: RFC 3339,
// at most maxImportTime characters.
func importTime(s string) bool {
	if len(s) > maxImportTime {
		return false
	}
	_, err := time.Parse(time.RFC3339Nano, s)
	return err == nil
}

// clip shortens a text of the file for a message.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	return string([]rune(s)[:40]) + "…"
}
