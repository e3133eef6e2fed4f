package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"
)

var (
	loading sync.Mutex
	loaded  []*Lexicon // the lexicons read so far, whose ids a new one shares
)

// ready reads the language's file on its first use and returns the error
// it met, if any.
func (lx *Lexicon) ready() error {
	lx.once.Do(lx.load)
	return lx.err
}

// load fills the lexicon from its file, keeping its words compact: every id
// once across all languages (each is the same English in every file), and
// a language's words in one string, not thousands of small ones. A
// language without a file (English, before it had plural forms) has no
// messages.
func (lx *Lexicon) load() {
	name := path.Join("messages", lx.lang+".toml")
	b, err := files.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err == nil {
		err = lx.parse(b)
	}
	if err != nil {
		lx.err = fmt.Errorf("catalog %s: %w", name, err)
		lx.words, lx.forms = nil, nil
	}
}

// formNames are the plural forms a message may give, after CLDR, in the
// order of Forms.
var formNames = []string{"zero", "one", "two", "few", "many", "other"}

// parse decodes a file of go-i18n's TOML format: each id a table of plural
// forms, or a string that is its one form.
func (lx *Lexicon) parse(b []byte) error {
	var file map[string]any
	if err := toml.Unmarshal(b, &file); err != nil {
		return err
	}
	loading.Lock()
	defer loading.Unlock()
	known := map[string]string{}
	for _, other := range loaded {
		for id := range other.words {
			known[id] = id
		}
	}
	// texts gathers the ids no other catalog holds yet and every form, to be
	// packed into one string; a message points into it.
	var texts []string
	const theID = -2 // a form in the same words as the English id
	type message struct {
		id    int    // the id's index in texts, -1 if another catalog holds it
		forms [6]int // each form's index in texts, -1 if not given, or theID
	}
	messages := map[string]message{}
	for id, v := range file {
		m := message{id: -1, forms: [6]int{-1, -1, -1, -1, -1, -1}}
		if _, ok := known[id]; !ok {
			m.id = len(texts)
			texts = append(texts, id)
		}
		forms := map[string]string{}
		switch v := v.(type) {
		case string:
			forms["other"] = v
		case map[string]any:
			for form, text := range v {
				s, ok := text.(string)
				if !ok {
					return fmt.Errorf("%q: the form %q is not a string", id, form)
				}
				forms[form] = s
			}
		default:
			return fmt.Errorf("%q is neither a string nor a table of plural forms", id)
		}
		for form := range forms {
			if !slices.Contains(formNames, form) {
				return fmt.Errorf("%q: %q is not a plural form", id, form)
			}
		}
		if _, ok := forms["other"]; !ok {
			return fmt.Errorf("%q has no form \"other\"", id)
		}
		for i, form := range formNames {
			switch s := forms[form]; s {
			case "":
			case id:
				m.forms[i] = theID
			default:
				m.forms[i] = len(texts)
				texts = append(texts, s)
			}
		}
		messages[id] = m
	}
	texts = pack(texts)
	lx.words = make(map[string]string, len(messages))
	for id, m := range messages {
		if m.id >= 0 {
			id = texts[m.id]
		} else {
			id = known[id]
		}
		var f [6]string
		for i, at := range m.forms {
			switch {
			case at == theID:
				f[i] = id
			case at >= 0:
				f[i] = texts[at]
			}
		}
		lx.words[id] = f[5]
		if f[0] != "" || f[1] != "" || f[2] != "" || f[3] != "" || f[4] != "" {
			if lx.forms == nil {
				lx.forms = map[string]*Forms{}
			}
			lx.forms[id] = &Forms{Zero: f[0], One: f[1], Two: f[2], Few: f[3], Many: f[4], Other: f[5]}
		}
	}
	loaded = append(loaded, lx)
	return nil
}

// pack copies texts into one string and returns them as pieces of it.
func pack(texts []string) []string {
	n := 0
	for _, s := range texts {
		n += len(s)
	}
	var b strings.Builder
	b.Grow(n)
	for _, s := range texts {
		b.WriteString(s)
	}
	all := b.String()
	out := make([]string, len(texts))
	for i, s := range texts {
		out[i], all = all[:len(s)], all[len(s):]
	}
	return out
}
