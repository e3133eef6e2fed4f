package tupelkopf

// distribute turns a figure won by party p into per-seat changes that add up
// to zero. order lists the seats starting left of the dealer; it decides who
// carries a leftover Bunkt when a share does not divide evenly.
func distribute(share Share, x int, p Party, party []Party, order []int) []int {
	delta := make([]int, len(party))
	if x == 0 {
		return delta
	}
	var own, opp []int
	for _, s := range order {
		if party[s] == p {
			own = append(own, s)
		} else {
			opp = append(opp, s)
		}
	}
	if len(own) == 0 || len(opp) == 0 {
		return delta
	}
	if share == SharePairwise {
		g := gcd(len(own), len(opp))
		for _, s := range own {
			delta[s] = x * len(opp) / g
		}
		for _, s := range opp {
			delta[s] = -x * len(own) / g
		}
		return delta
	}
	// Carry: each player of the larger party (both when equal) moves by x;
	// the smaller party's players split the balance.
	if len(own) >= len(opp) {
		for _, s := range own {
			delta[s] = x
		}
		split(delta, opp, -x*len(own))
	} else {
		for _, s := range opp {
			delta[s] = -x
		}
		split(delta, own, x*len(opp))
	}
	return delta
}

// split shares total among seats as evenly as whole Bunkte allow; the first
// seats in the list carry the leftover, one Bunkt each.
func split(delta []int, seats []int, total int) {
	k := len(seats)
	sign := 1
	if total < 0 {
		sign, total = -1, -total
	}
	q, r := total/k, total%k
	for i, s := range seats {
		v := q
		if i < r {
			v++
		}
		delta[s] = sign * v
	}
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
