// Package rules holds what the referee engines share: the Ruling every
// question about a play is answered with, and the rule it rests on. Each game's rules of play live in a package
// below this one.
package rules

import (
	"encoding/json"
	"schreiber/rules/msg"
)

// Ref points at the section of a game's rules that a ruling rests on.
type Ref struct {
	Game    string `json:"game"`    // e.g. "gurke"
	Section string `json:"section"` // a stable id, e.g. "agurk.follow"
	Title   string `json:"title"`   // the message id of the section's heading
}

// Heading is the section's heading for people.
func (r Ref) Heading() msg.Text { return msg.T(r.Title) }

// UnmarshalJSON reads a reference, also one kept before the catalogs, whose
// title was written out in English and German: its English is the id.
func (r *Ref) UnmarshalJSON(b []byte) error {
	var in struct {
		Game    string          `json:"game"`
		Section string          `json:"section"`
		Title   json.RawMessage `json:"title"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*r = Ref{Game: in.Game, Section: in.Section}
	if len(in.Title) == 0 || string(in.Title) == "null" {
		return nil
	}
	if err := json.Unmarshal(in.Title, &r.Title); err == nil {
		return nil
	}
	var kept msg.Text
	if err := json.Unmarshal(in.Title, &kept); err != nil {
		return err
	}
	r.Title = kept.EN
	return nil
}

// Ruling answers whether something is allowed, why, and by which rule.
type Ruling struct {
	Allowed bool     `json:"allowed"`
	Reason  msg.Text `json:"reason"`
	Rule    Ref      `json:"rule"`
}

// Allow returns a ruling that permits, with its reason and rule.
func Allow(rule Ref, reason msg.Text) Ruling {
	return Ruling{Allowed: true, Reason: reason, Rule: rule}
}

// Deny returns a ruling that forbids, with its reason and rule.
func Deny(rule Ref, reason msg.Text) Ruling {
	return Ruling{Allowed: false, Reason: reason, Rule: rule}
}
