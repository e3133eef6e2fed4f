package rules_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestEnginesArePure checks the direction of imports: the referee engines
// import only the standard library and each other, the score keepers also
// the referees, and neither knows of HTTP, HTML or SQL. The messages
// (rules/msg) know only the cards, so that anything may say a message
// without importing an engine.
func TestEnginesArePure(t *testing.T) {
	allowed := map[string][]string{
		"../rules":   {"schreiber/rules"},
		"../scoring": {"schreiber/rules", "schreiber/scoring"},
		"msg":        {"schreiber/rules/cards"},
	}
	banned := []string{"net/http", "html/template", "database/sql"}
	for dir, own := range allowed {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
			if err != nil {
				return err
			}
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				std := !strings.Contains(strings.Split(p, "/")[0], ".") && !strings.HasPrefix(p, "schreiber")
				ok := std
				for _, prefix := range own {
					ok = ok || p == prefix || strings.HasPrefix(p, prefix+"/")
				}
				for _, b := range banned {
					ok = ok && p != b
				}
				if !ok {
					t.Errorf("%s imports %s", path, p)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
