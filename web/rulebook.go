package web

import (
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/views"
	"schreiber/views/games"
)

// comparePicks is how many presets the comparison puts side by side: as
// many columns as a phone shows without scrolling.
const comparePicks = 3

// rulebookIndex lists the rules of every game. Like the rules pages, it
// needs no group.
func (s *Server) rulebookIndex(c echo.Context) error {
	return render(c, http.StatusOK, views.RulebookIndex(s.ctx(c), games.Rulebooks()))
}

// rulebookPage shows one game's rules and, where the game is played at the
// table with more than one preset, compares the presets the query names
// (vs, up to three; "every" lists the options they agree on as well).
func (s *Server) rulebookPage(c echo.Context) error {
	book, ok := games.RulebookOf(c.Param("kind"))
	if !ok {
		return echo.ErrNotFound
	}
	var cmp *views.Comparison
	if k, ok := kindOf(book.Game); ok && len(k.Setup.Presets) > 1 {
		v := comparison(k.Setup, book, c.QueryParams()["vs"], c.QueryParam("every") == "1")
		cmp = &v
	}
	return render(c, http.StatusOK, views.RulebookPage(s.ctx(c), book, cmp))
}

// comparison sets a game's presets side by side. The picked presets are the
// known names among picked, without repeats, at most comparePicks; with
// none, the first two presets. A single pick shows every option.
func comparison(setup scoring.Setup, book views.Rulebook, picked []string, every bool) views.Comparison {
	cmp := views.Comparison{Picks: min(comparePicks, len(setup.Presets)), Every: every}
	values := map[string]map[string]string{}
	for _, name := range setup.Presets {
		values[name], _ = presetValues(setup, name)
	}
	base := setup.Presets[0]
	for _, name := range setup.Presets {
		col := views.PresetColumn{Name: name, Title: setup.PresetTitle(name)}
		if book.Has(views.PresetAnchor(name)) {
			col.Anchor = views.PresetAnchor(name)
		}
		for _, g := range optionViews(setup.Options, values[name], values[base], "") {
			for _, o := range g.Options {
				if o.Differs {
					col.Diffs = append(col.Diffs, msg.T("%s: %s", o.Label, o.Shown))
				}
			}
		}
		if len(col.Diffs) == 0 {
			col.Diffs = []msg.Text{msg.T("the same options")}
		}
		cmp.Presets = append(cmp.Presets, col)
	}
	var names []string
	for _, name := range picked {
		if _, ok := values[name]; ok && !slices.Contains(names, name) && len(names) < cmp.Picks {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		names = setup.Presets[:2]
	}
	for _, name := range names {
		cmp.Picked = append(cmp.Picked, cmp.Presets[slices.Index(setup.Presets, name)])
	}
	if len(names) == 1 {
		cmp.Every = true
	}
	for _, g := range setup.Options {
		cg := views.ComparisonGroup{Label: g.Label}
		for _, o := range g.Options {
			row := views.ComparisonRow{Name: o.Name, Label: o.Label}
			for _, name := range setup.Presets {
				row.All = append(row.All, views.ComparisonCell{Shown: shownValue(o, values[name][o.Name]),
					Differs: values[name][o.Name] != values[base][o.Name]})
			}
			for _, name := range names {
				row.Picked = append(row.Picked, views.ComparisonCell{Shown: shownValue(o, values[name][o.Name]),
					Differs: values[name][o.Name] != values[names[0]][o.Name]})
			}
			cg.Rows = append(cg.Rows, row)
		}
		cmp.Groups = append(cmp.Groups, cg)
	}
	return cmp
}
