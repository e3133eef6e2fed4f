// Package lextest lets the engines' tests read their texts as a German
// table sees them: it reads the German message catalog of views/catalog
// with the standard library alone, so that the engines, which know no
// language but their messages' English, are still tested in a second one.
package lextest

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"schreiber/rules/msg"
	"strings"
	"sync"
)

type lexicon struct {
	lang string
	msgs map[string]string
}

func (l lexicon) Lang() string                     { return l.lang }
func (l lexicon) Format(id string, _ []any) string { return l.msgs[id] }

var (
	once   sync.Once
	german lexicon
)

// German is the German catalog as a msg.Lexicon (plural forms aside: it
// reads each message's "other").
func German() msg.Lexicon {
	once.Do(func() { german = read("de") })
	return german
}

// De renders t in German.
func De(t msg.Text) string { return t.In(German()) }

// read parses views/catalog/messages/<lang>.toml, which holds one table per
// message: a header with the quoted id and an "other = …" line.
func read(lang string) lexicon {
	l := lexicon{lang: lang, msgs: map[string]string{}}
	dir, _ := os.Getwd()
	for ; dir != filepath.Dir(dir); dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
	}
	f, err := os.Open(filepath.Join(dir, "views", "catalog", "messages", lang+".toml"))
	if err != nil {
		panic(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var id string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			id = ""
			json.Unmarshal([]byte(line[1:len(line)-1]), &id)
		case strings.HasPrefix(line, "other = ") && id != "":
			var s string
			if json.Unmarshal([]byte(strings.TrimPrefix(line, "other = ")), &s) == nil {
				l.msgs[id] = s
			}
		}
	}
	if err := sc.Err(); err != nil {
		panic(err)
	}
	return l
}
