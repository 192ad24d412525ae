import type { Skill, WorkExperience } from './profile';

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
