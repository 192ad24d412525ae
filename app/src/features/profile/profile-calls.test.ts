import { describe, expect, it } from 'vitest';
import { profileText } from './messages';
import { failureText, saveOutcome } from './profile-calls';

const answer = (status: number, error?: string) => ({
  response: new Response(null, { status }),
  error: error === undefined ? undefined : { error },
});

describe('failureText', () => {
  it("shows a refused file's reason in the server's words in English", () => {
    const text = profileText.en;
    expect(failureText(answer(415, 'cv.txt is not a PDF file.'), text, 'fallback')).toBe('cv.txt is not a PDF file.');
    expect(failureText(answer(413, 'cv.pdf is larger than 20 MB.'), text, 'fallback')).toBe(
      'cv.pdf is larger than 20 MB.',
    );
  });

  it('says the same in German instead of the English server text', () => {
    const text = profileText.de;
    expect(failureText(answer(415, 'cv.txt is not a PDF file.'), text, 'x')).toBe(
      'Dieser Dateityp wird nicht akzeptiert.',
    );
    expect(failureText(answer(413, 'cv.pdf is larger than 20 MB.'), text, 'x')).toBe(
      'Die Datei ist grösser als 20 MB.',
    );
  });

  it("uses the section's own message for any other failure", () => {
    expect(failureText(answer(500), profileText.en, 'Failed to save education')).toBe('Failed to save education');
    expect(failureText(answer(422, 'Degree is required.'), profileText.en, 'Failed to save education')).toBe(
      'Failed to save education',
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
    const outcome = await saveOutcome(
      async () => ({ ...answer(201), data: { message: 'x' } }),
      profileText.en,
      messages,
    );
    expect(outcome).toEqual({ ok: true, message: 'Education added successfully' });
  });

  it('words a non-2xx answer and a call that threw apart (SPEC.md §8)', async () => {
    expect(await saveOutcome(async () => answer(500), profileText.en, messages)).toEqual({
      ok: false,
      message: 'Failed to save education',
    });
    const thrown = await saveOutcome(() => Promise.reject(new TypeError('Failed to fetch')), profileText.en, messages);
    expect(thrown).toEqual({ ok: false, message: 'Failed to save education. Please try again.' });
  });

  it("takes the server's message for success and failure where the spec says so (job profiles)", async () => {
    const jobProfile = {
      success: profileText.en.jobProfiles.created,
      failed: profileText.en.jobProfiles.createFailed,
    };
    expect(
      await saveOutcome(
        async () => ({ ...answer(201), data: { message: 'Job profile created successfully.' } }),
        profileText.en,
        jobProfile,
      ),
    ).toEqual({ ok: true, message: 'Job profile created successfully.' });
    expect(await saveOutcome(async () => answer(422, 'Jobprofile is required.'), profileText.en, jobProfile)).toEqual({
      ok: false,
      message: 'Jobprofile is required.',
    });
    expect(await saveOutcome(async () => answer(500), profileText.en, jobProfile)).toEqual({
      ok: false,
      message: 'An error occurred while creating the job profile.',
    });
  });
});
