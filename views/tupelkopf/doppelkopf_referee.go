package tupelkopf

import (
	"fmt"
	"net/url"
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	rdk "schreiber/rules/doppelkopf"
	"schreiber/rules/msg"
	st "schreiber/scoring/tupelkopf"
	"schreiber/views"
)

// DoppelkopfReferee is the referee for Doppelkopf: the DDV's tournament
// rules and the house rules a table plays with. Asked from a game, it plays
// by that game's rules; on its own it offers the DDV's rules and the house
// rules, which the table may then set one by one.
var DoppelkopfReferee = &views.Referee{
	Game:    rdk.GameName,
	Title:   msg.T("Doppelkopf"),
	Presets: doppelkopfRefPresets(),
	Preset: func(name string) (views.Bench, bool) {
		o, ok := rdk.Preset(name)
		if !ok {
			return views.Bench{}, false
		}
		return doppelkopfRef{opts: o, title: rdk.PresetTitle(name), choose: name == "home"}.bench(), true
	},
	ForGame: func(config []byte, players []string) (views.Bench, error) {
		g, err := st.Engine.DecodeGame(config)
		if err != nil {
			return views.Bench{}, err
		}
		o := doppelkopfOptions(g.Rules)
		d := doppelkopfRef{opts: o, title: msg.Join(msg.T("Doppelkopf:"), o.Describe())}
		// At a table of five the dealer sits out, so the seats of a deal
		// are not the game's seats; they are named by their place.
		if len(players) == rdk.Players {
			d.names = players
		}
		return d.bench(), nil
	},
}

func doppelkopfRefPresets() []views.RefereePreset {
	var out []views.RefereePreset
	for _, name := range rdk.PresetNames() {
		out = append(out, views.RefereePreset{Name: name, Title: rdk.PresetTitle(name)})
	}
	return out
}

// doppelkopfOptions reads the rules of play from a game's frozen rules.
func doppelkopfOptions(r st.Rules) rdk.Options {
	return rdk.Options{Dullen: rdk.Dullen(r.Dullen), Schweinchen: r.Schweinchen, WithoutNines: r.WithoutNines,
		Armut: r.Armut, ArmutLoneFox: r.ArmutLoneFox, HochzeitChoice: r.HochzeitChoice}
}

// doppelkopfRef is the Doppelkopf referee for one table's rules. With
// choose, the house rules are fields of every question, set at first to
// opts; otherwise opts are the table's and fixed.
type doppelkopfRef struct {
	opts   rdk.Options
	title  msg.Text
	choose bool
	names  []string
}

// The fields that set the house rules.
const (
	houseDullen      = "dullen"
	houseSchweinchen = "with_schweinchen"
	houseNoNines     = "without_nines"
	houseArmut       = "with_armut"
	houseChoice      = "hochzeit_choice"
	houseLoneFox     = "lone_fox"
)

// houseFields returns the fields of the named house rules, where the bench
// lets them be chosen.
func (d doppelkopfRef) houseFields(names ...string) []views.Field {
	if !d.choose {
		return nil
	}
	check := func(on bool) string {
		if on {
			return "true"
		}
		return ""
	}
	dullen := string(d.opts.Dullen)
	if dullen == "" {
		dullen = string(rdk.DullenFirst)
	}
	all := map[string]views.Field{
		houseDullen: {Name: houseDullen, Label: msg.T("Two Dullen in one trick"), Kind: views.FieldChoice, Default: dullen,
			Chips: []views.Chip{
				{Value: string(rdk.DullenFirst), Label: msg.T("the first wins (DDV)||referee")},
				{Value: string(rdk.DullenSecond), Label: msg.T("the second wins")},
				{Value: string(rdk.DullenSecondLast), Label: msg.T("the second wins, except in the last trick")}}},
		houseSchweinchen: {Name: houseSchweinchen, Label: msg.T("We play with Schweinchen"), Kind: views.FieldCheck, Default: check(d.opts.Schweinchen)},
		houseNoNines:     {Name: houseNoNines, Label: msg.T("We play without nines"), Kind: views.FieldCheck, Default: check(d.opts.WithoutNines)},
		houseArmut:       {Name: houseArmut, Label: msg.T("We play Armut"), Kind: views.FieldCheck, Default: check(d.opts.Armut)},
		houseLoneFox: {Name: houseLoneFox, Label: msg.T("A lone fox does not count among the Armut's trumps"),
			Kind: views.FieldCheck, Default: check(d.opts.ArmutLoneFox)},
		houseChoice: {Name: houseChoice, Label: msg.T("The Hochzeit chooses the trick that finds the partner"),
			Kind: views.FieldCheck, Default: check(d.opts.HochzeitChoice)},
	}
	out := make([]views.Field, len(names))
	for i, n := range names {
		out[i] = all[n]
	}
	return out
}

