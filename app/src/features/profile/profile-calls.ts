import type { components } from '../../api/schema';
import type { ProfileText } from './messages';

export type ApiProfile = components['schemas']['JumperProfile'];

type Answer = { error?: { error?: string } | undefined; response: Response };

/**
 * What to tell the user when a call did not succeed: a refused file (413, 415) in the server's words
 * (translated in German), anything else the section's own message.
 */
export function failureText({ error, response }: Answer, text: ProfileText, fallback: string): string {
  const serverText = error?.error;
  if (serverText && response.status === 413) return text.refused.tooLarge(serverText);
  if (serverText && response.status === 415) return text.refused.wrongType(serverText);
  return fallback;
}

/** SPEC.md §4: after a successful save the dialog stays a moment (500 ms work experience, 1000 ms others). */
export const closeDelayMs = { workExperience: 500, other: 1000 } as const;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SaveOutcome = { ok: boolean; message: string };

/**
 * A save's outcome for the user: `success` when the server took it, the refused file or `failed` when it
 * answered otherwise, `thrown` when no answer came (SPEC.md §8 words the last two apart).
 */
export async function saveOutcome(
  call: () => Promise<Answer & { data?: unknown }>,
  text: ProfileText,
  messages: {
    success: string | ((serverMessage: string) => string);
    /** A function words the failure from the server's own text, when it gave one. */
    failed: string | ((serverText: string | undefined) => string);
    thrown?: string;
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
    const fallback = typeof failed === 'string' ? failed : failed(answer.error?.error);
    return { ok: false, message: failureText(answer, text, fallback) };
  } catch {
    const { failed } = messages;
    return { ok: false, message: messages.thrown ?? (typeof failed === 'string' ? failed : failed(undefined)) };
  }
}
