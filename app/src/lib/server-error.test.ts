import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languages, setLanguage, type Language } from '../i18n/language';
import { messagesNow } from '../i18n/messages';
import { codeText, fieldMessage, serverMessage, serverErrorText } from './server-error';

const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

// Refusals as the server sends them (api/src/http/errors.ts): English texts, with their codes.
const emailTaken = {
  error: 'An account with this e-mail already exists. Please sign in instead.',
  code: 'email_taken',
  errors: { 'user.email': ['An account with this e-mail already exists. Please sign in instead.'] },
  field_codes: { 'user.email': ['email_taken'] },
};
const badAhvNumber = {
  error: 'AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.',
  code: 'validation_failed',
  errors: { 'jumper.oasi_ahv_number': ['AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.'] },
  field_codes: { 'jumper.oasi_ahv_number': ['invalid_ahv_number'] },
};
const jobClosed = { error: 'This job is closed and takes no more applications.', code: 'job_closed' };

/**
 * The texts in a language, as the app has them once a page shows: the shell's catalog loaded and active (in the app, the
 * first component that reads them activates it).
 */
async function speak(language: Language) {
  await serverErrorText.ready(language);
  i18n.activate(language);
  setLanguage(language);
}

beforeEach(() => speak('en'));
afterEach(() => speak('en'));

describe('serverMessage', () => {
  it('prefers the first per-field message of a refusal, in English the server’s own', () => {
    const body = {
      error: 'Validation failed.',
      code: 'validation_failed',
      errors: { 'jumper.oasi_ahv_number': ['AHV Number is required'] },
      field_codes: { 'jumper.oasi_ahv_number': ['required'] },
    };
    expect(serverMessage(body, answer(422))).toBe('AHV Number is required');
    expect(serverMessage(badAhvNumber, answer(422))).toBe(
      'AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.',
    );
  });

  it('words a refusal by its code, in English as the first version and the server word it', () => {
    expect(serverMessage(emailTaken, answer(422))).toBe(
      'An account with this e-mail already exists. Please sign in instead.',
    );
    expect(
      serverMessage({ error: 'Current password is incorrect.', code: 'current_password_incorrect' }, answer(422)),
    ).toBe('Current password is incorrect.');
    expect(serverMessage(jobClosed, answer(409))).toBe('This job is closed and takes no more applications.');
    expect(serverMessage({ error: 'No job profile 7.', code: 'not_found' }, answer(404))).toBe(
      'This could not be found. It may have been removed.',
    );
  });

  it('regression: a German user reads every refusal in German, not in the server’s English', async () => {
    await speak('de');
    expect(serverMessage(emailTaken, answer(422))).toBe(
      'Mit dieser E-Mail-Adresse gibt es schon ein Konto. Bitte melden Sie sich stattdessen an.',
    );
    expect(serverMessage(badAhvNumber, answer(422))).toBe(
      'Die AHV-Nummer muss die Form 756.XXXX.XXXX.XX mit gültiger Prüfziffer haben.',
    );
    expect(serverMessage(jobClosed, answer(409))).toBe(
      'Diese Stelle ist geschlossen und nimmt keine Bewerbungen mehr an.',
    );
    const notVerified = {
      error: 'Your documents have not been verified yet. You can see and apply to jobs once they are.',
      code: 'documents_not_verified',
    };
    expect(serverMessage(notVerified, answer(403))).toBe(
      'Ihre Dokumente sind noch nicht geprüft. Sobald sie geprüft sind, können Sie Stellen ansehen und sich bewerben.',
    );
    const duplicate = {
      error: 'You have this job profile already.',
      code: 'duplicate_job_profile',
      errors: { 'job_profile.job_profile': ['You have this job profile already.'] },
      field_codes: { 'job_profile.job_profile': ['duplicate_job_profile'] },
    };
    expect(serverMessage(duplicate, answer(409))).toBe('Dieses Jobprofil haben Sie schon.');
    const languageNotOffered = {
      error: 'Please choose one of the offered languages.',
      code: 'validation_failed',
      errors: {
        'jumper.language_skills_attributes.0.admin_language_id': ['Please choose one of the offered languages.'],
      },
      field_codes: { 'jumper.language_skills_attributes.0.admin_language_id': ['language_not_offered'] },
    };
    expect(serverMessage(languageNotOffered, answer(422))).toBe('Bitte wählen Sie eine der angebotenen Sprachen.');
  });

  it('in German words an unknown field code by the refusal’s code, and a code it does not know not at all', async () => {
    await speak('de');
    const newFieldCode = {
      error: 'Please check jumper.x: something new.',
      code: 'validation_failed',
      errors: { 'jumper.x': ['Something new.'] },
      field_codes: { 'jumper.x': ['something_new'] },
    };
    expect(serverMessage(newFieldCode, answer(422))).toBe('Bitte prüfen Sie Ihre Angaben.');
    expect(serverMessage({ error: 'A new refusal.', code: 'something_new' }, answer(422))).toBeUndefined();
    expect(serverMessage({ error: 'An old server’s refusal.' }, answer(422))).toBeUndefined();
    await speak('en');
    expect(serverMessage({ error: 'A new refusal.', code: 'something_new' }, answer(422))).toBe('A new refusal.');
    expect(serverMessage({ error: 'An old server’s refusal.' }, answer(422))).toBe('An old server’s refusal.');
  });

  it('says nothing for a server failure or a body it cannot read, so the page uses its own text', () => {
    expect(serverMessage({ error: 'Internal error', code: 'internal_error' }, answer(500))).toBeUndefined();
    expect(serverMessage(undefined, answer(422))).toBeUndefined();
  });
});

