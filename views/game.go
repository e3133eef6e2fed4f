package views

import (
	"github.com/a-h/templ"

	"schreiber/rules/msg"
	"schreiber/scoring/replay"
)

// GameView is everything the shared game page shows of a game of any kind.
type GameView struct {
	Page
	Table     Table
	Form      Form
	RulesCard RulesCardView // the frozen house rules, with what differs from the preset
	Over      bool          // by its rules, or by the table's word (End)
	Broken    bool          // the stored entries no longer replay
	End       Ending
	Leaders   []string    // who leads a game finished here
	Actions   GameActions // what a scorer may do to end a running game
	CanNext   bool        // the table can start the next game with the same rules
	Referee   bool        // the kind has a referee: the page offers a ruling
	Notice    msg.Text    // said above the panel once, e.g. why a stale form was replaced
	// Mark is where the open pages stand: it moves with every append, kept
	// ruling and the next game, so the live board knows what it has shown.
	Mark     int
	Ruling   *RulingItem // the last ruling kept with the game, shown on the board
	NextPath string      // the game the table went on to, once there is one
	// StoryLater leaves the game's story out of the panel, to be fetched
	// when it is scrolled into view, and DealsLater the table of every
	// entry out of the story, to be fetched when it is opened: a panel
	// answers every entry, both grow with the game, and the story sits
	// below the forms, the table folded away.
	StoryLater, DealsLater bool
}

// Title is the game's heading.
func (v GameView) Title() msg.Text { return v.Table.Title() }

// statusFacts are the facts the status strip shows: none for a game that
// is over or whose entries no longer replay.
func (v GameView) statusFacts() []Fact {
	if v.Over || v.Broken {
		return nil
	}
	return v.Table.Facts(v.Page)
}

// lastChange is what the latest entry that counts did, in one line.
func (v GameView) lastChange() msg.Text {
	// The kinds' tables explain their last step without the others.
	if t, ok := v.Table.(replay.QuietTable); ok {
		return t.LastText()
	}
	steps := v.Table.Steps()
	if len(steps) == 0 {
		return msg.Text{}
	}
	return steps[len(steps)-1].Text
}

// RulesPath is the rules page of the game's kind.
func (v GameView) RulesPath() string { return "/rules/" + v.RulesCard.Game }

// storySeries is what the story draws: the whole series, or only where
// everyone stands for the stand-in's legend.
func storySeries(v GameView) Series {
	if v.StoryLater {
		return v.Table.Standing()
	}
	return v.Table.Series()
}

// everyRow heads the table of a series' rows: every deal where the series
// counts deals alone, otherwise every entry.
func everyRow(s Series) msg.Text {
	if s.Deals {
		return msg.T("Every deal")
	}
	return msg.T("Every entry")
}

// loadingRows stands in for the table of a series' rows until it comes.
func loadingRows(s Series) msg.Text {
	if s.Deals {
		return msg.T("Loading every deal …")
	}
	return msg.T("Loading every entry …")
}

// storyAttrs are the attributes of the story's section: a stand-in
// fetches the story when it comes into view.
func storyAttrs(v GameView) templ.Attributes {
	if !v.StoryLater {
		return templ.Attributes{"data-testid": "story"}
	}
	return templ.Attributes{"data-testid": "story-later", "hx-get": v.Base() + "/story",
		"hx-trigger": "intersect once", "hx-swap": "outerHTML"}
}
