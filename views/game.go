package views

// GameView is everything the shared game page shows of a game of any kind.
type GameView struct {
	Page
	Table     Table
	Form      Form
	RulesCard []OptionGroupView // the frozen house rules, with what differs from the preset
	Over      bool
	Broken    bool // the stored entries no longer replay
	Referee   bool // the kind has a referee: the page offers a ruling
}

// Title is the game's heading.
func (v GameView) Title() Text { return v.Table.Title() }
