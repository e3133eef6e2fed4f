package web

import (
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/views"
)

func (s *Server) gameHistory(c echo.Context, g *game) error {
	steps := g.table.Steps()
	broken := g.table.Broken() != nil
	current := map[string]views.Step{}
	for i, cur := range g.cur {
		if i < len(steps) {
			current[cur.ID] = steps[i]
		}
	}
	// Walk the log as it grew, so every record gets the number its entry
	// had at that moment; an undone entry is explained as it was then.
	type live struct {
		id      string
		payload []byte
	}
	var list []live
	number := func(id string) int {
		return slices.IndexFunc(list, func(l live) bool { return l.id == id }) + 1
	}
	// chain[n] is the game after the first n live entries, as far as an
	// undone entry's text has needed it: each is the one before with one
	// more entry, so the history replays the game once however many undos
	// it shows, and an edit or an undo drops only the tables after it.
	var chain []replay.Table
	upTo := func(n int) replay.Table {
		if chain == nil {
			t, err := g.kind.Replay([]byte(g.config), seatNames(g.row), nil)
			if err != nil {
				return nil
			}
			chain = []replay.Table{t}
		}
		for len(chain) <= n {
			next, ok := chain[len(chain)-1].With(list[len(chain)-1].payload)
			if !ok {
				return nil
			}
			chain = append(chain, next)
		}
		return chain[n]
	}
	drop := func(n int) { chain = chain[:min(len(chain), n)] }
	log, err := s.store.Log(c.Request().Context(), g.row.ID)
	if err != nil {
		return err
	}
	// Show the log as far as the table was replayed: a record appended
	// since belongs to the next view.
	log = slices.DeleteFunc(log, func(r db.Record) bool { return r.Seq > g.seq })
	voided, marks, corrections, seatings := map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}
	// The rules each correction replaced: the one before it that counts,
	// or the game's own.
	rulesThen := configRules(g.row.Config)
	for _, r := range log {
		if r.Action == db.Void {
			voided[r.TargetID] = true
		}
	}
	var rows []views.HistoryRow
	for _, r := range log {
		row := views.HistoryRow{Seq: r.Seq, At: shortTime(r.CreatedAt), Device: r.Device, Action: string(r.Action)}
		switch {
		case r.Action == db.Add && db.IsMark(r.Payload):
			row.Action, marks[r.ID] = "finished", true
			if db.MarkOf(r.Payload) == db.Abandoned {
				row.Action = "abandoned"
			}
			row.Voided = voided[r.ID]
		case r.Action == db.Void && marks[r.TargetID]:
			row.Action = "reopened"
		case r.Action == db.Add && isHouseRules(r.Payload):
			config, _ := db.HouseRulesOf(r.Payload)
			row.Action, corrections[r.ID], row.Voided = "rules", true, voided[r.ID]
			now := configRules(config)
			changes := ruleChanges(g.kind.Setup, rulesThen, now)
			if db.FromNext(r.Payload) {
				changes = append([]msg.Text{msg.T("from the next deal on")}, changes...)
			}
			row.Text = msg.Concat(" · ", changes...)
			if !row.Voided {
				rulesThen = now
			}
		case r.Action == db.Add && isSeating(r.Payload):
			seats, was, _ := db.SeatingOf(r.Payload)
			row.Action, seatings[r.ID], row.Voided = "seats", true, voided[r.ID]
			row.Text = seatingText(seatNames(g.row), seats, was)
		case r.Action == db.Void && seatings[r.TargetID]:
			row.Action = "seats-undone"
		case r.Action == db.Void && corrections[r.TargetID]:
			row.Action = "rules-undone"
		case r.Action == db.Add:
			list = append(list, live{id: r.ID, payload: []byte(r.Payload)})
			row.DealNo, row.Voided = len(list), voided[r.ID]
			step := current[r.ID]
			row.Text = step.Text
			if row.Voided {
				if t, ok := upTo(len(list)).(replay.QuietTable); ok && t.Broken() == nil {
					row.Text = t.LastText()
				}
			} else if canScore(c) && !broken && step.Correctable {
				row.EditURL = g.path() + "/entries/" + r.ID + "/edit"
			}
		case r.Action == db.Edit:
			row.DealNo = number(r.TargetID)
			if n := row.DealNo; n > 0 {
				list[n-1].payload = []byte(r.Payload)
				drop(n)
			}
		case r.Action == db.Void:
			row.DealNo = number(r.TargetID)
			if n := row.DealNo; n > 0 {
				drop(n)
			}
			list = slices.DeleteFunc(list, func(l live) bool { return l.id == r.TargetID })
		}
		rows = append(rows, row)
	}
	slices.Reverse(rows)
	rulings, err := s.store.Rulings(c.Request().Context(), g.row.ID)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.HistoryPage(s.ctx(c), g.table.Title(), g.path(), rows, rulingItems(rulings)))
}
