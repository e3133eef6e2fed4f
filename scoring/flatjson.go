package scoring

import "unique"

// FlatField is one member of a flat JSON object as ReadFlat reads it.
type FlatField struct {
	Key  string
	Type byte // 'i' an integer, 's' a string, 'b' true or false, 'a' an array of integers
	Int  int
	Str  string
	Bool bool
	Ints []int // never nil for 'a': an empty array is an empty slice, as encoding/json makes it
}

// ReadFlat reads a JSON object whose members are all plain: integers of at
// most 15 digits, strings of printable ASCII without escapes, true, false,
// and arrays of such integers, under distinct keys. It appends them to
// fields and reports whether b was exactly such an object (with nothing but
// white space around it). Anything else (null, fractions, escapes, nested
// objects, a repeated key) is not an error but a "no": the caller then
// decodes b with encoding/json, which knows every case. The stored entries
// of every game are of this flat kind, and reading them by hand costs a
// tenth of what encoding/json's reflection does.
func ReadFlat(b []byte, fields []FlatField) ([]FlatField, bool) {
	r := flatReader{b: b}
	if !r.skip('{') {
		return fields, false
	}
	if r.skip('}') {
		return fields, r.end()
	}
	for {
		key, ok := r.str()
		if !ok || !r.skip(':') {
			return fields, false
		}
		for _, f := range fields {
			if f.Key == key {
				return fields, false
			}
		}
		f, ok := r.value(key)
		if !ok {
			return fields, false
		}
		fields = append(fields, f)
		if r.skip('}') {
			return fields, r.end()
		}
		if !r.skip(',') {
			return fields, false
		}
	}
}

type flatReader struct {
	b []byte
	i int
}

func (r *flatReader) space() {
	for r.i < len(r.b) && (r.b[r.i] == ' ' || r.b[r.i] == '\t' || r.b[r.i] == '\n' || r.b[r.i] == '\r') {
		r.i++
	}
}

// skip consumes c after white space, if it is next.
func (r *flatReader) skip(c byte) bool {
	r.space()
	if r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	return false
}

// end reports whether only white space is left.
func (r *flatReader) end() bool {
	r.space()
	return r.i == len(r.b)
}

// internMax is the length up to which a string read is shared with every
// equal one.
const internMax = 16

func (r *flatReader) str() (string, bool) {
	if !r.skip('"') {
		return "", false
	}
	start := r.i
	for r.i < len(r.b) {
		c := r.b[r.i]
		switch {
		case c == '"':
			s := string(r.b[start:r.i])
			if len(s) <= internMax {
				// A card, a kind, a key: the same few words in every
				// entry, and a kept game holds them all.
				s = unique.Make(s).Value()
			}
			r.i++
			return s, true
		case c < 0x20 || c > 0x7e || c == '\\':
			return "", false
		}
		r.i++
	}
	return "", false
}

func (r *flatReader) integer() (int, bool) {
	r.space()
	neg := false
	if r.i < len(r.b) && r.b[r.i] == '-' {
		neg = true
		r.i++
	}
	digits := r.i
	n := 0
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
		n = n*10 + int(r.b[r.i]-'0')
		r.i++
	}
	count := r.i - digits
	switch {
	case count == 0 || count > 15:
		return 0, false
	case r.b[digits] == '0' && (count > 1 || neg): // a leading zero, or -0
		return 0, false
	case r.i < len(r.b) && (r.b[r.i] == '.' || r.b[r.i] == 'e' || r.b[r.i] == 'E'):
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}

func (r *flatReader) literal(word string) bool {
	if len(r.b)-r.i < len(word) || string(r.b[r.i:r.i+len(word)]) != word {
		return false
	}
	r.i += len(word)
	return true
}

func (r *flatReader) value(key string) (FlatField, bool) {
	f := FlatField{Key: key}
	r.space()
	if r.i >= len(r.b) {
		return f, false
	}
	switch c := r.b[r.i]; {
	case c == '"':
		s, ok := r.str()
		f.Type, f.Str = 's', s
		return f, ok
	case c == 't' || c == 'f':
		f.Type, f.Bool = 'b', c == 't'
		if f.Bool {
			return f, r.literal("true")
		}
		return f, r.literal("false")
	case c == '[':
		r.i++
		f.Type, f.Ints = 'a', []int{}
		if r.skip(']') {
			return f, true
		}
		for {
			n, ok := r.integer()
			if !ok {
				return f, false
			}
			f.Ints = append(f.Ints, n)
			if r.skip(']') {
				return f, true
			}
			if !r.skip(',') {
				return f, false
			}
		}
	case c == '-' || (c >= '0' && c <= '9'):
		n, ok := r.integer()
		f.Type, f.Int = 'i', n
		return f, ok
	}
	return f, false
}
