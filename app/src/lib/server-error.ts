import type { ErrorBody } from '../api/client';
import type { components } from '@jumpers/contract';
import { defineCatalog, textNow } from '../i18n/catalog';
import { getLanguage } from '../i18n/language';
import { signInPausedText } from './sign-in-paused';
import { minutesText, retryAfterMinutes } from './wait-time';

type ErrorCode = components['schemas']['ErrorCode'];
type FieldErrorCode = components['schemas']['FieldErrorCode'];

/** A refusal's wording; one that asks to wait gets the wait ('15 minutes') when the answer says how long. */
type Wording = string | ((wait: string | undefined) => string);

// The English of a refusal the server words the same way (the first version's texts) is the server's, word for word.
const sameOnTheField = {
  en: {
    email_taken: 'An account with this e-mail already exists. Please sign in instead.',
    current_password_incorrect: 'Current password is incorrect.',
    user_not_found: 'User not found!',
    invalid_otp: 'Invalid OTP!',
    otp_not_verified: 'Please verify the one-time code first.',
    duplicate_job_profile: 'You have this job profile already.',
  },
  de: {
    email_taken: 'Mit dieser E-Mail-Adresse gibt es schon ein Konto. Bitte melden Sie sich stattdessen an.',
    current_password_incorrect: 'Das aktuelle Passwort ist falsch.',
    user_not_found: 'Kein Konto mit dieser E-Mail gefunden!',
    invalid_otp: 'Ungültiger Code!',
    otp_not_verified: 'Bitte bestätigen Sie zuerst den Code aus der E-Mail.',
    duplicate_job_profile: 'Dieses Jobprofil haben Sie schon.',
  },
};

/**
 * The app's words for every code the server gives a refusal (`ErrorCode`) and a field at fault (`FieldErrorCode`),
 * in every language of the app (docs/product-rules.md#failures-and-their-messages). The compiler asks for a
 * wording of each new code of the contract.
 */
