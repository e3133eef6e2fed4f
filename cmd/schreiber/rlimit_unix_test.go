//go:build unix

package main

import (
	"syscall"
	"testing"
)

// TestRaiseOpenFiles lowers this process's soft limit on open files and
// wants raiseOpenFiles to bring it up to the hard limit again.
func TestRaiseOpenFiles(t *testing.T) {
	var was syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &was); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Setrlimit(syscall.RLIMIT_NOFILE, &was) })
	lowered := was
	lowered.Cur = min(was.Cur, was.Max/2)
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lowered); err != nil {
		t.Fatal(err)
	}
	got, err := raiseOpenFiles()
	if err != nil {
		t.Fatal(err)
	}
	var now syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &now); err != nil {
		t.Fatal(err)
	}
	if now.Cur != now.Max || uint64(got) != min(uint64(now.Cur), 1<<31-1) {
		t.Errorf("after raising: soft %d, hard %d, reported %d", now.Cur, now.Max, got)
	}
	t.Logf("open files: soft limit %d lowered to %d, raised to %d", was.Cur, lowered.Cur, got)
}
