package web

import (
	"encoding/csv"
	"net/http"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
	"golang.org/x/text/unicode/norm"

	"schreiber/db"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
	"schreiber/views"
)

// safeCell keeps a value that people typed (a name, a place) from being
// taken for a formula by a spreadsheet: one that starts with =, +, -, @, a
// tab or a carriage return gets an apostrophe in front. What a name may
// hold in front of the sign does not hide it: invisible characters (a
// zero-width non-joiner, a filler) and white space are looked through, and
// a full-width or small form of a sign counts as the sign.
func safeCell(s string) string {
	if s == "" || isASCIIAlnum(s[0]) {
		return s
	}
	lead := strings.TrimLeftFunc(s, func(r rune) bool {
		return r != '\t' && r != '\r' && (unicode.IsSpace(r) || db.Invisible(r))
	})
	if lead == "" {
		return s
	}
	r, _ := utf8.DecodeRuneInString(lead)
	sign, _ := utf8.DecodeRuneInString(norm.NFKC.String(string(r)))
	if strings.ContainsRune(formulaStarts, r) || strings.ContainsRune(formulaStarts, sign) {
		return "'" + s
	}
	return s
}

// formulaStarts are the characters a spreadsheet may take a cell that
// starts with them for a formula by.
const formulaStarts = "=+-@\t\r"

// isASCIIAlnum says whether b is an ASCII letter or digit: a cell that
// starts with one is no formula, and most cells do.
func isASCIIAlnum(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
}

