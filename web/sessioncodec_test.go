package web

import (
	"maps"
	"testing"

	"github.com/gorilla/securecookie"
)

// TestSessionValuesReadTheSameFromMemory reads cookies as the session
// store does: one given out before the values were remembered, then the
// same cookie again, after the first request's values were changed; and
// one with a value that is not a string, which is never remembered.
func TestSessionValuesReadTheSameFromMemory(t *testing.T) {
	t.Parallel()
	hash, block := deriveKey("k", "auth"), deriveKey("k", "encrypt")
	old := securecookie.New(hash, block) // gob, as cookies were always made
	remembering := new(rememberingGob)
	now := securecookie.New(hash, block).SetSerializer(remembering)
	want := map[any]any{"device": "d1", "lang": "de"}
	cookie, err := old.Encode("s", want)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		got := map[any]any{}
		if err := now.Decode("s", cookie, &got); err != nil {
			t.Fatalf("read %d: %v", i, err)
		}
		if !maps.Equal(got, want) {
			t.Fatalf("read %d: %v, want %v", i, got, want)
		}
		got["lang"], got["flash_en"] = "en", "changed by a request" // must not reach the next request
	}
	if len(remembering.seen) != 1 {
		t.Fatalf("%d cookies remembered, want 1", len(remembering.seen))
	}
	if err := now.Decode("s", cookie+"x", &map[any]any{}); err == nil {
		t.Fatal("a changed cookie was read")
	}
	mixed, err := now.Encode("s", map[any]any{"device": "d2", "n": 3})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		got := map[any]any{}
		if err := now.Decode("s", mixed, &got); err != nil || got["n"] != 3 || got["device"] != "d2" {
			t.Fatalf("mixed values read as %v, %v", got, err)
		}
	}
	if len(remembering.seen) != 1 {
		t.Fatalf("%d cookies remembered, want only the one of strings", len(remembering.seen))
	}
}
