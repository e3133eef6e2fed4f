package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/scoring"
	"schreiber/scoring/gurke"
	"schreiber/views"
)

// gurkeState is a Gurke game loaded from the store and replayed.
type gurkeState struct {
	row     db.Game
	game    gurke.Game
	log     []db.Record
	cur     []db.Current
	entries []gurke.Entry
	st      gurke.Standings
	steps   []gurke.Step
	err     error // why the stored entries do not replay, if they do not
}

func (s *Server) loadGurke(ctx context.Context, row db.Game) (*gurkeState, error) {
	st := &gurkeState{row: row}
	if err := json.Unmarshal([]byte(row.Config), &st.game); err != nil {
		return nil, fmt.Errorf("game %s: read config: %w", row.ID, err)
	}
	st.game.Players = seatNames(row)
	log, err := s.store.Log(ctx, row.ID)
	if err != nil {
		return nil, err
	}
	st.log, st.cur = log, db.Fold(log)
	st.entries = make([]gurke.Entry, 0, len(st.cur))
	for i, c := range st.cur {
		e, err := gurke.DecodeEntry([]byte(c.Payload))
		if err != nil {
			st.err = &scoring.EntryError{Index: i, Err: err}
			return st, nil
		}
		st.entries = append(st.entries, e)
	}
	st.st, st.steps, st.err = gurke.Replay(st.game, st.entries)
	return st, nil
}

func (st *gurkeState) lastSeq() int {
	if len(st.log) == 0 {
		return 0
	}
	return st.log[len(st.log)-1].Seq
}

// view builds the page's data; form may carry the values and error of a
// form that came back.
func (s *Server) gurkeView(c echo.Context, st *gurkeState, form views.GurkeForm) views.GurkeView {
	r := st.game.Rules
	v := views.GurkeView{
		GroupID: st.row.GroupID, EveningID: st.row.EveningID, GameID: st.row.ID,
		Title:     scoring.Join(scoring.T("Gurke ·", "Gurke ·"), gurke.PresetTitle(r.Preset)),
		RulesLine: r.Describe(),
		Players:   st.game.Players, Standings: st.st, LastSeq: st.lastSeq(), Deals: len(st.cur),
		CanScore: canScore(c), Nonce: db.NewID(), Choices: r.Choices(), Form: form,
		Rules: r, RulesCard: rulesCard(r),
	}
	v.Live = !v.CanScore
	if st.err != nil {
		v.Broken = scoring.Join(scoring.T("The stored entries no longer add up:", "Die gespeicherten Einträge gehen nicht mehr auf:"), scoring.Message(st.err))
	} else if len(st.steps) > 0 {
		v.Last = &st.steps[len(st.steps)-1]
	}
	if v.Form.Mode == "" {
		v.Form.Mode = "trick"
	}
	if v.Form.Living == nil && st.err == nil {
		v.Form.Living = st.st.Living(st.st.Leader)
	}
	return v
}

func (s *Server) gurkePage(c echo.Context, st *gurkeState) error {
	return render(c, http.StatusOK, views.GurkePage(s.ctx(c), s.gurkeView(c, st, views.GurkeForm{})))
}

// gurkeRespond answers a form post that did not store anything: the panel
// for htmx, the whole page otherwise, both with the form as it was sent.
func (s *Server) gurkeRespond(c echo.Context, st *gurkeState, form views.GurkeForm, status int) error {
	v := s.gurkeView(c, st, form)
	if isHTMX(c) {
		return render(c, status, views.GurkePanel(s.ctx(c), v))
	}
	return render(c, status, views.GurkePage(s.ctx(c), v))
}

