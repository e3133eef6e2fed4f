package web

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/views"
)

// referees lists the referee of every kind of game that has one, in the
// registry's order.
func referees() []*views.Referee {
	var out []*views.Referee
	for _, k := range kinds {
		if k.Referee != nil {
			out = append(out, k.Referee)
		}
	}
	return out
}

func refereeOf(game string) (*views.Referee, bool) {
	for _, r := range referees() {
		if r.Game == game {
			return r, true
		}
	}
	return nil, false
}

func (s *Server) refereeIndex(c echo.Context) error {
	return render(c, http.StatusOK, views.RefereeIndexPage(s.ctx(c), referees()))
}

// refereePage is the referee without a game: the variant comes from the
// preset picker.
func (s *Server) refereePage(c echo.Context) error {
	ref, ok := refereeOf(c.Param("game"))
	if !ok {
		return echo.ErrNotFound
	}
	preset := c.QueryParam("preset")
	bench, ok := ref.Preset(preset)
	if !ok {
		preset = ref.Presets[0].Name
		bench, _ = ref.Preset(preset)
	}
	return s.referee(c, views.RefereeView{Referee: ref, Base: "/referee/" + ref.Game, Preset: preset, Bench: bench}, c.QueryParams())
}

// gameReferee is the referee asked from a game's page: the variant is the
// game's frozen house rules.
func (s *Server) gameReferee(c echo.Context, g *game) error {
	v, err := s.gameRefereeView(c, g)
	if err != nil {
		return err
	}
	return s.referee(c, v, c.QueryParams())
}

func (s *Server) gameRefereeView(c echo.Context, g *game) (views.RefereeView, error) {
	ref := g.kind.Referee
	if ref == nil {
		return views.RefereeView{}, echo.ErrNotFound
	}
	// The referee rules for the table as it sits now.
	bench, err := ref.ForGame(scoring.Latest([]byte(g.config)), g.seatedNames())
	if err != nil {
		return views.RefereeView{}, err
	}
	return views.RefereeView{Referee: ref, Base: g.path() + "/referee", Bench: bench,
		Game: &views.RefereeGame{Title: g.table.Title(), Path: g.path(), CanKeep: canScore(c), Nonce: db.NewID()}}, nil
}

// referee shows a question, and answers it once it was asked.
func (s *Server) referee(c echo.Context, v views.RefereeView, values url.Values) error {
	v.Values = values
	v.Question = v.Bench.Question(values.Get("q"))
	status := http.StatusOK
	if v.Asked() {
		a, err := answer(&v)
		if err != nil {
			return err
		}
		if a == nil {
			status = http.StatusUnprocessableEntity
		}
		v.Answer = a
	}
	ctx := s.ctx(c)
	// The language switch comes back to the question as asked.
	ctx.Path = c.Request().URL.RequestURI()
	if isHTMX(c) {
		return render(c, status, views.RefereePanel(ctx, v))
	}
	return render(c, status, views.RefereePage(ctx, v))
}

