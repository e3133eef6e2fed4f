package web

import (
	"context"
	"strings"
	"sync"
	"testing"

	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// consoleErrors listens to the tab for what a developer would see in red
// in the browser's tools: an error logged by a script (htmx's own among
// them), an exception no script caught, and a request that failed but for
// a refused form. Each
// call of the function it returns takes what came since the call before.
func consoleErrors(t *testing.T, ctx context.Context) func() []string {
	t.Helper()
	var mu sync.Mutex
	var seen []string
	add := func(s string) {
		mu.Lock()
		seen = append(seen, s)
		mu.Unlock()
	}
	chromedp.ListenTarget(ctx, func(ev any) {
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if e.Type != runtime.APITypeError && e.Type != runtime.APITypeAssert {
				return
			}
			var parts []string
			for _, a := range e.Args {
				if a.Description != "" {
					parts = append(parts, a.Description)
				} else {
					parts = append(parts, strings.Trim(string(a.Value), `"`))
				}
			}
			add("console error: " + strings.Join(parts, " "))
		case *runtime.EventExceptionThrown:
			say := e.ExceptionDetails.Text
			if e.ExceptionDetails.Exception != nil {
				say += " " + e.ExceptionDetails.Exception.Description
			}
			add("uncaught: " + say)
		case *cdplog.EventEntryAdded:
			if e.Entry.Level != cdplog.LevelError {
				return
			}
			// A form the app refuses answers 422 (409 where the game
			// changed meanwhile) with the form and why, as the design
			// has it: that is the app's answer, not a failure. A preview
			// is never refused: it says what is missing with 200.
			refusal := e.Entry.Source == cdplog.SourceNetwork && !strings.Contains(e.Entry.URL, "/preview") &&
				(strings.Contains(e.Entry.Text, "status of 422") || strings.Contains(e.Entry.Text, "status of 409"))
			if !refusal {
				add("logged: " + e.Entry.Text + " " + e.Entry.URL)
			}
		}
	})
	run(t, ctx, "listen to the console", cdplog.Enable(), runtime.Enable())
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		out := seen
		seen = nil
		return out
	}
}
