//go:build toy

package games

import "schreiber/scoring/toy"

// In a build with the tag toy the toy game is a kind too: its one line in
// the list, as a new game's would be. See scoring/toy.
func init() { kinds = append(kinds, toy.Kind) }
