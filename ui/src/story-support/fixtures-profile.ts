import type { Education, JumperIdentification, LanguageSkill, Skill, WorkExperience } from '../lib/profile';

/** Sample data for the profile stories. */
export const sampleSkills: Skill[] = [
  { id: 1, skill_name: 'Forklift driving' },
  { id: 2, skill_name: 'Customer service' },
  { id: 3, skill_name: 'Welding' },
  { id: 4, skill_name: 'First aid' },
];

export const sampleWorkExperience: WorkExperience = {
  id: 7,
  company_name: 'Migros Genossenschafts-Bund',
  job_title: 'Warehouse assistant',
  location: 'Zürich',
  employment: 'full_time',
  weekly_workload: 80,
  currently_working_on_role: false,
  work_exp_start_time: '2021-02-01',
  work_exp_end_time: '2023-06-30',
  responsibilities: 'Picking and packing orders, forklift driving, stock counts.',
  skill_ids: '1,2',
};

export const sampleWorkExperiences: WorkExperience[] = [
  {
    ...sampleWorkExperience,
    id: 9,
    company_name: 'Coop',
    job_title: 'Sales assistant',
    location: 'Basel',
    employment: 'part_time',
    weekly_workload: 60,
    currently_working_on_role: true,
    work_exp_start_time: '2023-08-01',
    work_exp_end_time: null,
  },
  sampleWorkExperience,
  {
    ...sampleWorkExperience,
    id: 5,
    company_name: 'Swiss Post',
    job_title: 'Parcel sorter',
    location: 'Härkingen',
    employment: 'internship',
    weekly_workload: 40,
    work_exp_start_time: '2019-03-01',
    work_exp_end_time: '2019-09-30',
  },
  {
    ...sampleWorkExperience,
    id: 4,
    company_name: 'SBB',
    job_title: 'Cleaner',
    location: 'Olten',
    weekly_workload: 20,
    work_exp_start_time: '2018-01-01',
    work_exp_end_time: '2018-12-31',
  },
];

export const sampleEducations: Education[] = [
  {
    id: 3,
    school: 'Berufsschule Bern',
    degree: 'EFZ Logistician',
    location: 'Bern',
    education_start_date: '2015-08-01',
    education_end_date: '2018-07-31',
    responsiblities_and_accomplishments: 'Final grade 5.2.',
    skill_ids: '1',
  },
];

export const sampleLanguageSkills: LanguageSkill[] = [
  { id: 1, admin_language: 'German', admin_language_id: 1, language: 'German', spoken_level: 'native' },
  { id: 2, admin_language: 'English', admin_language_id: 4, language: 'English', spoken_level: 'advanced' },
];

export const sampleIdentification: JumperIdentification = {
  id: 2,
  document_type: 'residential_permit',
  front_image_url: '/files/permit-front.jpg',
  back_image_url: '/files/permit-back.jpg',
  created_at: '2025-01-10T09:00:00Z',
};