// options reads the house rules a question was asked with.
func (d doppelkopfRef) options(f url.Values) rdk.Options {
	if !d.choose {
		return d.opts
	}
	// A question without the Dullen field still speaks of the Dullen.
	dullen := d.opts.Dullen
	if f.Has(houseDullen) {
		dullen = rdk.Dullen(f.Get(houseDullen))
	}
	return rdk.Options{Dullen: dullen, Schweinchen: views.Ticked(f, houseSchweinchen), WithoutNines: views.Ticked(f, houseNoNines),
		Armut: views.Ticked(f, houseArmut), ArmutLoneFox: views.Ticked(f, houseLoneFox), HochzeitChoice: views.Ticked(f, houseChoice)}
}

// deck offers the cards of the table's game; where the table may still
// choose to play without nines, every card, and the engine says which
// are not in the game.
func (d doppelkopfRef) deck() []cards.Card {
	if d.choose {
		return cards.Deck24()
	}
	return d.opts.Kinds()
}

// schweinchen reports whether the questions need to know about Schweinchen.
func (d doppelkopfRef) schweinchen() bool { return d.choose || d.opts.Schweinchen }

func (d doppelkopfRef) bench() views.Bench {
	deck := views.CardChips(d.deck())
	seats := views.SeatChips(rdk.Players, d.names)
	var contracts []views.Chip
	for _, c := range rdk.Contracts {
		contracts = append(contracts, views.Chip{Value: string(c), Label: c.Title()})
	}
	contract := views.Field{Name: "contract", Label: msg.T("Game"), Kind: views.FieldChoice, Chips: contracts, Default: string(rdk.Normal)}
	leader := views.Field{Name: "leader", Label: msg.T("Who led"), Kind: views.FieldChoice, Chips: seats, Default: "0"}
	trick := views.Field{Name: "trick", Label: msg.T("The trick so far"), Kind: views.FieldCards, Chips: deck,
		Help: msg.T("In the order played, from the lead.")}
	pigSeats := views.Field{Name: "schweinchen", Label: msg.T("Who has shown Schweinchen"), Kind: views.FieldChoice,
		Chips: append([]views.Chip{{Value: "none", Label: msg.T("nobody")}}, seats...), Default: "none"}
	myPigs := []views.Field{{Name: "schweinchen", Label: msg.T("I have shown Schweinchen"), Kind: views.FieldCheck}}
	if !d.schweinchen() {
		pigSeats, myPigs = views.Field{}, nil
	}

	follow := append(d.houseFields(houseSchweinchen, houseNoNines), contract)
	follow = append(follow, myPigs...)
	follow = append(follow, leader, trick,
		views.Field{Name: "hand", Label: msg.T("My hand"), Kind: views.FieldCards, Chips: deck},
		views.Field{Name: "card", Label: msg.T("I want to lay"), Kind: views.FieldCard, Chips: deck})

	winner := append(d.houseFields(houseDullen, houseSchweinchen, houseNoNines), contract, leader, trick)
	winner = appendIfAsked(winner, pigSeats)
	winner = append(winner, views.Field{Name: "last", Label: msg.T("This is the deal's last trick"), Kind: views.FieldCheck})

	order := append(d.houseFields(houseSchweinchen, houseNoNines), contract)
	order = append(order, myPigs...)
	order = append(order, views.Field{Name: "card", Label: msg.T("Where does this card rank? (optional)"), Kind: views.FieldCard, Chips: deck})

	return views.Bench{Variant: d.title, Questions: []views.Question{
		{Name: "follow", Title: msg.T("Must I follow?"), Fields: follow, Ask: d.named(d.askFollow)},
		{Name: "winner", Title: msg.T("Who takes this trick?"), Fields: winner, Ask: d.named(d.askWinner)},
		{Name: "order", Title: msg.T("Which cards are trump?"), Fields: order, Ask: d.named(d.askOrder)},
		{Name: "announce", Title: msg.T("May I still announce this?"), Fields: d.announceFields(), Ask: d.named(d.askAnnounce)},
		{Name: "vorbehalt", Title: msg.T("Which Vorbehalt goes first?"), Fields: d.vorbehaltFields(seats), Ask: d.named(d.askVorbehalt)},
		{Name: "hochzeit", Title: msg.T("Who marries the Hochzeit?"), Fields: d.hochzeitFields(seats, deck, pigSeats), Ask: d.named(d.askHochzeit)},
		{Name: "declare", Title: msg.T("May I declare Armut or Hochzeit?"), Fields: d.declareFields(deck), Ask: d.named(d.askDeclare)},
	}}
}

