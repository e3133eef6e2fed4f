package hurrican

import (
	"encoding/json"
	"testing"
)

func TestPresetsRoundTrip(t *testing.T) {
	for _, name := range PresetNames() {
		r, ok := Preset(name)
		if !ok || r.Preset != name || r.Validate() != nil {
			t.Fatalf("preset %q: %+v", name, r)
		}
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back Rules
		if err := json.Unmarshal(data, &back); err != nil || back != r {
			t.Errorf("%s: %s came back as %+v", name, data, back)
		}
	}
	if _, ok := Preset("nope"); ok {
		t.Error("unknown preset found")
	}
}
