package durak

import (
	"encoding/json"
	"fmt"
	"testing"

	"schreiber/scoring"
)

// TestSeatsChangeDuringASeries: Dora joins a series of three, then Bo
// goes home while he is the durak who would deal; losses stay with who
// had them and the deal passes to the player after Bo who stays.
func TestSeatsChangeDuringASeries(t *testing.T) {
	players := []string{"Anna", "Bo", "Cai", "Dora"}
	config := json.RawMessage(`{"rules":{"preset":"classic"},"first_dealer":0}`)
	stored, _ := json.Marshal(struct {
		Phases []scoring.Phase `json:"phases"`
	}{[]scoring.Phase{
		{From: 0, Config: config, Seats: []int{0, 1, 2}},
		{From: 2, Config: config, Seats: []int{0, 1, 3, 2}},
		{From: 3, Config: config, Seats: []int{0, 3, 2}},
	}})
	durak := `{"kind":"durak","durak":%d}`
	entries := [][]byte{[]byte(fmt.Sprintf(durak, 2)), []byte(fmt.Sprintf(durak, 1)), []byte(fmt.Sprintf(durak, 1))}
	r, err := Engine.Load(stored, players, entries)
	if err != nil || r.Err != nil {
		t.Fatalf("%v %v", err, r.Err)
	}
	losses := []int{0, 2, 1, 0}
	for i, s := range r.Standings.Sides {
		if s.Losses != losses[i] {
			t.Errorf("%s has %d losses, want %d", players[i], s.Losses, losses[i])
		}
	}
	if r.Standings.Dealer != 3 {
		t.Errorf("%s deals, want Dora, who sat after Bo", players[r.Standings.Dealer])
	}
	if r.Standings.Attacker >= 0 && (r.Standings.Attacker == 1 || r.Standings.Defender == 1) {
		t.Errorf("Bo is gone but attacks or defends: %+v", r.Standings)
	}
	sum := Summarize(r.Game, r.Standings)
	if sum.Lines[1].Status.String() != "not at the table" {
		t.Errorf("Bo's line says %q", sum.Lines[1].Status)
	}
	bad := append(entries, []byte(fmt.Sprintf(durak, 1)))
	if r, _ := Engine.Load(stored, players, bad); r.Err == nil {
		t.Error("Bo lost a deal after he went home")
	}
	if err := seating([]byte(`{"rules":{"preset":"classic","teams":true},"first_dealer":0}`), 4); err == nil {
		t.Error("a team series took a change of seats")
	}
	for n, ok := range map[int]bool{1: false, 2: true, 6: true, 7: false} {
		if err := seating(config, n); (err == nil) != ok {
			t.Errorf("%d players: %v", n, err)
		}
	}
}
