import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCommands, OperatorUsageError, runOperatorCommand } from '../src/operator/commands';
import { testOperatorContext } from './support/operator';
import { call } from './support/http';
import { formWith, sampleFiles, startProfileServer, type ProfileTestServer } from './support/profile-fixtures';

type Body = Record<string, unknown> & { error?: string; errors?: Record<string, string[]>; data?: unknown };

describe('profile details, bank, social security and review', () => {
  let server: ProfileTestServer;
  beforeAll(async () => {
    server = await startProfileServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const personal = {
    jumper_title: 1,
    jumper_pronounce: 'she/her',
    jumper_first_name: 'Anna',
    jumper_last_name: 'Muster',
    jumper_dob: '12-03-1994',
    jumper_sex: 1,
    jumper_address: 'Bahnhofstrasse 1',
    jumper_city: 'Zürich',
    jumper_plz: '8001',
    jumper_country: 'Switzerland',
    jumper_home_town: 'Winterthur',
    jumper_residence_permit: 'C',
    jumper_nationality: 'Swiss',
    jumper_maratial_status: 1,
    jumper_maratial_status_since: '2020',
    jumper_living_in_cohabilitation: 'Yes',
    jumper_language: 1,
    jumper_state: 'ZH',
  };
  const social = {
    oasi_ahv_number: '756.9217.0769.85',
    marital_status: 1,
    bvg_contribution: true,
    is_responsible_for_child_maintenance: false,
    receive_unemployment_benefits: true,
    is_pension: 2,
    degree_of_disability: 40,
    bvg_contribution_pillar: 1,
  };
  const bank = {
    iban: 'CH93 0076 2011 6238 5295 7',
    bank_name: 'Zürcher Kantonalbank',
    account_holder_first_name: 'Anna',
    account_holder_last_name: 'Muster',
    address: 'Bahnhofstrasse 1',
    plz: '8001',
    city: 'Zürich',
  };

  it('reads back exactly what was written', async () => {
    const jumper = await server.newJumper();
    const personalSaved = await jumper.json('PUT', '/jumpers/personal_details', { jumper: personal });
    expect(await personalSaved.json()).toEqual({
      message: 'Jumper Personal Details Updated Successfully!',
      data: personal,
    });
    const socialSaved = await jumper.json('PUT', '/jumpers/social_security_details', { jumper: social });
    expect(socialSaved.status).toBe(200);
    expect(await socialSaved.json()).toEqual({
      message: 'Social Security details updated successfully!',
      data: social,
    });
    const bankSaved = await jumper.json('PUT', '/jumpers/bank_detils', { jumper: bank });
    expect(await bankSaved.json()).toEqual({
      message: 'Bank Details Added Successfully!',
      data: { ...bank, iban: 'CH9300762011623852957' },
    });
    const description = 'Reliable and friendly.\nÜber 5 Jahre Erfahrung.';
    const described = await jumper.json('PUT', '/jumper_profile/update', { user: { jumper_description: description } });
    expect(((await described.json()) as Body).message).toBe('Description updated successfully');
    await jumper.json('POST', '/jumper_profile/add_language', {
      jumper: {
        language_skills_attributes: [{ admin_language_id: 1 }, { admin_language_id: 4, spoken_level: 'native' }],
      },
    });

    const profile = ((await (await jumper.call('/jumper_profile')).json()) as { data: Record<string, unknown> }).data;
    const { jumper_title, jumper_pronounce, jumper_first_name, jumper_last_name, jumper_dob, jumper_sex } = personal;
    expect(profile).toMatchObject({
      jumper_title,
      jumper_pronounce,
      jumper_first_name,
      jumper_last_name,
      jumper_dob,
      jumper_sex,
      jumper_address: personal.jumper_address,
      jumper_city: personal.jumper_city,
      jumper_plz: personal.jumper_plz,
      jumper_country: personal.jumper_country,
      jumper_home_town: personal.jumper_home_town,
      jumper_residence_permit: personal.jumper_residence_permit,
      jumper_nationality: personal.jumper_nationality,
      jumper_maratial_status: personal.jumper_maratial_status,
      jumper_maratial_status_since: personal.jumper_maratial_status_since,
      jumper_living_in_cohabilitation: personal.jumper_living_in_cohabilitation,
      jumper_language: personal.jumper_language,
      jumper_state: personal.jumper_state,
      jumper_description: description,
      email: jumper.email,
      social_security_details: social,
      jumper_bank_detail: { ...bank, iban: 'CH9300762011623852957' },
      upload_cv_url: null,
      certificate_documents: [],
      employment_references: [],
      is_verified_documents: false,
      document_review: 'pending',
      video_recording_url: null,
      profile_photo_url: null,
    });
    expect(profile.language_skills).toEqual([
      {
        id: expect.any(Number),
        admin_language: {
          id: 1,
          language: 'German',
          names: { en: 'German', de: 'Deutsch', fr: 'Allemand', it: 'Tedesco' },
        },
        admin_language_id: 1,
        language: 'German',
        spoken_level: 'beginner',
      },
      {
        id: expect.any(Number),
        admin_language: {
          id: 4,
          language: 'English',
          names: { en: 'English', de: 'Englisch', fr: 'Anglais', it: 'Inglese' },
        },
        admin_language_id: 4,
        language: 'English',
        spoken_level: 'native',
      },
    ]);
  });

  it('prefills name, dob and sex from registration before personal details are saved', async () => {
    const jumper = await server.newJumper();
    const profile = ((await (await jumper.call('/jumper_profile')).json()) as { data: Record<string, unknown> }).data;
    expect(profile).toMatchObject({
      jumper_first_name: 'Anna',
      jumper_last_name: 'Muster',
      jumper_dob: '12-03-1994',
      jumper_sex: 1,
    });
  });

  it('answers each personal details rule with its message', async () => {
    const jumper = await server.newJumper();
    const response = await jumper.json('PUT', '/jumpers/personal_details', { jumper: {} });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Body;
    expect(body.error).toBe('Pronounce is required');
    expect(body.errors).toEqual({
      'jumper.jumper_pronounce': ['Pronounce is required'],
      'jumper.jumper_address': ['Address is required'],
      'jumper.jumper_first_name': ['First name is required'],
      'jumper.jumper_last_name': ['Last name is required'],
      'jumper.jumper_maratial_status': ['Please select marital status'],
      'jumper.jumper_country': ['Please select country'],
      'jumper.jumper_living_in_cohabilitation': ['Please select living in cohabitation'],
      'jumper.jumper_residence_permit': ['Please select residence permit'],
      'jumper.jumper_city': ['Please select city'],
      'jumper.jumper_title': ['Please select title'],
      'jumper.jumper_home_town': ['Please select home town'],
      'jumper.jumper_nationality': ['Please select nationality'],
      'jumper.jumper_language': ['Please select at least one language'],
    });
    for (const dob of ['31-02-1990', '01-01-2999']) {
      const wrong = await jumper.json('PUT', '/jumpers/personal_details', { jumper: { ...personal, jumper_dob: dob } });
      expect(wrong.status).toBe(422);
      expect(((await wrong.json()) as Body).errors).toEqual({
        'jumper.jumper_dob': ['Date of birth must be a past date as DD-MM-YYYY.'],
      });
    }
  });

  it('answers each social security rule with its message, and checks the AHV number', async () => {
    const jumper = await server.newJumper();
    const empty = await jumper.json('PUT', '/jumpers/social_security_details', { jumper: {} });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as Body).errors).toEqual({
      'jumper.oasi_ahv_number': ['AHV Number is required'],
      'jumper.marital_status': ['Please select marital status'],
      'jumper.bvg_contribution_pillar': ['Please select a BVG Pillar option'],
      'jumper.is_pension': ['Please select pension status'],
    });
    for (const ahv of ['756.9217.0769.84', '756.9217.0769', '123.9217.0769.85']) {
      const wrong = await jumper.json('PUT', '/jumpers/social_security_details', {
        jumper: { ...social, oasi_ahv_number: ahv },
      });
      expect(((await wrong.json()) as Body).errors).toEqual({
        'jumper.oasi_ahv_number': ['AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.'],
      });
    }
    const noDegree = await jumper.json('PUT', '/jumpers/social_security_details', {
      jumper: { ...social, degree_of_disability: null },
    });
    expect(((await noDegree.json()) as Body).errors).toEqual({
      'jumper.degree_of_disability': ['Disability value is required.'],
    });
    const tooHigh = await jumper.json('PUT', '/jumpers/social_security_details', {
      jumper: { ...social, degree_of_disability: 101 },
    });
    expect(tooHigh.status).toBe(422);
    for (const degree of [0, 100]) {
      const fine = await jumper.json('PUT', '/jumpers/social_security_details', {
        jumper: { ...social, degree_of_disability: degree },
      });
      expect(fine.status).toBe(200);
    }
    const retired = await jumper.json('PUT', '/jumpers/social_security_details', {
      jumper: { ...social, is_pension: 1, degree_of_disability: null },
    });
    expect(retired.status).toBe(200);
  });

  it('answers each bank detail rule with its message, and checks the IBAN of Switzerland and other countries', async () => {
    const jumper = await server.newJumper();
    const empty = await jumper.json('PUT', '/jumpers/bank_detils', { jumper: {} });
    expect(((await empty.json()) as Body).errors).toEqual({
      'jumper.iban': ['IBAN is required!'],
      'jumper.bank_name': ['Bank name is required!'],
      'jumper.account_holder_first_name': ['First name is required!'],
      'jumper.account_holder_last_name': ['Last name is required!'],
      'jumper.address': ['Address is required!'],
      'jumper.city': ['City is required!'],
      'jumper.plz': ['PLZ is required!'],
    });
    for (const iban of ['CH93 0076 2011 6238 5295 8', 'CH12', 'XX93 0076 2011 6238 5295 7']) {
      const wrong = await jumper.json('PUT', '/jumpers/bank_detils', { jumper: { ...bank, iban } });
      expect(((await wrong.json()) as Body).errors, iban).toEqual({ 'jumper.iban': ['Please enter a valid IBAN.'] });
    }
    for (const iban of ['DE89 3704 0044 0532 0130 00', 'LI21 0881 0000 2324 013A A']) {
      const fine = await jumper.json('PUT', '/jumpers/bank_detils', { jumper: { ...bank, iban } });
      expect(fine.status, iban).toBe(200);
    }
  });

  it('limits About Me to 5000 characters', async () => {
    const jumper = await server.newJumper();
    const form = await jumper.upload(
      'PUT',
      '/jumper_profile/update',
      formWith({ 'user[jumper_description]': 'x'.repeat(5001) }),
    );
    expect(form.status).toBe(422);
    expect(await form.json()).toEqual({
      error: 'This field takes at most 5000 characters.',
      code: 'validation_failed',
      errors: { 'user[jumper_description]': ['This field takes at most 5000 characters.'] },
      field_codes: { 'user[jumper_description]': ['too_long'] },
    });
    const json = await jumper.json('PUT', '/jumper_profile/update', { user: { jumper_description: 'x'.repeat(5001) } });
    expect(json.status).toBe(422);
    const fits = await jumper.upload(
      'PUT',
      '/jumper_profile/update',
      formWith({ 'user[jumper_description]': 'x'.repeat(5000) }),
    );
    expect(fits.status).toBe(200);
  });

  it('puts documents under review, and the operator lists, rejects and verifies them; sign-in follows', async () => {
    const jumper = await server.newJumper();
    const db = server.database.db;
    const operator = (name: string, ...args: string[]) =>
      runOperatorCommand(operatorCommands, db, name, args, testOperatorContext());
    const signIn = async () =>
      (
        await call<{ documents: Record<string, unknown> }>(`${server.url}/api/v1/user/sign_in`, 'POST', {
          body: { user: { email: jumper.email, password: jumper.password } },
        })
      ).body.documents;

    await expect(operator('verify', jumper.email)).rejects.toThrow(OperatorUsageError);
    await jumper.upload(
      'PUT',
      '/jumpers/upload_cv',
      formWith({}, { 'jumper[upload_cv]': [sampleFiles.pdf, 'cv.pdf'] }),
    );
    await jumper.upload(
      'POST',
      '/certificate_documents',
      formWith({}, { 'certificate_document[file]': [sampleFiles.pdf, 'c.pdf'] }),
    );
    expect(await operator('review-list')).not.toContain(jumper.email);
    await jumper.upload(
      'POST',
      '/employment_references',
      formWith({}, { 'employment_reference[file]': [sampleFiles.jpeg, 'r.jpg'] }),
    );
    expect(await operator('review-list')).toContain(`${jumper.email}  Anna Muster  submitted `);
    expect(await signIn()).toMatchObject({
      certificate_documents_count: 1,
      employment_references_count: 1,
      is_verified_documents: false,
      complete: false,
    });

    await expect(operator('reject', jumper.email)).rejects.toThrow('Give a reason');
    expect(await operator('reject', jumper.email, '--reason', 'The', 'reference', 'is', 'unreadable.')).toBe(
      `Rejected the documents of ${jumper.email}: The reference is unreadable.`,
    );
    const rejected = ((await (await jumper.call('/jumper_profile')).json()) as { data: Record<string, unknown> }).data;
    expect(rejected).toMatchObject({
      document_review: 'rejected',
      document_review_note: 'The reference is unreadable.',
    });
    expect(await operator('review-list')).not.toContain(jumper.email);

    // A new reference puts the documents under review again.
    await jumper.upload(
      'POST',
      '/employment_references',
      formWith({}, { 'employment_reference[file]': [sampleFiles.pdf, 'r.pdf'] }),
    );
    expect(await operator('review-list')).toContain(jumper.email);
    expect(await operator('verify', jumper.email.toUpperCase())).toBe(`Verified the documents of ${jumper.email}.`);
    const documents = await signIn();
    expect(documents).toMatchObject({ is_verified_documents: true, complete: true, employment_references_count: 2 });
    expect(documents.upload_cv_url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]+\?expires=\d+&signature=/);
    await expect(operator('verify', 'nobody@example.com')).rejects.toThrow(
      'No jumper with the e-mail nobody@example.com.',
    );
  });
});
