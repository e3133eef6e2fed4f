package tupelkopf

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"schreiber/views"
)

// TestKeptFormPartsAreTheDrawnOnes draws the deal form of tables that
// differ in rules, size and language, each once with nothing kept and once
// after every other table's form was kept: a part kept under a key that
// misses something it reads would show another table's form. A form with
// answers or an error is drawn as it stands, never kept.
func TestKeptFormPartsAreTheDrawnOnes(t *testing.T) {
	type table struct {
		config, lang string
		seats        int
	}
	var tables []table
	for _, lang := range []string{"en", "de"} {
		for _, preset := range []string{"ploen"} {
			for _, n := range []int{4, 6, 8} {
				tables = append(tables, table{fmt.Sprintf(`{"rules":{"preset":%q},"first_dealer":0}`, preset), lang, n})
			}
		}
		for _, config := range []string{
			`{"rules":{"preset":"doppelkopf"},"first_dealer":0}`,
			`{"rules":{"preset":"doppelkopf-home"},"first_dealer":0}`,
			`{"rules":{"preset":"doppelkopf-home","bock_heart_tens":true,"armut":false},"first_dealer":0}`,
			`{"rules":{"preset":"doppelkopf","without_nines":true},"first_dealer":0}`,
		} {
			tables = append(tables, table{config, lang, 4})
		}
	}
	names := []string{"Anna", "Bo", "Cai", "Dora", "Eda", "Finn", "Gus", "Hal"}
	draw := func(tb table, f views.Form) string {
		t.Helper()
		tab, err := Kind.Table([]byte(tb.config), names[:tb.seats], nil)
		if err != nil {
			t.Fatalf("%s: %v", tb.config, err)
		}
		var b strings.Builder
		c := views.Ctx{Lang: views.Lang(tb.lang)}
		if err := tab.Forms(c, views.Page{GroupID: "g", GameID: "x", CanScore: true, Nonce: "n"}, f).Render(context.Background(), &b); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	drawn := make([]string, len(tables))
	for i, tb := range tables {
		formParts = views.NewMemo(256)
		drawn[i] = draw(tb, views.Form{})
	}
	formParts = views.NewMemo(256)
	for i := len(tables) - 1; i >= 0; i-- {
		draw(tables[i], views.Form{})
	}
	seen := map[string]bool{}
	for i, tb := range tables {
		if got := draw(tb, views.Form{}); got != drawn[i] {
			t.Errorf("%s at %d in %s: the kept form differs from the drawn one", tb.config, tb.seats, tb.lang)
		}
		seen[drawn[i]] = true
	}
	if len(seen) < len(tables) {
		t.Errorf("only %d different forms for %d tables: the tables do not differ enough to prove the key", len(seen), len(tables))
	}
	// An answer and an error are the form's own.
	picked := draw(tables[0], views.Form{Values: url.Values{"type": {"damensolo"}, "karlchen": {"alten"}}})
	if !strings.Contains(picked, `value="damensolo" checked`) || !strings.Contains(picked, `value="alten" checked`) {
		t.Error("a form with answers does not show them")
	}
	if again := draw(tables[0], views.Form{}); again != drawn[0] {
		t.Error("a form with answers changed the kept one")
	}
}
