package web

import (
	"net"
	"strconv"
)

// LANURLs returns the addresses that phones on the same network can open
// to reach a server listening on addr: every address of this machine's
// network interfaces when it listens on all of them (IPv4 first, since
// that is what phones on a home network use), the one address when it
// listens on one, and none when it listens on loopback only.
func LANURLs(addr net.Addr) []string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok {
		return nil
	}
	port := strconv.Itoa(tcp.Port)
	switch {
	case tcp.IP.IsLoopback():
		return nil
	case !tcp.IP.IsUnspecified():
		return []string{"http://" + net.JoinHostPort(tcp.IP.String(), port)}
	}
	var v4, v6 []string
	ifaces, _ := net.Interfaces()
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok || !ipn.IP.IsGlobalUnicast() {
				continue
			}
			u := "http://" + net.JoinHostPort(ipn.IP.String(), port)
			if ipn.IP.To4() != nil {
				v4 = append(v4, u)
			} else if tcp.IP.To4() == nil {
				v6 = append(v6, u)
			}
		}
	}
	return append(v4, v6...)
}

// LocalURL is the address to open on this machine itself.
func LocalURL(addr net.Addr) string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || !tcp.IP.IsUnspecified() {
		return "http://" + addr.String()
	}
	return "http://" + net.JoinHostPort("localhost", strconv.Itoa(tcp.Port))
}
