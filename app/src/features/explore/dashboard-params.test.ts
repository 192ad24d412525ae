import { describe, expect, it } from 'vitest';
import { readExploreState } from '../../lib/explore-url';
import { dashboardParams, explorePageRequest } from './dashboard-params';

const read = (query: string) => readExploreState(new URLSearchParams(query));

describe('dashboard query', () => {
  it('asks the dashboard for what the address shows, the same whatever order the address has', () => {
    const one = dashboardParams(read('sort=pay&max_commute=30&search=koch&page=2'));
    const other = dashboardParams(read('page=2&search=koch&max_commute=30&sort=pay&job=4'));
    expect(one).toEqual({ page: 2, per_page: 5, search: 'koch', max_commute: 30, sort: 'pay' });
    expect(Object.entries(other)).toEqual(Object.entries(one));
    expect(dashboardParams(read('tab=permanent'))).toEqual({ page: 1, per_page: 5, permanent_job: true });
  });

  it('asks for the saved jobs of the tab and page instead, without the search and filters kept for the way back', () => {
    expect(explorePageRequest(read('view=saved&tab=permanent&page=3&search=koch&pay_min=25'))).toEqual([
      '/api/v1/jumpers/saved_jobs',
      { page: 3, per_page: 5, permanent_job: true },
    ]);
    expect(explorePageRequest(read('search=koch'))[0]).toBe('/api/v1/jumpers/dashboard');
  });
});
