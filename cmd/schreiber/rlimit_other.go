//go:build !unix

package main

// raiseOpenFiles does nothing where the system has no limit on open files
// of the Unix kind, and says so with 0: the live streams are then bounded by
// their own limits only.
func raiseOpenFiles() (int, error) { return 0, nil }
