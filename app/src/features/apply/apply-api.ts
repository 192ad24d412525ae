import type { JobKind, LanguageSkill } from '@jumpers/ui';
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