// named answers as ask does, with every seat the engine names said by the
// player's name at a game's table.
func (d doppelkopfRef) named(ask func(url.Values) (views.Answer, error)) func(url.Values) (views.Answer, error) {
	return func(f url.Values) (views.Answer, error) {
		a, err := ask(f)
		return a.NameSeats(d.names), err
	}
}

// appendIfAsked appends f unless it is the zero Field of a question that
// does not need it.
func appendIfAsked(fs []views.Field, f views.Field) []views.Field {
	if f.Name == "" {
		return fs
	}
	return append(fs, f)
}

func (d doppelkopfRef) announceFields() []views.Field {
	var calls []views.Chip
	for _, a := range rdk.Announcements {
		calls = append(calls, views.Chip{Value: string(a), Label: a.Title()})
	}
	stages := []views.Chip{{Value: "0", Label: msg.T("nothing")}, {Value: "1", Label: msg.T("Re or Kontra")}}
	for s := 2; s <= 5; s++ {
		stages = append(stages, views.Chip{Value: fmt.Sprint(s), Label: rdk.StageOf(s, true).Title()})
	}
	most := 12
	if !d.choose {
		most = d.opts.HandSize()
	}
	return append(d.houseFields(houseNoNines),
		views.Field{Name: "announcement", Label: msg.T("I announce"), Kind: views.FieldChoice, Chips: calls},
		views.Field{Name: "party", Label: msg.T("My party"), Kind: views.FieldChoice, Default: "re", Chips: []views.Chip{
			{Value: "re", Label: msg.T("Re (a Kreuz-Dame, or the soloist)")},
			{Value: "kontra", Label: msg.T("Kontra")}}},
		views.Field{Name: "inHand", Label: msg.T("Cards I still hold"), Kind: views.FieldNumber, Min: 0, Max: most, Default: fmt.Sprint(most)},
		views.Field{Name: "own", Label: msg.T("My party has announced so far"), Kind: views.FieldChoice, Chips: stages, Default: "0"},
		views.Field{Name: "ownReply", Label: msg.T("My party's Re or Kontra came only as a reply, after its own deadline"), Kind: views.FieldCheck},
		views.Field{Name: "other", Label: msg.T("The other party has announced so far"), Kind: views.FieldChoice, Chips: stages, Default: "0"},
		views.Field{Name: "hochzeit", Label: msg.T("Hochzeit"), Kind: views.FieldChoice, Default: "none", Chips: []views.Chip{
			{Value: "none", Label: msg.T("no Hochzeit")},
			{Value: "0", Label: msg.T("partner not settled yet")},
			{Value: "1", Label: msg.T("settled by trick 1")},
			{Value: "2", Label: msg.T("settled by trick 2")},
			{Value: "3", Label: msg.T("settled by trick 3")}}})
}

