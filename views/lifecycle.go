package views

import "schreiber/rules/msg"

// Ending is how a table ended a game by its own word rather than by the
// rules: finished here (a game whose rules set no end) or abandoned.
type Ending struct {
	Abandoned bool
	At        string // when, as the history shows times
	Device    string // which device, as the log names it
}

// Ended says whether the table ended the game by its word.
func (e Ending) Ended() bool { return e.At != "" }

// GameActions are the ways a scorer may end or remove a running game.
type GameActions struct {
	Finish  bool // the rules set no end and it has a deal: finish it here
	Abandon bool // it has a log: set it aside, counting nowhere
	Remove  bool // its log is empty: remove it
	// The finish and abandon forms' one-time tokens, each its own and
	// apart from the entry forms', so that one form's resend is never
	// taken for another's.
	FinishNonce, AbandonNonce string
}

// Any says whether any of them is offered.
func (a GameActions) Any() bool { return a.Finish || a.Abandon || a.Remove }

// ChangeItem is a change kept for a group, as its page lists it.
type ChangeItem struct {
	At     string
	Device string
	Text   msg.Text
}

// Gone is a page that is no more: a deleted group, a removed game or
// evening.
type Gone struct {
	Title msg.Text
	Text  msg.Text
	Link  string   // where to go on; "" for the start page
	Back  msg.Text // the link's words
}

// DeleteGroupView is the page that deletes a group.
type DeleteGroupView struct {
	ID    string
	Name  string
	Error msg.Text
	Typed string
}

// nameValue is what a rename form's name field shows: what was sent, when
// that form came back, else the name as it is.
func nameValue(f FormState, form, name string) string {
	if f.Value("form") == form {
		return f.Value("name")
	}
	return name
}
