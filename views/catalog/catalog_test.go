package catalog

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"schreiber/rules/msg"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// messageArg says which argument of a call is a message id: the functions
// of the engines and the views that take one.
var messageArg = map[string]int{
	"T": 0, "Say": 0, "tf": 0, "logf": 0, "P": 0, "Li": 0, "List": 0,
	"dkWith": 0, "pw": 0, "allow": 0, "ok": 0, "no": 0, "fail": 0,
	"Errorf": 1, "trIf": 1, "ref": 1, "Topic": 1, "Chapter": 1, "award": 1,
	"BoolOption": 1, "IntOption": 1, "ChoiceOption": 1, "TextOption": 1, "Choice": 1,
	"boolOpt": 1, "intOpt": 1, "choiceOpt": 1, "ch": 1, "partyText": 1, "deny": 1, "partyErrorf": 2,
}

// generated are the ids the renderer itself asks for: cards, suits, seats
// and sides.
var generated = []string{"J||card", "Q||card", "K||card", "A||card", "Joker||card",
	"clubs||suit", "spades||suit", "hearts||suit", "diamonds||suit", "none||suit", "player %d", "side %d"}

// codeMessages reads the app's source, tests aside, and returns the ids its
// message calls name and every string literal it holds.
func codeMessages(t *testing.T) (ids, literals map[string]bool) {
	ids, literals = map[string]bool{}, map[string]bool{}
	templCall := regexp.MustCompile(`\b(?:T|Say|Strong)\(\s*("(?:[^"\\]|\\.)*")`)
	templLit := regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	for _, dir := range []string{"rules", "scoring", "views", "web", "cmd"} {
		err := filepath.WalkDir(filepath.Join("..", "..", dir), func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || strings.HasSuffix(path, "_test.go") || strings.HasSuffix(path, "_templ.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			switch filepath.Ext(path) {
			case ".templ":
				for _, m := range templCall.FindAllStringSubmatch(string(src), -1) {
					if s, err := strconv.Unquote(m[1]); err == nil {
						ids[s] = true
					}
				}
				for _, m := range templLit.FindAllString(string(src), -1) {
					if s, err := strconv.Unquote(m); err == nil {
						literals[s] = true
					}
				}
			case ".go":
				f, err := parser.ParseFile(token.NewFileSet(), path, src, 0)
				if err != nil {
					return err
				}
				ast.Inspect(f, func(n ast.Node) bool {
					switch v := n.(type) {
					case *ast.BasicLit:
						if s, err := strconv.Unquote(v.Value); err == nil && v.Kind == token.STRING {
							literals[s] = true
						}
					case *ast.BinaryExpr:
						if s, ok := stringLit(v); ok {
							literals[s] = true
						}
					case *ast.CallExpr:
						name := ""
						switch fn := v.Fun.(type) {
						case *ast.Ident:
							name = fn.Name
						case *ast.SelectorExpr:
							name = fn.Sel.Name
						}
						i, ok := messageArg[name]
						if !ok || len(v.Args) <= i {
							return true
						}
						if s, ok := stringLit(v.Args[i]); ok {
							ids[s] = true
						} else if i > 0 {
							// deny and friends may leave out the section.
							if s, ok := stringLit(v.Args[i-1]); ok && len(v.Args) == i {
								ids[s] = true
							}
						}
					case *ast.KeyValueExpr:
						if k, ok := v.Key.(*ast.Ident); ok && (k.Name == "ID" || k.Name == "Title") {
							if s, ok := stringLit(v.Value); ok {
								ids[s] = true
							}
						}
					}
					return true
				})
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range generated {
		ids[id], literals[id] = true, true
	}
	return ids, literals
}

func stringLit(e ast.Expr) (string, bool) {
	switch v := e.(type) {
	case *ast.BasicLit:
		s, err := strconv.Unquote(v.Value)
		return s, err == nil && v.Kind == token.STRING
	case *ast.BinaryExpr:
		a, ok1 := stringLit(v.X)
		b, ok2 := stringLit(v.Y)
		return a + b, ok1 && ok2 && v.Op == token.ADD
	}
	return "", false
}

// formsNeeded lists the plural forms a language uses for whole numbers.
func formsNeeded(code string) []string {
	tag := language.MustParse(code)
	names := map[plural.Form]string{plural.Zero: "zero", plural.One: "one", plural.Two: "two",
		plural.Few: "few", plural.Many: "many", plural.Other: "other"}
	seen := map[string]bool{}
	for n := 0; n <= 1000; n++ {
		seen[names[plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)]] = true
	}
	var out []string
	for _, f := range []string{"zero", "one", "two", "few", "many", "other"} {
		if seen[f] {
			out = append(out, f)
		}
	}
	return out
}

// verbs lists a format's printf verbs by the argument they take.
var verbRe = regexp.MustCompile(`%(\[(\d+)\])?([-+# 0]*\d*(?:\.\d+)?)([a-zA-Z%])`)

func verbs(s string) []string {
	var out []string
	i := 0
	for _, m := range verbRe.FindAllStringSubmatch(s, -1) {
		if m[4] == "%" {
			continue
		}
		if m[2] != "" {
			i, _ = strconv.Atoi(m[2])
			i--
		}
		out = append(out, strconv.Itoa(i)+":"+m[3]+m[4])
		i++
	}
	slices.Sort(out)
	return out
}

// TestEveryMessageInEveryCatalog checks each language's file against the
// code: every message the code says is there, with every plural form the
// language needs and the English's arguments, and nothing the code no
// longer says.
func TestEveryMessageInEveryCatalog(t *testing.T) {
	if err := Err(); err != nil {
		t.Fatal(err)
	}
	ids, literals := codeMessages(t)
	if len(ids) < 2000 {
		t.Fatalf("found only %d message ids in the code; the reader is broken", len(ids))
	}
	english := For("en")
	for _, l := range Languages {
		lx := For(l.Code)
		if l.Code != "en" {
			var missing []string
			for id := range ids {
				if !lx.Has(id) {
					missing = append(missing, id)
				}
			}
			slices.Sort(missing)
			for i, id := range missing {
				if i == 20 {
					t.Errorf("%s: and %d more", l.Code, len(missing)-20)
					break
				}
				t.Errorf("%s lacks %q", l.Code, id)
			}
		}
		for _, id := range lx.IDs() {
			if !literals[id] {
				t.Errorf("%s holds %q, which the code no longer says", l.Code, id)
				continue
			}
			m := lx.Message(id)
			want := verbs(msg.Source(id))
			for form, text := range map[string]string{"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other} {
				if text != "" && !slices.Equal(verbs(text), want) && !(form == "one" && len(verbs(text)) < len(want)) {
					t.Errorf("%s %q (%s): the verbs %v differ from the English %v", l.Code, id, form, verbs(text), want)
				}
			}
			if english.Message(id) != nil && english.Message(id).One != "" {
				for _, form := range formsNeeded(l.Code) {
					text := map[string]string{"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other}[form]
					if text == "" {
						t.Errorf("%s %q lacks the plural form %q", l.Code, id, form)
					}
				}
			}
		}
	}
	for _, id := range english.IDs() {
		if english.Message(id).One == "" || !ids[id] {
			t.Errorf("en.toml holds %q, which is not a message with plural forms the code says", id)
		}
	}
}

// TestPluralForms renders a counted message where the forms differ.
func TestPluralForms(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "1 card"}, {"en", 3, "3 cards"},
		{"de", 1, "1 Karte"}, {"de", 0, "0 Karten"},
		{"pl", 1, "1 karta"}, {"pl", 3, "3 karty"}, {"pl", 5, "5 kart"}, {"pl", 12, "12 kart"}, {"pl", 22, "22 karty"},
		{"pl", -3, "−3 karty"},
		{"cs", 1, "1 karta"}, {"cs", 4, "4 karty"}, {"cs", 5, "5 karet"}, {"cs", 22, "22 karet"},
	} {
		if got := For(c.lang).Say("%d cards", c.n); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
	// Icelandic counts 21 as one, but 11 not.
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"is", 1, "1 gjöf"}, {"is", 21, "21 gjöf"}, {"is", 11, "11 gjafir"}, {"is", 3, "3 gjafir"},
	} {
		if got := For(c.lang).Say("%d deals", c.n); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}

// TestMatch picks the page's language from the browser's list.
func TestMatch(t *testing.T) {
	for header, want := range map[string]string{
		"":                           "en",
		"de-DE,de;q=0.9,en;q=0.8":    "de",
		"da":                         "da",
		"nn-NO,no;q=0.9":             "nb",
		"sv-SE":                      "sv",
		"fi":                         "fi",
		"pl-PL,en;q=0.5":             "pl",
		"is-IS":                      "is",
		"cs-CZ,cs;q=0.9":             "cs",
		"fr-FR,fr;q=0.9":             "en",
		"fr-FR,fr;q=0.9,de;q=0.5":    "de",
		"en-GB,en;q=0.9,de-DE;q=0.8": "en",
		"de;q=0, en":                 "en",
		"garbage;;;,,":               "en",
	} {
		if !Known(want) {
			continue // a language the app does not speak yet
		}
		if got := Match(header); got != want {
			t.Errorf("Match(%q) = %q, want %q", header, got, want)
		}
	}
}

// TestCardsTypedInAnyLanguage reads cards typed with the rank letters of
// every language, and wants no letter to stand for two ranks.
func TestCardsTypedInAnyLanguage(t *testing.T) {
	for _, l := range Languages {
		lx := For(l.Code)
		for id, code := range rankIDs {
			letter := lx.Format(id, nil)
			for _, typed := range []string{letter, "♥" + letter, "♥" + strings.ToLower(letter)} {
				want := strings.TrimSuffix(typed, typed[len(typed)-len(letter):]) + code
				if got := ReadCard(typed); got != want {
					t.Errorf("%s: %q reads as %q, want %q (a letter another language uses for another rank?)", l.Code, typed, got, want)
				}
			}
		}
	}
	for typed, want := range map[string]string{"♥10": "♥10", "7": "7", "♣B": "♣J", "D": "Q", "xyz": "xyz"} {
		if got := ReadCard(typed); got != want {
			t.Errorf("%q reads as %q, want %q", typed, got, want)
		}
	}
}

// TestUnreadableCatalog wants a file that is not a catalog refused with
// what is wrong.
func TestUnreadableCatalog(t *testing.T) {
	for file, want := range map[string]string{
		`["a"]` + "\none = \"x\"\n":               `"a" has no form "other"`,
		`["a"]` + "\nother = \"x\"\nsome = \"y\"": `"a": "some" is not a plural form`,
		`["a"]` + "\nother = 3":                   `"a": the form "other" is not a string`,
		`a = 3`:                                   `"a" is neither a string nor a table of plural forms`,
		`["a"`:                                    `toml`,
	} {
		err := (&Lexicon{lang: "xx"}).parse([]byte(file))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %s", file, err, want)
		}
	}
}

// TestNoHedgedPlural wants no message id to hedge a count with "(s)" or
// "(n)": a message that counts gives its plural forms, so "1 card(s)"
// reads "1 card" in English and takes the right form in every language.
func TestNoHedgedPlural(t *testing.T) {
	ids, _ := codeMessages(t)
	for id := range ids {
		if strings.Contains(id, "(s)") || strings.Contains(id, "(n)") {
			t.Errorf("%q hedges a plural; give it plural forms in en.toml", id)
		}
	}
	for _, l := range Languages {
		for _, id := range For(l.Code).IDs() {
			if strings.Contains(id, "(s)") || strings.Contains(id, "(n)") {
				t.Errorf("%s holds %q, which hedges a plural", l.Code, id)
			}
		}
	}
}
