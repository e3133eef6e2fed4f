package web

import (
	"time"

	"schreiber/rules/msg"
)

// Limits on new groups. Anyone can start a group, and each group can take
// an import and hold streams; a family starts a few a year and a club a
// dozen on its first evening, so each limit lets that many through at once
// and refills within the hour. Past a limit the form comes back with what
// was typed and 429.
const (
	// newGroupsPerDevice: a club's organiser starting every table of the
	// first evening from one phone.
	newGroupsPerDevice = 12
	// newGroupsPerAddress: the phones of a pub or club behind one address,
	// a few of them starting their tables' groups in the same hour.
	newGroupsPerAddress = 30
	// newGroupsInAll: every group the server starts within the hour. A
	// client that makes up addresses and throws its cookies away passes the
	// two limits above; this one still holds it to one group every 6 s, so
	// that it cannot fill the disk or the streams with groups of its own.
	newGroupsInAll = 600
	// newGroupsRefill is how long an emptied limit takes to refill.
	newGroupsRefill = time.Hour
)

// GroupLimits bounds how many groups are started: per device, per client
// address (an IPv4 address or an IPv6 /64) and in all. Each many are let
// through at once, and as many again within the hour. Zero is the default
// (12, 30, 600); negative, no limit (for tests that start many groups from
// one phone).
type GroupLimits struct {
	PerDevice  int
	PerAddress int
	InAll      int
}

// newGroupLimits is the server's share of the limits on new groups; a nil
// limiter limits nothing.
type newGroupLimits struct {
	device, address, all *limiter
}

func (g GroupLimits) limiters() newGroupLimits {
	one := func(n, def int) *limiter {
		switch {
		case n < 0:
			return nil
		case n == 0:
			n = def
		}
		return newLimiter(n, newGroupsRefill/time.Duration(n))
	}
	return newGroupLimits{device: one(g.PerDevice, newGroupsPerDevice), address: one(g.PerAddress, newGroupsPerAddress),
		all: one(g.InAll, newGroupsInAll)}
}

// allGroups is the one key of the server-wide limit.
const allGroups = "all"

// admit takes one new group from each limit of the device and the address,
// or none and says which limit is used up and how soon it lets one more
// through.
func (g newGroupLimits) admit(device, address string) (msg.Text, time.Duration, bool) {
	checks := []struct {
		l   *limiter
		key string
		say msg.Text
	}{
		{g.device, device, msg.T("This phone started many groups within the hour, the most it may. Nothing was stored; try again later.")},
		{g.address, address, msg.T("Many groups were started from this network within the hour, the most it may. Nothing was stored; try again later.")},
		{g.all, allGroups, msg.T("The server starts no more groups for now. Nothing was stored; try again in a few minutes.")},
	}
	for _, c := range checks {
		if c.l != nil && c.l.blocked(c.key) {
			return c.say, c.l.interval, false
		}
	}
	for _, c := range checks {
		if c.l != nil {
			c.l.allow(c.key)
		}
	}
	return msg.Text{}, 0, true
}
