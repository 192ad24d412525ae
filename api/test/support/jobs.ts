import type { JobInput } from '../../src/jobs/jobs-data';
import { swissPlaces } from '../../src/jobs/swiss-places';

/** A plain open jumper position in Bern; tests name it and change what they look at. */
export function jobInput(overrides: Partial<JobInput> & Pick<JobInput, 'title'>): JobInput {
  return {
    kind: 'jumper',
    company: 'Test AG',
    descriptionHtml: '<p>Work.</p>',
    ...swissPlaces.bern,
    requiredExperience: 'None',
    workload: '100%',
    ...overrides,
  };
}
