package euchre

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

// RubberPoints is what a won game counts in a rubber: 3 if the loser had 0
// or less, 2 for 1 or 2, 1 for 3 or more.
func RubberPoints(loserScore int) int {
	switch {
	case loserScore <= 0:
		return 3
	case loserScore <= 2:
		return 2
	}
	return 1
}

// endGame records the game won by side and, in a rubber, starts the next
// game or ends the rubber.
func (s *Standings) endGame(g Game, side int) (msg.Text, []rules.Ref) {
	w, l := &s.Sides[side], &s.Sides[1-side]
	res := GameResult{Number: s.Game, Winner: side, Scores: s.Scores()}
	w.Games++
	refs := []rules.Ref{RefGame}
	if !g.Rules.Rubber {
		s.Results = append(s.Results, res)
		s.Over, s.Winner = true, side
		return msg.T("%s win the game %d:%d.", w.Name, w.Score, l.Score), refs
	}
	refs = append(refs, RefRubber)
	res.RubberPoints = RubberPoints(l.Score)
	s.Results = append(s.Results, res)
	w.RubberPoints += res.RubberPoints
	text := msg.T("%s win game %d, %d:%d; rubber points for it: %d, as the losers had %d.",
		w.Name, s.Game, w.Score, l.Score, res.RubberPoints, l.Score)
	if w.Games == 2 {
		s.Over, s.Winner = true, side
		s.Margin = 2 + w.RubberPoints - l.RubberPoints
		return msg.Join(text, msg.T("That is their second game: they win the rubber by 2 + %d − %d = %d.",
			w.RubberPoints, l.RubberPoints, s.Margin)), refs
	}
	s.Game++
	w.Score, l.Score = 0, 0
	return msg.Join(text, msg.T("Game %d starts at 0:0.", s.Game)), refs
}

// mark updates the bridge and the markers of both sides.
func (s *Standings) mark(r Rules) {
	for side := range 2 {
		me, them := s.Sides[side].Score, s.Sides[1-side].Score
		s.Sides[side].AtBridge = r.Target == 5 && !s.Over && me == 4 && them <= 2
		s.Sides[side].Markers = nil
		if m, ok := Markers(r, me); ok {
			s.Sides[side].Markers = &m
		}
	}
}