// vorbehaltChips offers what a player may declare at this table.
func (d doppelkopfRef) vorbehaltChips() []views.Chip {
	var out []views.Chip
	for _, v := range rdk.Vorbehalte {
		if v == rdk.VorbehaltArmut && !d.choose && !d.opts.Armut {
			continue
		}
		value := string(v)
		if v == rdk.VorbehaltGesund {
			value = "gesund"
		}
		out = append(out, views.Chip{Value: value, Label: v.Title()})
	}
	return out
}

func (d doppelkopfRef) vorbehaltFields(seats []views.Chip) []views.Field {
	out := append(d.houseFields(houseArmut),
		views.Field{Name: "dealer", Label: msg.T("Dealer"), Kind: views.FieldChoice, Chips: seats, Default: "0"})
	for s := range rdk.Players {
		out = append(out, views.Field{Name: fmt.Sprintf("declared%d", s), Label: msg.T("%s declares", views.SeatName(s, d.names)),
			Kind: views.FieldChoice, Chips: d.vorbehaltChips(), Default: "gesund"})
	}
	return out
}

func (d doppelkopfRef) hochzeitFields(seats, deck []views.Chip, pigSeats views.Field) []views.Field {
	out := append(d.houseFields(houseChoice, houseDullen, houseSchweinchen, houseNoNines),
		views.Field{Name: "bride", Label: msg.T("Who has the Hochzeit"), Kind: views.FieldChoice, Chips: seats, Default: "0"})
	if d.choose || d.opts.HochzeitChoice {
		var finds []views.Chip
		for _, f := range rdk.Findings {
			finds = append(finds, views.Chip{Value: string(f), Label: f.Title()})
		}
		out = append(out, views.Field{Name: "finding", Label: msg.T("The trick the Hochzeit named"),
			Kind: views.FieldChoice, Chips: finds, Default: string(rdk.FindFirst)})
	}
	out = appendIfAsked(out, pigSeats)
	out = append(out, views.Field{Name: "leader", Label: msg.T("Who led the first trick"), Kind: views.FieldChoice, Chips: seats, Default: "0"})
	for n := 1; n <= rdk.HochzeitWindow; n++ {
		help := msg.T("Led by whoever took the trick before.")
		if n == 1 {
			help = msg.T("All four cards, in the order played.")
		}
		out = append(out, views.Field{Name: fmt.Sprintf("trick%d", n), Label: msg.T("Trick %d", n), Help: help, Kind: views.FieldCards, Chips: deck})
	}
	return out
}

func (d doppelkopfRef) declareFields(deck []views.Chip) []views.Field {
	var kinds []views.Chip
	for _, c := range d.vorbehaltChips() {
		if c.Value == string(rdk.VorbehaltHochzeit) || c.Value == string(rdk.VorbehaltArmut) || c.Value == "gesund" {
			kinds = append(kinds, c)
		}
	}
	return append(d.houseFields(houseArmut, houseLoneFox, houseNoNines),
		views.Field{Name: "kind", Label: msg.T("I declare"), Kind: views.FieldChoice, Chips: kinds},
		views.Field{Name: "hand", Label: msg.T("My hand as dealt"), Kind: views.FieldCards, Chips: deck})
}

// game reads the house rules and the contract a question was asked with.
func (d doppelkopfRef) game(f url.Values) rdk.Game {
	c := rdk.Contract(f.Get("contract"))
	if c == "" {
		c = rdk.Normal
	}
	return rdk.Game{Options: d.options(f), Contract: c}
}

