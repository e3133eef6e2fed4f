package web

import (
	"fmt"
	"strings"
	"sync"

	"github.com/boombuler/barcode/qr"

	"schreiber/views"
)

// qrModules encodes text as a QR code (error correction M, which survives a
// scratched or glaring screen) and returns its module matrix, dark = true,
// without the quiet zone.
func qrModules(text string) ([][]bool, error) {
	code, err := qr.Encode(text, qr.M, qr.Auto)
	if err != nil {
		return nil, fmt.Errorf("qr code: %w", err)
	}
	b := code.Bounds()
	out := make([][]bool, b.Dy())
	for y := range out {
		out[y] = make([]bool, b.Dx())
		for x := range out[y] {
			r, g, bl, _ := code.At(b.Min.X+x, b.Min.Y+y).RGBA()
			out[y][x] = r+g+bl < 3*0x8000
		}
	}
	return out, nil
}

// qrKept holds the QR codes drawn lately, by their text: a group's page
// shows the same invitation links on every visit, and encoding one takes
// a millisecond. A new code past qrKeep takes the place of an old one.
var qrKept struct {
	sync.Mutex
	codes map[string]views.QR
}

var qrKeep = 256 // a test lowers it

// qrSVG is the QR code of text for the group page; an empty QR (drawn as a
// blank square) if the text cannot be encoded.
func qrSVG(text string) views.QR {
	qrKept.Lock()
	q, ok := qrKept.codes[text]
	qrKept.Unlock()
	if ok {
		return q
	}
	m, err := qrModules(text)
	if err != nil {
		return views.QR{Size: 1}
	}
	q = views.QRFromModules(m)
	qrKept.Lock()
	defer qrKept.Unlock()
	if qrKept.codes == nil {
		qrKept.codes = map[string]views.QR{}
	}
	if len(qrKept.codes) >= qrKeep {
		for old := range qrKept.codes {
			delete(qrKept.codes, old)
			break
		}
	}
	qrKept.codes[text] = q
	return q
}

// TerminalQR draws text's QR code for a terminal, two rows of modules per
// line in half blocks. Light modules and the quiet zone are drawn in the
// terminal's text colour, dark modules are left blank: right on the usual
// dark terminal; a light one shows the code inverted, which phone cameras
// read as well.
func TerminalQR(text string) (string, error) {
	m, err := qrModules(text)
	if err != nil {
		return "", err
	}
	const quiet = 2
	n := len(m) + 2*quiet
	dark := func(x, y int) bool {
		x, y = x-quiet, y-quiet
		return y >= 0 && y < len(m) && x >= 0 && x < len(m) && m[y][x]
	}
	var b strings.Builder
	for y := 0; y < n; y += 2 {
		for x := 0; x < n; x++ {
			top, bottom := !dark(x, y), y+1 < n && !dark(x, y+1)
			switch {
			case top && bottom:
				b.WriteRune('█')
			case top:
				b.WriteRune('▀')
			case bottom:
				b.WriteRune('▄')
			default:
				b.WriteRune(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.String(), nil
}
