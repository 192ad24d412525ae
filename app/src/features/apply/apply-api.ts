import type { AdjustmentsRequestValue, ApplyDraftValues, ApplyStep, JobKind, LanguageSkill } from '@jumpers/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { multipart } from '../../api/multipart';
import type { components } from '@jumpers/contract';
import { getLanguage, type Language } from '../../i18n/language';
import { serverMessage } from '../../lib/server-error';
import { uploadRefusal } from '../../lib/upload-refusal';

type ApiLanguageSkill = components['schemas']['LanguageSkill'];
export type ApplicationBody = components['schemas']['AppliedJobInput'];

/** A call's outcome: ok, or the refusal the server explained (4xx) in the user's language, if any. */
export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; serverText?: string };

/** A language skill as the dialog shows it: named in the user's language; `admin_language` stays the server's name. */
export function toSkill(skill: ApiLanguageSkill, language: Language): LanguageSkill {
  return {
    id: skill.id,
    admin_language: skill.admin_language.language,
    admin_language_id: skill.admin_language_id,
    language: skill.admin_language.names[language],
    spoken_level: skill.spoken_level,
  };
}

/** A 4xx the server explained is worth showing, worded by its code in the user's language; a 5xx or no answer is not. */
function refusal(response: Response | undefined, error: unknown): { ok: false; serverText?: string } {
  const explained = response !== undefined && response.status !== 401 ? serverMessage(error, response) : undefined;
  return { ok: false, serverText: explained };
}

/** Turns a thrown network failure into an outcome, so every caller handles one shape. */
async function attempt<T extends { ok: boolean }>(call: () => Promise<T>): Promise<T | { ok: false }> {
  try {
    return await call();
  } catch {
    return { ok: false };
  }
}

/** Uploads the CV; a refused file is explained in the app's words and the user's language, not the server's. */
export function uploadCv(file: File): Promise<{ ok: true } | { ok: false; refusal?: string }> {
  return attempt(async () => {
    const answer = await api.PUT('/api/v1/jumpers/upload_cv', multipart({ 'jumper[upload_cv]': file }));
    return answer.data
      ? { ok: true as const }
      : { ok: false as const, refusal: uploadRefusal(answer, { accepts: 'pdfOrWord' }) };
  });
}

export function addLanguages(added: LanguageSkill[]): Promise<Outcome<{ skills: LanguageSkill[] }>> {
  return attempt(async () => {
    const { data, error, response } = await api.POST('/api/v1/jumper_profile/add_language', {
      body: {
        jumper: {
          language_skills_attributes: added.map(({ admin_language_id, language, spoken_level }) => ({
            admin_language_id,
            language,
            spoken_level,
          })),
        },
      },
    });
    return data
      ? { ok: true as const, skills: data.data.map((skill) => toSkill(skill, getLanguage())) }
      : refusal(response, error);
  });
}

export function updateLanguages(changed: LanguageSkill[]): Promise<Outcome> {
  return attempt(async () => {
    const { data, error, response } = await api.PUT('/api/v1/jumper_profile/update', {
      body: {
        user: {
          language_skills_attributes: changed.map(({ id, admin_language_id, language, spoken_level }) => ({
            id,
            admin_language_id,
            language,
            spoken_level,
          })),
        },
      },
    });
    return data ? { ok: true as const } : refusal(response, error);
  });
}

export function deleteLanguage(id: number): Promise<Outcome> {
  return attempt(async () => {
    const { error, response } = await api.DELETE('/api/v1/jumper_profile/language_skills/{id}', {
      params: { path: { id } },
    });
    return response.ok ? { ok: true as const } : refusal(response, error);
  });
}

/** Applies once: the server answers a repeat with the same application (idempotent). */
export function sendApplication(jobId: number, kind: JobKind, body: ApplicationBody): Promise<Outcome> {
  return attempt(async () => {
    const options = { params: { path: { jobId } }, body: { applied_job: body } };
    const { data, error, response } =
      kind === 'permanent'
        ? await api.POST('/api/v1/applied_per_job/{jobId}', options)
        : await api.POST('/api/v1/applied_job/{jobId}', options);
    return data ? { ok: true as const } : refusal(response, error);
  });
}

/** A saved draft: the step the flow had reached, and what was typed. */
export interface ApplyDraft {
  step: Exclude<ApplyStep, 0>;
  values: ApplyDraftValues;
}

/** The parts of a stored draft the flow can use: the contract leaves its values to the app, so they are checked here. */
function draftValues(stored: Record<string, unknown>): ApplyDraftValues {
  const { skills, address, adjustments } = stored;
  const isSkill = (skill: unknown) =>
    typeof skill === 'object' &&
    skill !== null &&
    typeof (skill as LanguageSkill).admin_language_id === 'number' &&
    typeof (skill as LanguageSkill).spoken_level === 'string';
  const isAdjustments = (value: unknown): value is AdjustmentsRequestValue =>
    typeof value === 'object' && value !== null && Array.isArray((value as AdjustmentsRequestValue).kinds);
  return {
    ...(Array.isArray(skills) && skills.every(isSkill) && { skills: skills as LanguageSkill[] }),
    ...(typeof address === 'string' && { address }),
    ...(isAdjustments(adjustments) && { adjustments }),
  };
}

const draftParams = (jobId: number, kind: JobKind) => ({
  path: { job_id: jobId },
  query: { is_permanent: kind === 'permanent' },
});

/**
 * This jumper's draft of the apply flow of a job; null when there is none (never saved, sent, or older than 14 days).
 * A draft that cannot be read is no reason to keep the jumper from applying: the flow then starts afresh.
 */
export const applyDraftQuery = (jobId: number, kind: JobKind) =>
  queryOptions({
    queryKey: ['/api/v1/apply_drafts/{job_id}', { jobId, kind }],
    queryFn: async ({ signal }): Promise<ApplyDraft | null> => {
      try {
        const { data } = await api.GET('/api/v1/apply_drafts/{job_id}', { params: draftParams(jobId, kind), signal });
        return data ? { step: data.data.step as ApplyDraft['step'], values: draftValues(data.data.values) } : null;
      } catch {
        return null;
      }
    },
    // Read once as the flow opens; the flow itself then holds what is typed.
    staleTime: 0,
    gcTime: 0,
  });

/**
 * Keeps what was typed, for 14 days, so that a reload, a lost connection or an ended session costs nothing. Best effort:
 * a draft that cannot be saved (offline, say) is tried again with the next change, and the flow goes on regardless.
 */
export async function saveApplyDraft(jobId: number, kind: JobKind, draft: ApplyDraft): Promise<void> {
  try {
    await api.PUT('/api/v1/apply_drafts/{job_id}', {
      params: draftParams(jobId, kind),
      body: { apply_draft: { step: draft.step, values: { ...draft.values } } },
    });
  } catch {
    // No connection: the next change saves again.
  }
}
