import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { dataOf } from '../../api/query';
import {
  adminLanguagesQuery,
  certificateDocumentsQuery,
  employmentReferencesQuery,
  languageSkillsQuery,
} from '../../lib/jumper-queries';
import { prefetchForPage } from '../../lib/query-client';

/** The lists of the Jumper Profile tab's sections, one query each. */

/** The skills a work experience or an education can name. */
export const skillsQuery = queryOptions({
  queryKey: ['/api/v1/skills'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/skills', { signal }))).data,
});

export const workExperiencesQuery = queryOptions({
  queryKey: ['/api/v1/work_experiences'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/work_experiences', { signal }))).data,
});

export const educationsQuery = queryOptions({
  queryKey: ['/api/v1/educations'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/educations', { signal }))).data,
});

export const identificationsQuery = queryOptions({
  queryKey: ['/api/v1/jumper_identifications'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/jumper_identifications', { signal }))).data,
});

export const jobProfilesQuery = queryOptions({
  queryKey: ['/api/v1/jumper_job_profiles'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/jumper_job_profiles', { signal }))).data,
});

/**
 * Every list of the tab, asked for while the tab's code loads (the first visit's script asked for the same,
 * src/first-request.ts). The sections then find their lists in the cache and draw them at their first render,
 * rather than each starting its request as it mounts and drawing the page a second time when the answers arrive.
 */
export function prefetchJumperProfileTab() {
  prefetchForPage(skillsQuery);
  prefetchForPage(workExperiencesQuery);
  prefetchForPage(languageSkillsQuery);
  prefetchForPage(adminLanguagesQuery);
  prefetchForPage(educationsQuery);
  prefetchForPage(certificateDocumentsQuery);
  prefetchForPage(employmentReferencesQuery);
  prefetchForPage(identificationsQuery);
  prefetchForPage(jobProfilesQuery);
}