export const serverErrorText = defineCatalog<{
  codes: Record<ErrorCode, Wording>;
  fields: Record<FieldErrorCode, string>;
}>(
  {
    codes: {
      ...sameOnTheField.en,
      bad_request: 'This request could not be understood. Please reload the page and try again.',
      malformed_json: 'This request could not be read. Please reload the page and try again.',
      malformed_upload: 'The file could not be read. Please choose it again and try once more.',
      sign_in_required: 'Please sign in.',
      session_ended: 'Your session has ended. Please sign in again.',
      session_expired: 'Your session has expired. Please sign in again.',
      documents_not_verified: 'Your documents have not been verified yet. You can see and apply to jobs once they are.',
      forbidden: 'This is not open to you.',
      not_found: 'This could not be found. It may have been removed.',
      not_marked_not_interested: 'This job is not hidden any more: there is nothing to undo.',
      invalid_unsubscribe_token: 'This unsubscribe link is not valid.',
      too_many_job_alerts: 'You have 20 job alerts: delete one first.',
      upload_too_slow: 'The upload was too slow and was stopped. Please check your connection and try again.',
      request_timeout: 'The request took too long. Please try again.',
      job_closed: 'This job is closed and takes no more applications.',
      stage_transition_not_allowed: 'This application has moved on and can no longer be changed this way.',
      conflict: 'This cannot be done just now. Please reload the page and try again.',
      push_unavailable: 'This server sends no notifications.',
      file_too_large: 'The file is larger than 20 MB. Please choose a file of up to 20 MB.',
      storage_quota_exceeded:
        'Your files would take up more than the 500 MB you can store. Please remove some before uploading more.',
      too_many_parts: 'The upload has more files or fields than this form takes.',
      body_too_large: 'What you sent is too large.',
      unsupported_file_type: 'This type of file is not accepted.',
      unsupported_media_type: 'This kind of request is not accepted. Please reload the page and try again.',
      validation_failed: 'Please check what you entered.',
      invalid_credentials: 'Incorrect username or password.',
      google_sign_in_failed: 'Login Failed',
      google_sign_in_unavailable: 'Google sign-in is not available.',
      sign_in_paused: signInPausedText.en.paused,
      password_change_paused: (wait) =>
        `Too many wrong current passwords. Please try again in ${wait ?? 'an hour'}, or reset your password.`,
      otp_checks_paused: 'Too many wrong codes for this account today. Please try again tomorrow.',
      too_many_uploads: (wait) =>
        `You have uploaded too many files in the last hour. Please try again ${wait ? `in ${wait}` : 'later'}.`,
      rate_limited: (wait) => `Too many attempts. Please try again ${wait ? `in ${wait}` : 'later'}.`,
      headers_too_large: 'This request is too large.',
      internal_error: 'Something went wrong on our side.',
      service_unavailable: 'This service is briefly unavailable. Please try again in a minute.',
      mail_unavailable: 'We could not send the e-mail just now. Please try again in a few minutes.',
    },
    fields: {
      ...sameOnTheField.en,
      required: 'This field is required.',
      too_long: 'This text is too long.',
      too_short: 'This text is too short.',
      too_many_items: 'This list has too many entries.',
      too_few_items: 'This list needs more entries.',
      wrong_type: 'This value does not have the right form.',
      not_allowed: 'This field is not accepted here.',
      not_one_of: 'Please choose one of the offered values.',
      invalid_format: 'This value is not in the expected format.',
      out_of_range: 'This value is out of range.',
      nul_character: 'This field contains a character that is not allowed.',
      invalid: 'This value is not valid.',
      invalid_email: 'Please enter a valid email.',
      password_too_weak: 'Password must contain at least 8 characters, including alphabet and special character.',
      new_password_too_weak:
        'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
      password_too_common: 'This password is too common. Please choose a less predictable one.',
      password_mismatch: 'Confirm password must be same as new password!.',
      invalid_mobile_number: 'Please enter a valid mobile number.',
      mobile_number_length: 'Mobile number must be between 10 and 15 digits.',
      google_token_invalid: 'The Google sign-in could not be verified.',
      google_email_unverified: 'The Google account has no verified e-mail.',
      invalid_date: 'Please enter a valid date.',
      date_in_future: 'The date cannot be later than today.',
      date_too_early: 'The date cannot be before 1900.',
      end_before_start: 'End date cannot be before the start date.',
      end_date_or_current: 'Please select end date or mark currently working',
      invalid_iban: 'Please enter a valid IBAN.',
      invalid_ahv_number: 'AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.',
      language_not_offered: 'Please choose one of the offered languages.',
      unknown_skill: 'Please choose skills from the list.',
      file_required: 'Please select a file to upload.',
      place_not_found: 'We could not find this place in Switzerland. Please enter a Swiss town or its PLZ and name.',
      commute_origin_required: 'Please enter a place to travel from, or add your address to your personal details.',
      min_above_max: 'The lowest value cannot be above the highest.',
    },
  },
  {
    codes: {
      ...sameOnTheField.de,
      bad_request: 'Diese Anfrage wurde nicht verstanden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      malformed_json: 'Diese Anfrage war nicht lesbar. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      malformed_upload:
        'Die Datei konnte nicht gelesen werden. Bitte wählen Sie sie erneut aus und versuchen Sie es noch einmal.',
      sign_in_required: 'Bitte melden Sie sich an.',
      session_ended: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
      session_expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
      documents_not_verified:
        'Ihre Dokumente sind noch nicht geprüft. Sobald sie geprüft sind, können Sie Stellen ansehen und sich bewerben.',
      forbidden: 'Das steht Ihnen nicht offen.',
      not_found: 'Das wurde nicht gefunden. Vielleicht wurde es entfernt.',
      not_marked_not_interested: 'Diese Stelle ist nicht mehr ausgeblendet: Es gibt nichts rückgängig zu machen.',
      invalid_unsubscribe_token: 'Dieser Abmeldelink ist ungültig.',
      too_many_job_alerts: 'Sie haben 20 Suchabos: Löschen Sie zuerst eines.',
      upload_too_slow:
        'Der Upload war zu langsam und wurde abgebrochen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      request_timeout: 'Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.',
      job_closed: 'Diese Stelle ist geschlossen und nimmt keine Bewerbungen mehr an.',
      stage_transition_not_allowed: 'Diese Bewerbung ist weiter und lässt sich so nicht mehr ändern.',
      conflict: 'Das geht im Moment nicht. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      push_unavailable: 'Dieser Server sendet keine Benachrichtigungen.',
      file_too_large: 'Die Datei ist grösser als 20 MB. Bitte wählen Sie eine Datei bis 20 MB.',
      storage_quota_exceeded:
        'Ihre Dateien würden mehr als die 500 MB belegen, die Sie speichern können. Bitte entfernen Sie zuerst einige Dateien.',
      too_many_parts: 'Der Upload enthält mehr Dateien oder Felder, als dieses Formular annimmt.',
      body_too_large: 'Was Sie gesendet haben, ist zu gross.',
      unsupported_file_type: 'Dieser Dateityp wird nicht akzeptiert.',
      unsupported_media_type:
        'Diese Art von Anfrage wird nicht angenommen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      validation_failed: 'Bitte prüfen Sie Ihre Angaben.',
      invalid_credentials: 'E-Mail oder Passwort ist falsch.',
      google_sign_in_failed: 'Anmeldung fehlgeschlagen',
      google_sign_in_unavailable: 'Die Anmeldung mit Google ist nicht verfügbar.',
      sign_in_paused: signInPausedText.de.paused,
      password_change_paused: (wait) =>
        `Zu oft ein falsches aktuelles Passwort. Bitte versuchen Sie es ${wait ? `in ${wait}` : 'in einer Stunde'} erneut oder setzen Sie Ihr Passwort zurück.`,
      otp_checks_paused:
        'Heute wurden zu viele falsche Codes für dieses Konto eingegeben. Bitte versuchen Sie es morgen erneut.',
      too_many_uploads: (wait) =>
        `Sie haben in der letzten Stunde zu viele Dateien hochgeladen. Bitte versuchen Sie es ${wait ? `in ${wait}` : 'später'} erneut.`,
      rate_limited: (wait) => `Zu viele Versuche. Bitte versuchen Sie es ${wait ? `in ${wait}` : 'später'} erneut.`,
      headers_too_large: 'Diese Anfrage ist zu gross.',
      internal_error: 'Bei uns ist etwas schiefgelaufen.',
      service_unavailable: 'Dieser Dienst ist kurz nicht verfügbar. Bitte versuchen Sie es in einer Minute erneut.',
      mail_unavailable:
        'Wir konnten die E-Mail gerade nicht senden. Bitte versuchen Sie es in ein paar Minuten erneut.',
    },
    fields: {
      ...sameOnTheField.de,
      required: 'Dieses Feld ist erforderlich.',
      too_long: 'Dieser Text ist zu lang.',
      too_short: 'Dieser Text ist zu kurz.',
      too_many_items: 'Diese Liste hat zu viele Einträge.',
      too_few_items: 'Diese Liste braucht mehr Einträge.',
      wrong_type: 'Dieser Wert hat nicht die richtige Form.',
      not_allowed: 'Dieses Feld wird hier nicht angenommen.',
      not_one_of: 'Bitte wählen Sie einen der angebotenen Werte.',
      invalid_format: 'Dieser Wert hat nicht das erwartete Format.',
      out_of_range: 'Dieser Wert liegt ausserhalb des erlaubten Bereichs.',
      nul_character: 'Dieses Feld enthält ein Zeichen, das nicht erlaubt ist.',
      invalid: 'Dieser Wert ist ungültig.',
      invalid_email: 'Bitte eine gültige E-Mail eingeben.',
      password_too_weak: 'Das Passwort braucht mindestens 8 Zeichen, darunter einen Buchstaben und ein Sonderzeichen.',
      new_password_too_weak:
        'Das Passwort braucht mindestens 8 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
      password_too_common: 'Dieses Passwort ist zu verbreitet. Bitte wählen Sie eines, das schwerer zu erraten ist.',
      password_mismatch: 'Die Bestätigung muss dem neuen Passwort entsprechen!',
      invalid_mobile_number: 'Bitte eine gültige Mobilnummer eingeben.',
      mobile_number_length: 'Die Mobilnummer muss 10 bis 15 Ziffern haben.',
      google_token_invalid: 'Die Anmeldung mit Google konnte nicht bestätigt werden.',
      google_email_unverified: 'Das Google-Konto hat keine bestätigte E-Mail-Adresse.',
      invalid_date: 'Bitte geben Sie ein gültiges Datum ein.',
      date_in_future: 'Das Datum darf nicht nach dem heutigen Tag liegen.',
      date_too_early: 'Das Datum darf nicht vor 1900 liegen.',
      end_before_start: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
      end_date_or_current: 'Bitte wählen Sie ein Enddatum oder markieren Sie, dass Sie zurzeit hier arbeiten',
      invalid_iban: 'Bitte geben Sie eine gültige IBAN ein.',
      invalid_ahv_number: 'Die AHV-Nummer muss die Form 756.XXXX.XXXX.XX mit gültiger Prüfziffer haben.',
      language_not_offered: 'Bitte wählen Sie eine der angebotenen Sprachen.',
      unknown_skill: 'Bitte wählen Sie Fähigkeiten aus der Liste.',
      file_required: 'Bitte wählen Sie eine Datei zum Hochladen aus.',
      place_not_found:
        'Diesen Ort haben wir in der Schweiz nicht gefunden. Bitte geben Sie eine Schweizer Gemeinde oder PLZ und Ort ein.',
      commute_origin_required:
        'Bitte geben Sie einen Ort ein, von dem aus Sie reisen, oder ergänzen Sie Ihre Adresse in den persönlichen Angaben.',
      min_above_max: 'Der kleinste Wert darf nicht über dem grössten liegen.',
    },
  },
);