// trick reads the cards of a trick, seated clockwise from the leader.
func (d doppelkopfRef) trick(f url.Values, field string, leader int) ([]rdk.Play, error) {
	cs, err := views.ParseCards(field, f.Get(field), cards.Deck24())
	if err != nil {
		return nil, err
	}
	if len(cs) > rdk.Players {
		return nil, msg.Errorf(field, "A trick has at most four cards.")
	}
	out := make([]rdk.Play, len(cs))
	for i, c := range cs {
		out[i] = rdk.Play{Seat: (leader + i) % rdk.Players, Card: c}
	}
	return out, nil
}

// pigSeat reads who has shown Schweinchen: nobody, or a seat.
func (d doppelkopfRef) pigSeat(f url.Values) ([]int, error) {
	if v := f.Get("schweinchen"); v == "" || v == "none" {
		return nil, nil
	}
	s, err := views.PickedNumber(f, "schweinchen", 0, rdk.Players-1)
	if err != nil {
		return nil, err
	}
	return []int{s}, nil
}

func (d doppelkopfRef) askFollow(f url.Values) (views.Answer, error) {
	leader, err := views.PickedNumber(f, "leader", 0, rdk.Players-1)
	if err != nil {
		return views.Answer{}, err
	}
	trick, err := d.trick(f, "trick", leader)
	if err != nil {
		return views.Answer{}, err
	}
	hand, err := views.ParseCards("hand", f.Get("hand"), cards.Deck24())
	if err != nil {
		return views.Answer{}, err
	}
	card, err := views.PickedCard(f, "card", cards.Deck24())
	if err != nil {
		return views.Answer{}, err
	}
	g := d.game(f)
	me := (leader + len(trick)) % rdk.Players
	if views.Ticked(f, "schweinchen") {
		g.Schweinchen = []int{me}
	}
	r, err := g.Legal(rdk.Turn{Seat: me, Hand: hand, Trick: trick}, card)
	if err != nil {
		return views.Answer{}, err
	}
	ans := views.Ruled(r)
	if w, err := g.Which(me, card); err == nil {
		ans.More = append(ans.More, views.Found(msg.T("Where it ranks"), w))
	}
	return ans, nil
}

func (d doppelkopfRef) askWinner(f url.Values) (views.Answer, error) {
	leader, err := views.PickedNumber(f, "leader", 0, rdk.Players-1)
	if err != nil {
		return views.Answer{}, err
	}
	trick, err := d.trick(f, "trick", leader)
	if err != nil {
		return views.Answer{}, err
	}
	if len(trick) == 0 {
		return views.Answer{}, msg.Errorf("trick", "Enter the cards of the trick.")
	}
	g := d.game(f)
	if g.Schweinchen, err = d.pigSeat(f); err != nil {
		return views.Answer{}, err
	}
	w, err := g.Winner(trick, views.Ticked(f, "last"))
	if err != nil {
		return views.Answer{}, err
	}
	return views.Found(msg.T("%s takes the trick", views.SeatName(w.Seat, d.names)), w.Why), nil
}

