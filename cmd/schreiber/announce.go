package main

import (
	"fmt"
	"io"
	"log/slog"
	"os"

	"schreiber/web"
)

// announce says at start how the phones at the table reach the server: the
// addresses they can open, and on a terminal a QR code of the first one to
// scan. A server that only this machine can reach says how to change that.
func announce(stderr io.Writer, logger *slog.Logger, phones []string) {
	if len(phones) == 0 {
		logger.Info("only this machine can reach the server; to serve the phones on this network, start it with -addr :8080")
		return
	}
	logger.Info("phones on this network can open", "urls", phones)
	if !isTerminal(stderr) {
		return
	}
	code, err := web.TerminalQR(phones[0])
	if err != nil {
		return
	}
	fmt.Fprintf(stderr, "\nScan to open %s on a phone:\n\n%s\n", phones[0], code)
}

// isTerminal reports whether w is a terminal, where a QR code can be seen;
// in a log file it would only be noise.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