// parseGurkeForm reads the deal form against the standings before the deal.
func parseGurkeForm(c echo.Context, before gurke.Standings) (gurke.Entry, views.GurkeForm, bool) {
	form := views.GurkeForm{Mode: c.FormValue("mode"), Leader: c.FormValue("leader"), Cards: map[int]string{},
		Loser: c.FormValue("loser"), Card: c.FormValue("card"), Living: before.Living(before.Leader), Kontra: c.FormValue("kontra")}
	for _, seat := range form.Living {
		form.Cards[seat] = c.FormValue("card-" + strconv.Itoa(seat))
	}
	params, _ := c.FormParams()
	form.Matched = seatSet(params["matched"])
	form.Doubled, form.Redoubled = seatSet(params["doubled"]), seatSet(params["redoubled"])
	fail := func(en, de string) (gurke.Entry, views.GurkeForm, bool) {
		form.Error = scoring.Text{EN: en, DE: de}
		return gurke.Entry{}, form, false
	}
	// doubles adds who doubled to a deal entry, in seat order.
	doubles := func(e gurke.Entry) gurke.Entry {
		for _, seat := range form.Living {
			if form.Doubled[seat] {
				e.Doubled = append(e.Doubled, seat)
			}
			if form.Redoubled[seat] {
				e.Redoubled = append(e.Redoubled, seat)
			}
		}
		return e
	}
	switch form.Mode {
	case "rebuy":
		seat, err := strconv.Atoi(c.FormValue("seat"))
		if err != nil || seat < 0 || seat >= len(before.Players) {
			return fail("Tap who buys back in.", "Tippe an, wer sich zurückkauft.")
		}
		return gurke.Entry{Kind: gurke.KindRebuy, Seat: &seat}, form, true
	case "kontra":
		if form.Kontra == "none" {
			return gurke.Entry{Kind: gurke.KindKontra}, form, true
		}
		seat, err := strconv.Atoi(form.Kontra)
		if err != nil || !slices.Contains(form.Living, seat) {
			return fail("Tap who said Kontra, or that everyone passed.", "Tippe an, wer Kontra gesagt hat, oder dass alle gepasst haben.")
		}
		return gurke.Entry{Kind: gurke.KindKontra, Seat: &seat}, form, true
	case "trick":
		leader, err := strconv.Atoi(form.Leader)
		if err != nil || !slices.Contains(form.Living, leader) {
			return fail("Tap who led the last trick.", "Tippe an, wer im letzten Stich herausgekommen ist.")
		}
		e := gurke.Entry{Kind: gurke.KindTrick}
		for _, seat := range before.Living(leader) {
			if card := form.Cards[seat]; card != "" {
				e.Plays = append(e.Plays, gurke.Play{Seat: seat, Card: card})
			}
		}
		return doubles(e), form, true
	case "quick":
		loser, err := strconv.Atoi(form.Loser)
		if err != nil || !slices.Contains(form.Living, loser) {
			return fail("Tap who took the last trick.", "Tippe an, wer den letzten Stich bekommen hat.")
		}
		if form.Card == "" {
			return fail("Tap the card that took the last trick.", "Tippe die Karte an, die den letzten Stich gemacht hat.")
		}
		e := gurke.Entry{Kind: gurke.KindQuick, Loser: loser, Card: form.Card}
		for _, seat := range form.Living {
			if form.Matched[seat] {
				e.Matched = append(e.Matched, seat)
			}
		}
		return doubles(e), form, true
	}
	return fail("This form is not known.", "Dieses Formular ist unbekannt.")
}

func (s *Server) gurkeAdd(c echo.Context, st *gurkeState) error {
	if st.err != nil {
		return s.gurkeRespond(c, st, views.GurkeForm{}, http.StatusConflict)
	}
	entry, form, ok := parseGurkeForm(c, st.st)
	if ok {
		if _, _, err := gurke.Replay(st.game, append(slices.Clone(st.entries), entry)); err != nil {
			form.Error, ok = scoring.Message(err), false
		}
	}
	if !ok {
		return s.gurkeRespond(c, st, form, http.StatusUnprocessableEntity)
	}
	payload, err := json.Marshal(entry)
	if err != nil {
		return err
	}
	after, _ := strconv.Atoi(c.FormValue("after"))
	_, err = s.store.Append(c.Request().Context(), st.row.ID, db.NewRecord{Action: db.Add, Payload: string(payload),
		Device: deviceLabel(c.Request().UserAgent(), s.deviceID(c)), Nonce: c.FormValue("nonce"), AfterSeq: after})
	switch {
	case errors.Is(err, db.ErrDuplicate):
		return s.gurkeDone(c, st, scoring.T("This deal was saved already; it was not saved twice.",
			"Dieses Spiel war schon gespeichert; es wurde nicht doppelt gespeichert."))
	case errors.Is(err, db.ErrConflict):
		fresh, lerr := s.loadGurke(c.Request().Context(), st.row)
		if lerr != nil {
			return lerr
		}
		form.Error = scoring.T("Someone else entered something meanwhile. Check the board; your choices are still here.",
			"Inzwischen hat jemand anderes etwas eingetragen. Prüfe die Tabelle; deine Auswahl ist noch da.")
		form.Living = nil
		return s.gurkeRespond(c, fresh, form, http.StatusConflict)
	case err != nil:
		return err
	}
	return s.gurkeDone(c, st, scoring.Text{})
}

