import { getLanguage } from '../i18n/language';

/** The whole minutes (at least 1) a refusal asks to wait in its Retry-After seconds; undefined without one. */
export function retryAfterMinutes(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}

const minuteWords = { en: { one: 'minute', other: 'minutes' }, de: { one: 'Minute', other: 'Minuten' } };

/** '1 minute', '15 minutes' ('1 Minute', '15 Minuten'): a count of minutes in the current language. */
export function minutesText(count: number): string {
  const language = getLanguage();
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  return `${count} ${minuteWords[language][form]}`;
}
