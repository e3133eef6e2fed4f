package views

import "schreiber/rules/msg"

// Ledger is who owes whom after an evening: what every game moved, the
// balance of every player across the games, and the fewest payments that
// settle them. Amounts are in cents.
type Ledger struct {
	Shown    bool // some game moved money, or the evening set a stake per point
	Moved    bool // some game moved money
	Currency string
	Games    []LedgerGame // every game that ended, with what it moved or why nothing
	Balances []LedgerLine // everyone with money to move, the most owed first
	Payments []Payment    // the fewest payments that settle the balances
	Waiting  []msg.Text   // games played for stakes that have not ended yet
	Stakes   StakesForm
}

// LedgerGame is what one game moved.
type LedgerGame struct {
	GameID string
	Title  msg.Text
	Lines  []LedgerLine
	Note   msg.Text // why it moved nothing, when it did not
}

// LedgerLine is one player's money: + receives, − pays.
type LedgerLine struct {
	Name  string
	Cents int
}

// StakesForm is what the evening plays for, as its form shows it: the
// values as typed (or as stored, written as money), and what was wrong.
type StakesForm struct {
	Unit  string // what one of a game's own stakes is worth, e.g. "1.00"
	Point string // what a point is worth, e.g. "0.05"; "0" or empty: not for money
	Error msg.Text
	Field string // the field the error is about
}

// Payment is one line of a settlement: who pays how much to whom.
type Payment struct {
	From, To string
	Amount   int
}
