import { germanFormActions, germanMaritalStatus } from '../story-support/fixtures-german';
import type { SelectOption } from '../select';
import type { PersonalDetailsFormText, PersonalDetailsOptions } from './personal-details-form';

/** The personal details form in German, for its stories. */
export const personalDetailsGerman: PersonalDetailsFormText = {
  ...germanFormActions,
  ...germanMaritalStatus,
  title: 'Anrede',
  titlePlaceholder: 'Anrede wählen',
  mr: 'Herr',
  mrs: 'Frau',
  ms: 'Frau (neutral)',
  pronounce: 'Pronomen',
  firstName: 'Vorname',
  lastName: 'Nachname',
  edit: (field: string) => `${field} bearbeiten`,
  restore: (field: string) => `${field} zurücksetzen`,
  dob: 'Geburtsdatum',
  dateInFuture: 'Bitte wählen Sie ein früheres Datum.',
  address: 'Adresse',
  plz: 'PLZ',
  city: 'Ort',
  state: 'Kanton',
  country: 'Land',
  homeTown: 'Heimatort',
  residencePermit: 'Aufenthaltsbewilligung',
  nationality: 'Nationalität',
  choose: 'Auswählen',
  searchPlaceholder: 'Zum Suchen tippen',
  noMatches: 'Keine Treffer',
  moreMatches: (shown: number, total: number) =>
    `${shown} von ${total.toLocaleString('de-CH')} Orten. Tippen Sie weiter, um die Liste einzugrenzen.`,
  maritalStatusSince: 'Zivilstand seit',
  cohabitation: 'Im Konkubinat lebend',
  yes: 'Ja',
  no: 'Nein',
  language: 'Sprache',
  english: 'Englisch',
  german: 'Deutsch',
  spanish: 'Spanisch',
  italian: 'Italienisch',
  pronounceRequired: 'Pronomen ist erforderlich',
  addressRequired: 'Adresse ist erforderlich',
  firstNameRequired: 'Vorname ist erforderlich',
  lastNameRequired: 'Nachname ist erforderlich',
  maritalStatusRequired: 'Bitte Zivilstand wählen',
  countryRequired: 'Bitte Land wählen',
  cohabitationRequired: 'Bitte angeben, ob Sie im Konkubinat leben',
  residencePermitRequired: 'Bitte Aufenthaltsbewilligung wählen',
  cityRequired: 'Bitte Ort wählen',
  titleRequired: 'Bitte Anrede wählen',
  homeTownRequired: 'Bitte Heimatort wählen',
  nationalityRequired: 'Bitte Nationalität wählen',
  languageRequired: 'Bitte mindestens eine Sprache wählen',
};

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
