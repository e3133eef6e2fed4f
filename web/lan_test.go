package web

import (
	"fmt"
	"net"
	"schreiber/views"
	"strings"
	"testing"
)

func TestLANURLs(t *testing.T) {
	t.Parallel()
	if got := LANURLs(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080}); len(got) != 0 {
		t.Errorf("loopback: %v, want none", got)
	}
	if got := LANURLs(&net.TCPAddr{IP: net.IPv4(192, 168, 1, 23), Port: 8080}); len(got) != 1 || got[0] != "http://192.168.1.23:8080" {
		t.Errorf("one address: %v", got)
	}
	for _, u := range LANURLs(&net.TCPAddr{IP: net.IPv6unspecified, Port: 8080}) {
		if !strings.HasPrefix(u, "http://") || !strings.HasSuffix(u, ":8080") || strings.Contains(u, "127.0.0.1") || strings.Contains(u, "[::1]") {
			t.Errorf("all interfaces: %q", u)
		}
	}
	if got := LocalURL(&net.TCPAddr{IP: net.IPv6unspecified, Port: 8080}); got != "http://localhost:8080" {
		t.Errorf("local URL of all interfaces: %q", got)
	}
	if got := LocalURL(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 9}); got != "http://127.0.0.1:9" {
		t.Errorf("local URL of loopback: %q", got)
	}
}

func TestQRCodes(t *testing.T) {
	t.Parallel()
	link := "http://192.168.178.23:8080/join/" + strings.Repeat("k", 26)
	m, err := qrModules(link)
	if err != nil {
		t.Fatal(err)
	}
	n := len(m)
	if n < 21 || (n-17)%4 != 0 {
		t.Fatalf("a QR code of %d modules", n)
	}
	// The three finder patterns: a dark 7×7 ring with a dark 3×3 core.
	for _, corner := range [][2]int{{0, 0}, {n - 7, 0}, {0, n - 7}} {
		for y := range 7 {
			for x := range 7 {
				ring := x == 0 || y == 0 || x == 6 || y == 6
				core := x >= 2 && x <= 4 && y >= 2 && y <= 4
				if m[corner[1]+y][corner[0]+x] != (ring || core) {
					t.Fatalf("finder pattern at %v broken at %d,%d", corner, x, y)
				}
			}
		}
	}
	q := qrSVG(link)
	if q.Size != n+8 {
		t.Errorf("SVG of %d modules for a code of %d", q.Size, n)
	}
	term, err := TerminalQR(link)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(term, "\n"), "\n")
	if len(lines) != (n+4+1)/2 || len([]rune(lines[0])) != n+4 {
		t.Errorf("terminal code: %d lines of %d, for %d modules", len(lines), len([]rune(lines[0])), n)
	}
}

// TestKeptQRCodesAreTheDrawnOnes draws more codes than are kept (with
// room for eight), then each again: every code is the one its text encodes, kept or drawn anew,
// and no more are kept than qrKeep.
func TestKeptQRCodesAreTheDrawnOnes(t *testing.T) {
	qrKept.Lock()
	keep := qrKeep
	qrKeep, qrKept.codes = 8, nil
	qrKept.Unlock()
	defer func() {
		qrKept.Lock()
		qrKeep = keep
		qrKept.Unlock()
	}()
	link := func(i int) string { return fmt.Sprintf("http://192.168.1.20:8080/join/%026d", i) }
	for round := range 2 {
		for i := range qrKeep + 4 {
			m, err := qrModules(link(i))
			if err != nil {
				t.Fatal(err)
			}
			if got, want := qrSVG(link(i)), views.QRFromModules(m); got != want {
				t.Fatalf("round %d: the code of link %d is not the one it encodes", round, i)
			}
		}
	}
	qrKept.Lock()
	defer qrKept.Unlock()
	if len(qrKept.codes) > qrKeep {
		t.Errorf("%d codes kept, at most %d", len(qrKept.codes), qrKeep)
	}
}
