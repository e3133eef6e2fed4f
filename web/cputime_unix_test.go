//go:build unix

package web

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the test process has spent so far, in user
// and system mode together, on every thread.
func processCPU() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
