package db

// lookAlike maps the Cyrillic and Greek letters that look like a Latin
// letter in common fonts to that letter, so that a name cannot be entered
// twice by swapping one for the other: "Аnna" with a Cyrillic А is "Anna".
// It is the part of Unicode's confusables (UTS #39) that the keyboards of
// Europe type: the letters of the Cyrillic and Greek alphabets that draw as
// a Latin one. The key is folded to small letters first, so the table holds
// small letters only, each standing for its capital too: the Cyrillic в
// maps to b because В looks like B. Where a capital and its small letter
// look like two Latin letters (Greek Ν and ν, N and v), the capital wins,
// so that a name's key never depends on its case.
var lookAlike = map[rune]rune{
	// Cyrillic
	'а': 'a', 'в': 'b', 'е': 'e', 'ѕ': 's', 'і': 'i', 'ј': 'j', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o',
	'р': 'p', 'с': 'c', 'т': 't', 'х': 'x', 'у': 'y', 'ү': 'y', 'һ': 'h', 'ԛ': 'q', 'ԝ': 'w', 'ӏ': 'i',
	'ԁ': 'd',
	// Greek
	'α': 'a', 'β': 'b', 'ε': 'e', 'ζ': 'z', 'η': 'h', 'ι': 'i', 'κ': 'k', 'μ': 'm', 'ν': 'n', 'ο': 'o',
	'ρ': 'p', 'τ': 't', 'υ': 'y', 'χ': 'x', 'γ': 'y',
}

// latinLookAlike turns a letter that looks like a Latin one into it.
func latinLookAlike(r rune) rune {
	if l, ok := lookAlike[r]; ok {
		return l
	}
	return r
}
