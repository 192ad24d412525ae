import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { httpError } from '../../http/errors';
import {
  createJobProfile,
  deleteJobProfile,
  hasJobProfile,
  jobProfilesOf,
  type JobProfileRow,
} from '../../profile/job-profile-data';
import { invalid, notFound, type ProfileContext } from '../../profile/profile-context';
import { checkJobProfile } from '../../profile/profile-rules';

const body = (row: JobProfileRow) => ({
  id: row.id,
  job_profile: row.jobProfile,
  experience: row.experience,
  status: row.status,
});

export const jobProfileRoutes: FastifyPluginAsync<ProfileContext> = async (server, { db }) => {
  route(server, 'listJobProfiles', async (_request, _reply, { userId }) => {
    const rows = await jobProfilesOf(db, userId);
    return { data: rows.map(body) };
  });

  route(server, 'createJobProfile', async (request, reply, { userId }) => {
    const checked = checkJobProfile(request.body.job_profile);
    if (!checked.ok) throw invalid(checked.errors, 'job_profile');
    if (await hasJobProfile(db, userId, checked.value.jobProfile)) {
      const message = 'You have this job profile already.';
      throw httpError(409, 'duplicate_job_profile', message, {
        fields: { 'job_profile.job_profile': [{ code: 'duplicate_job_profile', message }] },
      });
    }
    const created = await createJobProfile(db, userId, checked.value);
    return reply.status(201).send({ message: 'Job profile created successfully.', data: body(created) });
  });

  route(server, 'deleteJobProfile', async (request, _reply, { userId }) => {
    const { id } = request.params;
    if (!(await deleteJobProfile(db, userId, id))) throw notFound('job profile', id);
    return { message: 'Job profile deleted successfully.' };
  });
};
