import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { jumperJobProfiles } from '../../db/profile-schema';
import { idParam, invalid, NotFoundError, type ProfileContext } from '../../profile/profile-context';
import { checkJobProfile } from '../../profile/profile-rules';

const body = (row: typeof jumperJobProfiles.$inferSelect) => ({
  id: row.id,
  job_profile: row.jobProfile,
  experience: row.experience,
  status: row.status,
});

export const jobProfileRoutes: FastifyPluginAsync<ProfileContext> = async (server, { db, userIdOf }) => {
  server.get('/jumper_job_profiles', async (request) => {
    const userId = await userIdOf(request);
    const rows = await db
      .select()
      .from(jumperJobProfiles)
      .where(eq(jumperJobProfiles.userId, userId))
      .orderBy(jumperJobProfiles.id);
    return { data: rows.map(body) };
  });

  server.post('/jumper_job_profiles', async (request, reply) => {
    const userId = await userIdOf(request);
    const checked = checkJobProfile(
      ((request.body ?? {}) as { job_profile?: Record<string, unknown> }).job_profile ?? {},
    );
    if (!checked.ok) throw invalid(checked.errors);
    const [created] = await db
      .insert(jumperJobProfiles)
      .values({ userId, ...checked.value })
      .returning();
    return reply.status(201).send({ message: 'Job profile created successfully.', data: body(created!) });
  });

  server.delete('/jumper_job_profiles/:id', async (request) => {
    const userId = await userIdOf(request);
    const id = idParam(request, 'job profile');
    const [removed] = await db
      .delete(jumperJobProfiles)
      .where(and(eq(jumperJobProfiles.id, id), eq(jumperJobProfiles.userId, userId)))
      .returning();
    if (!removed) throw new NotFoundError(`No job profile ${id}.`);
    return { message: 'Job profile deleted successfully.' };
  });
};