// gurkeDone answers a stored change: the fresh panel for htmx, a redirect
// to the game otherwise; notice, if any, is shown once.
func (s *Server) gurkeDone(c echo.Context, st *gurkeState, notice scoring.Text) error {
	if notice.EN != "" {
		s.flash(c, notice)
	}
	if err := s.saveSession(c); err != nil {
		return err
	}
	url := "/g/" + st.row.GroupID + "/games/" + st.row.ID
	if !isHTMX(c) {
		return redirect(c, url)
	}
	fresh, err := s.loadGurke(c.Request().Context(), st.row)
	if err != nil {
		return err
	}
	v := s.gurkeView(c, fresh, views.GurkeForm{})
	return render(c, http.StatusOK, views.GurkePanel(s.ctx(c), v))
}

func (s *Server) gurkeUndo(c echo.Context, st *gurkeState) error {
	if len(st.cur) == 0 {
		return s.gurkeDone(c, st, scoring.T("There is nothing to undo.", "Es gibt nichts zurückzunehmen."))
	}
	last := st.cur[len(st.cur)-1]
	after, _ := strconv.Atoi(c.FormValue("after"))
	_, err := s.store.Append(c.Request().Context(), st.row.ID, db.NewRecord{Action: db.Void, TargetID: last.ID,
		Device: deviceLabel(c.Request().UserAgent(), s.deviceID(c)), AfterSeq: after})
	if errors.Is(err, db.ErrConflict) {
		return s.gurkeDone(c, st, scoring.T("The game changed meanwhile, so nothing was undone. Look at the board and try again if needed.",
			"Das Spiel hat sich inzwischen geändert, daher wurde nichts zurückgenommen. Sieh dir die Tabelle an und versuche es bei Bedarf noch einmal."))
	}
	if err != nil {
		return err
	}
	notice := scoring.T("Undone.", "Zurückgenommen.")
	if len(st.steps) == len(st.cur) {
		notice = scoring.Join(scoring.T("Undone:", "Zurückgenommen:"), st.steps[len(st.steps)-1].Text)
	}
	return s.gurkeDone(c, st, notice)
}

// gurkeEditForm finds the entry to correct and the standings before it.
func (s *Server) gurkeEditTarget(c echo.Context, st *gurkeState) (int, gurke.Standings, error) {
	if st.err != nil {
		return 0, gurke.Standings{}, st.err
	}
	i := slices.IndexFunc(st.cur, func(cur db.Current) bool { return cur.ID == c.Param("entry") })
	if i < 0 || (st.entries[i].Kind != gurke.KindTrick && st.entries[i].Kind != gurke.KindQuick) {
		return 0, gurke.Standings{}, db.ErrNotFound
	}
	before, _, err := gurke.Replay(st.game, st.entries[:i])
	return i, before, err
}

