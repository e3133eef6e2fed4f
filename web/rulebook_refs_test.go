package web

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/rules"
	rd "schreiber/rules/doppelkopf"
	rt "schreiber/rules/tupelkopf"
)

// citedRef is a rule reference that an engine can cite, and where its
// source builds it.
type citedRef struct {
	Game, Section string
	At            string // file:line
}

// dynamicSections lists, per package, the sections that calls of its
// reference constructor with a computed argument can produce. A package
// that builds references from computed section ids must say here which
// they are, or engineRefs fails.
var dynamicSections = map[string]func() []rules.Ref{
	"schreiber/rules/tupelkopf":  func() []rules.Ref { return sectionRefs(rt.Sections(), rt.Ref) },
	"schreiber/rules/doppelkopf": func() []rules.Ref { return sectionRefs(rd.Sections(), rd.Ref) },
}

// sectionRefs builds the reference of every section a package lists.
func sectionRefs(ids []string, ref func(string) rules.Ref) []rules.Ref {
	var out []rules.Ref
	for _, id := range ids {
		out = append(out, ref(id))
	}
	return out
}

// engineRefs reads the Go source of rules/ and scoring/ and returns every
// rule reference the engines build: rules.Ref literals with a constant
// section, calls of the functions that build them from a section argument
// (such as each package's ref), and the tables of sections those functions
// look up. A construction it cannot follow fails the test, so that no
// reference slips by unseen.
func engineRefs(t *testing.T) []citedRef {
	t.Helper()
	var pkgs []*sourcePkg
	for _, root := range []string{"rules", "scoring"} {
		err := filepath.WalkDir(filepath.Join("..", root), func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() || d.Name() == "testdata" {
				return err
			}
			p, err := parseSourcePkg(path)
			if err == nil && p != nil {
				pkgs = append(pkgs, p)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	ctors := map[string]refCtor{} // by import path + "." + function name
	var out []citedRef
	var problems []string
	for _, p := range pkgs {
		found, cs, bad := p.literals()
		out = append(out, found...)
		problems = append(problems, bad...)
		for name, c := range cs {
			ctors[p.path+"."+name] = c
		}
	}
	for _, p := range pkgs {
		found, bad := p.calls(ctors)
		out = append(out, found...)
		problems = append(problems, bad...)
	}
	for _, pr := range problems {
		t.Error(pr)
	}
	return out
}

// sourcePkg is one package's non-test source.
type sourcePkg struct {
	path   string // import path, e.g. schreiber/rules/gurke
	fset   *token.FileSet
	files  []*ast.File
	consts map[string]string // package-level string constants
}

func parseSourcePkg(dir string) (*sourcePkg, error) {
	matches, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	rel, err := filepath.Rel("..", dir)
	if err != nil {
		return nil, err
	}
	p := &sourcePkg{path: "schreiber/" + filepath.ToSlash(rel), fset: token.NewFileSet(), consts: map[string]string{}}
	for _, m := range matches {
		if strings.HasSuffix(m, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(p.fset, m, nil, 0)
		if err != nil {
			return nil, err
		}
		p.files = append(p.files, f)
	}
	if len(p.files) == 0 {
		return nil, nil
	}
	for _, f := range p.files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, s := range gd.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						p.consts[n.Name], _ = strconv.Unquote(lit.Value)
					}
				}
			}
		}
	}
	return p, nil
}

func (p *sourcePkg) at(pos token.Pos) string {
	ps := p.fset.Position(pos)
	return fmt.Sprintf("%s:%d", filepath.Base(ps.Filename), ps.Line)
}

// template is a string expression read as prefix + hole + suffix, where
// the hole is a parameter of the enclosing function (field == "") or a
// field of a looked-up table entry (field != ""), or absent (constant).
type template struct {
	prefix, suffix string
	param          int
	field          string
	hole           bool
}

// eval reads a string expression of constants and at most one hole.
func (p *sourcePkg) eval(e ast.Expr, params []string) (template, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return template{}, false
		}
		s, err := strconv.Unquote(e.Value)
		return template{prefix: s}, err == nil
	case *ast.Ident:
		if s, ok := p.consts[e.Name]; ok {
			return template{prefix: s}, true
		}
		if i := slices.Index(params, e.Name); i >= 0 {
			return template{param: i, hole: true}, true
		}
	case *ast.SelectorExpr:
		return template{field: e.Sel.Name, hole: true}, true
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return template{}, false
		}
		a, okA := p.eval(e.X, params)
		b, okB := p.eval(e.Y, params)
		switch {
		case !okA || !okB || (a.hole && b.hole):
			return template{}, false
		case a.hole:
			a.suffix += b.prefix
			return a, true
		case b.hole:
			b.prefix = a.prefix + b.prefix
			return b, true
		}
		return template{prefix: a.prefix + b.prefix}, true
	}
	return template{}, false
}

// refCtor is a function that builds a reference from one of its arguments.
type refCtor struct {
	game    string
	section template
}

