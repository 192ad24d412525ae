import { describe, expect, it } from 'vitest';
import {
  exploreSearchParams,
  jobLink,
  jobPath,
  readExploreState,
  unreadableFilters,
  type ExploreState,
} from './explore-url';

const read = (query: string) => readExploreState(new URLSearchParams(query));
const plain: ExploreState = { kind: 'jumper', page: 1, search: '', filters: {}, job: null, saved: false };

describe('explore address', () => {
  it('reads tab, page, search and job, and falls back to the first page of jumper positions', () => {
    expect(read('tab=permanent&page=3&search=z%C3%BCrich&job=12')).toEqual({
      kind: 'permanent',
      page: 3,
      search: 'zürich',
      filters: {},
      job: 12,
      saved: false,
    });
    expect(read('')).toEqual({ kind: 'jumper', page: 1, search: '', filters: {}, job: null, saved: false });
    expect(read('tab=nope&page=0&job=abc')).toEqual({
      kind: 'jumper',
      page: 1,
      search: '',
      filters: {},
      job: null,
      saved: false,
    });
    expect(read('page=-2&job=1e3').page).toBe(1);
  });

  it('reads every filter and the order under the dashboard’s names, numbers as numbers', () => {
    const { filters } = read(
      'commute_from=8820+W%C3%A4denswil&commute_mode=driving&max_commute=45&workload_min=60&workload_max=80' +
        '&pay_min=27.5&canton=ZH&start_from=2026-12-01&start_within=30&max_german_level=mine&sort=commute',
    );
    expect(filters).toEqual({
      commute_from: '8820 Wädenswil',
      commute_mode: 'driving',
      max_commute: 45,
      workload_min: 60,
      workload_max: 80,
      pay_min: 27.5,
      canton: 'ZH',
      start_from: '2026-12-01',
      start_within: 30,
      max_german_level: 'mine',
      sort: 'commute',
    });
  });

  it('drops what no filter takes (an edited link) and what the dashboard does anyway, and keeps ranges for the server to judge', () => {
    expect(
      read('max_commute=20&canton=XX&sort=cheapest&start_from=1.12.2026&pay_min=-3&max_german_level=fluent').filters,
    ).toEqual({});
    expect(read('sort=newest&commute_mode=transit&commute_from=++').filters).toEqual({});
    // What was left out is named, for the page to say; an empty value and a default are not at fault.
    expect(
      unreadableFilters(
        new URLSearchParams('max_commute=20&canton=XX&sort=cheapest&pay_min=-3&workload_min=&commute_mode=transit'),
      ),
    ).toEqual(['max_commute', 'pay_min', 'canton', 'sort']);
    expect(unreadableFilters(new URLSearchParams('max_commute=45&canton=GE&search=zz&tab=nope'))).toEqual([]);
    // The server refuses these with a reason the app words (a workload above 100, a lowest above the highest).
    expect(read('workload_min=90&workload_max=40&pay_min=5000').filters).toEqual({
      workload_min: 90,
      workload_max: 40,
      pay_min: 5000,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(exploreSearchParams(plain).toString()).toBe('');
    expect(
      exploreSearchParams({
        ...plain,
        filters: { sort: 'newest', commute_mode: 'transit', pay_min: undefined },
      }).toString(),
    ).toBe('');
    const state: ExploreState = {
      kind: 'permanent',
      page: 2,
      search: 'Zürich Bahnhof',
      filters: { max_commute: 30, pay_min: 25, canton: 'BE', sort: 'pay', commute_from: 'Thun' },
      job: 7,
      saved: false,
    };
    expect(readExploreState(exploreSearchParams(state))).toEqual(state);
    expect(exploreSearchParams(state).toString()).toBe(
      'tab=permanent&page=2&search=Z%C3%BCrich+Bahnhof&commute_from=Thun&max_commute=30&pay_min=25&canton=BE&sort=pay&job=7',
    );
  });

  it('keeps the search and filters in the address of the saved jobs, for the way back', () => {
    const saved = exploreSearchParams({ ...plain, search: 'koch', filters: { pay_min: 25 }, saved: true, page: 2 });
    expect(saved.toString()).toBe('view=saved&page=2&search=koch&pay_min=25');
    expect(readExploreState(saved)).toMatchObject({ saved: true, page: 2, search: 'koch', filters: { pay_min: 25 } });
    expect(readExploreState(new URLSearchParams('view=all')).saved).toBe(false);
  });

  it('links to one job of its kind', () => {
    expect(jobLink('https://jumpers.ch', 'permanent', 9)).toBe('https://jumpers.ch/jumper/explore?tab=permanent&job=9');
    expect(jobLink('https://jumpers.ch', 'jumper', 9)).toBe('https://jumpers.ch/jumper/explore?job=9');
    expect(jobPath('permanent', 9)).toBe('/jumper/explore?tab=permanent&job=9');
  });
});
