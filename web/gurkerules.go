package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/labstack/echo/v4"

	"schreiber/scoring"
	"schreiber/scoring/gurke"
	"schreiber/views"
)

// ruleValues returns every option of r as the form sends it.
func ruleValues(r gurke.Rules) map[string]string {
	b, _ := json.Marshal(r)
	raw := map[string]any{}
	_ = json.Unmarshal(b, &raw)
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

// shownValue is an option's value for people.
func shownValue(o gurke.Option, value string) scoring.Text {
	switch o.Kind {
	case gurke.OptionBool:
		if value == "true" {
			return scoring.T("yes", "ja")
		}
		return scoring.T("no", "nein")
	case gurke.OptionSelect:
		for _, ch := range o.Choices {
			if ch.Value == value {
				return ch.Label
			}
		}
	}
	return scoring.Text{EN: value, DE: value}
}

// optionViews describes every option with the values given (as the form
// sends them), marking those that differ from preset and the one named by
// bad.
func optionViews(values map[string]string, preset gurke.Rules, bad string) []views.OptionGroupView {
	base := ruleValues(preset)
	var out []views.OptionGroupView
	for _, g := range gurke.OptionGroups() {
		gv := views.OptionGroupView{Name: g.Name, Label: g.Label}
		for _, o := range g.Options {
			ov := views.OptionView{Name: o.Name, Label: o.Label, Kind: string(o.Kind), Min: o.Min, Max: o.Max,
				Value: values[o.Name], Shown: shownValue(o, values[o.Name]), Error: o.Name == bad}
			if o.Kind == gurke.OptionSelect {
				ov.Kind = "choice"
			}
			for _, ch := range o.Choices {
				ov.Choices = append(ov.Choices, views.ChoiceView{Value: ch.Value, Label: ch.Label})
			}
			if ov.Value != base[o.Name] {
				ov.Differs, ov.Preset = true, shownValue(o, base[o.Name])
			}
			gv.Options = append(gv.Options, ov)
		}
		out = append(out, gv)
	}
	return out
}

// rulesCard describes a game's frozen rules against its preset.
func rulesCard(r gurke.Rules) []views.OptionGroupView {
	base, ok := gurke.Preset(r.Preset)
	if !ok {
		base = r
	}
	return optionViews(ruleValues(r), base, "")
}

// rulesForm reads the preset and, when the form showed them and the preset
// was not just (re)applied, the options. It returns the rules, the values
// to show again, and what is wrong, if anything, with the option it is
// about.
func rulesForm(c echo.Context) (gurke.Rules, map[string]string, scoring.Text, string) {
	preset := c.FormValue("preset")
	base, ok := gurke.Preset(preset)
	if !ok {
		base, _ = gurke.Preset(gurke.PresetNames()[0])
		return base, ruleValues(base), scoring.T("Pick the rules.", "Wähle die Regeln."), "preset"
	}
	if c.FormValue("options") != "1" || c.FormValue("apply") != "" {
		return base, ruleValues(base), scoring.Text{}, ""
	}
	values := map[string]string{}
	raw := map[string]any{"preset": preset}
	var msg scoring.Text
	var bad string
	for _, g := range gurke.OptionGroups() {
		for _, o := range g.Options {
			v := c.FormValue("opt-" + o.Name)
			switch o.Kind {
			case gurke.OptionBool:
				on := v == "true"
				values[o.Name], raw[o.Name] = strconv.FormatBool(on), on
			case gurke.OptionInt:
				values[o.Name] = v
				n, err := strconv.Atoi(v)
				if err != nil && bad == "" {
					msg, bad = scoring.Text{EN: o.Label.EN + ": enter a number.", DE: o.Label.DE + ": Gib eine Zahl ein."}, o.Name
				}
				raw[o.Name] = n
			default:
				values[o.Name], raw[o.Name] = v, v
			}
		}
	}
	if bad != "" {
		return base, values, msg, bad
	}
	b, _ := json.Marshal(raw)
	var r gurke.Rules
	if err := json.Unmarshal(b, &r); err != nil {
		return base, values, scoring.T("The rules cannot be read.", "Die Regeln sind nicht lesbar."), ""
	}
	if err := r.Validate(); err != nil {
		var fe *scoring.FieldError
		if errors.As(err, &fe) {
			bad = fe.Field
		}
		return r, values, scoring.Message(err), bad
	}
	return r, values, scoring.Text{}, ""
}
