import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { educations, workExperiences } from '../src/db/schema';
import { todayInSwitzerland } from '../src/profile/field-checks';
import {
  download,
  formWith,
  sampleFiles,
  startProfileServer,
  type ProfileTestServer,
} from './support/profile-fixtures';

type Body = { error?: string; errors?: Record<string, string[]>; message?: string; data?: Record<string, unknown> };

function tomorrow() {
  const date = new Date(`${todayInSwitzerland()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const experience = {
  company_name: 'Migros',
  job_title: 'Warehouse assistant',
  location: 'Zürich',
  employment: 'part_time',
  weekly_workload: '60',
  currently_working_on_role: 'false',
  work_exp_start_time: '2021-04-01',
  work_exp_end_time: '2023-09-30',
  responsibilities: 'Picking and packing',
  skill_ids: '1,2',
};

const prefixed = (root: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${root}[${name}]`, value]));

describe('work experience, education, skills, languages and job profiles', () => {
  let server: ProfileTestServer;
  beforeAll(async () => {
    server = await startProfileServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the seeded skills', async () => {
    const jumper = await server.newJumper();
    const body = (await (await jumper.call('/skills')).json()) as { data: { id: number; skill_name: string }[] };
    expect(body.data.length).toBeGreaterThan(20);
    expect(body.data.map((skill) => skill.skill_name)).toContain('Customer service');
  });

  it('answers each work experience rule with its message', async () => {
    const jumper = await server.newJumper();
    const post = (fields: Record<string, string>) =>
      jumper.upload('POST', '/work_experiences', formWith(prefixed('work_experience', fields)));
    const empty = await post({});
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as Body).errors).toEqual({
      'work_experience.company_name': ['Company name is required.'],
      'work_experience.job_title': ['Job title is required.'],
      'work_experience.location': ['Location is required.'],
      'work_experience.employment': ['Employment type is required.'],
      'work_experience.weekly_workload': ['Weekly workload is required.'],
      'work_experience.work_exp_start_time': ['Start date is required.'],
      'work_experience.work_exp_end_time': ['Please select end date or mark currently working'],
    });
    const cases: [Record<string, string>, string, string][] = [
      [{ employment: 'freelance' }, 'employment', 'Employment type must be full_time, part_time or internship.'],
      [{ weekly_workload: '50' }, 'weekly_workload', 'Weekly workload must be 20%, 40%, 60% or 80%.'],
      [
        { work_exp_start_time: tomorrow(), currently_working_on_role: 'true', work_exp_end_time: '' },
        'work_exp_start_time',
        'Start date cannot be later than today.',
      ],
      [{ work_exp_end_time: tomorrow() }, 'work_exp_end_time', 'End date cannot be later than today.'],
      [{ work_exp_end_time: '2020-01-01' }, 'work_exp_end_time', 'End date cannot be before the start date.'],
      [{ work_exp_start_time: '2021-02-30' }, 'work_exp_start_time', 'Start date must be a date as YYYY-MM-DD.'],
      [{ skill_ids: '1,99999' }, 'skill_ids', 'Unknown skill id 99999.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post({ ...experience, ...change });
      expect(response.status, message).toBe(422);
      expect(((await response.json()) as Body).errors).toEqual({ [`work_experience.${field}`]: [message] });
    }
    for (const workload of ['20', '40', '80%']) {
      expect((await post({ ...experience, weekly_workload: workload })).status).toBe(201);
    }
    const current = await post({ ...experience, currently_working_on_role: 'true', work_exp_end_time: '' });
    expect(current.status).toBe(201);
    expect(((await current.json()) as Body).data).toMatchObject({
      currently_working_on_role: true,
      work_exp_end_time: null,
    });
  });

  it('adds, lists, changes and deletes a work experience with its reference letter', async () => {
    const jumper = await server.newJumper();
    const stored = server.storedFiles().length;
    const created = await jumper.upload(
      'POST',
      '/work_experiences',
      formWith(prefixed('work_experience', experience), {
        'work_experience[reference_letter]': [sampleFiles.pdf, 'letter.pdf'],
      }),
    );
    expect(created.status).toBe(201);
    const body = (await created.json()) as Body;
    expect(body.message).toBe('Work Experience Added Successfully');
    const id = body.data!.id as number;
    expect(body.data).toMatchObject({
      company_name: 'Migros',
      job_title: 'Warehouse assistant',
      location: 'Zürich',
      employment: 'part_time',
      weekly_workload: '60',
      currently_working_on_role: false,
      work_exp_start_time: '2021-04-01',
      work_exp_end_time: '2023-09-30',
      responsibilities: 'Picking and packing',
      skill_ids: '1,2',
      skills: [
        { id: 1, skill_name: expect.any(String) },
        { id: 2, skill_name: expect.any(String) },
      ],
    });
    expect((await download(server, body.data!.reference_letter_url as string)).bytes.equals(sampleFiles.pdf)).toBe(
      true,
    );
    expect(server.storedFiles()).toHaveLength(stored + 1);

    const updated = await jumper.upload(
      'PUT',
      `/work_experiences/${id}`,
      formWith(prefixed('work_experience', { ...experience, employment: 'internship', skill_ids: '' })),
    );
    expect(updated.status).toBe(200);
    const updatedBody = (await updated.json()) as Body;
    expect(updatedBody.message).toBe('Work Experience Updated Successfully');
    expect(updatedBody.data).toMatchObject({ employment: 'internship', skill_ids: '', skills: [] });
    expect(updatedBody.data!.reference_letter_url).not.toBeNull();

    const list = (await (await jumper.call('/work_experiences')).json()) as { data: { id: number }[] };
    expect(list.data.map((item) => item.id)).toEqual([id]);
    const deleted = await jumper.call(`/work_experiences/${id}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ message: 'Work experience deleted successfully' });
    expect(server.storedFiles()).toHaveLength(stored);
    expect(((await (await jumper.call('/work_experiences')).json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('answers each education rule with its message, and keeps an education with its certificate', async () => {
    const jumper = await server.newJumper();
    const post = (fields: Record<string, string>, files = {}) =>
      jumper.upload('POST', '/educations', formWith(prefixed('education', fields), files));
    const empty = await post({});
    expect(((await empty.json()) as Body).errors).toEqual({
      'education.school': ['School name is required.'],
      'education.degree': ['Degree is required.'],
      'education.location': ['Location is required.'],
      'education.education_start_date': ['Start date is required.'],
    });
    const education = { school: 'ETH Zürich', degree: 'BSc', location: 'Zürich', education_start_date: '2015-09-01' };
    const future = await post({ ...education, education_end_date: tomorrow() });
    expect(((await future.json()) as Body).errors).toEqual({
      'education.education_end_date': ['End date cannot be later than today.'],
    });
    const created = await post(
      { ...education, education_end_date: '2018-08-31', responsiblities_and_accomplishments: 'Thesis', skill_ids: '3' },
      { 'education[certificate]': [sampleFiles.jpeg, 'diploma.jpg'] },
    );
    expect(created.status).toBe(201);
    const body = (await created.json()) as Body;
    expect(body.message).toBe('Education added successfully');
    expect(body.data).toMatchObject({
      school: 'ETH Zürich',
      degree: 'BSc',
      education_end_date: '2018-08-31',
      responsiblities_and_accomplishments: 'Thesis',
      skill_ids: '3',
    });
    const id = body.data!.id as number;
    const disguised = await jumper.upload(
      'PUT',
      `/educations/${id}`,
      formWith(prefixed('education', education), { 'education[certificate]': [sampleFiles.exe, 'diploma.pdf'] }),
    );
    expect(disguised.status).toBe(415);
    const stored = server.storedFiles().length;
    expect((await jumper.call(`/educations/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(server.storedFiles()).toHaveLength(stored - 1);
  });

  for (const kind of [
    {
      what: 'a work experience',
      path: '/work_experiences',
      root: 'work_experience',
      fields: experience,
      file: 'reference_letter',
      storedKey: async (db: Database, id: number) =>
        (await db.select().from(workExperiences).where(eq(workExperiences.id, id)))[0]!.referenceLetterKey,
      forgetName: (db: Database, id: number) =>
        db.update(workExperiences).set({ referenceLetterName: null }).where(eq(workExperiences.id, id)),
    },
    {
      what: 'an education',
      path: '/educations',
      root: 'education',
      fields: { school: 'ETH Zürich', degree: 'BSc', location: 'Zürich', education_start_date: '2015-09-01' },
      file: 'certificate',
      storedKey: async (db: Database, id: number) =>
        (await db.select().from(educations).where(eq(educations.id, id)))[0]!.certificateKey,
      forgetName: (db: Database, id: number) =>
        db.update(educations).set({ certificateName: null }).where(eq(educations.id, id)),
    },
  ] as const) {
    // Regression: the edit of a work experience did not show the reference letter already uploaded.
    it(`keeps the ${kind.file.replace('_', ' ')} of ${kind.what} by its file name, through changes, until removed`, async () => {
      const jumper = await server.newJumper();
      const fields = prefixed(kind.root, kind.fields);
      const fileField = `${kind.root}[${kind.file}]`;
      const removeField = `${kind.root}[remove_${kind.file}]`;
      const storedKey = (id: number) => kind.storedKey(server.database.db, id);
      const created = await jumper.upload(
        'POST',
        kind.path,
        formWith(fields, { [fileField]: [sampleFiles.pdf, 'zeugnis-2024.pdf'] }),
      );
      expect(created.status).toBe(201);
      const { data } = (await created.json()) as Body;
      const id = data!.id as number;
      expect(data![`${kind.file}_name`]).toBe('zeugnis-2024.pdf');
      const firstKey = await storedKey(id);
      expect(server.storedFiles()).toContain(firstKey);

      // A change without a file keeps the stored one, name and bytes.
      const kept = (await (await jumper.upload('PUT', `${kind.path}/${id}`, formWith(fields))).json()) as Body;
      expect(kept.data![`${kind.file}_name`]).toBe('zeugnis-2024.pdf');
      expect((await download(server, kept.data![`${kind.file}_url`] as string)).bytes.equals(sampleFiles.pdf)).toBe(
        true,
      );

      // A new file and its removal together are refused, and nothing changes.
      const both = await jumper.upload(
        'PUT',
        `${kind.path}/${id}`,
        formWith({ ...fields, [removeField]: 'true' }, { [fileField]: [sampleFiles.jpeg, 'zeugnis-2025.jpg'] }),
      );
      expect(both.status).toBe(422);
      expect(((await both.json()) as Body).errors).toEqual({
        [`${kind.root}.remove_${kind.file}`]: ['Send a new file or remove the stored one, not both.'],
      });
      const notAFlag = await jumper.upload('PUT', `${kind.path}/${id}`, formWith({ ...fields, [removeField]: 'yes' }));
      expect(notAFlag.status).toBe(422);
      expect(await storedKey(id)).toBe(firstKey);
      expect(server.storedFiles()).toContain(firstKey);

      // A new file takes the place of the stored one, whose file is deleted.
      const replaced = (await (
        await jumper.upload(
          'PUT',
          `${kind.path}/${id}`,
          formWith(fields, { [fileField]: [sampleFiles.jpeg, 'zeugnis-2025.jpg'] }),
        )
      ).json()) as Body;
      expect(replaced.data![`${kind.file}_name`]).toBe('zeugnis-2025.jpg');
      const secondKey = await storedKey(id);
      expect(server.storedFiles()).toContain(secondKey);
      expect(server.storedFiles()).not.toContain(firstKey);

      // A file stored before names were kept has none: the answer says so, with its address.
      await kind.forgetName(server.database.db, id);
      const [unnamed] = ((await (await jumper.call(kind.path)).json()) as { data: Record<string, unknown>[] }).data;
      expect(unnamed).toMatchObject({ [`${kind.file}_name`]: null, [`${kind.file}_url`]: expect.any(String) });

      // Removal: no file, no name, and the file is gone from the disk.
      const removed = await jumper.upload('PUT', `${kind.path}/${id}`, formWith({ ...fields, [removeField]: 'true' }));
      expect(removed.status).toBe(200);
      expect(((await removed.json()) as Body).data).toMatchObject({
        [`${kind.file}_url`]: null,
        [`${kind.file}_name`]: null,
      });
      expect(await storedKey(id)).toBeNull();
      expect(server.storedFiles()).not.toContain(secondKey);
      const [listed] = ((await (await jumper.call(kind.path)).json()) as { data: Record<string, unknown>[] }).data;
      expect(listed).toMatchObject({ [`${kind.file}_url`]: null, [`${kind.file}_name`]: null });
    });
  }

  it('adds, reads, changes and deletes language skills from the offered languages', async () => {
    const jumper = await server.newJumper();
    const offered = (await (await jumper.call('/admin_languages')).json()) as {
      data: { id: number; language: string }[];
    };
    expect(offered.data.map((language) => language.language)).toEqual(['German', 'Italian', 'Spanish', 'English']);
    const added = await jumper.json('POST', '/jumper_profile/add_language', {
      jumper: { language_skills_attributes: [{ admin_language_id: 2, language: 'Italian' }] },
    });
    expect(added.status).toBe(201);
    const [skill] = ((await added.json()) as { data: { id: number; spoken_level: string }[] }).data;
    expect(skill!.spoken_level).toBe('beginner');
    const unknown = await jumper.json('POST', '/jumper_profile/add_language', {
      jumper: { language_skills_attributes: [{ admin_language_id: 77 }] },
    });
    expect(((await unknown.json()) as Body).errors).toEqual({
      'jumper.language_skills_attributes.0.admin_language_id': ['Please choose one of the offered languages.'],
    });
    const changed = await jumper.json('PUT', '/jumper_profile/update', {
      user: { language_skills_attributes: [{ id: skill!.id, spoken_level: 'advanced' }] },
    });
    expect(changed.status).toBe(200);
    const one = (await (await jumper.call(`/jumper_profile/language_skills/${skill!.id}`)).json()) as Body;
    expect(one.data).toMatchObject({ language: 'Italian', spoken_level: 'advanced', admin_language_id: 2 });
    // Adding a language again changes its level instead of listing it twice.
    await jumper.json('POST', '/jumper_profile/add_language', {
      jumper: { language_skills_attributes: [{ admin_language_id: 2, spoken_level: 'native' }] },
    });
    const list = (await (await jumper.call('/jumper_profile/language_skills')).json()) as { data: unknown[] };
    expect(list.data).toEqual([expect.objectContaining({ id: skill!.id, spoken_level: 'native' })]);
    expect((await jumper.call(`/jumper_profile/language_skills/${skill!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await jumper.call(`/jumper_profile/language_skills/${skill!.id}`)).status).toBe(404);
  });

  it('keeps job profiles from the first version’s options, under review', async () => {
    const jumper = await server.newJumper();
    const empty = await jumper.json('POST', '/jumper_job_profiles', { job_profile: {} });
    expect(((await empty.json()) as Body).errors).toEqual({
      'job_profile.job_profile': ['Jobprofile is required.'],
      'job_profile.experience': ['Experience is required.'],
    });
    const other = await jumper.json('POST', '/jumper_job_profiles', {
      job_profile: { job_profile: 'Pilot', experience: 'Fresher' },
    });
    expect(other.status).toBe(422);
    const created = await jumper.json('POST', '/jumper_job_profiles', {
      job_profile: { job_profile: 'Acute-care', experience: '7 years' },
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as Body;
    expect(body.data).toMatchObject({ job_profile: 'Acute-care', experience: '7 years', status: 'under_review' });
    const list = (await (await jumper.call('/jumper_job_profiles')).json()) as { data: unknown[] };
    expect(list.data).toHaveLength(1);
    const deleted = await jumper.call(`/jumper_job_profiles/${body.data!.id as number}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ message: 'Job profile deleted successfully.' });
  });

  it("answers 404 for another jumper's ids, whatever the method, and changes nothing", async () => {
    const owner = await server.newJumper();
    const intruder = await server.newJumper();
    const work = (await (
      await owner.upload('POST', '/work_experiences', formWith(prefixed('work_experience', experience)))
    ).json()) as Body;
    const education = (await (
      await owner.upload(
        'POST',
        '/educations',
        formWith(
          prefixed('education', {
            school: 'HSG',
            degree: 'MA',
            location: 'St. Gallen',
            education_start_date: '2019-09-01',
          }),
        ),
      )
    ).json()) as Body;
    const language = (await (
      await owner.json('POST', '/jumper_profile/add_language', {
        jumper: { language_skills_attributes: [{ admin_language_id: 1 }] },
      })
    ).json()) as { data: { id: number }[] };
    const jobProfile = (await (
      await owner.json('POST', '/jumper_job_profiles', {
        job_profile: { job_profile: 'Software Engineer', experience: 'Fresher' },
      })
    ).json()) as Body;
    const workId = work.data!.id as number;
    const educationId = education.data!.id as number;
    const languageId = language.data[0]!.id;
    const probes: [string, string, () => Promise<Response>][] = [
      [
        'PUT',
        'work',
        () => intruder.upload('PUT', `/work_experiences/${workId}`, formWith(prefixed('work_experience', experience))),
      ],
      ['DELETE', 'work', () => intruder.call(`/work_experiences/${workId}`, { method: 'DELETE' })],
      [
        'PUT',
        'education',
        () =>
          intruder.upload(
            'PUT',
            `/educations/${educationId}`,
            formWith(
              prefixed('education', { school: 'X', degree: 'Y', location: 'Z', education_start_date: '2019-09-01' }),
            ),
          ),
      ],
      ['DELETE', 'education', () => intruder.call(`/educations/${educationId}`, { method: 'DELETE' })],
      ['GET', 'language', () => intruder.call(`/jumper_profile/language_skills/${languageId}`)],
      [
        'DELETE',
        'language',
        () => intruder.call(`/jumper_profile/language_skills/${languageId}`, { method: 'DELETE' }),
      ],
      [
        'PUT',
        'language',
        () =>
          intruder.json('PUT', '/jumper_profile/update', {
            user: { language_skills_attributes: [{ id: languageId, spoken_level: 'native' }] },
          }),
      ],
      [
        'DELETE',
        'job profile',
        () => intruder.call(`/jumper_job_profiles/${jobProfile.data!.id as number}`, { method: 'DELETE' }),
      ],
    ];
    for (const [method, what, probe] of probes) {
      expect((await probe()).status, `${method} ${what}`).toBe(404);
    }
    expect(
      ((await (await owner.call('/work_experiences')).json()) as { data: Record<string, unknown>[] }).data[0],
    ).toMatchObject({
      company_name: 'Migros',
    });
    expect(((await (await owner.call('/educations')).json()) as { data: unknown[] }).data).toHaveLength(1);
    expect(
      ((await (await owner.call('/jumper_profile/language_skills')).json()) as { data: Record<string, unknown>[] })
        .data[0],
    ).toMatchObject({
      spoken_level: 'beginner',
    });
    expect(((await (await owner.call('/jumper_job_profiles')).json()) as { data: unknown[] }).data).toHaveLength(1);
    for (const path of [
      '/work_experiences',
      '/educations',
      '/jumper_profile/language_skills',
      '/jumper_job_profiles',
    ]) {
      expect(((await (await intruder.call(path)).json()) as { data: unknown[] }).data, path).toEqual([]);
    }
  });
});
