package views

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A translated label written right beside a name or a number, in either
// order, with nothing but space (or an inline tag) between them: the label
// cannot agree with what it stands next to, so the two belong in one
// message with an argument.
var (
	gluedAfter  = regexp.MustCompile(`\{\s*c\.Lang\.T\(("(?:[^"\\]|\\.)*")\)\s*\}\s*(?:<(?:strong|b|em|span)[^>]*>\s*)?\{\s*([^{}]*?)\s*\}`)
	gluedBefore = regexp.MustCompile(`\{\s*([^{}]*?)\s*\}\s*(?:</?(?:strong|b|em|span)[^>]*>\s*)?\{\s*c\.Lang\.T\(("(?:[^"\\]|\\.)*")\)\s*\}`)
	gluedPlus   = regexp.MustCompile(`c\.Lang\.T\(("(?:[^"\\]|\\.)*")\)\s*\+\s*" "\s*\+|\+\s*" "\s*\+\s*c\.Lang\.T\(("(?:[^"\\]|\\.)*")\)`)
)

// TestNoLabelGluedToAValue reads every template and wants no translated
// label joined to a name or a number outside a message. A label ending in
// a colon introduces its value and may stand beside it; so may another
// message said at once.
func TestNoLabelGluedToAValue(t *testing.T) {
	said := func(expr string) bool {
		return strings.HasPrefix(expr, "c.Lang.") || strings.HasPrefix(expr, "Say(") || strings.HasPrefix(expr, "@")
	}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".templ" {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		src := string(b)
		for _, m := range gluedAfter.FindAllStringSubmatch(src, -1) {
			if !said(m[2]) && !strings.HasSuffix(m[1], `:"`) {
				t.Errorf("%s: %s is glued to { %s }; say both in one message", path, m[1], m[2])
			}
		}
		for _, m := range gluedBefore.FindAllStringSubmatch(src, -1) {
			if !said(m[1]) {
				t.Errorf("%s: { %s } is glued to %s; say both in one message", path, m[1], m[2])
			}
		}
		for _, m := range gluedPlus.FindAllStringSubmatch(src, -1) {
			t.Errorf("%s: %s is joined with a space; say it in one message", path, m[1]+m[2])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
