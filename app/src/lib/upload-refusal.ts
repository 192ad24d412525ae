import type { Language } from '../i18n/language';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messageCatalog, messagesNow } from '../i18n/messages';
import { codeText, errorCode, serverMessage } from './server-error';

const loadRefusalMessages = (language: Language) => import(`./locales/refusals/${language}.po`);

/** The files an upload takes, as its picker and hint tell the user. */
export type AcceptedFiles = 'pdfOrJpeg' | 'pdfOrWord' | 'image' | 'video';

/**
 * The app's own words for a file of a type the upload does not take, with what to choose instead. The server
 * explains a refusal in English only ('notes.docx is not a PDF, DOC, DOCX or JPG file.'); its other refusals of an
 * upload are worded by their codes (lib/server-error).
 */
export const uploadRefusalText = messageCatalog(loadRefusalMessages, {
  wrongType: {
    pdfOrJpeg: msg`This type of file is not accepted. Please choose a PDF, JPG or JPEG file.`,
    pdfOrWord: msg`This type of file is not accepted. Please choose a PDF, DOC or DOCX file.`,
    image: msg`This type of file is not accepted. Please choose a PNG, JPG or JPEG image.`,
    video: msg`This type of file is not accepted. Please choose an MP4 video.`,
  } satisfies Record<AcceptedFiles, MessageDescriptor>,
});

export type Upload = {
  /** What the upload takes: a file of another type is told to choose one of these. */
  accepts: AcceptedFiles;
  /**
   * The call sends a form of its own besides the file (work experience, education): its refusal (422) is
   * about the form, and the caller words it.
   * @defaultValue false
   */
  withForm?: boolean;
};

/** The refusals of an upload as such, whatever else the call takes, by the status of a server that gives no code. */
const uploadCodes = new Set([
  'file_too_large',
  'storage_quota_exceeded',
  'too_many_parts',
  'upload_too_slow',
  'too_many_uploads',
  'malformed_upload',
]);
const codeByStatus: Record<number, string> = { 413: 'file_too_large', 415: 'unsupported_file_type' };

/**
 * What to tell the user when the server refused an upload, in the current language and by the refusal's code
 * (docs/product-rules.md#failures-and-their-messages): a file of another type in the app's own words, saying what to
 * choose instead; a file over 20 MB, files over the 500 MB an account may store, too many uploads in an hour (with
 * the wait), an upload too slow or unreadable, each in the app's words; a refused upload (422) as lib/server-error words
 * it. Undefined for any other answer (a 5xx, no answer), which the caller words
 * itself.
 */
export function uploadRefusal(
  { error, response }: { error?: unknown; response: Response },
  { accepts, withForm = false }: Upload,
): string | undefined {
  const text = messagesNow(uploadRefusalText);
  const code = errorCode(error) ?? codeByStatus[response.status];
  if (code === 'unsupported_file_type') return text.wrongType[accepts];
  if (code !== undefined && uploadCodes.has(code)) return codeText(code, response);
  return response.status === 422 && !withForm ? serverMessage(error, response) : undefined;
}
