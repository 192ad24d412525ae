import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { FieldErrors } from '../../profile/field-checks';
import { invalid, notFound, type ProfileContext } from '../../profile/profile-context';
import {
  addLanguageSkills,
  deleteLanguageSkill,
  languageSkillsOf,
  offeredLanguageIds,
  offeredLanguages,
} from '../../profile/language-data';
import { namesOf } from '../../profile/list-names';

/** The languages on offer and the jumper's language skills. */
export const languageRoutes: FastifyPluginAsync<ProfileContext> = async (server, { db }) => {
  route(server, 'listAdminLanguages', async () => {
    const rows = await offeredLanguages(db);
    return { data: rows.map((row) => ({ id: row.id, language: row.name, names: namesOf(row.name) })) };
  });

  route(server, 'listLanguageSkills', async (_request, _reply, { userId }) => ({
    data: await languageSkillsOf(db, userId),
  }));

  route(server, 'getLanguageSkill', async (request, _reply, { userId }) => {
    const { id } = request.params;
    const [skill] = await languageSkillsOf(db, userId, [id]);
    if (!skill) throw notFound('language skill', id);
    return { data: skill };
  });

  route(server, 'deleteLanguageSkill', async (request, _reply, { userId }) => {
    const { id } = request.params;
    if (!(await deleteLanguageSkill(db, userId, id))) throw notFound('language skill', id);
    return { message: 'Language skill deleted successfully' };
  });

  /** Adds languages at beginner unless a level is given; a language already listed gets the new level. */
  route(server, 'addLanguages', async (request, reply, { userId }) => {
    const wanted = request.body.jumper.language_skills_attributes.map((entry) => ({
      adminLanguageId: entry.admin_language_id,
      spokenLevel: entry.spoken_level ?? 'beginner',
    }));
    const offered = await offeredLanguageIds(
      db,
      wanted.map((entry) => entry.adminLanguageId),
    );
    const errors = new FieldErrors();
    wanted.forEach((entry, index) => {
      if (!offered.includes(entry.adminLanguageId)) {
        errors.add(
          `language_skills_attributes.${index}.admin_language_id`,
          'Please choose one of the offered languages.',
          'language_not_offered',
        );
      }
    });
    if (!errors.empty) throw invalid(errors, 'jumper');
    await addLanguageSkills(db, userId, wanted);
    return reply
      .status(201)
      .send({ message: 'Language added successfully!', data: await languageSkillsOf(db, userId) });
  });
};
