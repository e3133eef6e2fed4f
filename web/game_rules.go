package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"hash/fnv"
	"net/http"
	"slices"
	"strconv"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/scoring/games"
	"schreiber/scoring/replay"
	"schreiber/views"
)

// fitsRules replays the game's entries under config and says, if they do
// not all fit, which one does not and why.
func (g *game) fitsRules(config string) (msg.Text, bool) {
	t, err := g.kind.Table([]byte(config), seatNames(g.row), g.payloads())
	if err != nil {
		return msg.From(err), false
	}
	if err := t.Broken(); err != nil {
		return notFitting(err), false
	}
	return msg.Text{}, true
}

// notFitting says which entry does not fit the rules and why.
func notFitting(err error) msg.Text {
	var ee *scoring.EntryError
	if errors.As(err, &ee) {
		return msg.Join(msg.T("Entry %d no longer fits:", ee.Index+1), msg.From(ee.Err))
	}
	return msg.From(err)
}

// savedRulesTwice is what a correction sent again after a lost answer is
// told.
var savedRulesTwice = msg.T("These rules were saved already; they were not saved twice.")

// rulesPage shows the form that corrects the game's house rules, with the
// options as they stand.
func (s *Server) rulesPage(c echo.Context, g *game) error {
	values := formValues(g.table.Rules())
	return render(c, http.StatusOK, views.RulesFixPage(s.ctx(c), g.rulesFixView(values["preset"], values, "")))
}

// rulesFixView is the correction page's data for the options as given.
func (g *game) rulesFixView(preset string, values map[string]string, bad string) views.RulesFixView {
	setup := g.kind.Setup
	base, ok := presetValues(setup, preset)
	if !ok {
		preset = setup.Presets[0]
		base, _ = presetValues(setup, preset)
	}
	v := views.RulesFixView{GamePath: g.path(), Title: g.table.Title(), Preset: preset,
		Options: optionViews(setup.Options, values, base, bad), AfterSeq: g.lastSeq(), Nonce: db.NewID(),
		CanFromNext: g.canSwitch()}
	if v.CanFromNext {
		for _, name := range setup.Switchable {
			if o, ok := scoring.FindOption(setup.Options, name); ok {
				v.Switchable = append(v.Switchable, o.Label)
			}
		}
	}
	for _, name := range setup.Presets {
		v.Presets = append(v.Presets, views.PresetItem{Name: name, Title: setup.PresetTitle(name)})
	}
	return v
}