func (s *Server) gurkeEditPage(c echo.Context, st *gurkeState) error {
	i, before, err := s.gurkeEditTarget(c, st)
	if err != nil {
		return err
	}
	e := st.entries[i]
	form := views.GurkeForm{Mode: string(e.Kind), Cards: map[int]string{}, Matched: map[int]bool{},
		Doubled: map[int]bool{}, Redoubled: map[int]bool{}, EditID: st.cur[i].ID, Living: before.Living(before.Leader)}
	for _, seat := range e.Doubled {
		form.Doubled[seat] = true
	}
	for _, seat := range e.Redoubled {
		form.Redoubled[seat] = true
	}
	if e.Kind == gurke.KindTrick && len(e.Plays) > 0 {
		form.Leader = strconv.Itoa(e.Plays[0].Seat)
		for _, p := range e.Plays {
			form.Cards[p.Seat] = p.Card
		}
	} else {
		form.Loser, form.Card = strconv.Itoa(e.Loser), e.Card
		for _, m := range e.Matched {
			form.Matched[m] = true
		}
	}
	v := s.gurkeView(c, st, form)
	v.Standings = before
	return render(c, http.StatusOK, views.GurkeEditPage(s.ctx(c), v, i+1))
}

func (s *Server) gurkeEdit(c echo.Context, st *gurkeState) error {
	i, before, err := s.gurkeEditTarget(c, st)
	if err != nil {
		return err
	}
	entry, form, ok := parseGurkeForm(c, before)
	form.EditID = st.cur[i].ID
	if ok && entry.Kind != gurke.KindTrick && entry.Kind != gurke.KindQuick {
		form.Error, ok = scoring.T("Only a deal can be corrected here.", "Hier lässt sich nur ein Spiel berichtigen."), false
	}
	var after gurke.Standings
	if ok {
		changed := slices.Clone(st.entries)
		changed[i] = entry
		after, _, err = gurke.Replay(st.game, changed)
		var ee *scoring.EntryError
		switch {
		case errors.As(err, &ee) && ee.Index != i:
			form.Error, ok = scoring.Join(scoring.T("With this correction, entry %d no longer fits:", "Mit dieser Berichtigung passt Eintrag %d nicht mehr:", ee.Index+1), scoring.Message(err)), false
		case err != nil:
			form.Error, ok = scoring.Message(err), false
		}
	}
	if !ok {
		v := s.gurkeView(c, st, form)
		v.Standings = before
		if isHTMX(c) {
			return render(c, http.StatusUnprocessableEntity, views.GurkeEditPanel(s.ctx(c), v))
		}
		return render(c, http.StatusUnprocessableEntity, views.GurkeEditPage(s.ctx(c), v, i+1))
	}
	payload, err := json.Marshal(entry)
	if err != nil {
		return err
	}
	seq, _ := strconv.Atoi(c.FormValue("after"))
	if _, err := s.store.Append(c.Request().Context(), st.row.ID, db.NewRecord{Action: db.Edit, TargetID: st.cur[i].ID,
		Payload: string(payload), Device: deviceLabel(c.Request().UserAgent(), s.deviceID(c)), AfterSeq: seq}); err != nil {
		if errors.Is(err, db.ErrConflict) {
			form.Error = scoring.T("Someone else entered something meanwhile. Open the correction again.",
				"Inzwischen hat jemand anderes etwas eingetragen. Öffne die Berichtigung noch einmal.")
			v := s.gurkeView(c, st, form)
			v.Standings = before
			return render(c, http.StatusConflict, views.GurkeEditPage(s.ctx(c), v, i+1))
		}
		return err
	}
	s.flash(c, scoring.Join(scoring.T("Entry %d corrected.", "Eintrag %d berichtigt.", i+1), standingsDiff(st.game.Players, st.st, after)))
	if err := s.saveSession(c); err != nil {
		return err
	}
	url := "/g/" + st.row.GroupID + "/games/" + st.row.ID
	if isHTMX(c) {
		c.Response().Header().Set("HX-Redirect", url)
		return c.NoContent(http.StatusOK)
	}
	return redirect(c, url)
}

// seatSet reads a list of seat numbers from a form into a set.
func seatSet(values []string) map[int]bool {
	set := map[int]bool{}
	for _, v := range values {
		if seat, err := strconv.Atoi(v); err == nil {
			set[seat] = true
		}
	}
	return set
}

