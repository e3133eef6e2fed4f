package views

import "testing"

func TestAmountIsWrittenAsTheLanguageWritesMoney(t *testing.T) {
	for _, tc := range []struct {
		lang     Lang
		currency string
		cents    int
		want     string
	}{
		{EN, "EUR", 4600, "€46.00"},
		{DE, "EUR", 4600, "46,00\u00a0€"},
		{EN, "EUR", -123450, "−€1,234.50"},
		{DE, "EUR", -123450, "−1.234,50\u00a0€"},
		{EN, "DKK", 5, "DKK\u00a00.05"},
		{DE, "DKK", 5, "0,05\u00a0DKK"},
		{EN, "GBP", 1234567, "£12,345.67"},
		{DE, "USD", 100, "1,00\u00a0$"},
		{EN, "ISK", 50000, "ISK\u00a0500"},
		{DE, "ISK", 50050, "500,50\u00a0ISK"},
		{EN, "CHF", 99, "CHF\u00a00.99"},
		{DE, "PLN", 100000000, "1.000.000,00\u00a0PLN"},
	} {
		if got := Amount(tc.lang, tc.currency, tc.cents); got != tc.want {
			t.Errorf("%s %s %d: %q, want %q", tc.lang, tc.currency, tc.cents, got, tc.want)
		}
	}
}
