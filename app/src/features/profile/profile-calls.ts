import type { components } from '@jumpers/contract';
import { serverMessage } from '../../lib/server-error';
import { uploadRefusal, type Upload } from '../../lib/upload-refusal';

export type ApiProfile = components['schemas']['JumperProfile'];

type Answer = { error?: unknown; response: Response };

/**
 * What to tell the user when a call did not succeed: a refused upload in the app's words and the user's
 * language (lib/upload-refusal), anything else the section's own message.
 */
export function failureText(answer: Answer, fallback: string, upload?: Upload): string {
  return (upload && uploadRefusal(answer, upload)) ?? fallback;
}

/** After a successful save the dialog stays a moment (500 ms work experience, 1000 ms others). */
export const closeDelayMs = { workExperience: 500, other: 1000 } as const;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SaveOutcome = { ok: boolean; message: string };

/**
 * A save's outcome for the user: `success` when the server took it, the refused upload or `failed` when it
 * answered otherwise, `thrown` when no answer came; the last two are worded apart
 * (docs/product-rules.md#failures-and-their-messages).
 */
export async function saveOutcome(
  call: () => Promise<Answer & { data?: unknown }>,
  messages: {
    success: string | ((serverMessage: string) => string);
    /** A function words the failure from the server's refusal, worded in the user's language (lib/server-error). */
    failed: string | ((reason: string | undefined) => string);
    thrown?: string;
    /** The files the call sends, if any: a refused one is explained (413, 415, and 422 of a bare upload). */
    upload?: Upload;
  },
): Promise<SaveOutcome> {
  try {
    const answer = await call();
    if (answer.data) {
      const { success } = messages;
      const serverMessage = (answer.data as { message?: string }).message ?? '';
      return { ok: true, message: typeof success === 'string' ? success : success(serverMessage) };
    }
    const { failed } = messages;
    const fallback = typeof failed === 'string' ? failed : failed(serverMessage(answer.error, answer.response));
    return { ok: false, message: failureText(answer, fallback, messages.upload) };
  } catch {
    const { failed } = messages;
    return { ok: false, message: messages.thrown ?? (typeof failed === 'string' ? failed : failed(undefined)) };
  }
}
