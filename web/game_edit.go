package web

import (
	"errors"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/views"
)

// editTarget finds the entry to correct, the table as it stood before it,
// and the form that enters it again.
func (s *Server) editTarget(c echo.Context, g *game) (int, views.Table, views.Form, error) {
	if err := g.table.Broken(); err != nil {
		return 0, nil, views.Form{}, err
	}
	i := slices.IndexFunc(g.cur, func(cur db.Current) bool { return cur.ID == c.Param("entry") })
	if i < 0 {
		return 0, nil, views.Form{}, db.ErrNotFound
	}
	before, err := g.replay(g.payloads()[:i])
	if err != nil {
		return 0, nil, views.Form{}, err
	}
	values, ok := before.Form([]byte(g.cur[i].Payload))
	if !ok {
		return 0, nil, views.Form{}, db.ErrNotFound
	}
	return i, before, views.Form{Values: values}, nil
}

// editView is the correction form's page data.
func (s *Server) editView(c echo.Context, g *game, before views.Table, i int, f views.Form) views.GameView {
	v := s.view(c, g, before, f)
	v.EditID = g.cur[i].ID
	return v
}

func (s *Server) editEntryPage(c echo.Context, g *game) error {
	i, before, form, err := s.editTarget(c, g)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.GameEditPage(s.ctx(c), s.editView(c, g, before, i, form), i+1))
}

func (s *Server) editEntry(c echo.Context, g *game) error {
	i, before, _, err := s.editTarget(c, g)
	if err != nil {
		return err
	}
	values, err := c.FormParams()
	if err != nil {
		return err
	}
	form := views.Form{Values: values}
	refuse := func(status int, say msg.Text) error {
		form.Error = say
		v := s.editView(c, g, before, i, form)
		if isHTMX(c) {
			return render(c, status, views.GameEditPanel(s.ctx(c), v))
		}
		return render(c, status, views.GameEditPage(s.ctx(c), v, i+1))
	}
	payload, err := before.Entry(values)
	if err != nil {
		return refuse(http.StatusUnprocessableEntity, msg.From(err))
	}
	if _, ok := before.Form(payload); !ok {
		return refuse(http.StatusUnprocessableEntity, msg.T("Only a deal can be corrected here."))
	}
	changed := slices.Clone(g.payloads())
	changed[i] = payload
	after, err := g.replay(changed)
	if err != nil {
		return err
	}
	var ee *scoring.EntryError
	switch err := after.Broken(); {
	case errors.As(err, &ee) && ee.Index != i:
		return refuse(http.StatusUnprocessableEntity, msg.Join(msg.T("With this correction, entry %d no longer fits:", ee.Index+1), msg.From(err)))
	case err != nil:
		return refuse(http.StatusUnprocessableEntity, msg.From(err))
	}
	_, err = s.appendEntry(c.Request().Context(), g, db.NewRecord{Action: db.Edit, TargetID: g.cur[i].ID,
		Payload: string(payload), Device: s.deviceName(c), AfterSeq: g.appendAt(form.Get("after"))})
	if errors.Is(err, db.ErrConflict) {
		return refuse(http.StatusConflict, msg.T("Someone else entered something meanwhile. Open the correction again."))
	}
	if err != nil {
		return err
	}
	s.flash(c, msg.Join(msg.T("Entry %d corrected.", i+1), summaryDiff(g.table.Summary(), after.Summary())))
	if err := s.saveSession(c); err != nil {
		return err
	}
	if isHTMX(c) {
		c.Response().Header().Set("HX-Redirect", g.path())
		return c.NoContent(http.StatusOK)
	}
	return redirect(c, g.path())
}

// summaryDiff says how the standings changed, e.g. "Now: Anna 12 → 15, Bo 8 → 3."
// The first column is named by the line alone, later ones by their heading.
func summaryDiff(before, after scoring.Summary) msg.Text {
	var changes []msg.Text
	for i, a := range after.Lines {
		if i >= len(before.Lines) {
			break
		}
		b := before.Lines[i]
		for j, v := range a.Values {
			if j >= len(b.Values) || b.Values[j] == v {
				continue
			}
			if j == 0 || j >= len(after.Columns) {
				changes = append(changes, msg.T("%s %s → %s", a.Name, b.Values[j], v))
				continue
			}
			changes = append(changes, msg.T("%s (%s) %s → %s", a.Name, after.Columns[j], b.Values[j], v))
		}
	}
	if len(changes) == 0 {
		return msg.T("The standings did not change.")
	}
	return msg.T("Now: %s.", msg.Concat(", ", changes...))
}