/** The body of a refusal, when it is one. */
function bodyOf(error: unknown): Partial<ErrorBody> | undefined {
  return typeof error === 'object' && error !== null ? (error as Partial<ErrorBody>) : undefined;
}

/** The code the server gave a refusal, if any. */
export function errorCode(error: unknown): string | undefined {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A refusal's code in the current language, with the wait of its Retry-After where it asks to wait; undefined for a
 * code this app does not know (one a newer server added).
 */
export function codeText(code: string | undefined, response: Response): string | undefined {
  const codes: Record<string, Wording | undefined> = textNow(serverErrorText).codes;
  const wording = code === undefined ? undefined : codes[code];
  if (typeof wording !== 'function') return wording;
  const minutes = retryAfterMinutes(response);
  return wording(minutes === undefined ? undefined : minutesText(minutes));
}

/**
 * What to tell the user about a refusal the server explained (4xx), in the current language, by its codes: the
 * first field at fault, else the refusal as a whole. In English a field's own message is the server's (it names
 * its field, 'IBAN is required!'); in German the app's wording of its code. A code this app does not know is the
 * server's English in English and nothing in German, where the caller's own message is the better choice.
 * Undefined for anything else (a 5xx, an unreadable body).
 */
export function serverMessage(error: unknown, response: Response): string | undefined {
  const body = bodyOf(error);
  if (response.status < 400 || response.status >= 500 || !body) return undefined;
  const [field] = Object.entries(body.errors ?? {}).find(([, list]) => list.length > 0) ?? [];
  const worded =
    (field === undefined ? undefined : fieldMessage(error, response, field)) ?? codeText(errorCode(body), response);
  return worded ?? (getLanguage() === 'en' ? body.error : undefined);
}

/**
 * What a refusal says about one field (its dotted path in the body, `jumper.oasi_ahv_number`), in the current language,
 * for a form to show under that field: in English the server's own message, in German the app's wording of the field's
 * code. Undefined when the refusal does not concern the field, or in German for a code this app does not know.
 */
export function fieldMessage(error: unknown, response: Response, field: string): string | undefined {
  const body = bodyOf(error);
  if (response.status < 400 || response.status >= 500 || !body) return undefined;
  const [message] = body.errors?.[field] ?? [];
  if (message !== undefined && getLanguage() === 'en') return message;
  const code = body.field_codes?.[field]?.[0];
  const fields: Record<string, string | undefined> = textNow(serverErrorText).fields;
  return code === undefined ? undefined : fields[code];
}
