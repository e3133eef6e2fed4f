package tupelkopf

import (
	"slices"
	"strings"
	"testing"

	rd "schreiber/rules/doppelkopf"
	"schreiber/rules/msg"
	"schreiber/scoring/tupelkopf"
	"schreiber/views"
)

// doppelkopfBook returns the Doppelkopf rulebook as the pages serve it.
func doppelkopfBook(t *testing.T) views.Rulebook {
	t.Helper()
	return DoppelkopfKind.Rulebook
}

// doppelkopfFixedIDs are the sections the engines of Doppelkopf cite or
// will cite; the rulebook must hold every one.
var doppelkopfFixedIDs = []string{
	"doppelkopf.cards", "doppelkopf.trumps", "doppelkopf.dullen", "doppelkopf.schweinchen", "doppelkopf.fehl",
	"doppelkopf.follow", "doppelkopf.winner", "doppelkopf.lead", "doppelkopf.parties", "doppelkopf.announce",
	"doppelkopf.announce.reply", "doppelkopf.vorbehalte", "doppelkopf.hochzeit", "doppelkopf.armut", "doppelkopf.solo",
	"doppelkopf.pflichtsolo", "doppelkopf.scoring", "doppelkopf.solo-bonus", "doppelkopf.bock", "doppelkopf.end",
	"doppelkopf.fast-entry",
}

// ddvItemRules are the rule ids of the points the DDV scoring gives, "" for
// the game value as a whole.
var ddvItemRules = []string{"", "ddv-won", "ddv-below90", "ddv-below60", "ddv-below30", "ddv-schwarz", "ddv-re", "ddv-kontra",
	"ddv-re-absagen", "ddv-kontra-absagen", "ddv-re-against", "ddv-kontra-against", "ddv-gegen-die-alten",
	"ddv-doppelkopf", "ddv-fox", "ddv-karlchen"}

// TestDoppelkopfRulebookHoldsEveryCitedSection makes a ruling's "why?" land:
// the fixed ids, every section the referee of rules/doppelkopf cites, the
// DDV's points and the presets are on the Doppelkopf page, and moved there
// from the Tupelkopf page rather than copied.
func TestDoppelkopfRulebookHoldsEveryCitedSection(t *testing.T) {
	book := doppelkopfBook(t)
	tupel := Kind.Rulebook
	ids := slices.Clone(doppelkopfFixedIDs)
	for _, id := range rd.Sections() {
		ref := rd.Ref(id)
		if ref.Game != book.Game {
			t.Errorf("rules/doppelkopf cites %s in the rules of %q", ref.Section, ref.Game)
		}
		ids = append(ids, ref.Section)
	}
	var moved []string
	for _, id := range ddvItemRules {
		moved = append(moved, tupelkopf.DDVRuleRef(id).Section)
	}
	for _, preset := range tupelkopf.DoppelkopfPresets() {
		moved = append(moved, views.PresetAnchor(preset))
	}
	if len(moved) < len(ddvItemRules)+2 {
		t.Errorf("the Doppelkopf presets are %v; want the DDV's and the home rules'", tupelkopf.DoppelkopfPresets())
	}
	for _, id := range append(ids, moved...) {
		if !book.Has(id) {
			t.Errorf("/rules/doppelkopf has no section %q", id)
		}
	}
	for _, id := range moved {
		if tupel.Has(id) {
			t.Errorf("/rules/tupelkopf still has %q, which belongs to Doppelkopf", id)
		}
	}
}

