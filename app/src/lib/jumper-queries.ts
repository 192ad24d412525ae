import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { dataOf } from '../api/query';
import { prefetchForPage } from './query-client';
import type { components } from '@jumpers/contract';

export type JumperProfile = components['schemas']['JumperProfile'];

/*
 * The signed-in jumper's records that several features show, one query each. Every screen that reads one
 * shares its answer; a save sets or invalidates it by its path (api/query.ts).
 */

export const jumperProfileQuery = queryOptions({
  queryKey: ['/api/v1/jumper_profile'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/jumper_profile', { signal }))).data,
});

export const certificateDocumentsQuery = queryOptions({
  queryKey: ['/api/v1/certificate_documents'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/certificate_documents', { signal }))).data,
});

export const employmentReferencesQuery = queryOptions({
  queryKey: ['/api/v1/employment_references'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/employment_references', { signal }))).data,
});

/** The jumper's languages with their levels. */
export const languageSkillsQuery = queryOptions({
  queryKey: ['/api/v1/jumper_profile/language_skills'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/jumper_profile/language_skills', { signal }))).data,
});

/** The languages a jumper can add. */
export const adminLanguagesQuery = queryOptions({
  queryKey: ['/api/v1/admin_languages'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/admin_languages', { signal }))).data,
});

/** The profile, asked for while a profile page's code loads: its name heads every one of them. */
export const prefetchJumperProfile = () => prefetchForPage(jumperProfileQuery);

/** The profile, however many parts of a screen show it (summary, tab, apply flow): one request. */
export function useJumperProfile() {
  return useQuery(jumperProfileQuery);
}
