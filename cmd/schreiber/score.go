package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/scoring/games"
	"schreiber/scoring/replay"
	"schreiber/views/catalog"
)

// scoredGame is one game of a file with its recomputed standings. Its
// summary is over, and names its winners, as the pages say: a game the
// table finished here is over, one it abandoned won by nobody.
type scoredGame struct {
	Kind    string
	Players []string
	Summary scoring.Summary
	// Mark is how the table ended the game at its word: "finished" (here,
	// as it stood), "abandoned" (it counts nowhere), or none.
	Mark  string
	Deals int // the entries that count; the deals, where the kind counts deals alone (Hurrican)
	Error string
	// dealsOnly: Deals counts deals alone, not the entries between them.
	dealsOnly bool
}

// jsonGame is a game as `schreiber score --json` writes it: every text
// in the words of --lang beside its message (docs/export-format.md says
// the shape).
type jsonGame struct {
	Kind    string      `json:"kind"`
	Players []string    `json:"players"`
	Summary jsonSummary `json:"summary"`
	Mark    string      `json:"mark,omitempty"`
	Deals   int         `json:"deals"`
	Error   string      `json:"error,omitempty"`
}

type jsonSummary struct {
	Columns []jsonText `json:"columns"`
	Lines   []jsonLine `json:"lines"`
	Over    bool       `json:"over"`
	Winners []string   `json:"winners,omitempty"`
	Note    *jsonText  `json:"note,omitempty"`
}

type jsonLine struct {
	Name   string    `json:"name"`
	Values []string  `json:"values"`
	Status *jsonText `json:"status,omitempty"`
}

// jsonText is a text in words, with the message it was said from: its id
// and typed arguments, to be said again in another language.
type jsonText struct {
	Text    string   `json:"text"`
	Message msg.Text `json:"message"`
}

func (g scoredGame) json(lx msg.Lexicon) jsonGame {
	say := func(t msg.Text) jsonText { return jsonText{Text: t.In(lx), Message: t} }
	maybe := func(t msg.Text) *jsonText {
		if t.IsZero() {
			return nil
		}
		j := say(t)
		return &j
	}
	out := jsonGame{Kind: g.Kind, Players: g.Players, Mark: g.Mark, Deals: g.Deals, Error: g.Error,
		Summary: jsonSummary{Over: g.Summary.Over, Winners: g.Summary.Winners, Note: maybe(g.Summary.Note),
			Columns: []jsonText{}, Lines: []jsonLine{}}}
	for _, c := range g.Summary.Columns {
		out.Summary.Columns = append(out.Summary.Columns, say(c))
	}
	for _, l := range g.Summary.Lines {
		out.Summary.Lines = append(out.Summary.Lines, jsonLine{Name: l.Name, Values: l.Values, Status: maybe(l.Status)})
	}
	return out
}

// score recomputes every game of an exported evening, or of every evening
// of an exported group, with the same engines the server uses, touching no
// database.
func score(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("schreiber score", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON instead of a table")
	lang := fs.String("lang", "en", "language of the texts: "+languageCodes())
	if err := fs.Parse(args); err != nil {
		return err
	}
	if !catalog.Known(*lang) {
		return fmt.Errorf("--lang %q: the languages are %s", *lang, languageCodes())
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("usage: schreiber score [--json] [--lang %s] FILE", languageCodes())
	}
	body, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return err
	}
	evenings, err := readEvenings(body)
	if err != nil {
		return err
	}
	var out []scoredGame
	for _, file := range evenings {
		out = append(out, scoreEvening(file, *lang)...)
	}
	if *asJSON {
		lx := catalog.For(*lang)
		shown := make([]jsonGame, len(out))
		for i, g := range out {
			shown[i] = g.json(lx)
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(shown)
	}
	n := 0
	for e, file := range evenings {
		if e > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stdout, "%s · %s %s\n", file.Group, file.Evening.HeldOn, file.Evening.Place)
		for i := range file.Games {
			printGame(stdout, i+1, out[n], *lang)
			n++
		}
	}
	return nil
}

// readEvenings reads an evening's export, or a whole group's: its
// evenings, oldest first.
func readEvenings(body []byte) ([]db.ExportFile, error) {
	// The format is read from the file's start only: a group file with
	// something after its JSON is then refused as a group file.
	if db.ExportKind(body) == db.GroupExportFormat {
		g, err := db.ReadGroupExport(bytes.NewReader(body))
		return g.Evenings, err
	}
	file, err := db.ReadExport(bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	return []db.ExportFile{file}, nil
}

// scoreEvening recomputes every game of an evening.
func scoreEvening(file db.ExportFile, lang string) []scoredGame {
	var out []scoredGame
	for _, g := range file.Games {
		out = append(out, scoreGame(g, lang))
	}
	return out
}

// scoreGame recomputes one game with the mark that ended it, if any.
func scoreGame(g db.ExportedGame, lang string) scoredGame {
	sg := scoredGame{Kind: games.Canonical(g.Kind, g.Config), Players: g.Players}
	config, deals, end := g.Played()
	sg.Deals = len(deals)
	t, err := games.Replay(g.Kind, config, g.Players, deals)
	if err == nil {
		err = t.Broken()
	}
	if err != nil {
		sg.Error = msg.From(err).In(catalog.For(lang))
		return sg
	}
	mark := replay.MarkNamed(db.MarkName(end))
	sg.Mark, sg.Summary = mark.String(), replay.Read(t, mark, g.Players).Summary
	sg.Deals, sg.dealsOnly = replay.Progress(t, len(deals))
	return sg
}

func printGame(w io.Writer, n int, g scoredGame, lang string) {
	lx := catalog.For(lang)
	say := func(id string) string { return lx.Say(id) }
	fmt.Fprintf(w, "\n%s %d: %s\n", say("Game"), n, g.Kind)
	if g.Error != "" {
		fmt.Fprintf(w, "  %s: %s\n", say("cannot be recomputed"), g.Error)
		return
	}
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	head := []string{"  "}
	for _, c := range g.Summary.Columns {
		head = append(head, c.In(lx))
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for _, l := range g.Summary.Lines {
		fmt.Fprintln(tw, "  "+l.Name+"\t"+strings.Join(l.Values, "\t")+"\t"+l.Status.In(lx))
	}
	tw.Flush()
	switch {
	case g.Mark == "abandoned" && g.dealsOnly:
		fmt.Fprintln(w, "  "+lx.Say("abandoned after %d deals; counts nowhere", g.Deals))
	case g.Mark == "abandoned":
		fmt.Fprintln(w, "  "+lx.Say("abandoned after %d entries; counts nowhere", g.Deals))
	case g.Summary.Over:
		if g.Mark == "finished" {
			fmt.Fprintln(w, "  "+say("finished here"))
		}
		fmt.Fprintf(w, "  %s %s\n", say("over; won by"), strings.Join(g.Summary.Winners, ", "))
	default:
		fmt.Fprintln(w, "  "+say("still running"))
	}
	if note := g.Summary.Note.In(lx); note != "" {
		fmt.Fprintln(w, "  "+note)
	}
}

// languageCodes lists the codes --lang takes, e.g. "en, de, da".
func languageCodes() string {
	var codes []string
	for _, l := range catalog.Languages {
		codes = append(codes, l.Code)
	}
	return strings.Join(codes, ", ")
}
