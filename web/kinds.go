package web

import "schreiber/views"

// kinds lists every kind of game the pages can play, in the order a table
// sees them. A new game adds its line here and nothing else in web.
var kinds = []views.Kind{
	views.GurkeKind,
	views.HurricanKind,
	views.EuchreKind,
	views.DoppelkopfKind,
	views.TupelkopfKind,
	views.DurakKind,
}

// kindOf returns the kind with the given name.
func kindOf(name string) (views.Kind, bool) {
	for _, k := range kinds {
		if k.Name == name {
			return k, true
		}
	}
	return views.Kind{}, false
}
