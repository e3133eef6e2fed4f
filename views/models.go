package views

import (
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// GroupItem is a group in the list of this device's groups.
type GroupItem struct {
	ID   string
	Name string
	Role string // "scorer" or "viewer"
}

// PlayerItem is a player of a group.
type PlayerItem struct {
	ID       string
	Name     string
	Archived bool
}

// InviteItem is an invite link with its role, its code to type and its QR
// code to scan.
type InviteItem struct {
	Role string // "scorer" or "viewer"
	URL  string
	Code string // e.g. "K7QM-3XPA"
	Home string // the address to type the code at, e.g. "192.168.1.23:8080"
	QR   QR
}

// GameItem is one game in a list: what it is, who played, how it stands.
type GameItem struct {
	ID      string
	Title   msg.Text // e.g. "Gurke · Danish Agurk"
	Players []string // names in seating order
	Over    bool
	Winners []string
	Status  msg.Text // e.g. "deal 7" or the error that stops its replay
	// Abandoned marks a game the table set aside: shown, counted nowhere.
	Abandoned bool
	// Standings are how the game stands, line by line, as its summary
	// has them; empty when it does not replay.
	Standings scoring.Summary
	// RulesNote says how the latest correction of the house rules changed
	// the end of a game that was over (its winners, or that it runs
	// again); zero when it changed none.
	RulesNote msg.Text
}

// EveningItem is an evening in a group's list.
type EveningItem struct {
	ID     string
	HeldOn string
	Place  string
	Games  []GameItem
}

// GroupView is everything the group page shows.
type GroupView struct {
	ID       string
	Name     string
	CanScore bool
	Players  []PlayerItem
	Invites  []InviteItem
	Evenings []EveningItem
	Today    string
	Form     FormState
	Me       DeviceItem   // this device
	Devices  []DeviceItem // the group's devices, for scorers
	Changes  []ChangeItem // renames and removals, the latest first
	// Currency is the money the group plays for, one of Currencies.
	Currency   string
	Currencies []string
	// Mark is when the group last changed as the page was made (see
	// Following): the page's stream tells it of any change after it.
	Mark int
}

// EveningView is everything the evening page shows.
type EveningView struct {
	GroupID   string
	GroupName string
	Evening   EveningItem
	CanScore  bool
	Kinds     []KindItem
	Rulings   []RulingItem // the disputes kept with its games
	Ledger    Ledger       // who owes whom, if the evening is played for money
	Mark      int          // when the group last changed as the page was made
}

// KindItem is a kind of game that can be started.
type KindItem struct {
	Kind  string
	Title msg.Text
}

// FormState carries a form's values and errors back to it, so that nothing
// typed is lost when something was wrong.
type FormState struct {
	Values map[string]string
	Error  msg.Text
}

// Value returns the submitted value of a field.
func (f FormState) Value(name string) string { return f.Values[name] }

// HasError reports whether the form came back with an error.
func (f FormState) HasError() bool { return !f.Error.IsZero() }