func (d doppelkopfRef) askOrder(f url.Values) (views.Answer, error) {
	g := d.game(f)
	if views.Ticked(f, "schweinchen") {
		g.Schweinchen = []int{0}
	}
	if err := g.Validate(); err != nil {
		return views.Answer{}, err
	}
	order := g.Ranking(0, rdk.Trump)
	ans := views.Answer{Verdict: views.Result, Headline: msg.T("Trumps from the top: %d kinds", len(order)),
		Reason: msg.T("Every kind is in the game twice; of two equal cards the first one played wins, and at this table %s.",
			g.Options.Dullen.Title()),
		Rule: rdk.Ref("trumps"), Cards: views.ListChips(order)}
	if g.Contract.IsSolo() {
		ans.Rule = rdk.Ref("solo")
	}
	if len(order) == 0 {
		ans.Headline, ans.Reason = msg.T("No trumps"), msg.T("In a Knochenloser there are no trumps; only the suits count.")
	}
	for _, s := range cards.Suits {
		cl := rules.FehlOf(s)
		if suit := g.Ranking(0, cl); len(suit) > 0 {
			more := views.Answer{Verdict: views.Result, Headline: msg.T("%s from the top", cl.Title()),
				Reason: msg.T("%d kinds, each twice in the game.", len(suit)), Rule: rdk.Ref("fehl"), Cards: views.ListChips(suit)}
			if g.Contract.IsSolo() {
				more.Rule = rdk.Ref("solo")
			}
			ans.More = append(ans.More, more)
		}
	}
	if f.Get("card") != "" {
		card, err := views.PickedCard(f, "card", cards.Deck24())
		if err != nil {
			return views.Answer{}, err
		}
		w, err := g.Which(0, card)
		if err != nil {
			return views.Answer{}, err
		}
		ans.More = append([]views.Answer{views.Found(msg.T("This card"), w)}, ans.More...)
	}
	return ans, nil
}

func (d doppelkopfRef) askAnnounce(f url.Values) (views.Answer, error) {
	a := rdk.Announcement(f.Get("announcement"))
	if a.Stage() == 0 {
		return views.Answer{}, msg.Errorf("announcement", "Pick the announcement.")
	}
	c := rdk.Calling{Options: d.options(f), Re: f.Get("party") != "kontra", OwnReply: views.Ticked(f, "ownReply")}
	var err error
	if c.InHand, err = views.PickedNumber(f, "inHand", 0, 12); err != nil {
		return views.Answer{}, err
	}
	if c.Own, err = announcedStage(f, "own"); err != nil {
		return views.Answer{}, err
	}
	if c.Other, err = announcedStage(f, "other"); err != nil {
		return views.Answer{}, err
	}
	if h := f.Get("hochzeit"); h != "" && h != "none" {
		c.Hochzeit = true
		if c.Settled, err = views.PickedNumber(f, "hochzeit", 0, rdk.HochzeitWindow); err != nil {
			return views.Answer{}, err
		}
	}
	r, err := c.May(a)
	if err != nil {
		return views.Answer{}, views.RenameField(err, "settled", "hochzeit")
	}
	return views.Ruled(r), nil
}

// announcedStage reads what a party has announced; nothing when the field is empty.
func announcedStage(f url.Values, field string) (int, error) {
	if f.Get(field) == "" {
		return 0, nil
	}
	return views.PickedNumber(f, field, 0, 5)
}

func (d doppelkopfRef) askVorbehalt(f url.Values) (views.Answer, error) {
	dealer, err := views.PickedNumber(f, "dealer", 0, rdk.Players-1)
	if err != nil {
		return views.Answer{}, err
	}
	q := rdk.Asking{Options: d.options(f), Dealer: dealer}
	for s := range rdk.Players {
		field := fmt.Sprintf("declared%d", s)
		v := rdk.Vorbehalt(f.Get(field))
		if v == "gesund" {
			v = rdk.VorbehaltGesund
		}
		if !slices.Contains(rdk.Vorbehalte, v) {
			return views.Answer{}, msg.Errorf(field, "Pick what this player declared.")
		}
		if v == rdk.VorbehaltArmut && !q.Options.Armut {
			return views.Answer{}, msg.Errorf(field, "This table plays without Armut.")
		}
		q.Declared = append(q.Declared, v)
	}
	o, err := q.Decide()
	if err != nil {
		return views.Answer{}, views.RenameField(err, "declared", "")
	}
	head := msg.T("A normal game")
	if o.Seat >= 0 {
		head = msg.T("%s: %s", views.SeatName(o.Seat, d.names), o.Kind.Title())
	}
	var asked []msg.Text
	for _, s := range rdk.AskOrder(dealer) {
		asked = append(asked, views.SeatName(s, d.names))
	}
	ans := views.Found(head, o.Why)
	ans.More = append(ans.More, views.Found(msg.T("%s leads", views.SeatName(o.Leader, d.names)), o.Lead),
		views.Answer{Verdict: views.Result, Headline: msg.T("The order of asking"),
			Reason: msg.T("Asked in turn: %s; of equal Vorbehalte the one asked first goes first.", views.JoinTexts(asked)),
			Rule:   rdk.Ref("vorbehalte")})
	return ans, nil
}