// correctRules previews a correction of the game's house rules, or saves
// the one previewed: for the whole game, replayed from its first deal. It
// is refused while an entry does not fit the corrected rules, naming it.
func (s *Server) correctRules(c echo.Context, g *game) error {
	if err := g.table.Broken(); err != nil {
		return s.refused(c, msg.T("The game's entries no longer fit its rules; correct them first."))
	}
	setup := g.kind.Setup
	rules, values, say, bad := rulesForm(c, setup)
	v := g.rulesFixView(c.FormValue("preset"), values, bad)
	v.FromNext = c.FormValue("when") == "next" && v.CanFromNext
	answer := func(status int) error { return render(c, status, views.RulesFixPage(s.ctx(c), v)) }
	if c.FormValue("apply") != "" {
		v.Applied = true
		return answer(http.StatusOK)
	}
	if !say.IsZero() {
		v.Error = say
		return answer(http.StatusUnprocessableEntity)
	}
	current := scoring.Latest([]byte(g.config))
	// The rules are checked for the table as it sits now; the first
	// dealer stays who dealt first, whether or not still at the table.
	seated, dealer := len(g.seated()), firstDealer(string(current))
	config, err := setup.NewGame(rules, seated, min(dealer, seated-1))
	if err == nil && dealer >= seated {
		config = withFirstDealer(config, dealer)
	}
	if err != nil {
		v.Error, v.Options = msg.From(err), g.rulesFixView(v.Preset, values, optionField(setup, err)).Options
		return answer(http.StatusUnprocessableEntity)
	}
	if games.Canonical(g.row.Kind, config) != g.row.Kind {
		v.Error = msg.T("These rules make it another game; start a new game for them.")
		return answer(http.StatusUnprocessableEntity)
	}
	if c.FormValue("save") == "1" && s.savedAlready(c, c.FormValue("nonce")) {
		return s.done(c, g, savedRulesTwice)
	}
	if sameJSON(config, current) {
		v.Error = msg.T("These are the rules the game has already.")
		return answer(http.StatusUnprocessableEntity)
	}
	payload, done := db.HouseRules(string(config)), msg.T("The house rules are corrected for the whole game.")
	if v.FromNext {
		if say := g.switchable(setup, current, config); !say.IsZero() {
			v.Error = say
			return answer(http.StatusUnprocessableEntity)
		}
		payload, done = db.HouseRulesFromNext(string(config)), msg.T("The house rules change from the next deal on; the deals played keep theirs.")
	}
	after, err := g.kind.Table(g.configuredWith(payload), seatNames(g.row), g.payloads())
	if err != nil {
		return err
	}
	v.Preview, v.Previewed = g.rulesPreview(setup, after), string(config)
	if err := after.Broken(); err != nil {
		v.Error = msg.Join(notFitting(err), msg.T("These rules cannot be saved until the entry is corrected or undone."))
		var ee *scoring.EntryError
		if errors.As(err, &ee) && ee.Index < len(g.cur) && ee.Index < len(g.table.Steps()) && g.table.Steps()[ee.Index].Correctable {
			v.FixPath = g.path() + "/entries/" + g.cur[ee.Index].ID + "/edit"
		}
		return answer(http.StatusUnprocessableEntity)
	}
	if c.FormValue("save") != "1" {
		return answer(http.StatusOK)
	}
	if !sameJSON([]byte(c.FormValue("previewed")), config) {
		v.Error = msg.T("These are not the rules the preview showed. Look at what they change, then save them.")
		return answer(http.StatusConflict)
	}
	if !validNonce(c.FormValue("nonce")) {
		v.Error = badNonce
		return answer(http.StatusUnprocessableEntity)
	}
	_, err = s.appendEntry(c.Request().Context(), g, db.NewRecord{Action: db.Add, Payload: payload,
		Device: s.deviceName(c), Nonce: c.FormValue("nonce"), AfterSeq: g.appendAt(c.FormValue("after"))})
	switch {
	case errors.Is(err, db.ErrDuplicate):
		return s.done(c, g, savedRulesTwice)
	case errors.Is(err, db.ErrConflict):
		fresh, err := s.loadGame(c)
		if err != nil {
			return err
		}
		v.Error, v.Preview = msg.T("Someone else entered something meanwhile. Look at what the correction changes now."), nil
		v.AfterSeq = fresh.lastSeq()
		return answer(http.StatusConflict)
	case err != nil:
		return err
	}
	s.flash(c, msg.Join(done, summaryDiff(g.table.Summary(), after.Summary())))
	if err := s.saveSession(c); err != nil {
		return err
	}
	return redirect(c, g.path())
}

// canSwitch says whether the game may change its house rules from the
// next deal on: it runs, has a deal, and its kind has options to change.
func (g *game) canSwitch() bool {
	return len(g.kind.Setup.Switchable) > 0 && len(g.cur) > 0 && g.end.ID == "" &&
		g.table.Broken() == nil && !g.table.Summary().Over
}

// switchable says why the game cannot change from its rules (current) to
// config from the next deal on; nothing if it can. Only the kind's
// Switchable options may change so, not the variant; and rules under which
// the game would be over already (a length or a target it has passed) are
// for the whole game, where the game then ends.
func (g *game) switchable(setup scoring.Setup, current, config []byte) msg.Text {
	if err := setup.FromNext(current, config); err != nil {
		return msg.From(err)
	}
	whole, err := g.kind.Table(g.configuredWith(db.HouseRules(string(config))), seatNames(g.row), g.payloads())
	if err != nil || whole.Broken() != nil || whole.Summary().Over {
		return msg.T("Under these rules the game would be over already; correct them for the whole game to end it.")
	}
	return msg.Text{}
}

// configuredWith is the config the game would be replayed with once a
// record with the payload (a correction of its rules, a change of its
// seats) is added.
func (g *game) configuredWith(payload string) []byte {
	return []byte(db.ConfiguredWith(g.cur, g.rules, g.row.Config, payload))
}

// rulesPreview says what replaying the game under other rules (after)
// changes: the options, every line's score, and the game's end.
func (g *game) rulesPreview(setup scoring.Setup, after views.Table) *views.RulesPreview {
	p := &views.RulesPreview{Fits: after.Broken() == nil}
	p.Changes = ruleChanges(setup, formValues(g.table.Rules()), formValues(after.Rules()))
	mark := replay.MarkNamed(db.MarkName(g.end.Payload))
	before, corrected := replay.Read(g.table, mark, seatNames(g.row)), replay.Read(after, mark, seatNames(g.row))
	p.EndNow, p.EndThen = endText(before), endText(corrected)
	if !p.Fits {
		p.EndThen = msg.T("does not replay")
	}
	sum, other := before.Summary, corrected.Summary
	if len(sum.Columns) > 0 {
		p.Column = sum.Columns[0]
	}
	for i, l := range sum.Lines {
		line := views.RulesPreviewLine{Name: l.Name, Now: headValue(l.Values), Then: "—"}
		if p.Fits && i < len(other.Lines) {
			line.Then = headValue(other.Lines[i].Values)
		}
		p.Lines = append(p.Lines, line)
	}
	return p
}

