import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/language';
import { uploadRefusal } from './upload-refusal';

const answer = (status: number, error?: object) => ({ response: new Response(null, { status }), error });
// What the server says (api/src/uploads/received-upload.ts): English, whatever the user's language.
const tooLarge = answer(413, { error: 'scanned-cv.pdf is larger than 20 MB.' });
const wrongType = answer(415, { error: 'notes.docx is not a PDF, DOC, DOCX or JPG file.' });
const noFile = answer(422, {
  error: 'Please select a file to upload.',
  errors: { 'jumper.upload_cv': ['Please select a file to upload.'] },
});

afterEach(() => setLanguage('en'));

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

  it("regression: a German user never reads the server's English refusal", () => {
    setLanguage('de');
    expect(uploadRefusal(tooLarge, { accepts: 'pdfOrJpeg' })).toBe(
      'Die Datei ist grösser als 20 MB. Bitte wählen Sie eine Datei bis 20 MB.',
    );
    expect(uploadRefusal(wrongType, { accepts: 'pdfOrWord' })).toBe(
      'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie eine PDF-, DOC- oder DOCX-Datei.',
    );
    expect(uploadRefusal(wrongType, { accepts: 'image' })).toBe(
      'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie ein PNG-, JPG- oder JPEG-Bild.',
    );
    expect(uploadRefusal(noFile, { accepts: 'pdfOrWord' })).toBe(
      'Die Datei wurde nicht angenommen. Bitte wählen Sie die Datei erneut aus und versuchen Sie es noch einmal.',
    );
  });

  it("shows a refused upload's 422 in the server's words in English, its field's message first", () => {
    expect(uploadRefusal(noFile, { accepts: 'pdfOrWord' })).toBe('Please select a file to upload.');
    expect(uploadRefusal(answer(422, { error: 'Please select a video to upload.' }), { accepts: 'video' })).toBe(
      'Please select a video to upload.',
    );
  });

  it("leaves a form's 422, a server failure and an unreadable answer to the caller's own message", () => {
    const formRefused = answer(422, {
      error: 'Degree is required.',
      errors: { 'education.degree': ['Degree is required.'] },
    });
    expect(uploadRefusal(formRefused, { accepts: 'pdfOrJpeg', withForm: true })).toBeUndefined();
    expect(uploadRefusal(tooLarge, { accepts: 'pdfOrJpeg', withForm: true })).toBe(
      'The file is larger than 20 MB. Please choose a file of up to 20 MB.',
    );
    expect(uploadRefusal(answer(500, { error: 'Internal error' }), { accepts: 'pdfOrJpeg' })).toBeUndefined();
    expect(uploadRefusal(answer(422), { accepts: 'pdfOrJpeg' })).toBeUndefined();
  });
});
