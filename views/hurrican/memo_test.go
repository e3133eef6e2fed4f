package hurrican

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/a-h/templ"

	"schreiber/scoring/hurrican"
	"schreiber/views"
)

// viewWithSides is a count's view between two sides of the names given.
func viewWithSides(a, b string) View {
	var v View
	v.Standings.Sides = [2]hurrican.SideState{{Name: a}, {Name: b}}
	return v
}

// The count's chips drawn once and written again are what drawing them
// anew gives, for every language, pair of names and chips picked; a name
// is escaped in them as anywhere.
func TestSuitRowsKeptAreDrawnAnew(t *testing.T) {
	render := func(v View, l views.Lang) string {
		var b bytes.Buffer
		if err := suitRows.Of(v.suitKey(l), func() templ.Component { return suitFlow(l, v.side(0).Name, v.side(1).Name, v.picks()) }).Render(context.Background(), &b); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	fresh := func(v View, l views.Lang) string {
		var b bytes.Buffer
		if err := suitFlow(l, v.side(0).Name, v.side(1).Name, v.picks()).Render(context.Background(), &b); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	base := viewWithSides("Anna & Bo", "Cai <b>")
	picked := base
	picked.Deal.Seven = map[string]string{"clubs": "0", "hearts": "1"}
	picked.Deal.Best = map[string]string{"clubs": "A", "hearts": "K"}
	other := viewWithSides("Dora", "Eda")
	for _, l := range []views.Lang{"en", "de"} {
		for _, v := range []View{base, picked, other, base} {
			got, want := render(v, l), fresh(v, l)
			if got != want {
				t.Fatalf("%s: kept chips differ from chips drawn anew", l)
			}
			if v.side(1).Name == "Cai <b>" && (strings.Contains(got, "Cai <b>") || !strings.Contains(got, "Cai &lt;b&gt;")) {
				t.Fatalf("%s: a side's name is not escaped", l)
			}
		}
		if render(picked, l) == render(base, l) {
			t.Errorf("%s: chips picked are drawn as none picked", l)
		}
	}
}
