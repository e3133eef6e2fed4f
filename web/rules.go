package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/views"
)

// formValues returns every option of a rules value (a rules struct, or its
// JSON as a map) as the new game form sends it.
func formValues(rules any) map[string]string {
	raw := scoring.OptionValues(rules)
	out := make(map[string]string, len(raw))
	for k, v := range raw {
		switch v := v.(type) {
		case bool:
			out[k] = strconv.FormatBool(v)
		case float64:
			out[k] = strconv.Itoa(int(v))
		default:
			out[k] = fmt.Sprint(v)
		}
	}
	return out
}

// presetValues returns a preset's options as the form sends them.
func presetValues(setup scoring.Setup, name string) (map[string]string, bool) {
	b, ok := setup.PresetRules(name)
	if !ok {
		return nil, false
	}
	return formValues(json.RawMessage(b)), true
}

// shownValue is an option's value for people.
func shownValue(o scoring.Option, value string) msg.Text {
	switch o.Kind {
	case scoring.OptionBool:
		if value == "true" {
			return msg.T("yes")
		}
		return msg.T("no")
	case scoring.OptionSelect:
		for _, ch := range o.Choices {
			if ch.Value == value {
				return ch.Label
			}
		}
	case scoring.OptionText:
		if value == "" {
			return msg.T("—")
		}
	}
	return msg.Plain(value)
}

// optionViews describes every option with the values given (as the form
// sends them), marking those that differ from the preset's and the one
// named by bad.
func optionViews(groups []scoring.OptionGroup, values, preset map[string]string, bad string) []views.OptionGroupView {
	var out []views.OptionGroupView
	for _, g := range groups {
		gv := views.OptionGroupView{Name: g.Name, Label: g.Label}
		for _, o := range g.Options {
			ov := views.OptionView{Name: o.Name, Label: o.Label, Kind: string(o.Kind), Min: o.Min, Max: o.Max,
				Value: values[o.Name], Shown: shownValue(o, values[o.Name]), Error: o.Name == bad}
			for _, ch := range o.Choices {
				ov.Choices = append(ov.Choices, views.ChoiceView{Value: ch.Value, Label: ch.Label})
			}
			if ov.Value != preset[o.Name] {
				ov.Differs, ov.Preset = true, shownValue(o, preset[o.Name])
			}
			gv.Options = append(gv.Options, ov)
		}
		out = append(out, gv)
	}
	return out
}

// rulesCard describes a game's frozen rules against its preset.
func rulesCard(setup scoring.Setup, rules any) []views.OptionGroupView {
	values := formValues(rules)
	preset, ok := presetValues(setup, values["preset"])
	if !ok {
		preset = values
	}
	return optionViews(setup.Options, values, preset, "")
}

// rulesCardView is the rules card of a game of kind k: its frozen rules
// against their preset, and where the game's rules page tells of it.
func rulesCardView(k views.Kind, rules any) views.RulesCardView {
	preset := formValues(rules)["preset"]
	v := views.RulesCardView{Game: k.Name, Preset: k.Setup.PresetTitle(preset), Groups: rulesCard(k.Setup, rules)}
	if k.Rulebook.Has(views.PresetAnchor(preset)) {
		v.Anchor = views.PresetAnchor(preset)
	}
	return v
}

// rulesForm reads the preset and, when the form showed them and the preset
// was not just (re)applied, the options. It returns the rules as JSON, the
// values to show again, and what is wrong, if anything, with the option it
// is about.
func rulesForm(c echo.Context, setup scoring.Setup) ([]byte, map[string]string, msg.Text, string) {
	preset := c.FormValue("preset")
	base, ok := presetValues(setup, preset)
	if !ok {
		preset = setup.Presets[0]
		base, _ = presetValues(setup, preset)
		rules, _ := setup.PresetRules(preset)
		return rules, base, msg.T("Pick the rules."), "preset"
	}
	if c.FormValue("options") != "1" || c.FormValue("apply") != "" {
		rules, _ := setup.PresetRules(preset)
		return rules, base, msg.Text{}, ""
	}
	values := map[string]string{}
	raw := map[string]any{"preset": preset}
	var say msg.Text
	var bad string
	for _, g := range setup.Options {
		for _, o := range g.Options {
			v := c.FormValue("opt-" + o.Name)
			switch o.Kind {
			case scoring.OptionBool:
				on := v == "true"
				values[o.Name], raw[o.Name] = strconv.FormatBool(on), on
			case scoring.OptionInt:
				values[o.Name] = v
				n, err := strconv.Atoi(strings.TrimSpace(v))
				if err != nil && bad == "" {
					say, bad = msg.T("%s: enter a number.", o.Label), o.Name
				}
				raw[o.Name] = n
			case scoring.OptionText:
				v = strings.Join(strings.Fields(v), " ")
				values[o.Name], raw[o.Name] = v, v
			default:
				values[o.Name], raw[o.Name] = v, v
			}
		}
	}
	rules, _ := json.Marshal(raw)
	return rules, values, say, bad
}

// optionField names the option a setup error is about, if it is one.
func optionField(setup scoring.Setup, err error) string {
	var fe *msg.FieldError
	if errors.As(err, &fe) {
		if _, ok := scoring.FindOption(setup.Options, fe.Field); ok {
			return fe.Field
		}
	}
	return ""
}
