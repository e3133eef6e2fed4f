package web

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
)

// ledgerText writes an evening's ledger as a reader sees it, one line a
// thing: the payments, the balances, every game with what it moved or why
// nothing, and the games still waiting.
func ledgerText(p page) string {
	var b strings.Builder
	line := func(prefix string, n *html.Node) {
		fmt.Fprintf(&b, "%s%s\n", prefix, strings.Join(strings.Fields(text(n)), " "))
	}
	for _, l := range byTestID(p.doc, "ledger") {
		for _, n := range byTestID(l, "payment") {
			line("payment: ", n)
		}
		for _, n := range byTestID(l, "ledger-even") {
			line("", n)
		}
		for _, t := range byTestID(l, "balances") {
			for _, tr := range findAll(t, func(n *html.Node) bool { return n.Data == "tr" }) {
				fmt.Fprintf(&b, "balance: %s\n", cells(tr))
			}
		}
		for _, n := range byTestID(l, "ledger-game") {
			title := findAll(n, func(n *html.Node) bool { return n.Data == "h3" })
			moved := findAll(n, func(n *html.Node) bool { return n.Data == "p" })
			if len(title) == 1 && len(moved) == 1 {
				fmt.Fprintf(&b, "game: %s: %s\n", text(title[0]), strings.Join(strings.Fields(text(moved[0])), " "))
			}
		}
		for _, n := range byTestID(l, "ledger-waiting") {
			line("waiting: ", n)
		}
	}
	return b.String()
}

// TestLedgerOfAllFiveKinds: the evening of all five kinds, at two stakes
// in two currencies, in English and German, against a golden file. Every
// game that ended is listed: with what it moved, or why it moved nothing.
func TestLedgerOfAllFiveKinds(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, evening, _ := seededGroup(t, app, d)
	var all strings.Builder
	for _, tc := range []struct{ currency, unit, point string }{
		{"EUR", "1", "0,05"},
		{"DKK", "2,50", "0"},
	} {
		location(t, d.post(group+"/currency", url.Values{"currency": {tc.currency}}))
		location(t, d.post(evening+"/stakes", url.Values{"unit": {tc.unit}, "point": {tc.point}}))
		for _, lang := range []string{"en", "de"} {
			speakHTTP(t, d, lang)
			fmt.Fprintf(&all, "## %s, a stake %s, a point %s, in %s\n%s\n", tc.currency, tc.unit, tc.point, lang, ledgerText(d.get(evening)))
		}
	}
	golden(t, "ledger.txt", all.String())
	if res := d.post(group+"/currency", url.Values{"currency": {"XBT"}}); res.status != 422 || len(byTestID(res.doc, "currency-error")) != 1 {
		t.Errorf("an unknown currency: %d", res.status)
	}
	// The currency travels with the group's backup.
	f, err := db.ReadGroupExport(strings.NewReader(d.get(group + "/export").body))
	if err != nil || f.Currency != "DKK" {
		t.Errorf("exported currency %q (%v)", f.Currency, err)
	}
}
