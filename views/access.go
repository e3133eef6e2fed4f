package views

import (
	"strconv"
	"strings"
)

// QR is a QR code drawn as one SVG path: Size modules square (its quiet
// zone included) and a path of unit squares. Path holds only the letters
// M, h, v, z, digits and spaces, made from the code's module matrix; no
// text of any user ever reaches it.
type QR struct {
	Size int
	Path string
}

// QRFromModules draws a square matrix of modules (true is dark) with a
// quiet zone of four modules around it, as scanners expect.
func QRFromModules(dark [][]bool) QR {
	const quiet = 4
	var b strings.Builder
	for y, row := range dark {
		for x := 0; x < len(row); {
			if !row[x] {
				x++
				continue
			}
			run := 1
			for x+run < len(row) && row[x+run] {
				run++
			}
			b.WriteString("M")
			b.WriteString(strconv.Itoa(x + quiet))
			b.WriteString(" ")
			b.WriteString(strconv.Itoa(y + quiet))
			b.WriteString("h")
			b.WriteString(strconv.Itoa(run))
			b.WriteString("v1h-")
			b.WriteString(strconv.Itoa(run))
			b.WriteString("z")
			x += run
		}
	}
	return QR{Size: len(dark) + 2*quiet, Path: b.String()}
}

// viewBox is the SVG's coordinate box.
func (q QR) viewBox() string { return "0 0 " + strconv.Itoa(q.Size) + " " + strconv.Itoa(q.Size) }

// DeviceItem is a device as the group page lists it.
type DeviceItem struct {
	ID        string
	Name      string // chosen by its user; "" until then
	Label     string // guessed from its browser, e.g. "Android Chrome #k3x9"
	Role      string // "scorer" or "viewer"
	FirstSeen string
	LastSeen  string
	This      bool // the device looking at the page
}

// Title is how the list names the device.
func (d DeviceItem) Title() string {
	if d.Name != "" {
		return d.Name
	}
	return d.Label
}
