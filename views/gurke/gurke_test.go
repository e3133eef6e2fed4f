package gurke

import (
	"net/url"
	"reflect"
	"testing"

	"schreiber/scoring/gurke"
	"schreiber/views"
)

func TestGurkeTableSeriesAndFacts(t *testing.T) {
	entries := [][]byte{[]byte(`{"kind":"quick","loser":0,"card":"A"}`), []byte(`{"kind":"quick","loser":1,"card":"7"}`)}
	tab, err := Kind.Table([]byte(`{"rules":{"preset":"danish"},"first_dealer":0}`), []string{"Anna", "Bo", "Cai"}, entries)
	if err != nil || tab.Broken() != nil {
		t.Fatal(err, tab.Broken())
	}
	s := tab.Series()
	want := [][]int{{0, 0, 0}, {14, 0, 0}, {14, 7, 0}}
	if len(s.Rows) != len(want) || s.Mark != 21 || !s.Low || len(s.Names) != 3 {
		t.Fatalf("series = %+v", s)
	}
	for i, row := range want {
		for j, v := range row {
			if s.Rows[i][j] != v {
				t.Errorf("row %d = %v, want %v", i, s.Rows[i], row)
			}
		}
	}
	p := views.Page{Players: []string{"Anna", "Bo", "Cai"}}
	var dealer string
	for _, f := range tab.Facts(p) {
		if f.TestID == "dealer" {
			dealer = views.EN.Of(f.Value)
		}
	}
	if dealer != "Cai" {
		t.Errorf("dealer after two deals = %q, want Cai", dealer)
	}
	// A correction's form enters the same deal again.
	before, _ := Kind.Table([]byte(`{"rules":{"preset":"danish"},"first_dealer":0}`), p.Players, nil)
	f, ok := before.Form(entries[0])
	if !ok || f.Get("mode") != "quick" || f.Get("loser") != "0" || f.Get("card") != "A" {
		t.Fatalf("form for a quick deal: %v %v", f, ok)
	}
	payload, err := before.Entry(f)
	again, _ := gurke.DecodeEntry(payload)
	first, _ := gurke.DecodeEntry(entries[0])
	if err != nil || !reflect.DeepEqual(again, first) {
		t.Errorf("entry from the form: %s, %v", payload, err)
	}
	if _, ok := before.Form([]byte(`{"kind":"rebuy","seat":0}`)); ok {
		t.Error("a rebuy offered as a correctable deal")
	}
	if _, err := before.Entry(url.Values{"mode": {"quick"}, "loser": {"9"}}); err == nil {
		t.Error("a loser who is not at the table was accepted")
	}
}
