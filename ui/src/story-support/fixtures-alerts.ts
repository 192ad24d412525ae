import { defaultJobFilters, type JobCriteria } from '../lib/job-criteria';

/** A search for forklift work near Zurich with most filters set. */
export const forkliftCriteria: JobCriteria = {
  kind: 'jumper',
  search: 'forklift',
  filters: {
    ...defaultJobFilters,
    maxCommuteMinutes: 45,
    workload: { from: 60, to: 100 },
    minPayChf: 25,
    canton: 'ZH',
    startWithinDays: 14,
    germanUpToMyLevel: true,
  },
};

/** Every new permanent job, with no search and no filter. */
export const everyPermanentJob: JobCriteria = { kind: 'permanent', filters: defaultJobFilters };