// csvFile starts a CSV download: UTF-8, a header row, fields quoted as RFC
// 4180 says, lines ending in CRLF. The rows follow as they are written.
func csvFile(c echo.Context, filename string, header []string) *csv.Writer {
	h := c.Response().Header()
	h.Set(echo.HeaderContentType, "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+filename+`"`)
	c.Response().WriteHeader(http.StatusOK)
	w := csv.NewWriter(c.Response())
	w.UseCRLF = true
	w.Write(header)
	return w
}

// dealHeader heads the CSV of games: a row per entry and player.
func dealHeader(l views.Lang) []string {
	return []string{
		l.T("date"), l.T("place"), l.T("game"), l.T("kind"), l.T("title"),
		l.T("entry"), l.T("player"), l.T("seat"), l.T("team"),
		l.T("scale"), l.T("standing"), l.T("change"), l.T("note"),
	}
}

// dealRows writes a game's rows: for every entry that counts and every
// player, how the player (or the player's team) stood after it, what it
// changed, and the series' note where the change hides what happened (a
// cucumber and a rebirth). They come from the game's Series, as its chart
// does. n is the game's number in its evening.
func dealRows(w *csv.Writer, l views.Lang, e db.Evening, n int, g db.Game, t replay.Table) {
	s := t.Series()
	sideOf := s.SideOf(len(g.Seats))
	teams := make([]int, len(s.Names))
	for _, side := range sideOf {
		if side < len(teams) {
			teams[side]++
		}
	}
	for i := 1; i < len(s.Rows); i++ {
		for seat, p := range g.Seats {
			side := sideOf[seat]
			if side >= len(s.Rows[i]) || side >= len(s.Rows[i-1]) {
				continue
			}
			team := ""
			if teams[side] > 1 {
				team = safeCell(s.Names[side])
			}
			note := ""
			if i < len(s.Notes) && side < len(s.Notes[i]) {
				note = safeCell(l.Of(s.Notes[i][side]))
			}
			w.Write([]string{e.HeldOn, safeCell(e.Place), strconv.Itoa(n), g.Kind, safeCell(l.Of(t.Title())),
				strconv.Itoa(i), safeCell(p.Name), strconv.Itoa(seat + 1), team, l.Of(s.Scale),
				strconv.Itoa(s.Rows[i][side]), strconv.Itoa(s.Rows[i][side] - s.Rows[i-1][side]), note})
		}
	}
}

func (s *Server) gameCSV(c echo.Context, g *game) error {
	e, err := s.store.Evening(c.Request().Context(), g.row.GroupID, g.row.EveningID)
	if err != nil {
		return err
	}
	n, err := s.gameNumber(c, g.row)
	if err != nil {
		return err
	}
	l := s.ctx(c).Lang
	w := csvFile(c, "schreiber-"+e.HeldOn+"-"+g.row.Kind+".csv", dealHeader(l))
	dealRows(w, l, e, n, g.row, g.table)
	w.Flush()
	return w.Error()
}

// gameNumber is a game's number in its evening, from 1.
func (s *Server) gameNumber(c echo.Context, g db.Game) (int, error) {
	games, err := s.store.Games(c.Request().Context(), g.EveningID)
	if err != nil {
		return 0, err
	}
	for i, o := range games {
		if o.ID == g.ID {
			return i + 1, nil
		}
	}
	return 0, db.ErrNotFound
}

// eveningRows writes the rows of every game of an evening that replays.
func (s *Server) eveningRows(c echo.Context, w *csv.Writer, l views.Lang, e db.Evening) error {
	_, played, err := s.eveningGames(c, e, false)
	if err != nil {
		return err
	}
	for i, pg := range played {
		if pg.table != nil {
			dealRows(w, l, e, i+1, pg.row, pg.table)
		}
	}
	return nil
}

func (s *Server) eveningCSV(c echo.Context) error {
	e, err := s.store.Evening(c.Request().Context(), c.Param("group"), c.Param("evening"))
	if err != nil {
		return err
	}
	l := s.ctx(c).Lang
	w := csvFile(c, "schreiber-"+e.HeldOn+".csv", dealHeader(l))
	if err := s.eveningRows(c, w, l, e); err != nil {
		return err
	}
	w.Flush()
	return w.Error()
}

func (s *Server) groupCSV(c echo.Context) error {
	evenings, err := s.store.Evenings(c.Request().Context(), c.Param("group"))
	if err != nil {
		return err
	}
	l := s.ctx(c).Lang
	w := csvFile(c, "schreiber-group.csv", dealHeader(l))
	for i := len(evenings) - 1; i >= 0; i-- {
		if err := s.eveningRows(c, w, l, evenings[i]); err != nil {
			return err
		}
	}
	w.Flush()
	return w.Error()
}

// statsCSV sends the figures of the statistics page, with its filter: a row
// per board and player, the kinds' own figures in columns of their own.
func (s *Server) statsCSV(c echo.Context) error {
	ctx := c.Request().Context()
	players, err := s.store.Players(ctx, c.Param("group"))
	if err != nil {
		return err
	}
	lines, err := s.results(ctx, c.Param("group"))
	if err != nil {
		return err
	}
	f := statsFilter(c)
	l := s.ctx(c).Lang
	header := []string{l.T("games of"), l.T("kind"), l.T("player"), l.T("games"),
		l.T("won"), l.T("win rate"), l.T("average place")}
	type column struct {
		kind  string
		index int
	}
	var columns []column
	for _, k := range kinds {
		for i, fig := range k.Figures {
			columns = append(columns, column{k.Name, i})
			header = append(header, l.Of(k.Title)+": "+l.Of(fig.Label))
		}
	}
	w := csvFile(c, "schreiber-statistics.csv", header)
	for _, b := range boards(f.Apply(lines), f, playerNames(players)) {
		for _, r := range b.Rows {
			row := []string{safeCell(l.Of(b.Title)), b.Kind, safeCell(r.Name), strconv.Itoa(r.Games), strconv.Itoa(r.Won),
				strconv.FormatFloat(r.WinRate(), 'f', 3, 64), strconv.FormatFloat(r.AveragePlace(), 'f', 2, 64)}
			for _, col := range columns {
				cell := ""
				if col.kind == b.Kind {
					cell = strconv.Itoa(countOf(r.Totals, col.index))
				}
				row = append(row, cell)
			}
			w.Write(row)
		}
	}
	w.Flush()
	return w.Error()
}

// countOf returns the i-th figure of totals, 0 when there is none.
func countOf(t stats.Totals, i int) int {
	if i < len(t.Counts) {
		return t.Counts[i]
	}
	return 0
}
