import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registration } from './support/http';
import { startProfileServer, type ProfileTestServer } from './support/profile-fixtures';
import { markDocumentsVerified } from './support/verified-jumper';

// Every refusal carries a code (and its fields' codes) that the app words in its user's language; the English
// `error` and `errors` stay for older clients. The walk of the contract and the fuzz check that every refusal has
// codes; these check that each refusal has its own.

let server: ProfileTestServer;
const api = (pathname: string) => `${server.url}/api/v1${pathname}`;

beforeAll(async () => {
  server = await startProfileServer();
});
afterAll(() => server.close());

describe('codes of the account calls', () => {
  it('an e-mail that has an account: email_taken, on the field too, with the English text kept', async () => {
    const body = registration();
    expect((await call(api('/user'), 'POST', { body })).status).toBe(201);
    const again = await call(api('/user'), 'POST', { body });
    expect(again).toMatchObject({
      status: 422,
      body: {
        error: 'An account with this e-mail already exists. Please sign in instead.',
        code: 'email_taken',
        errors: { 'user.email': ['An account with this e-mail already exists. Please sign in instead.'] },
        field_codes: { 'user.email': ['email_taken'] },
      },
    });
  });

  it("a registration's rules: each field's code beside its message, in the same order", async () => {
    const answer = await call(api('/user'), 'POST', {
      body: registration({ email: 'not-an-email', password: 'short', first_name: ' ', mobile_number: '12ab' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'validation_failed',
      field_codes: {
        'user.first_name': ['required'],
        'user.email': ['invalid_email'],
        'user.password': ['password_too_weak'],
        'user.mobile_number': ['invalid_mobile_number'],
      },
    });
    const common = await call(api('/user'), 'POST', { body: registration({ password: 'password1!' }) });
    expect(common.body).toMatchObject({ field_codes: { 'user.password': ['password_too_common'] } });
  });

  it("the contract's own checks: a code per keyword", async () => {
    const { user } = registration();
    const answer = await call(api('/user'), 'POST', {
      body: {
        user: { ...user, email: undefined, gender: 'female', first_name: 'x'.repeat(500), surprise: 1, role: 'boss' },
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'validation_failed',
      field_codes: {
        'user.email': ['required'],
        'user.gender': ['wrong_type', 'not_one_of'],
        'user.first_name': ['too_long'],
        'user.surprise': ['not_allowed'],
        'user.role': ['not_one_of'],
      },
    });
    const nul = await call(api('/user'), 'POST', { body: registration({ first_name: 'An\u0000na' }) });
    expect(nul.body).toMatchObject({
      code: 'validation_failed',
      field_codes: { 'user.first_name': ['nul_character'] },
    });
    const broken = await fetch(api('/user'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"user": {',
    });
    expect(await broken.json()).toMatchObject({ code: 'malformed_json' });
  });

  it('a wrong password: invalid_credentials; after 10 in 15 minutes sign_in_paused with Retry-After, even for the right one', async () => {
    const body = registration();
    expect((await call(api('/user'), 'POST', { body })).status).toBe(201);
    const signIn = (password: string) =>
      call(api('/user/sign_in'), 'POST', { body: { user: { email: body.user.email, password } } });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn('Wrong!pass1')).body, `attempt ${attempt}`).toEqual({
        error: 'Incorrect username or password.',
        code: 'invalid_credentials',
      });
    }
    for (const password of ['Wrong!pass1', body.user.password as string]) {
      const paused = await signIn(password);
      expect(paused.status).toBe(429);
      expect(paused.body).toEqual({
        error: 'Too many failed sign-ins for this account. Please try again later or reset your password.',
        code: 'sign_in_paused',
      });
      const seconds = Number(paused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(14 * 60);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('a missing or unknown key: sign_in_required, session_ended', async () => {
    expect((await call(api('/account_setting'), 'GET')).body).toMatchObject({ code: 'sign_in_required' });
    const unknown = await call(api('/account_setting'), 'GET', { key: 'A'.repeat(43) });
    expect(unknown).toMatchObject({ status: 401, body: { code: 'session_ended' } });
  });

  it('a wrong current password and a one-time code: their own codes', async () => {
    const jumper = await server.newJumper();
    const changed = await jumper.json('PUT', '/change_password', {
      user: { current_password: 'Not!mine42', new_password: 'Fresh!Start24', new_password_confirmation: 'Other!One24' },
    });
    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({
      code: 'validation_failed',
      field_codes: { 'user.new_password_confirmation': ['password_mismatch'] },
    });
    const wrong = await jumper.json('PUT', '/change_password', {
      user: {
        current_password: 'Not!mine42',
        new_password: 'Fresh!Start24',
        new_password_confirmation: 'Fresh!Start24',
      },
    });
    expect(await wrong.json()).toMatchObject({
      code: 'current_password_incorrect',
      field_codes: { 'user.current_password': ['current_password_incorrect'] },
    });
    const stranger = await call(api('/otp/generate'), 'POST', { body: { user: { email: 'nobody@example.com' } } });
    expect(stranger.body).toMatchObject({ code: 'user_not_found', field_codes: { 'user.email': ['user_not_found'] } });
    const guessed = await call(api('/otp/verify'), 'POST', { body: { user: { email: jumper.email, otp: '1234' } } });
    expect(guessed.body).toMatchObject({ code: 'invalid_otp', field_codes: { 'user.otp': ['invalid_otp'] } });
  });
});

describe('codes of the jobs and the profile', () => {
  it('jobs before the documents are verified: documents_not_verified; an unknown job or route: not_found', async () => {
    const jumper = await server.newJumper();
    const dashboard = await jumper.call('/jumpers/dashboard');
    expect(dashboard.status).toBe(403);
    expect(await dashboard.json()).toMatchObject({ code: 'documents_not_verified' });
    const verified = await server.newJumper();
    await markDocumentsVerified(server.database.db, verified.userId);
    expect(await (await verified.call('/jumpers/job/999999')).json()).toMatchObject({ code: 'not_found' });
    expect(await (await verified.call('/jumpers/job/9999999999')).json()).toMatchObject({ code: 'not_found' });
    expect(await (await verified.call('/no_such_call')).json()).toMatchObject({ code: 'not_found' });
    expect(await (await verified.call('/jumpers/job/abc')).json()).toMatchObject({
      code: 'bad_request',
      field_codes: { id: ['wrong_type'] },
    });
  });

  it('an AHV number, a language not offered, a job profile twice: their own codes', async () => {
    const jumper = await server.newJumper();
    const ahv = await jumper.json('PUT', '/jumpers/social_security_details', {
      jumper: { oasi_ahv_number: '756.1234.5678.90', marital_status: 0, bvg_contribution_pillar: 0, is_pension: 0 },
    });
    expect(ahv.status).toBe(422);
    expect(await ahv.json()).toMatchObject({
      code: 'validation_failed',
      errors: { 'jumper.oasi_ahv_number': ['AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.'] },
      field_codes: { 'jumper.oasi_ahv_number': ['invalid_ahv_number'] },
    });
    const language = await jumper.json('POST', '/jumper_profile/add_language', {
      jumper: { language_skills_attributes: [{ admin_language_id: 999 }] },
    });
    expect(await language.json()).toMatchObject({
      code: 'validation_failed',
      field_codes: { 'jumper.language_skills_attributes.0.admin_language_id': ['language_not_offered'] },
    });
    const jobProfile = { job_profile: { job_profile: 'Acute-care', experience: '7 years' } };
    expect((await jumper.json('POST', '/jumper_job_profiles', jobProfile)).status).toBe(201);
    const twice = await jumper.json('POST', '/jumper_job_profiles', jobProfile);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({
      error: 'You have this job profile already.',
      code: 'duplicate_job_profile',
      errors: { 'job_profile.job_profile': ['You have this job profile already.'] },
      field_codes: { 'job_profile.job_profile': ['duplicate_job_profile'] },
    });
    const other = await jumper.json('POST', '/jumper_job_profiles', {
      job_profile: { job_profile: 'Software Engineer', experience: '7 years' },
    });
    expect(other.status).toBe(201);
  });

  it('a work experience: required, date_in_future, end_date_or_current and unknown_skill', async () => {
    const jumper = await server.newJumper();
    const form = new FormData();
    form.append('work_experience[company_name]', 'Acme AG');
    form.append('work_experience[job_title]', '');
    form.append('work_experience[location]', 'Kloten');
    form.append('work_experience[employment]', 'full_time');
    form.append('work_experience[weekly_workload]', '80%');
    form.append('work_experience[work_exp_start_time]', '2999-01-01');
    form.append('work_experience[skill_ids]', '');
    const answer = await jumper.upload('POST', '/work_experiences', form);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      code: 'validation_failed',
      field_codes: {
        'work_experience.job_title': ['required'],
        'work_experience.work_exp_start_time': ['date_in_future'],
        'work_experience.work_exp_end_time': ['end_date_or_current'],
      },
    });
    form.set('work_experience[job_title]', 'Driver');
    form.set('work_experience[work_exp_start_time]', '2020-01-01');
    form.set('work_experience[currently_working_on_role]', 'true');
    form.set('work_experience[skill_ids]', '999999');
    const unknownSkill = await jumper.upload('POST', '/work_experiences', form);
    expect(await unknownSkill.json()).toMatchObject({
      field_codes: { 'work_experience.skill_ids': ['unknown_skill'] },
    });
  });
});

describe('the lists a jumper picks from, named in every language of the app', () => {
  type Names = { en: string; de: string; fr: string; it: string };

  it('languages and skills carry their English, German, French and Italian names, wherever they appear', async () => {
    const jumper = await server.newJumper();
    const languages = (await (await jumper.call('/admin_languages')).json()) as {
      data: { id: number; language: string; names: Names }[];
    };
    expect(languages.data.map(({ language, names }) => [language, names])).toEqual([
      ['German', { en: 'German', de: 'Deutsch', fr: 'Allemand', it: 'Tedesco' }],
      ['Italian', { en: 'Italian', de: 'Italienisch', fr: 'Italien', it: 'Italiano' }],
      ['Spanish', { en: 'Spanish', de: 'Spanisch', fr: 'Espagnol', it: 'Spagnolo' }],
      ['English', { en: 'English', de: 'Englisch', fr: 'Anglais', it: 'Inglese' }],
    ]);
    const skills = (await (await jumper.call('/skills')).json()) as {
      data: { id: number; skill_name: string; names: Names }[];
    };
    expect(skills.data.length).toBeGreaterThan(20);
    for (const skill of skills.data) {
      expect(skill.names.en).toBe(skill.skill_name);
      // An untranslated skill is English in every language; each seeded one but Microsoft Office has other names.
      const names = [skill.names.de, skill.names.fr, skill.names.it];
      if (skill.skill_name !== 'Microsoft Office') {
        expect(names, skill.skill_name).not.toEqual(names.map(() => skill.skill_name));
      }
    }
    expect(skills.data.find((skill) => skill.skill_name === 'Driving licence B')?.names).toEqual({
      en: 'Driving licence B',
      de: 'Führerausweis Kategorie B',
      fr: 'Permis de conduire catégorie B',
      it: 'Licenza di condurre categoria B',
    });
    expect(skills.data.find((skill) => skill.skill_name === 'Welding')?.names.de).toBe('Schweissen');

    const german = languages.data.find((language) => language.language === 'German')!;
    const added = await jumper.json('POST', '/jumper_profile/add_language', {
      jumper: { language_skills_attributes: [{ admin_language_id: german.id, spoken_level: 'advanced' }] },
    });
    expect(((await added.json()) as { data: unknown[] }).data).toMatchObject([
      {
        admin_language: { language: 'German', names: { en: 'German', de: 'Deutsch', fr: 'Allemand', it: 'Tedesco' } },
        language: 'German',
      },
    ]);
    const welding = skills.data.find((skill) => skill.skill_name === 'Welding')!;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      company_name: 'Acme AG',
      job_title: 'Welder',
      location: 'Kloten',
      employment: 'full_time',
      weekly_workload: '80%',
      work_exp_start_time: '2020-01-01',
      currently_working_on_role: 'true',
      skill_ids: String(welding.id),
    })) {
      form.append(`work_experience[${name}]`, value);
    }
    const experience = await jumper.upload('POST', '/work_experiences', form);
    expect(experience.status).toBe(201);
    expect(((await experience.json()) as { data: { skills: unknown[] } }).data.skills).toEqual([
      {
        id: welding.id,
        skill_name: 'Welding',
        names: { en: 'Welding', de: 'Schweissen', fr: 'Soudage', it: 'Saldatura' },
      },
    ]);
  });
});