// standingsDiff says how the scores changed, e.g. "Now: Anna 12 → 15, Bo 8 → 3."
func standingsDiff(players []string, before, after gurke.Standings) scoring.Text {
	var en, de string
	for i := range after.Players {
		if i >= len(before.Players) || i >= len(players) {
			break
		}
		b, a := before.Players[i], after.Players[i]
		if b.Score == a.Score && b.Cucumbers == a.Cucumbers && b.Status == a.Status {
			continue
		}
		sep := ", "
		if en == "" {
			sep = ""
		}
		en += fmt.Sprintf("%s%s %d → %d", sep, players[i], b.Score, a.Score)
		de += fmt.Sprintf("%s%s %d → %d", sep, players[i], b.Score, a.Score)
	}
	if en == "" {
		return scoring.T("The standings did not change.", "Der Spielstand hat sich nicht geändert.")
	}
	return scoring.T("Now: %s.", "Jetzt: %s.", en)
}

func (s *Server) gurkeHistory(c echo.Context, st *gurkeState) error {
	texts := map[string]scoring.Text{}
	for i, cur := range st.cur {
		if i < len(st.steps) {
			texts[cur.ID] = st.steps[i].Text
		}
	}
	// Walk the log as it grew, so every record gets the number its entry
	// had at that moment; an undone entry is explained as it was then.
	type live struct {
		id    string
		entry gurke.Entry
	}
	var list []live
	number := func(id string) int {
		return slices.IndexFunc(list, func(l live) bool { return l.id == id }) + 1
	}
	voided := map[string]bool{}
	for _, r := range st.log {
		if r.Action == db.Void {
			voided[r.TargetID] = true
		}
	}
	base := "/g/" + st.row.GroupID + "/games/" + st.row.ID
	var rows []views.HistoryRow
	for _, r := range st.log {
		row := views.HistoryRow{Seq: r.Seq, At: shortTime(r.CreatedAt), Device: r.Device, Action: string(r.Action)}
		e, _ := gurke.DecodeEntry([]byte(r.Payload))
		switch r.Action {
		case db.Add:
			list = append(list, live{id: r.ID, entry: e})
			row.DealNo, row.Voided = len(list), voided[r.ID]
			row.Text = texts[r.ID]
			if row.Voided {
				entries := make([]gurke.Entry, len(list))
				for i, l := range list {
					entries[i] = l.entry
				}
				if _, steps, err := gurke.Replay(st.game, entries); err == nil && len(steps) == len(entries) {
					row.Text = steps[len(steps)-1].Text
				}
			} else if canScore(c) && st.err == nil && (e.Kind == gurke.KindTrick || e.Kind == gurke.KindQuick) {
				row.EditURL = base + "/entries/" + r.ID + "/edit"
			}
		case db.Edit:
			row.DealNo = number(r.TargetID)
			if n := row.DealNo; n > 0 {
				list[n-1].entry = e
			}
		case db.Void:
			row.DealNo = number(r.TargetID)
			list = slices.DeleteFunc(list, func(l live) bool { return l.id == r.TargetID })
		}
		rows = append(rows, row)
	}
	slices.Reverse(rows)
	title := scoring.Join(scoring.T("Gurke ·", "Gurke ·"), gurke.PresetTitle(st.game.Rules.Preset))
	return render(c, http.StatusOK, views.HistoryPage(s.ctx(c), title, base, rows))
}

func (s *Server) gurkeNext(c echo.Context, st *gurkeState) error {
	if st.err != nil || !st.st.Over {
		return s.gurkeDone(c, st, scoring.T("This game is still running.", "Dieses Spiel läuft noch."))
	}
	g := st.game
	if st.st.Winner >= 0 {
		g.FirstDealer = st.st.Winner
	}
	g.Players = nil
	config, err := json.Marshal(g)
	if err != nil {
		return err
	}
	seating := make([]string, len(st.row.Seats))
	for i, p := range st.row.Seats {
		seating[i] = p.ID
	}
	next, err := s.store.CreateGame(c.Request().Context(), st.row.EveningID, st.row.Kind, string(config), seating)
	if err != nil {
		return err
	}
	return redirect(c, "/g/"+st.row.GroupID+"/games/"+next.ID)
}
