import { describe, expect, it } from 'vitest';
import { exploreSearchParams, jobLink, jobPath, readExploreState } from './explore-url';

const read = (query: string) => readExploreState(new URLSearchParams(query));

describe('explore address', () => {
  it('reads tab, page, search and job, and falls back to the first page of jumper positions', () => {
    expect(read('tab=permanent&page=3&search=z%C3%BCrich&job=12')).toEqual({
      kind: 'permanent',
      page: 3,
      search: 'zürich',
      job: 12,
    });
    expect(read('')).toEqual({ kind: 'jumper', page: 1, search: '', job: null });
    expect(read('tab=nope&page=0&job=abc')).toEqual({ kind: 'jumper', page: 1, search: '', job: null });
    expect(read('page=-2&job=1e3').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(exploreSearchParams({ kind: 'jumper', page: 1, search: '', job: null }).toString()).toBe('');
    const state = { kind: 'permanent' as const, page: 2, search: 'Zürich Bahnhof', job: 7 };
    expect(readExploreState(exploreSearchParams(state))).toEqual(state);
  });

  it('links to one job of its kind', () => {
    expect(jobLink('https://jumpers.ch', 'permanent', 9)).toBe('https://jumpers.ch/jumper/explore?tab=permanent&job=9');
    expect(jobLink('https://jumpers.ch', 'jumper', 9)).toBe('https://jumpers.ch/jumper/explore?job=9');
    expect(jobPath('permanent', 9)).toBe('/jumper/explore?tab=permanent&job=9');
  });
});
