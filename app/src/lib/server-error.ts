import type { ErrorBody } from '../api/client';
import type { components } from '@jumpers/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getLanguage, type Language } from '../i18n/language';
import { messageCatalog, messagesNow, type MessageWith } from '../i18n/messages';
import { signInPausedText } from './sign-in-paused';
import { retryAfterMinutes } from './wait-time';

const loadRefusalMessages = (language: Language) => import(`./locales/refusals/${language}.po`);

type ErrorCode = components['schemas']['ErrorCode'];
type FieldErrorCode = components['schemas']['FieldErrorCode'];

// The English of a refusal the server words the same way (the first version's texts) is the server's, word for word.
const sameOnTheField = {
  email_taken: msg`An account with this e-mail already exists. Please sign in instead.`,
  current_password_incorrect: msg`Current password is incorrect.`,
  user_not_found: msg`User not found!`,
  invalid_otp: msg`Invalid OTP!`,
  otp_not_verified: msg`Please verify the one-time code first.`,
  duplicate_job_profile: msg`You have this job profile already.`,
};

/** The wait of a refusal that asks to wait, in whole minutes from its Retry-After. */
type Wait = MessageWith<{ minutes: number }>;

/**
 * The app's words for every code the server gives a refusal (`ErrorCode`) and a field at fault (`FieldErrorCode`),
 * in every language of the app (docs/product-rules.md#failures-and-their-messages). The compiler asks for a
 * wording of each new code of the contract. A refusal that asks to wait has a second wording in `waits`, with the
 * wait, for an answer that says how long.
 */
export const serverErrorText = messageCatalog(loadRefusalMessages, {
  codes: {
    ...sameOnTheField,
    bad_request: msg`This request could not be understood. Please reload the page and try again.`,
    malformed_json: msg`This request could not be read. Please reload the page and try again.`,
    malformed_upload: msg`The file could not be read. Please choose it again and try once more.`,
    sign_in_required: msg`Please sign in.`,
    session_ended: msg`Your session has ended. Please sign in again.`,
    session_expired: msg`Your session has expired. Please sign in again.`,
    documents_not_verified: msg`Your documents have not been verified yet. You can see and apply to jobs once they are.`,
    forbidden: msg`This is not open to you.`,
    not_found: msg`This could not be found. It may have been removed.`,
    not_marked_not_interested: msg`This job is not hidden any more: there is nothing to undo.`,
    invalid_unsubscribe_token: msg`This unsubscribe link is not valid.`,
    too_many_job_alerts: msg`You have 20 job alerts: delete one first.`,
    upload_too_slow: msg`The upload was too slow and was stopped. Please check your connection and try again.`,
    request_timeout: msg`The request took too long. Please try again.`,
    job_closed: msg`This job is closed and takes no more applications.`,
    stage_transition_not_allowed: msg`This application has moved on and can no longer be changed this way.`,
    conflict: msg`This cannot be done just now. Please reload the page and try again.`,
    push_unavailable: msg`This server sends no notifications.`,
    file_too_large: msg`The file is larger than 20 MB. Please choose a file of up to 20 MB.`,
    storage_quota_exceeded: msg`Your files would take up more than the 500 MB you can store. Please remove some before uploading more.`,
    too_many_parts: msg`The upload has more files or fields than this form takes.`,
    body_too_large: msg`What you sent is too large.`,
    unsupported_file_type: msg`This type of file is not accepted.`,
    unsupported_media_type: msg`This kind of request is not accepted. Please reload the page and try again.`,
    validation_failed: msg`Please check what you entered.`,
    invalid_credentials: msg`Incorrect username or password.`,
    google_sign_in_failed: msg`Login Failed`,
    google_sign_in_unavailable: msg`Google sign-in is not available.`,
    sign_in_paused: signInPausedText.messages.paused,
    password_change_paused: msg`Too many wrong current passwords. Please try again in an hour, or reset your password.`,
    otp_checks_paused: msg`Too many wrong codes for this account today. Please try again tomorrow.`,
    too_many_uploads: msg`You have uploaded too many files in the last hour. Please try again later.`,
    rate_limited: msg`Too many attempts. Please try again later.`,
    headers_too_large: msg`This request is too large.`,
    internal_error: msg`Something went wrong on our side.`,
    service_unavailable: msg`This service is briefly unavailable. Please try again in a minute.`,
    mail_unavailable: msg`We could not send the e-mail just now. Please try again in a few minutes.`,
  } satisfies Record<ErrorCode, MessageDescriptor>,
  fields: {
    ...sameOnTheField,
    required: msg`This field is required.`,
    too_long: msg`This text is too long.`,
    too_short: msg`This text is too short.`,
    too_many_items: msg`This list has too many entries.`,
    too_few_items: msg`This list needs more entries.`,
    wrong_type: msg`This value does not have the right form.`,
    not_allowed: msg`This field is not accepted here.`,
    not_one_of: msg`Please choose one of the offered values.`,
    invalid_format: msg`This value is not in the expected format.`,
    out_of_range: msg`This value is out of range.`,
    nul_character: msg`This field contains a character that is not allowed.`,
    invalid: msg`This value is not valid.`,
    invalid_email: msg`Please enter a valid email.`,
    password_too_weak: msg`Password must contain at least 8 characters, including alphabet and special character.`,
    new_password_too_weak: msg`Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.`,
    password_too_common: msg`This password is too common. Please choose a less predictable one.`,
    password_mismatch: msg`Confirm password must be same as new password!.`,
    invalid_mobile_number: msg`Please enter a valid mobile number.`,
    mobile_number_length: msg`Mobile number must be between 10 and 15 digits.`,
    google_token_invalid: msg`The Google sign-in could not be verified.`,
    google_email_unverified: msg`The Google account has no verified e-mail.`,
    invalid_date: msg`Please enter a valid date.`,
    date_in_future: msg`The date cannot be later than today.`,
    date_too_early: msg`The date cannot be before 1900.`,
    end_before_start: msg`End date cannot be before the start date.`,
    end_date_or_current: msg`Please select end date or mark currently working`,
    invalid_iban: msg`Please enter a valid IBAN.`,
    invalid_ahv_number: msg`AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.`,
    language_not_offered: msg`Please choose one of the offered languages.`,
    unknown_skill: msg`Please choose skills from the list.`,
    file_required: msg`Please select a file to upload.`,
    place_not_found: msg`We could not find this place in Switzerland. Please enter a Swiss town or its PLZ and name.`,
    commute_origin_required: msg`Please enter a place to travel from, or add your address to your personal details.`,
    min_above_max: msg`The lowest value cannot be above the highest.`,
  } satisfies Record<FieldErrorCode, MessageDescriptor>,
  waits: {
    sign_in_paused: signInPausedText.messages.pausedFor,
    password_change_paused: msg({
      message:
        'Too many wrong current passwords. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or reset your password.',
    }) as Wait,
    too_many_uploads: msg({
      message:
        'You have uploaded too many files in the last hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    }) as Wait,
    rate_limited: msg({
      message: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    }) as Wait,
  } satisfies Partial<Record<ErrorCode, Wait>>,
});

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
  if (code === undefined) return undefined;
  const text = messagesNow(serverErrorText);
  const codes: Record<string, string | undefined> = text.codes;
  const waits: Record<string, ((values: { minutes: number }) => string) | undefined> = text.waits;
  const minutes = retryAfterMinutes(response);
  const wait = waits[code];
  return minutes !== undefined && wait ? wait({ minutes }) : codes[code];
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
  const fields: Record<string, string | undefined> = messagesNow(serverErrorText).fields;
  return code === undefined ? undefined : fields[code];
}
