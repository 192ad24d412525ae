import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { adminLanguages, languageSkills } from '../../db/profile-schema';
import { FieldErrors, wholeNumber } from '../../profile/field-checks';
import { idParam, invalid, NotFoundError, type ProfileContext } from '../../profile/profile-context';
import { languageSkillsOf } from '../../profile/profile-data';
import { checkSpokenLevel } from '../../profile/profile-rules';

/** The languages on offer and the jumper's language skills. */
export const languageRoutes: FastifyPluginAsync<ProfileContext> = async (server, { db, userIdOf }) => {
  server.get('/admin_languages', async (request) => {
    await userIdOf(request);
    const rows = await db.select().from(adminLanguages).orderBy(adminLanguages.id);
    return { data: rows.map((row) => ({ id: row.id, name: row.name })) };
  });

  server.get('/jumper_profile/language_skills', async (request) => {
    const userId = await userIdOf(request);
    return { data: await languageSkillsOf(db, userId) };
  });

  server.get('/jumper_profile/language_skills/:id', async (request) => {
    const userId = await userIdOf(request);
    const id = idParam(request, 'language skill');
    const [skill] = await languageSkillsOf(db, userId, [id]);
    if (!skill) throw new NotFoundError(`No language skill ${id}.`);
    return { data: skill };
  });

  server.delete('/jumper_profile/language_skills/:id', async (request) => {
    const userId = await userIdOf(request);
    const id = idParam(request, 'language skill');
    const [removed] = await db
      .delete(languageSkills)
      .where(and(eq(languageSkills.id, id), eq(languageSkills.userId, userId)))
      .returning();
    if (!removed) throw new NotFoundError(`No language skill ${id}.`);
    return { message: 'Language skill deleted successfully' };
  });

  /** Adds languages (a language already listed gets the new level); answers the jumper's whole list. */
  server.post('/jumper_profile/add_language', async (request, reply) => {
    const userId = await userIdOf(request);
    const jumper = ((request.body ?? {}) as { jumper?: { language_skills_attributes?: unknown } }).jumper;
    const entries = jumper?.language_skills_attributes;
    const errors = new FieldErrors();
    if (!Array.isArray(entries) || entries.length === 0) {
      errors.add('language_skills_attributes', 'No language data to submit.');
      throw invalid(errors);
    }
    const wanted = entries.map((entry: Record<string, unknown>, index) => ({
      adminLanguageId: wholeNumber(entry?.admin_language_id),
      spokenLevel: checkSpokenLevel(
        entry?.spoken_level ?? 'beginner',
        errors,
        `language_skills_attributes.${index}.spoken_level`,
      ),
      index,
    }));
    const ids = wanted.map((entry) => entry.adminLanguageId).filter((id): id is number => id !== undefined);
    const offered = ids.length ? await db.select().from(adminLanguages).where(inArray(adminLanguages.id, ids)) : [];
    for (const entry of wanted) {
      if (!offered.some((language) => language.id === entry.adminLanguageId)) {
        errors.add(
          `language_skills_attributes.${entry.index}.admin_language_id`,
          'Please choose one of the offered languages.',
        );
      }
    }
    if (!errors.empty) throw invalid(errors);
    await db.transaction(async (tx) => {
      for (const entry of wanted) {
        await tx
          .insert(languageSkills)
          .values({ userId, adminLanguageId: entry.adminLanguageId!, spokenLevel: entry.spokenLevel! })
          .onConflictDoUpdate({
            target: [languageSkills.userId, languageSkills.adminLanguageId],
            set: { spokenLevel: entry.spokenLevel! },
          });
      }
    });
    return reply
      .status(201)
      .send({ message: 'Language added successfully!', data: await languageSkillsOf(db, userId) });
  });
};
