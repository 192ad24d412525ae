import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage, type Language } from '../i18n/language';
import { uploadRefusal, uploadRefusalText } from './upload-refusal';

const answer = (status: number, error?: object, headers: Record<string, string> = {}) => ({
  response: new Response(null, { status, headers }),
  error,
});
// What the server says (api/src/uploads/received-upload.ts, api/src/profile/profile-context.ts): English, whatever
// the user's language, with the refusal's code.
const tooLarge = answer(413, { error: 'scanned-cv.pdf is larger than 20 MB.', code: 'file_too_large' });
const wrongType = answer(415, {
  error: 'notes.docx is not a PDF, DOC, DOCX or JPG file.',
  code: 'unsupported_file_type',
});
const noFile = answer(422, {
  error: 'Please select a file to upload.',
  code: 'validation_failed',
  errors: { 'jumper.upload_cv': ['Please select a file to upload.'] },
  field_codes: { 'jumper.upload_cv': ['file_required'] },
});
const overQuota = answer(413, {
  error: 'Your files would take up more than the 500 MB you can store. Please remove some before uploading more.',
  code: 'storage_quota_exceeded',
});
const tooSlow = answer(408, {
  error: 'The upload was too slow: less than 10 KB a second over 30 seconds. Please try again.',
  code: 'upload_too_slow',
});
const tooMany = answer(
  429,
  { error: 'You can upload at most 60 files in 60 minutes. Please try again later.', code: 'too_many_uploads' },
  { 'Retry-After': '1500' },
);
const unreadable = answer(400, {
  error: 'The upload could not be read: Unexpected end of form.',
  code: 'malformed_upload',
});

/**
 * The texts in a language, as the app has them once a page shows: the shell's catalog loaded and active (in the app, the
 * first component that reads them activates it).
 */
async function speak(language: Language) {
  await uploadRefusalText.ready(language);
  i18n.activate(language);
  setLanguage(language);
}

beforeEach(() => speak('en'));
afterEach(() => speak('en'));

describe('uploadRefusal', () => {
  it("says in the app's own words what is wrong with the file and what to choose instead", () => {
    expect(uploadRefusal(tooLarge, { accepts: 'pdfOrWord' })).toBe(
      'The file is larger than 20 MB. Please choose a file of up to 20 MB.',
    );
    expect(uploadRefusal(wrongType, { accepts: 'pdfOrWord' })).toBe(
      'This type of file is not accepted. Please choose a PDF, DOC or DOCX file.',
    );
    expect(uploadRefusal(wrongType, { accepts: 'pdfOrJpeg' })).toBe(
      'This type of file is not accepted. Please choose a PDF, JPG or JPEG file.',
    );
    expect(uploadRefusal(wrongType, { accepts: 'image' })).toBe(
      'This type of file is not accepted. Please choose a PNG, JPG or JPEG image.',
    );
    expect(uploadRefusal(wrongType, { accepts: 'video' })).toBe(
      'This type of file is not accepted. Please choose an MP4 video.',
    );
  });

  it("regression: a German user never reads the server's English refusal", async () => {
    await speak('de');
    expect(uploadRefusal(tooLarge, { accepts: 'pdfOrJpeg' })).toBe(
      'Die Datei ist grösser als 20 MB. Bitte wählen Sie eine Datei bis 20 MB.',
    );
    expect(uploadRefusal(wrongType, { accepts: 'pdfOrWord' })).toBe(
      'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie eine PDF-, DOC- oder DOCX-Datei.',
    );
    expect(uploadRefusal(wrongType, { accepts: 'image' })).toBe(
      'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie ein PNG-, JPG- oder JPEG-Bild.',
    );
    expect(uploadRefusal(noFile, { accepts: 'pdfOrWord' })).toBe('Bitte wählen Sie eine Datei zum Hochladen aus.');
    expect(uploadRefusal(overQuota, { accepts: 'pdfOrWord' })).toBe(
      'Ihre Dateien würden mehr als die 500 MB belegen, die Sie speichern können. Bitte entfernen Sie zuerst einige Dateien.',
    );
    expect(uploadRefusal(tooSlow, { accepts: 'video' })).toBe(
      'Der Upload war zu langsam und wurde abgebrochen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(uploadRefusal(tooMany, { accepts: 'image' })).toBe(
      'Sie haben in der letzten Stunde zu viele Dateien hochgeladen. Bitte versuchen Sie es in 25 Minuten erneut.',
    );
    expect(uploadRefusal(unreadable, { accepts: 'pdfOrJpeg' })).toBe(
      'Die Datei konnte nicht gelesen werden. Bitte wählen Sie sie erneut aus und versuchen Sie es noch einmal.',
    );
  });

  it('regression: a 413 over the 500 MB an account may store is not a file over 20 MB, nor any refusal a failure', () => {
    expect(uploadRefusal(overQuota, { accepts: 'pdfOrJpeg', withForm: true })).toBe(
      'Your files would take up more than the 500 MB you can store. Please remove some before uploading more.',
    );
    expect(uploadRefusal(tooSlow, { accepts: 'pdfOrWord' })).toBe(
      'The upload was too slow and was stopped. Please check your connection and try again.',
    );
    expect(uploadRefusal(tooMany, { accepts: 'pdfOrWord' })).toBe(
      'You have uploaded too many files in the last hour. Please try again in 25 minutes.',
    );
    expect(uploadRefusal(unreadable, { accepts: 'pdfOrWord', withForm: true })).toBe(
      'The file could not be read. Please choose it again and try once more.',
    );
  });

  it('words a 413 or 415 of a server that gives no code by its status', () => {
    expect(uploadRefusal(answer(413, { error: 'big.pdf is larger than 20 MB.' }), { accepts: 'pdfOrWord' })).toBe(
      'The file is larger than 20 MB. Please choose a file of up to 20 MB.',
    );
    expect(uploadRefusal(answer(415), { accepts: 'image' })).toBe(
      'This type of file is not accepted. Please choose a PNG, JPG or JPEG image.',
    );
  });

  it("shows a refused upload's 422 in the server's words in English, its field's message first", () => {
    expect(uploadRefusal(noFile, { accepts: 'pdfOrWord' })).toBe('Please select a file to upload.');
    const noVideo = {
      error: 'Please select a video to upload.',
      code: 'validation_failed',
      errors: { 'jumper.video_recording': ['Please select a video to upload.'] },
      field_codes: { 'jumper.video_recording': ['file_required'] },
    };
    expect(uploadRefusal(answer(422, noVideo), { accepts: 'video' })).toBe('Please select a video to upload.');
  });

  it("leaves a form's 422, a server failure and an unreadable answer to the caller's own message", () => {
    const formRefused = answer(422, {
      error: 'Degree is required.',
      code: 'validation_failed',
      errors: { 'education.degree': ['Degree is required.'] },
      field_codes: { 'education.degree': ['required'] },
    });
    expect(uploadRefusal(formRefused, { accepts: 'pdfOrJpeg', withForm: true })).toBeUndefined();
    expect(uploadRefusal(tooLarge, { accepts: 'pdfOrJpeg', withForm: true })).toBe(
      'The file is larger than 20 MB. Please choose a file of up to 20 MB.',
    );
    expect(
      uploadRefusal(answer(500, { error: 'Internal error', code: 'internal_error' }), { accepts: 'pdfOrJpeg' }),
    ).toBeUndefined();
    expect(uploadRefusal(answer(422), { accepts: 'pdfOrJpeg' })).toBeUndefined();
  });
});
