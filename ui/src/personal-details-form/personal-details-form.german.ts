import type { SelectOption } from '../select';
import type { PersonalDetailsOptions } from './personal-details-form';

/** German names for the drop-downs; the values stay what the API stores. */
const named = (pairs: [value: string, label: string][]): SelectOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

export const personalDetailsGermanOptions: Partial<PersonalDetailsOptions> = {
  countries: named([
    ['Switzerland', 'Schweiz'],
    ['Germany', 'Deutschland'],
    ['Austria', 'Österreich'],
    ['France', 'Frankreich'],
    ['Italy', 'Italien'],
    ['Liechtenstein', 'Liechtenstein'],
  ]),
  nationalities: named([
    ['Swiss', 'Schweiz'],
    ['German', 'Deutschland'],
    ['Austrian', 'Österreich'],
    ['French', 'Frankreich'],
    ['Italian', 'Italien'],
    ['Portuguese', 'Portugal'],
  ]),
};
