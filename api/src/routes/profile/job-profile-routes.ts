import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { jumperJobProfiles } from '../../db/profile-schema';
import { route } from '../../contract/route';
import { httpError } from '../../http/errors';
import { invalid, notFound, type ProfileContext } from '../../profile/profile-context';
import { checkJobProfile } from '../../profile/profile-rules';

const body = (row: typeof jumperJobProfiles.$inferSelect) => ({
  id: row.id,
  job_profile: row.jobProfile,
  experience: row.experience,
  status: row.status,
});

export const jobProfileRoutes: FastifyPluginAsync<ProfileContext> = async (server, { db }) => {
  route(server, 'listJobProfiles', async (_request, _reply, { userId }) => {
    const rows = await db
      .select()
      .from(jumperJobProfiles)
      .where(eq(jumperJobProfiles.userId, userId))
      .orderBy(jumperJobProfiles.id);
    return { data: rows.map(body) };
  });

  route(server, 'createJobProfile', async (request, reply, { userId }) => {
    const checked = checkJobProfile(request.body.job_profile);
    if (!checked.ok) throw invalid(checked.errors, 'job_profile');
    const [existing] = await db
      .select({ id: jumperJobProfiles.id })
      .from(jumperJobProfiles)
      .where(and(eq(jumperJobProfiles.userId, userId), eq(jumperJobProfiles.jobProfile, checked.value.jobProfile)))
      .limit(1);
    if (existing) {
      const message = 'You have this job profile already.';
      throw httpError(409, 'duplicate_job_profile', message, {
        fields: { 'job_profile.job_profile': [{ code: 'duplicate_job_profile', message }] },
      });
    }
    const [created] = await db
      .insert(jumperJobProfiles)
      .values({ userId, ...checked.value })
      .returning();
    return reply.status(201).send({ message: 'Job profile created successfully.', data: body(created!) });
  });

  route(server, 'deleteJobProfile', async (request, _reply, { userId }) => {
    const { id } = request.params;
    const [removed] = await db
      .delete(jumperJobProfiles)
      .where(and(eq(jumperJobProfiles.id, id), eq(jumperJobProfiles.userId, userId)))
      .returning();
    if (!removed) throw notFound('job profile', id);
    return { message: 'Job profile deleted successfully.' };
  });
};