// TestDoppelkopfRulebookIsWrittenInBothLanguages checks every heading,
// paragraph and item in English and German, every paragraph translated,
// no heading that is only its id and no text a setting failed to fill.
func TestDoppelkopfRulebookIsWrittenInBothLanguages(t *testing.T) {
	book := doppelkopfBook(t)
	check := func(where string, x msg.Text, translated bool) {
		t.Helper()
		switch {
		case strings.TrimSpace(views.EN.Of(x)) == "" || strings.TrimSpace(views.DE.Of(x)) == "":
			t.Errorf("%s: %q / %q misses a language", where, views.EN.Of(x), views.DE.Of(x))
		case translated && views.EN.Of(x) == views.DE.Of(x):
			t.Errorf("%s: the same in both languages: %q", where, views.EN.Of(x))
		case strings.Contains(views.EN.Of(x)+views.DE.Of(x), "%"):
			t.Errorf("%s: an unfilled or broken verb: %q / %q", where, views.EN.Of(x), views.DE.Of(x))
		}
	}
	paras := func(where string, ps []views.Para) {
		for _, p := range ps {
			if !p.Text.IsZero() {
				check(where+" paragraph", p.Text, true)
			}
			for _, it := range p.Items {
				check(where+" item", it, false)
			}
		}
	}
	check("summary", book.Summary, true)
	sections := 0
	for _, ch := range book.Chapters {
		check(ch.ID, ch.Title, true)
		paras(ch.ID, ch.Intro)
		for _, s := range ch.Sections {
			sections++
			check(s.ID, s.Title, false)
			if views.EN.Of(s.Title) == s.ID || views.DE.Of(s.Title) == s.ID {
				t.Errorf("%s is headed by its id", s.ID)
			}
			if len(s.Body) == 0 || s.Body[0].Text.IsZero() {
				t.Errorf("%s starts without a paragraph", s.ID)
			}
			paras(s.ID, s.Body)
		}
	}
	if sections < len(doppelkopfFixedIDs)+len(ddvItemRules) {
		t.Errorf("%d sections; the fixed ids and the DDV's points alone are %d", sections, len(doppelkopfFixedIDs)+len(ddvItemRules))
	}
}

// dkBookText is every word of a rulebook in one language.
func dkBookText(b views.Rulebook, lang string) string {
	var sb strings.Builder
	add := func(x msg.Text) { sb.WriteString(views.Lang(lang).Of(x) + "\n") }
	addParas := func(ps []views.Para) {
		for _, p := range ps {
			add(p.Text)
			for _, it := range p.Items {
				add(it)
			}
		}
	}
	for _, ch := range b.Chapters {
		add(ch.Title)
		addParas(ch.Intro)
		for _, s := range ch.Sections {
			add(s.Title)
			addParas(s.Body)
		}
	}
	return sb.String()
}

// TestDoppelkopfRulebookNamesEverySetting makes the page and the new-game
// form speak alike: every option the form offers for Doppelkopf, and every
// value of a choice, is named on the page with the form's own words.
func TestDoppelkopfRulebookNamesEverySetting(t *testing.T) {
	book := doppelkopfBook(t)
	en, de := dkBookText(book, "en"), dkBookText(book, "de")
	for _, g := range tupelkopf.DoppelkopfSetup.Options {
		for _, o := range g.Options {
			labels := []msg.Text{o.Label}
			for _, c := range o.Choices {
				labels = append(labels, c.Label)
			}
			for _, l := range labels {
				if !strings.Contains(en, views.EN.Of(l)) || !strings.Contains(de, views.DE.Of(l)) {
					t.Errorf("option %s: the page does not name %q / %q", o.Name, views.EN.Of(l), views.DE.Of(l))
				}
			}
		}
	}
}

// dkPresetItems returns the list of what a preset's section says it sets.
func dkPresetItems(t *testing.T, book views.Rulebook, preset string) []string {
	t.Helper()
	for _, ch := range book.Chapters {
		for _, s := range ch.Sections {
			if s.ID != views.PresetAnchor(preset) {
				continue
			}
			var out []string
			for _, p := range s.Body {
				for _, it := range p.Items {
					out = append(out, views.EN.Of(it))
				}
			}
			return out
		}
	}
	t.Fatalf("no section on the preset %s", preset)
	return nil
}