// answer asks v's question. A player's mistake is put next to its field
// and yields no answer; any other error is the server's.
func answer(v *views.RefereeView) (*views.Answer, error) {
	a, err := v.Question.Ask(v.Values)
	var fe *msg.FieldError
	if errors.As(err, &fe) {
		v.Errors = map[string]msg.Text{errorField(v.Question, fe.Field): fe.Msg}
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &a, nil
}

// errorField names the form field an engine's error is about: "hand[2]"
// and "trick[1].card" are about "hand" and "trick"; an error about no
// field of the question is about the whole of it.
func errorField(q views.Question, field string) string {
	name := field
	if i := strings.IndexAny(name, "[."); i >= 0 {
		name = name[:i]
	}
	for _, f := range q.Fields {
		if f.Name == name {
			return name
		}
	}
	return ""
}

// storedQuestion is a kept ruling's question as the rulings table holds it.
type storedQuestion struct {
	Game     string             `json:"game"`
	Variant  msg.Text           `json:"variant"`
	Question string             `json:"question"`
	Title    msg.Text           `json:"title"`
	Asked    []views.AskedField `json:"asked"`
	Values   url.Values         `json:"values"`
}

// keepRuling asks the question again from the posted fields and keeps the
// answer with the game. It changes no score.
func (s *Server) keepRuling(c echo.Context, g *game) error {
	v, err := s.gameRefereeView(c, g)
	if err != nil {
		return err
	}
	values, err := c.FormParams()
	if err != nil {
		return err
	}
	values.Set("ask", "1")
	v.Values = values
	v.Question = v.Bench.Question(values.Get("q"))
	// The page falls back to the first question for an unknown name; a
	// ruling to keep must answer the question that was asked.
	if v.Question.Name != values.Get("q") {
		v.Errors = map[string]msg.Text{"": msg.T("The referee does not know this question; pick one of the questions above.")}
		return render(c, http.StatusUnprocessableEntity, views.RefereePage(s.ctx(c), v))
	}
	a, err := answer(&v)
	if err != nil {
		return err
	}
	if a == nil {
		return render(c, http.StatusUnprocessableEntity, views.RefereePage(s.ctx(c), v))
	}
	if !validNonce(values.Get("nonce")) {
		v.Errors = map[string]msg.Text{"": badNonce}
		return render(c, http.StatusUnprocessableEntity, views.RefereePage(s.ctx(c), v))
	}
	kept := url.Values{}
	for _, f := range v.Question.Fields {
		if vs := values[f.Name]; len(vs) > 0 {
			kept[f.Name] = vs
		}
	}
	q, err := json.Marshal(storedQuestion{Game: v.Referee.Game, Variant: v.Bench.Variant, Question: v.Question.Name,
		Title: v.Question.Title, Asked: views.Asked(v.Question, values), Values: kept})
	if err != nil {
		return err
	}
	ans, err := json.Marshal(a)
	if err != nil {
		return err
	}
	rule, err := json.Marshal(a.Rule)
	if err != nil {
		return err
	}
	_, err = s.store.KeepRuling(c.Request().Context(), g.row.ID, db.NewRuling{Question: string(q), Answer: string(ans),
		Rule: string(rule), Device: s.deviceName(c), Nonce: values.Get("nonce")})
	switch {
	case errors.Is(err, db.ErrDuplicate):
		s.flash(c, msg.T("This ruling was kept already."))
	case err != nil:
		return err
	default:
		s.publishAround(c.Request().Context(), g.row.ID)
		s.flash(c, msg.T("The ruling is kept with the game; its history shows it."))
	}
	if err := s.saveSession(c); err != nil {
		return err
	}
	return redirect(c, g.path())
}

// rulingItems turns kept rulings into what the pages show. A ruling whose
// JSON no longer reads is shown with what can be read of it.
func rulingItems(rs []db.Ruling) []views.RulingItem {
	out := make([]views.RulingItem, 0, len(rs))
	for _, r := range rs {
		var q storedQuestion
		var a views.Answer
		_ = json.Unmarshal([]byte(r.Question), &q)
		if err := json.Unmarshal([]byte(r.Answer), &a); err != nil {
			a = views.Answer{Verdict: views.Result, Headline: msg.T("(unreadable answer)")}
		}
		out = append(out, views.RulingItem{At: shortTime(r.CreatedAt), Device: r.Device, Question: q.Title,
			Variant: q.Variant, Asked: q.Asked, Answer: a})
	}
	return out
}

// eveningRulings lists the rulings kept with an evening's games, each
// linked to its game.
func (s *Server) eveningRulings(c echo.Context, e views.EveningItem) ([]views.RulingItem, error) {
	rs, err := s.store.EveningRulings(c.Request().Context(), e.ID)
	if err != nil {
		return nil, err
	}
	items := rulingItems(rs)
	for i, r := range rs {
		for _, g := range e.Games {
			if g.ID == r.GameID {
				items[i].Game, items[i].GamePath = g.Title, "/g/"+c.Param("group")+"/games/"+g.ID
			}
		}
	}
	return items, nil
}