func (d doppelkopfRef) askHochzeit(f url.Values) (views.Answer, error) {
	bride, err := views.PickedNumber(f, "bride", 0, rdk.Players-1)
	if err != nil {
		return views.Answer{}, err
	}
	leader, err := views.PickedNumber(f, "leader", 0, rdk.Players-1)
	if err != nil {
		return views.Answer{}, err
	}
	g := d.game(f)
	g.Contract = rdk.Normal
	if g.Schweinchen, err = d.pigSeat(f); err != nil {
		return views.Answer{}, err
	}
	if err := g.Validate(); err != nil {
		return views.Answer{}, err
	}
	h := rdk.Hochzeit{Seat: bride, Finding: rdk.Finding(f.Get("finding"))}
	var tricks [][]rdk.Play
	for n := 1; n <= rdk.HochzeitWindow; n++ {
		field := fmt.Sprintf("trick%d", n)
		t, err := d.trick(f, field, leader)
		if err != nil {
			return views.Answer{}, err
		}
		if len(t) == 0 {
			for m := n + 1; m <= rdk.HochzeitWindow; m++ {
				if f.Get(fmt.Sprintf("trick%d", m)) != "" {
					return views.Answer{}, msg.Errorf(field, "Enter the tricks in the order played.")
				}
			}
			break
		}
		if len(t) < rdk.Players {
			return views.Answer{}, msg.Errorf(field, "Enter all four cards of the trick.")
		}
		tricks = append(tricks, t)
		w, err := g.Winner(t, false)
		if err != nil {
			return views.Answer{}, views.RenameField(err, "trick", field)
		}
		leader = w.Seat
	}
	m, err := g.Marry(h, tricks)
	if err != nil {
		for i := range rdk.HochzeitWindow {
			err = views.RenameField(err, fmt.Sprintf("tricks[%d]", i), fmt.Sprintf("trick%d", i+1))
		}
		return views.Answer{}, views.RenameField(views.RenameField(err, "tricks", "trick1"), "hochzeit", "bride")
	}
	head := msg.T("Not settled yet")
	switch {
	case m.Partner >= 0:
		head = msg.T("%s marries the Hochzeit", views.SeatName(m.Partner, d.names))
	case m.Alone:
		head = msg.T("%s plays alone", views.SeatName(bride, d.names))
	}
	ans := views.Found(head, m.Why)
	for i, w := range m.Winners {
		ans.More = append(ans.More, views.Found(msg.T("Trick %d: %s", i+1, views.SeatName(w.Seat, d.names)), w.Why))
	}
	return ans, nil
}

func (d doppelkopfRef) askDeclare(f url.Values) (views.Answer, error) {
	v := rdk.Vorbehalt(f.Get("kind"))
	if v == "gesund" {
		v = rdk.VorbehaltGesund
	} else if v == rdk.VorbehaltGesund {
		return views.Answer{}, msg.Errorf("kind", "Pick the Vorbehalt.")
	}
	hand, err := views.ParseCards("hand", f.Get("hand"), cards.Deck24())
	if err != nil {
		return views.Answer{}, err
	}
	r, err := d.options(f).MayDeclare(v, hand)
	if err != nil {
		return views.Answer{}, err
	}
	return views.Ruled(r), nil
}
