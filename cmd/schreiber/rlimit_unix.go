//go:build unix

package main

import (
	"math"
	"syscall"
)

// raiseOpenFiles raises the process's soft limit on open files to its hard
// limit, where the system allows, and returns the soft limit in force.
// Every connection takes a file, and the limit on live streams is set from
// it. Go itself raises the limit as a program starts on most systems; this
// makes sure of it, and reads what it came to.
func raiseOpenFiles() (int, error) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 0, err
	}
	var err error
	if lim.Cur < lim.Max {
		raised := lim
		raised.Cur = raised.Max
		if err = syscall.Setrlimit(syscall.RLIMIT_NOFILE, &raised); err == nil {
			lim = raised
		}
	}
	return int(min(uint64(lim.Cur), math.MaxInt32)), err
}
