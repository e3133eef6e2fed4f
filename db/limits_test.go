package db

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"
)

// Two stores on one database take from one bucket: five attempts at once
// are five between them, looking takes none, and a SQLite file, which one
// server has, says it counts nothing together.
func TestBucketsAreSharedByTheServers(t *testing.T) {
	a, path := openTestAt(t)
	ctx := context.Background()
	b5 := Bucket{Name: "join", Burst: 5, Every: time.Hour}
	if !a.pg {
		if _, err := a.Take(ctx, b5, "198.51.100.1", true); !errors.Is(err, ErrNotShared) {
			t.Errorf("a SQLite file's bucket: %v, want ErrNotShared", err)
		}
		if _, err := a.OpenStream(ctx, Stream{ID: "s"}, 1, 1); !errors.Is(err, ErrNotShared) {
			t.Errorf("a SQLite file's streams: %v, want ErrNotShared", err)
		}
		return
	}
	b, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	taken := 0
	for i := range 8 {
		s := []*Store{a, b}[i%2]
		if ok, err := s.Take(ctx, b5, "198.51.100.1", false); err != nil || ok != (taken < 5) {
			t.Fatalf("look %d: %v %v", i+1, ok, err)
		}
		ok, err := s.Take(ctx, b5, "198.51.100.1", true)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			taken++
		}
	}
	if taken != 5 {
		t.Errorf("two servers took %d attempts from a bucket of 5", taken)
	}
	if ok, _ := b.Take(ctx, b5, "198.51.100.2", true); !ok {
		t.Error("another address found its bucket empty")
	}
	if ok, _ := b.Take(ctx, Bucket{Name: "groups-address", Burst: 5, Every: time.Hour}, "198.51.100.1", true); !ok {
		t.Error("another limit of the same address found its bucket empty")
	}
	// Refilled by the database's clock: one every 50 ms.
	fast := Bucket{Name: "fast", Burst: 1, Every: 50 * time.Millisecond}
	a.Take(ctx, fast, "x", true)
	if ok, _ := b.Take(ctx, fast, "x", true); ok {
		t.Error("a bucket of one gave two at once")
	}
	time.Sleep(120 * time.Millisecond)
	if ok, _ := b.Take(ctx, fast, "x", true); !ok {
		t.Error("the bucket did not refill")
	}
}

// The streams of every live server count together against their device
// and address, and the oldest over a limit go, whichever server holds
// them; a server not heard from lately counts no more, and a stopped one's
// streams are gone.
func TestStreamsCountAcrossServers(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	if !s.pg {
		// One server has the file, and counts its streams in memory.
		if err := s.Alive(ctx, "A"); !errors.Is(err, ErrNotShared) {
			t.Errorf("a SQLite file's servers: %v, want ErrNotShared", err)
		}
		return
	}
	for _, server := range []string{"A", "B"} {
		if err := s.Alive(ctx, server); err != nil {
			t.Fatal(err)
		}
	}
	open := func(id, server, device, address string) []string {
		t.Helper()
		ended, err := s.OpenStream(ctx, Stream{ID: id, Server: server, Device: device, Address: address}, 2, 3)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range ended {
			out = append(out, e.Server+":"+e.ID)
		}
		slices.Sort(out)
		return out
	}
	want := func(got []string, ended ...string) {
		t.Helper()
		if !slices.Equal(got, ended) {
			t.Errorf("ended %v, want %v", got, ended)
		}
	}
	want(open("1", "A", "phone", "x"))
	want(open("2", "B", "phone", "x"))
	want(open("3", "A", "phone", "x"), "A:1")       // past 2 for the phone
	want(open("4", "B", "tablet", "x"))             // 3 from the address
	want(open("5", "A", "tablet", "x"), "B:2")      // past 3 for the address
	want(open("6", "B", "other", "y"))              // another address
	if err := s.CloseStream(ctx, "3"); err != nil { // closed: counts no more
		t.Fatal(err)
	}
	want(open("7", "B", "phone", "x"))
	// A, killed, says nothing more: once stale its streams count no more.
	if _, err := s.db.ExecContext(ctx, `UPDATE live_servers SET seen = seen - interval '1 minute' WHERE server = 'A'`); err != nil {
		t.Fatal(err)
	}
	// 4, 7 and 8 from the address on B, and 5 on A, which is not counted.
	want(open("8", "B", "tablet", "x"))
	ids, err := s.StreamsOf(ctx, "A")
	if err != nil || !ids["5"] || len(ids) != 1 {
		t.Errorf("A's streams: %v %v", ids, err)
	}
	if err := s.Gone(ctx, "B"); err != nil {
		t.Fatal(err)
	}
	if ids, _ := s.StreamsOf(ctx, "B"); len(ids) != 0 {
		t.Errorf("a stopped server's streams: %v", ids)
	}
}
