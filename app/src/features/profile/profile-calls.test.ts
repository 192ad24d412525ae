import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage, type Language } from '../../i18n/language';
import { messagesNow, textsReady } from '../../i18n/messages';
import { profileText } from './messages';
import { failureText, saveOutcome } from './profile-calls';

const answer = (status: number, error?: string) => ({
  response: new Response(null, { status }),
  error: error === undefined ? undefined : { error },
});

/** The profile's texts in a language, its catalogs (and those of the refusals it words) loaded as its page loads them. */
async function profileTexts(language: Language) {
  setLanguage(language);
  await textsReady();
  return messagesNow(profileText);
}

beforeEach(() => profileTexts('en'));
afterEach(() => setLanguage('en'));

describe('failureText', () => {
  it("explains a refused file in the app's words, saying what to choose instead", () => {
    expect(failureText(answer(415, 'cv.txt is not a PDF file.'), 'fallback', { accepts: 'pdfOrWord' })).toBe(
      'This type of file is not accepted. Please choose a PDF, DOC or DOCX file.',
    );
    expect(failureText(answer(413, 'cv.pdf is larger than 20 MB.'), 'fallback', { accepts: 'pdfOrWord' })).toBe(
      'The file is larger than 20 MB. Please choose a file of up to 20 MB.',
    );
  });

  it("says the same in German instead of the server's English", async () => {
    await profileTexts('de');
    expect(failureText(answer(415, 'photo.png is not a PNG, JPG or JPEG file.'), 'x', { accepts: 'image' })).toBe(
      'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie ein PNG-, JPG- oder JPEG-Bild.',
    );
    expect(failureText(answer(413, 'cv.pdf is larger than 20 MB.'), 'x', { accepts: 'pdfOrWord' })).toBe(
      'Die Datei ist grösser als 20 MB. Bitte wählen Sie eine Datei bis 20 MB.',
    );
  });

  it("uses the section's own message for any other failure", () => {
    const upload = { accepts: 'pdfOrJpeg', withForm: true } as const;
    expect(failureText(answer(500), 'Failed to save education', upload)).toBe('Failed to save education');
    expect(failureText(answer(422, 'Degree is required.'), 'Failed to save education', upload)).toBe(
      'Failed to save education',
    );
    // A call without files: a 413 or 415 is not about a file the user chose.
    expect(failureText(answer(415, 'This call does not take text/plain.'), 'Failed to add language!')).toBe(
      'Failed to add language!',
    );
  });
});

describe('saveOutcome', () => {
  const messages = {
    success: 'Education added successfully',
    failed: 'Failed to save education',
    thrown: 'Failed to save education. Please try again.',
  };

  it('succeeds with the success text when the server answered with data', async () => {
    const outcome = await saveOutcome(async () => ({ ...answer(201), data: { message: 'x' } }), messages);
    expect(outcome).toEqual({ ok: true, message: 'Education added successfully' });
  });

  it('words a non-2xx answer and a call that threw apart', async () => {
    expect(await saveOutcome(async () => answer(500), messages)).toEqual({
      ok: false,
      message: 'Failed to save education',
    });
    const thrown = await saveOutcome(() => Promise.reject(new TypeError('Failed to fetch')), messages);
    expect(thrown).toEqual({ ok: false, message: 'Failed to save education. Please try again.' });
  });

  it('explains a refused upload in the language of the user', async () => {
    const text = await profileTexts('de');
    const certificate = {
      success: text.certificate.added,
      failed: text.certificate.failed,
      upload: { accepts: 'pdfOrJpeg' },
    } as const;
    expect(await saveOutcome(async () => answer(415, 'scan.pdf is not a PDF, JPG or JPEG file.'), certificate)).toEqual(
      {
        ok: false,
        message: 'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie eine PDF-, JPG- oder JPEG-Datei.',
      },
    );
    expect(await saveOutcome(async () => answer(500), certificate)).toEqual({
      ok: false,
      message: 'Das Zeugnis konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
    });
  });

  it("takes the server's message for success and failure where the first version does (job profiles)", async () => {
    const text = await profileTexts('en');
    // As the job profiles section passes them.
    const jobProfile = {
      success: (serverText: string) => text.jobProfiles.created({ serverText }),
      failed: (reason: string | undefined) => reason ?? text.jobProfiles.createFailed,
    };
    expect(
      await saveOutcome(
        async () => ({ ...answer(201), data: { message: 'Job profile created successfully.' } }),
        jobProfile,
      ),
    ).toEqual({ ok: true, message: 'Job profile created successfully.' });
    expect(await saveOutcome(async () => answer(422, 'Jobprofile is required.'), jobProfile)).toEqual({
      ok: false,
      message: 'Jobprofile is required.',
    });
    expect(await saveOutcome(async () => answer(500), jobProfile)).toEqual({
      ok: false,
      message: 'An error occurred while creating the job profile.',
    });
  });

  it("regression: a German job profile refusal is worded by its code, not in the server's English", async () => {
    const text = await profileTexts('de');
    const jobProfile = {
      success: (serverText: string) => text.jobProfiles.created({ serverText }),
      failed: (reason: string | undefined) => reason ?? text.jobProfiles.createFailed,
    };
    const twice = {
      response: new Response(null, { status: 409 }),
      error: {
        error: 'You have this job profile already.',
        code: 'duplicate_job_profile',
        errors: { 'job_profile.job_profile': ['You have this job profile already.'] },
        field_codes: { 'job_profile.job_profile': ['duplicate_job_profile'] },
      },
    };
    expect(await saveOutcome(async () => twice, jobProfile)).toEqual({
      ok: false,
      message: 'Dieses Jobprofil haben Sie schon.',
    });
    expect(await saveOutcome(async () => answer(500), jobProfile)).toEqual({
      ok: false,
      message: 'Beim Erstellen des Jobprofils ist ein Fehler aufgetreten.',
    });
  });
});