// isRefType reports whether e names rules.Ref.
func isRefType(e ast.Expr) bool {
	s, ok := e.(*ast.SelectorExpr)
	if !ok || s.Sel.Name != "Ref" {
		return false
	}
	x, ok := s.X.(*ast.Ident)
	return ok && x.Name == "rules"
}

// literals finds every rules.Ref literal: a constant one is a reference;
// one whose section is a parameter makes its function a constructor; one
// whose section is a table entry's field yields every entry of the tables
// with that field.
func (p *sourcePkg) literals() ([]citedRef, map[string]refCtor, []string) {
	var out []citedRef
	var bad []string
	ctors := map[string]refCtor{}
	for _, f := range p.files {
		for _, decl := range f.Decls {
			p.refLiterals(decl, ctors, &out, &bad)
		}
	}
	return out, ctors, bad
}

// refLiterals reads the rules.Ref literals of one declaration.
func (p *sourcePkg) refLiterals(decl ast.Decl, ctors map[string]refCtor, out *[]citedRef, bad *[]string) {
	fn, _ := decl.(*ast.FuncDecl)
	var params []string
	if fn != nil {
		for _, fl := range fn.Type.Params.List {
			for _, name := range fl.Names {
				params = append(params, name.Name)
			}
		}
	}
	ast.Inspect(decl, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok || !isRefType(lit.Type) {
			return true
		}
		var game, section template
		var okG, okS bool
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			switch key, _ := kv.Key.(*ast.Ident); {
			case key == nil:
			case key.Name == "Game":
				game, okG = p.eval(kv.Value, params)
			case key.Name == "Section":
				section, okS = p.eval(kv.Value, params)
			}
		}
		switch {
		case !okS && !okG && len(lit.Elts) == 0:
			// An empty reference cites nothing.
		case !okS || !okG || game.hole:
			*bad = append(*bad, p.at(lit.Pos())+": cannot tell the game and section of this rules.Ref")
		case !section.hole:
			*out = append(*out, citedRef{Game: game.prefix, Section: section.prefix, At: p.at(lit.Pos())})
		case section.field != "":
			rows := p.tableField(section.field)
			if len(rows) == 0 {
				*bad = append(*bad, p.at(lit.Pos())+": found no table with the field "+section.field)
			}
			for _, r := range rows {
				*out = append(*out, citedRef{Game: game.prefix, Section: section.prefix + r.value + section.suffix, At: r.at})
			}
		case fn != nil && fn.Recv == nil:
			ctors[fn.Name.Name] = refCtor{game: game.prefix, section: section}
		default:
			*bad = append(*bad, p.at(lit.Pos())+": a rules.Ref built from a parameter outside a plain function")
		}
		return true
	})
}

type tableRow struct{ value, at string }

// tableField returns the values of a field in every element of the
// package's map and slice literals whose element type is a struct with
// that field.
func (p *sourcePkg) tableField(field string) []tableRow {
	var out []tableRow
	for _, f := range p.files {
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			var elem ast.Expr
			switch t := lit.Type.(type) {
			case *ast.MapType:
				elem = t.Value
			case *ast.ArrayType:
				elem = t.Elt
			default:
				return true
			}
			st, ok := elem.(*ast.StructType)
			if !ok {
				return true
			}
			index, i := -1, 0
			for _, fl := range st.Fields.List {
				for _, name := range fl.Names {
					if name.Name == field {
						index = i
					}
					i++
				}
			}
			if index < 0 {
				return true
			}
			for _, el := range lit.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					el = kv.Value
				}
				row, ok := el.(*ast.CompositeLit)
				if !ok || index >= len(row.Elts) {
					continue
				}
				if s, ok := row.Elts[index].(*ast.BasicLit); ok && s.Kind == token.STRING {
					v, _ := strconv.Unquote(s.Value)
					out = append(out, tableRow{value: v, at: p.at(s.Pos())})
				}
			}
			return true
		})
	}
	return out
}

// calls finds every call of a constructor, from its own package or through
// an import, and reads the section from its argument.
func (p *sourcePkg) calls(ctors map[string]refCtor) ([]citedRef, []string) {
	var out []citedRef
	var bad []string
	dynamic := map[string]bool{}
	for _, f := range p.files {
		imports := map[string]string{} // local name → import path
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			name := filepath.Base(path)
			if im.Name != nil {
				name = im.Name.Name
			}
			imports[name] = path
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var owner, key string
			switch fun := call.Fun.(type) {
			case *ast.Ident:
				owner = p.path
				key = owner + "." + fun.Name
			case *ast.SelectorExpr:
				if x, ok := fun.X.(*ast.Ident); ok && imports[x.Name] != "" {
					owner = imports[x.Name]
					key = owner + "." + fun.Sel.Name
				}
			}
			c, ok := ctors[key]
			if !ok || c.section.param >= len(call.Args) {
				return true
			}
			arg, ok := p.eval(call.Args[c.section.param], nil)
			if ok && !arg.hole {
				out = append(out, citedRef{Game: c.game, Section: c.section.prefix + arg.prefix + c.section.suffix, At: p.at(call.Pos())})
				return true
			}
			if _, ok := dynamicSections[owner]; !ok {
				bad = append(bad, p.at(call.Pos())+": a reference built from a computed section; list its sections in dynamicSections")
			}
			dynamic[owner] = true
			return true
		})
	}
	for owner := range dynamic {
		list, ok := dynamicSections[owner]
		if !ok {
			continue // named in bad above
		}
		for _, r := range list() {
			out = append(out, citedRef{Game: r.Game, Section: r.Section, At: owner + " (computed)"})
		}
	}
	return out, bad
}