// ruleChanges says which options differ between two sets of rules (as
// the form sends them), e.g. "Variant: Danish Agurk → Swedish Gurka".
func ruleChanges(setup scoring.Setup, now, then map[string]string) []msg.Text {
	var out []msg.Text
	if now["preset"] != then["preset"] {
		out = append(out, msg.T("%s: %s → %s", msg.T("Variant"), setup.PresetTitle(now["preset"]), setup.PresetTitle(then["preset"])))
	}
	for _, grp := range setup.Options {
		for _, o := range grp.Options {
			if now[o.Name] != then[o.Name] {
				out = append(out, msg.T("%s: %s → %s", o.Label, shownValue(o, now[o.Name]), shownValue(o, then[o.Name])))
			}
		}
	}
	return out
}

// configRules returns the rules of a stored config as the form sends them.
func configRules(config string) map[string]string {
	var c struct {
		Rules json.RawMessage `json:"rules"`
	}
	_ = json.Unmarshal([]byte(config), &c)
	return formValues(c.Rules)
}

// endText says how a game stands or ended.
func endText(o replay.Outcome) msg.Text {
	switch {
	case o.Abandoned:
		return msg.T("abandoned")
	case o.Summary.Over && len(o.Summary.Winners) > 0:
		names := make([]msg.Text, len(o.Summary.Winners))
		for i, n := range o.Summary.Winners {
			names[i] = msg.Plain(n)
		}
		return msg.T("over, won by %s", msg.Concat(", ", names...))
	case o.Summary.Over:
		return msg.T("over")
	}
	return msg.T("still running")
}

// headValue is the first value of a summary line, its score.
func headValue(values []string) string {
	if len(values) == 0 {
		return "—"
	}
	return values[0]
}

// firstDealer is the seat of the first dealer a stored config names.
func firstDealer(config string) int {
	var c struct {
		FirstDealer int `json:"first_dealer"`
	}
	_ = json.Unmarshal([]byte(config), &c)
	return c.FirstDealer
}

// sameJSON reports whether two JSON texts are the same but for spacing.
func sameJSON(a, b []byte) bool {
	var ca, cb bytes.Buffer
	if json.Compact(&ca, a) != nil || json.Compact(&cb, b) != nil {
		return false
	}
	return bytes.Equal(ca.Bytes(), cb.Bytes())
}

// isHouseRules says whether a log payload corrects the house rules.
func isHouseRules(payload string) bool {
	_, ok := db.HouseRulesOf(payload)
	return ok
}

// rulesKey is a short fingerprint of a config, which a live page compares
// to see whether the game's house rules changed under it.
func rulesKey(config string) string {
	h := fnv.New32a()
	h.Write([]byte(config))
	return strconv.FormatUint(uint64(h.Sum32()), 36)
}

// withRulesNote adds to a game's item of the evening what the latest
// correction of its house rules (rules: those that count) did to its end:
// a game that was over and is won by others now, or runs again, says so,
// so that a result the table may have settled does not change silently.
func withRulesNote(g db.Game, cur []db.Current, rules []db.Current) func(views.GameItem, replay.Table, db.Current) (views.GameItem, replay.Table, db.Current) {
	return func(item views.GameItem, t replay.Table, end db.Current) (views.GameItem, replay.Table, db.Current) {
		if len(rules) == 0 || t == nil || item.Abandoned {
			return item, t, end
		}
		k, ok := games.Lookup(g.Kind)
		if !ok {
			return item, t, end
		}
		if db.FromNext(rules[len(rules)-1].Payload) {
			// A change from the next deal on leaves every deal played
			// as it was: it corrects no result.
			return item, t, end
		}
		before := db.ConfiguredBefore(cur, rules, g.Config)
		old, err := k.Replay([]byte(before), item.Players, payloads(cur))
		if err != nil || old.Broken() != nil {
			return item, t, end
		}
		was := replay.Read(old, markOf(end), item.Players).Summary
		switch {
		case !was.Over:
		case !item.Over:
			item.RulesNote = msg.T("Since its house rules were corrected, it runs again.")
		case !slices.Equal(was.Winners, item.Winners):
			item.RulesNote = msg.T("Since its house rules were corrected, others win; before, %s won.", msg.Plain(views.JoinNames(was.Winners)))
		}
		return item, t, end
	}
}
