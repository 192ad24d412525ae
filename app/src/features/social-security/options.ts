import type { PersonalDetailsOptions, SelectOption } from '@jumpers/ui';
import countries, { type LocaleData } from 'i18n-iso-countries';
import german from 'i18n-iso-countries/langs/de.json';
import english from 'i18n-iso-countries/langs/en.json';
import french from 'i18n-iso-countries/langs/fr.json';
import italian from 'i18n-iso-countries/langs/it.json';
import { intlLocale, type Language } from '../../i18n/language';
import { swissTowns } from '../../lib/swiss-towns';

const countryNames: Record<Language, LocaleData> = { en: english, de: german, fr: french, it: italian };
for (const names of Object.values(countryNames)) countries.registerLocale(names);

const switzerland = 'CH';

/**
 * Every country (ISO 3166-1), Switzerland first, the rest in the language's order. The value saved is the
 * English short name ('Switzerland'), so that what is stored reads the same whatever language chose it.
 */
function countryOptions(language: Language): SelectOption[] {
  const names = countries.getNames(language, { select: 'official' });
  const englishNames = countries.getNames('en', { select: 'official' });
  const options = Object.entries(names).map(([code, label]) => ({ code, value: englishNames[code] ?? label, label }));
  const collator = new Intl.Collator(intlLocale(language));
  options.sort((a, b) =>
    a.code === switzerland ? -1 : b.code === switzerland ? 1 : collator.compare(a.label, b.label),
  );
  return options.map(({ value, label }) => ({ value, label }));
}

const towns = swissTowns.map((town) => ({ value: town, label: town }));

/** The drop-downs of the personal-details form, in the given language. */
export function personalDetailsOptions(
  language: Language,
  permits: Record<'L' | 'B' | 'C' | 'Ci' | 'G' | 'F' | 'N' | 'S', string>,
): PersonalDetailsOptions {
  const countryList = countryOptions(language);
  return {
    cities: towns,
    homeTowns: towns,
    countries: countryList,
    nationalities: countryList,
    residencePermits: Object.entries(permits).map(([value, label]) => ({ value, label })),
  };
}