describe('fieldMessage', () => {
  it('words what a refusal says about one field, for the form to show under it', async () => {
    expect(fieldMessage(badAhvNumber, answer(422), 'jumper.oasi_ahv_number')).toBe(
      'AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.',
    );
    await speak('de');
    expect(fieldMessage(badAhvNumber, answer(422), 'jumper.oasi_ahv_number')).toBe(
      'Die AHV-Nummer muss die Form 756.XXXX.XXXX.XX mit gültiger Prüfziffer haben.',
    );
  });

  it('says nothing about a field the refusal does not concern, nor for a server failure', async () => {
    expect(fieldMessage(badAhvNumber, answer(422), 'jumper.marital_status')).toBeUndefined();
    expect(fieldMessage(emailTaken, answer(422), 'jumper.oasi_ahv_number')).toBeUndefined();
    expect(fieldMessage(badAhvNumber, answer(500), 'jumper.oasi_ahv_number')).toBeUndefined();
    await speak('de');
    const newFieldCode = { errors: { 'jumper.x': ['Something new.'] }, field_codes: { 'jumper.x': ['something_new'] } };
    expect(fieldMessage(newFieldCode, answer(422), 'jumper.x')).toBeUndefined();
  });
});

describe('codeText', () => {
  it('words a wait from Retry-After in minutes, with the plural of the language', async () => {
    expect(codeText('too_many_uploads', answer(429, { 'Retry-After': '60' }))).toBe(
      'You have uploaded too many files in the last hour. Please try again in 1 minute.',
    );
    expect(codeText('rate_limited', answer(429, { 'Retry-After': '841' }))).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(codeText('rate_limited', answer(429))).toBe('Too many attempts. Please try again later.');
    await speak('de');
    expect(codeText('too_many_uploads', answer(429, { 'Retry-After': '30' }))).toBe(
      'Sie haben in der letzten Stunde zu viele Dateien hochgeladen. Bitte versuchen Sie es in 1 Minute erneut.',
    );
    expect(codeText('sign_in_paused', answer(429, { 'Retry-After': '900' }))).toBe(
      'Nach zu vielen Fehlversuchen ist die Anmeldung für 15 Minuten pausiert. Bitte versuchen Sie es danach erneut oder setzen Sie Ihr Passwort zurück.',
    );
  });

  it('has a wording of every code in every language', async () => {
    for (const language of languages) {
      await speak(language);
      const { codes, fields, waits } = messagesNow(serverErrorText);
      for (const [code, wording] of Object.entries(codes)) expect(wording, `${language} ${code}`).toMatch(/\S/);
      for (const [code, wording] of Object.entries(fields)) expect(wording, `${language} ${code}`).toMatch(/\S/);
      for (const [code, wording] of Object.entries(waits)) {
        expect(wording({ minutes: 2 }), `${language} ${code}`).toMatch(/ 2 /);
      }
    }
  });
});
