package scoring

import (
	"encoding/json"
	"reflect"
	"slices"

	"schreiber/rules/msg"
)

// Setup is how a game of one kind is set up: its named presets, every
// house-rule option, how many may play, and the check that turns what a
// table picked into the configuration stored with the game.
type Setup struct {
	Presets     []string                         // preset names, in the order a table should see them
	PresetTitle func(name string) msg.Text       // a preset's name for people
	PresetRules func(name string) ([]byte, bool) // a preset's rules as JSON, every option given
	Options     []OptionGroup
	// Switchable names the options a running game may change from its
	// next deal on, the deals played keeping the rules they were played
	// under (the length, Bock rounds, a target); any other option is
	// corrected for the whole game.
	Switchable []string
	// Seating checks a change of the players at the table of a running
	// game from its next deal on: config is the config the game is played
	// under now, n how many will sit at the table. Nil for a kind whose
	// players keep their seats for the whole game; FixedSeats says why.
	Seating    func(config []byte, n int) error
	FixedSeats msg.Text
	// Seats returns how many players the rules (JSON) allow.
	Seats func(rules []byte) (min, max int)
	// SeatingNote says how the players sit, where the order means more than
	// who deals after whom (partners opposite, for example).
	SeatingNote msg.Text
	// NewGame checks the rules (JSON, options left out are the preset's),
	// the number of players and the first dealer's seat, and returns the
	// configuration to store.
	NewGame func(rules []byte, players, firstDealer int) ([]byte, error)
}

// PresetRules returns a Setup's PresetRules for a package's Preset function.
func PresetRules[R any](preset func(string) (R, bool)) func(string) ([]byte, bool) {
	return func(name string) ([]byte, bool) {
		r, ok := preset(name)
		if !ok {
			return nil, false
		}
		b, err := json.Marshal(r)
		return b, err == nil
	}
}

// TableSize is a rules type that says how many may play under it.
type TableSize interface {
	MinPlayers() int
	MaxPlayers() int
}

// Seats returns a Setup's Seats for a rules type that reads itself from
// JSON on top of its preset.
func Seats[R TableSize](decode func([]byte) (R, error)) func([]byte) (int, int) {
	return func(rules []byte) (int, int) {
		r, err := decode(rules)
		if err != nil {
			return 0, 0
		}
		return r.MinPlayers(), r.MaxPlayers()
	}
}

// FromNext checks that a running game may go from the rules it is played
// under (current, a stored config as NewGame returns it) to next's from its
// next deal on: the same preset, and no option changed but the Switchable
// ones. The error (a *msg.FieldError on the option) names what changes for
// the whole game only.
func (s Setup) FromNext(current, next []byte) error {
	now, then := configOptions(current), configOptions(next)
	if !reflect.DeepEqual(now["preset"], then["preset"]) {
		return msg.Errorf("preset", "The variant changes for the whole game only; correct it for the whole game.")
	}
	for _, g := range s.Options {
		for _, o := range g.Options {
			if !reflect.DeepEqual(now[o.Name], then[o.Name]) && !slices.Contains(s.Switchable, o.Name) {
				return msg.Errorf(o.Name, "%s changes for the whole game only; correct it for the whole game.", o.Label)
			}
		}
	}
	return nil
}

// configOptions returns the options of a stored config's rules by name.
func configOptions(config []byte) map[string]any {
	var c struct {
		Rules map[string]any `json:"rules"`
	}
	_ = json.Unmarshal(config, &c)
	return c.Rules
}
