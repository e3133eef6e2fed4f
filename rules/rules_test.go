package rules

import (
	"encoding/json"
	"testing"

	"schreiber/rules/lextest"
)

// TestKeptTextsStillRead reads a ruling as it was stored before the
// catalogs: its texts in two languages, the rule's title too.
func TestKeptTextsStillRead(t *testing.T) {
	var r Ruling
	err := json.Unmarshal([]byte(`{"allowed":false,"reason":{"en":"You must follow.","de":"Du musst bedienen."},
		"rule":{"game":"gurke","section":"gurke.follow","title":{"en":"Following suit","de":"Bedienen"}}}`), &r)
	if err != nil {
		t.Fatal(err)
	}
	if r.Reason.String() != "You must follow." || r.Reason.In(lextest.German()) != "Du musst bedienen." ||
		r.Rule.Title != "Following suit" || r.Rule.Section != "gurke.follow" {
		t.Errorf("read %+v", r)
	}
	var now Ruling
	if err := json.Unmarshal([]byte(`{"rule":{"game":"gurke","section":"gurke.follow","title":"Following suit"}}`), &now); err != nil ||
		now.Rule.Title != "Following suit" {
		t.Errorf("a title kept as its id: %+v, %v", now, err)
	}
}