// TestEngineRefsFound checks the reader of the engines' source on what it
// must find: references of every game, from constructors, literals and
// tables alike.
func TestEngineRefsFound(t *testing.T) {
	t.Parallel()
	refs := engineRefs(t)
	if len(refs) == 0 {
		t.Fatal("found no rule reference in rules/ and scoring/")
	}
	want := []citedRef{
		{Game: "gurke", Section: "gurke.follow"},                      // rules/gurke: ref("gurke.follow", …)
		{Game: "gurke", Section: "gurke.exchange"},                    // a ref call outside refs.go
		{Game: "hurrican", Section: "hurrican.capture.equal"},         // a prefixing ref
		{Game: "hurrican", Section: "hurrican.count.premiere"},        // scoring/hurrican
		{Game: "euchre", Section: "euchre.score.lone-march"},          // scoring/euchre
		{Game: "durak", Section: "durak.throw-in.join"},               // rules/durak
		{Game: "durak", Section: "durak.opening.fool-taught"},         // scoring/durak, unprefixed
		{Game: "tupelkopf", Section: "tupelkopf.play.hearts-ten"},     // Ref("…") with GameName
		{Game: "tupelkopf", Section: "tupelkopf.gemeinheit.genscher"}, // from Sections()
		{Game: "tupelkopf", Section: "tupelkopf.bunkte.keine45"},      // a table of sections
		{Game: "tupelkopf", Section: "tupelkopf.bunkte"},              // a constant fallback
		{Game: "doppelkopf", Section: "ddv.7.2.2a.below90"},           // the DDV's table
		{Game: "doppelkopf", Section: "doppelkopf.winner"},            // rules/doppelkopf
		{Game: "doppelkopf", Section: "doppelkopf.fast-entry"},        // scoring/tupelkopf's fast entry
	}
	for _, w := range want {
		if !slices.ContainsFunc(refs, func(r citedRef) bool { return r.Game == w.Game && r.Section == w.Section }) {
			t.Errorf("the reader missed %s#%s", w.Game, w.Section)
		}
	}
}

// TestRulesPagesAnchorEveryRef renders every game's rules page in both
// languages and wants, for every reference the engines can cite, a rule
// section with that id, a heading and a paragraph, so that a ruling's link
// to /rules/<game>#<section> lands on the paragraph it rests on.
func TestRulesPagesAnchorEveryRef(t *testing.T) {
	t.Parallel()
	refs := engineRefs(t)
	if len(refs) == 0 {
		t.Fatal("found no rule reference in rules/ and scoring/")
	}
	byGame := map[string][]citedRef{}
	for _, r := range refs {
		byGame[r.Game] = append(byGame[r.Game], r)
	}
	app := newTestApp(t)
	d := app.device(t)
	for _, game := range []string{"gurke", "hurrican", "euchre", "durak", "doppelkopf", "tupelkopf"} {
		if len(byGame[game]) == 0 {
			t.Errorf("no rule reference of %s found", game)
		}
	}
	for game, cited := range byGame {
		for _, lang := range []string{"en", "de"} {
			p := getIn(d, "/rules/"+game, lang)
			if p.status != 200 {
				t.Errorf("/rules/%s (%s): status %d; cited at %s", game, lang, p.status, cited[0].At)
				continue
			}
			for _, r := range cited {
				sec := byID(p.doc, r.Section)
				switch {
				case sec == nil:
					t.Errorf("/rules/%s (%s) has no #%s, cited at %s", game, lang, r.Section, r.At)
				case attr(sec, "data-testid") != "rule":
					t.Errorf("/rules/%s (%s): #%s is not a rule section", game, lang, r.Section)
				case text(first(sec, "h3")) == "" || text(first(sec, "p")) == "":
					t.Errorf("/rules/%s (%s): #%s has no heading or no paragraph", game, lang, r.Section)
				}
			}
		}
	}
}

// byID returns the element with the id, or nil.
func byID(doc *html.Node, id string) *html.Node {
	found := findAll(doc, func(n *html.Node) bool { return attr(n, "id") == id })
	if len(found) == 0 {
		return nil
	}
	return found[0]
}

// first returns the first element named tag inside n, or an empty node,
// whose text is empty.
func first(n *html.Node, tag string) *html.Node {
	found := findAll(n, func(c *html.Node) bool { return c.Data == tag })
	if len(found) == 0 {
		return &html.Node{}
	}
	return found[0]
}
