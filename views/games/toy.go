//go:build toy

package games

import "schreiber/views/toy"

// In a build with the tag toy the toy game has its pages: its one line,
// as a new game's would be. See scoring/toy.
func init() { pages["toy"] = toy.Pages }
