import { defineCatalog, textNow } from '../i18n/catalog';
import { serverMessage } from './server-error';

/** The files an upload takes, as its picker and hint tell the user. */
export type AcceptedFiles = 'pdfOrJpeg' | 'pdfOrWord' | 'image' | 'video';

/**
 * The app's own words for a refused upload. The server explains a refusal in English only
 * ('cv.pdf is larger than 20 MB.'); these say the same in the user's language, and what to do instead.
 */
export const uploadRefusalText = defineCatalog(
  {
    tooLarge: 'The file is larger than 20 MB. Please choose a file of up to 20 MB.',
    wrongType: {
      pdfOrJpeg: 'This type of file is not accepted. Please choose a PDF, JPG or JPEG file.',
      pdfOrWord: 'This type of file is not accepted. Please choose a PDF, DOC or DOCX file.',
      image: 'This type of file is not accepted. Please choose a PNG, JPG or JPEG image.',
      video: 'This type of file is not accepted. Please choose an MP4 video.',
    },
    /** SPEC.md §8 shows a refused video's 422 in the server's words; English shows every upload's so. */
    invalid: (serverText: string) => serverText,
  },
  {
    tooLarge: 'Die Datei ist grösser als 20 MB. Bitte wählen Sie eine Datei bis 20 MB.',
    wrongType: {
      pdfOrJpeg: 'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie eine PDF-, JPG- oder JPEG-Datei.',
      pdfOrWord: 'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie eine PDF-, DOC- oder DOCX-Datei.',
      image: 'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie ein PNG-, JPG- oder JPEG-Bild.',
      video: 'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie ein MP4-Video.',
    },
    invalid: () =>
      'Die Datei wurde nicht angenommen. Bitte wählen Sie die Datei erneut aus und versuchen Sie es noch einmal.',
  },
);

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

/**
 * What to tell the user when the server refused an upload, in the current language: a file over 20 MB
 * (413) or of another type (415) in the app's own words, saying what to choose instead; a refused upload
 * (422) in the server's words in English and in the app's in German. Undefined for any other answer (a
 * 5xx, no answer), which the caller words itself.
 */
export function uploadRefusal(
  { error, response }: { error?: unknown; response: Response },
  { accepts, withForm = false }: Upload,
): string | undefined {
  const text = textNow(uploadRefusalText);
  if (response.status === 413) return text.tooLarge;
  if (response.status === 415) return text.wrongType[accepts];
  const reason = response.status === 422 && !withForm ? serverMessage(error, response) : undefined;
  return reason === undefined ? undefined : text.invalid(reason);
}