// TestDoppelkopfPresetSectionsSayWhatTheySet holds the presets' sections to
// the presets: the DDV's sets 24 deals, the Pflichtsolo and the first Dulle
// winning, as the page says elsewhere, and no Bock; the home rules' names
// every option in which it differs from the DDV's, and Bock after 120:120
// and after a lost announcement, as its section says.
func TestDoppelkopfPresetSectionsSayWhatTheySet(t *testing.T) {
	book := doppelkopfBook(t)
	label := func(name string) string {
		for _, g := range tupelkopf.DoppelkopfSetup.Options {
			for _, o := range g.Options {
				if o.Name == name {
					return views.EN.Of(o.Label)
				}
			}
		}
		t.Fatalf("no option %s", name)
		return ""
	}
	names := func(items []string, name string) bool {
		return slices.ContainsFunc(items, func(it string) bool { return strings.HasPrefix(it, label(name)) })
	}
	ddv := dkPresetItems(t, book, "doppelkopf")
	for _, want := range []string{label("deals") + ": 24", label("pflichtsolo"), label("dullen") + ": the first wins (DDV)"} {
		if !slices.Contains(ddv, want) {
			t.Errorf("the DDV preset's section lists %q, not %q", ddv, want)
		}
	}
	if names(ddv, "bock") || names(ddv, "bock_stack") {
		t.Errorf("the DDV preset's section names Bock rounds: %q", ddv)
	}
	home := dkPresetItems(t, book, "doppelkopf-home")
	ddvRules, _ := tupelkopf.Preset("doppelkopf")
	homeRules, _ := tupelkopf.Preset("doppelkopf-home")
	diff := homeRules.Diff(ddvRules)
	if len(diff) == 0 {
		t.Fatal("the two presets set the same")
	}
	for _, name := range diff {
		if !names(home, name) {
			t.Errorf("the home preset differs from the DDV's in %s, which its section %q does not name", name, home)
		}
	}
	if !homeRules.Bock || !homeRules.BockTie || !homeRules.BockLostCall || homeRules.BockKontraWon || homeRules.BockSoloLost ||
		homeRules.BockHeartTens {
		t.Errorf("the home preset's section says Bock after 120:120 and a lost announcement; the preset sets %+v", homeRules)
	}
}

// TestDoppelkopfRulebookExamplesHold replays the worked examples of the
// Doppelkopf page through the engine.
func TestDoppelkopfRulebookExamplesHold(t *testing.T) {
	players := []string{"Anna", "Bo", "Cai", "Dan"}
	augen := func(n int) *int { return &n }
	replay := func(t *testing.T, r tupelkopf.Rules, entries ...tupelkopf.Entry) []tupelkopf.Step {
		t.Helper()
		for i := range entries {
			entries[i].Kind = tupelkopf.KindDeal
		}
		_, steps, err := tupelkopf.Replay(tupelkopf.Game{Rules: r, Players: players}, entries)
		if err != nil {
			t.Fatal(err)
		}
		return steps
	}
	t.Run("points at a glance", func(t *testing.T) {
		// Re announced, 185 Augen, a fox caught: 6 each.
		r, _ := tupelkopf.Preset("doppelkopf")
		steps := replay(t, r, tupelkopf.Entry{Type: tupelkopf.Normal, Alten: []int{0, 1}, Sunkte: augen(185),
			AltenCall: tupelkopf.Re, AltenFoxes: 1})
		if got, want := steps[0].Delta, []int{6, 6, -6, -6}; !slices.Equal(got, want) {
			t.Errorf("changes %v, the page says %v", got, want)
		}
	})
	t.Run("bock round", func(t *testing.T) {
		// 120:120 brings Bock; then a Damensolo with Re and 175 Augen.
		r, _ := tupelkopf.Preset("doppelkopf-home")
		steps := replay(t, r,
			tupelkopf.Entry{Type: tupelkopf.Normal, Alten: []int{0, 1}, Sunkte: augen(120)},
			tupelkopf.Entry{Type: tupelkopf.DamenSolo, Alten: []int{2}, Sunkte: augen(175), AltenCall: tupelkopf.Re})
		if got, want := steps[0].Delta, []int{-2, -2, 2, 2}; !slices.Equal(got, want) {
			t.Errorf("120:120 changes %v, the page says %v", got, want)
		}
		if got, want := steps[1].Delta, []int{-8, -8, 24, -8}; !slices.Equal(got, want) || steps[1].Multiplier != 2 {
			t.Errorf("the solo in Bock changes %v at ×%d, the page says %v at ×2", got, steps[1].Multiplier, want)
		}
	})
	t.Run("solo bonus", func(t *testing.T) {
		// A bonus of 1 on a solo won with a value of 3: 12 and 4 each.
		r, _ := tupelkopf.Preset("doppelkopf")
		r.Preset, r.Pflichtsolo, r.SoloBonus = "", false, 1
		steps := replay(t, r, tupelkopf.Entry{Type: tupelkopf.DamenSolo, Alten: []int{2}, Sunkte: augen(190)})
		if got, want := steps[0].Delta, []int{-4, -4, 12, -4}; !slices.Equal(got, want) {
			t.Errorf("the solo with a bonus changes %v, the page says %v", got, want)
		}
	})
}
