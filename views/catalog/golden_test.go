package catalog

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"schreiber/rules/msg"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/before from the engines' golden files")

// marker is a text an engine's golden file records in no language.
var marker = regexp.MustCompile(`⟦(.*?)⟧`)

// TestEngineGoldensReadAsBefore renders the engines' golden files, which
// record their texts as message ids with arguments, in English and German,
// and compares them with testdata/before: the files as they read when the
// engines still wrote both languages themselves. A difference is a sentence
// a player now reads differently.
func TestEngineGoldensReadAsBefore(t *testing.T) {
	en, de := For("en"), For("de")
	n := 0
	err := filepath.WalkDir(filepath.Join("testdata", "before"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		n++
		rel, _ := filepath.Rel(filepath.Join("testdata", "before"), path)
		now, err := os.ReadFile(filepath.Join("..", "..", rel))
		if err != nil {
			return err
		}
		got := renderGolden(t, now, en, de)
		if *update {
			return os.WriteFile(path, got, 0o644)
		}
		before, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if !sameGolden(before, got) {
			t.Errorf("%s reads differently from before; run go test -update and review the diff", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 40 {
		t.Fatalf("only %d golden files", n)
	}
}

// renderGolden writes a golden file as it read before: each ⟦text⟧ in
// German, each text object of JSON as {"en": …, "de": …}.
func renderGolden(t *testing.T, b []byte, en, de *Lexicon) []byte {
	if json.Valid(b) {
		return renderJSON(t, b, en, de)
	}
	lines := strings.Split(string(b), "\n")
	for i, line := range lines {
		line = marker.ReplaceAllStringFunc(line, func(m string) string {
			var x msg.Text
			if err := json.Unmarshal([]byte(m[len("⟦"):len(m)-len("⟧")]), &x); err != nil {
				t.Errorf("%s: %v", m, err)
			}
			return x.In(de)
		})
		if k := strings.Index(line, ": "); k > 0 && k < 20 && json.Valid([]byte(line[k+2:])) {
			line = line[:k+2] + string(renderJSON(t, []byte(line[k+2:]), en, de))
		}
		lines[i] = line
	}
	return []byte(strings.Join(lines, "\n"))
}

func renderJSON(t *testing.T, b []byte, en, de *Lexicon) []byte {
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(renderValue(t, v, en, de))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

var textKeys = map[string]bool{"id": true, "args": true, "parts": true, "glue": true, "cap": true, "plain": true, "en": true, "de": true}

func renderValue(t *testing.T, v any, en, de *Lexicon) any {
	switch x := v.(type) {
	case []any:
		for i := range x {
			x[i] = renderValue(t, x[i], en, de)
		}
	case map[string]any:
		if len(x) == 0 {
			// An empty text wrote both of its languages, empty.
			return map[string]any{"en": "", "de": ""}
		}
		isText := true
		for k := range x {
			isText = isText && textKeys[k]
		}
		if isText && (x["id"] != nil || x["parts"] != nil || x["plain"] != nil) {
			b, _ := json.Marshal(x)
			var txt msg.Text
			if err := json.Unmarshal(b, &txt); err != nil {
				t.Errorf("%s: %v", b, err)
			}
			return map[string]any{"en": txt.In(en), "de": txt.In(de)}
		}
		for k, e := range x {
			if title, ok := e.(string); ok && k == "title" && x["section"] != nil {
				h := msg.T(title)
				x[k] = map[string]any{"en": h.In(en), "de": h.In(de)}
				continue
			}
			x[k] = renderValue(t, e, en, de)
		}
	}
	return v
}

// sameGolden compares two renderings line by line, a line of JSON by what
// it holds rather than by the order of its keys.
func sameGolden(a, b []byte) bool {
	if json.Valid(a) && json.Valid(b) {
		return sameJSON(a, b)
	}
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	if len(la) != len(lb) {
		return false
	}
	for i := range la {
		if bytes.Equal(la[i], lb[i]) {
			continue
		}
		ka, kb := bytes.Index(la[i], []byte(": ")), bytes.Index(lb[i], []byte(": "))
		if ka < 0 || ka != kb || !bytes.Equal(la[i][:ka], lb[i][:kb]) || !sameJSON(la[i][ka+2:], lb[i][kb+2:]) {
			return false
		}
	}
	return true
}

func sameJSON(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}
