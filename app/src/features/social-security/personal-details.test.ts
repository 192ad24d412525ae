import type { PersonalDetails } from '@jumpers/ui';
import { describe, expect, it } from 'vitest';
import type { JumperProfile } from '../../lib/jumper-queries';
import { personalDetailsBody, personalDetailsFrom, personalDetailsSummary } from './personal-details';

const registered: JumperProfile = {
  profile_photo_url: null,
  jumper_description: null,
  jumper_first_name: 'Anna',
  jumper_last_name: 'Muster',
  mobile_number: '0791234567',
  email: 'anna@example.ch',
  upload_cv_url: null,
  certificate_documents: [],
  employment_references: [],
  is_verified_documents: true,
  video_recording_url: null,
  jumper_bank_detail: null,
  jumper_dob: '17-05-1994',
  jumper_sex: 1,
  jumper_title: null,
  jumper_address: null,
  jumper_city: null,
};

const answered: PersonalDetails = {
  jumper_title: 1,
  jumper_pronounce: 'she/her',
  jumper_first_name: 'Anna',
  jumper_last_name: 'Muster',
  jumper_dob: '17-05-1994',
  jumper_sex: '1',
  jumper_address: 'Bahnhofstrasse 1',
  jumper_city: 'Zürich',
  jumper_plz: '8001',
  jumper_country: 'Switzerland',
  jumper_home_town: 'Bern',
  jumper_residence_permit: 'C',
  jumper_nationality: 'Switzerland',
  jumper_maratial_status: 1,
  jumper_maratial_status_since: '2020-06-01',
  jumper_living_in_cohabilitation: 'No',
  jumper_language: 1,
  jumper_state: 'ZH',
};

describe('personal details', () => {
  it('pre-fills a first visit from registration: names, date of birth as DD-MM-YYYY, sex from the gender', () => {
    const details = personalDetailsFrom(registered);
    expect(details).toMatchObject({
      jumper_first_name: 'Anna',
      jumper_last_name: 'Muster',
      jumper_dob: '17-05-1994',
      jumper_sex: '1',
    });
    // Nothing saved yet: the choices stay open instead of showing a made-up answer.
    expect(details.jumper_title).toBeUndefined();
    expect(details.jumper_city).toBeUndefined();
    expect(personalDetailsSummary(registered)).toBeUndefined();
  });

  it('pre-fills what was saved before', () => {
    const saved = { ...registered, ...personalDetailsBody(answered), jumper_sex: 1 as const };
    expect(personalDetailsFrom(saved)).toMatchObject({ ...answered, jumper_sex: '1' });
    expect(personalDetailsSummary(saved)).toBe('Anna Muster, Bahnhofstrasse 1, 8001 Zürich');
  });

  it('sends sex as 0 or 1, and leaves out what the API would refuse as empty', () => {
    expect(personalDetailsBody(answered)).toMatchObject({
      jumper_sex: 1,
      jumper_dob: '17-05-1994',
      jumper_state: 'ZH',
    });
    const sparse = personalDetailsBody({
      ...answered,
      jumper_dob: '',
      jumper_sex: '',
      jumper_maratial_status_since: '',
      jumper_state: ' ',
    });
    expect(sparse).not.toHaveProperty('jumper_dob');
    expect(sparse).toMatchObject({ jumper_sex: null, jumper_maratial_status_since: null, jumper_state: null });
    expect(personalDetailsBody({ ...answered, jumper_sex: '0' }).jumper_sex).toBe(0);
  });
});
