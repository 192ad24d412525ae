import { expect, test, type Locator, type Page } from '@playwright/test';
import { authHeaders } from './explore-helpers';
import { signInVerifiedJumper } from './journey';
import personalDetails from './personal-details.json' with { type: 'json' };
import { png } from './profile-files';

// Five throttled first visits on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** Lighthouse's goal for cumulative layout shift (README, Performance). */
const goal = 0.02;

async function expectOk(answer: Awaited<ReturnType<Page['request']['post']>>) {
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
}

/** Fills every part of the profile through the API, as a jumper who has used the app for a while has it. */
async function fillProfile(page: Page) {
  const headers = await authHeaders(page);
  const put = async (path: string, data: object) => expectOk(await page.request.put(path, { headers, data }));
  const post = async (path: string, data: object) => expectOk(await page.request.post(path, { headers, data }));
  const postForm = async (path: string, multipart: Record<string, string | ReturnType<typeof png>>) =>
    expectOk(await page.request.post(path, { headers, multipart }));

  await expectOk(
    await page.request.put('/api/v1/jumper_profile/update', {
      headers,
      multipart: {
        'user[profile_photo]': png('anna.png'),
        'user[jumper_description]':
          'Reliable warehouse clerk with six years of picking, packing and forklift work, looking for night shifts ' +
          'around Zürich and Winterthur. I like clear instructions, teams that help each other, and early starts.',
      },
    }),
  );
  await put('/api/v1/jumpers/personal_details', { jumper: personalDetails });
  for (const [company, title, start, end] of [
    ['Planzer Transport AG', 'Warehouse clerk', '2019-04-01', '2023-06-30'],
    ['Migros Verteilbetrieb', 'Order picker', '2016-02-01', '2019-03-31'],
  ] as const) {
    await postForm('/api/v1/work_experiences', {
      'work_experience[company_name]': company,
      'work_experience[job_title]': title,
      'work_experience[location]': 'Dietikon',
      'work_experience[employment]': 'full_time',
      'work_experience[weekly_workload]': '80',
      'work_experience[work_exp_start_time]': start,
      'work_experience[work_exp_end_time]': end,
      'work_experience[responsibilities]': 'Picking and packing, forklift driving, stock counts.',
    });
  }
  await postForm('/api/v1/educations', {
    'education[school]': 'Berufsfachschule Winterthur',
    'education[degree]': 'Logistician EFZ',
    'education[location]': 'Winterthur',
    'education[education_start_date]': '2012-08-01',
    'education[education_end_date]': '2015-07-31',
  });
  await post('/api/v1/jumper_profile/add_language', {
    jumper: {
      language_skills_attributes: [
        { admin_language_id: 1, spoken_level: 'native' },
        { admin_language_id: 2, spoken_level: 'intermediate' },
      ],
    },
  });
  await post('/api/v1/jumper_job_profiles', { job_profile: { job_profile: 'Acute-care', experience: '5 years' } });
  await expectOk(
    await page.request.post('/api/v1/jumper_identifications', {
      headers,
      multipart: {
        'jumper_identification[document_type]': 'passport',
        'jumper_identification[front_image]': png('passport-front.png'),
        'jumper_identification[back_image]': png('passport-back.png'),
      },
    }),
  );
  await put('/api/v1/jumpers/bank_detils', {
    jumper: {
      iban: 'CH93 0076 2011 6238 5295 7',
      bank_name: 'PostFinance',
      account_holder_first_name: 'Anna',
      account_holder_last_name: 'Muster',
      address: 'Bundesplatz 3',
      city: 'Bern',
      plz: '3011',
    },
  });
  await put('/api/v1/jumpers/social_security_details', {
    jumper: {
      oasi_ahv_number: '756.1234.5678.97',
      marital_status: 0,
      bvg_contribution: false,
      is_responsible_for_child_maintenance: false,
      receive_unemployment_benefits: false,
      is_pension: 0,
      bvg_contribution_pillar: 0,
    },
  });
}

type Shift = { value: number; sources: string[] };

/** Records every layout shift not caused by input from the start of each page load, with what moved. */
function recordLayoutShifts() {
  const shifts: Shift[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.getAttribute('data-slot') ?? ''} "${(node.textContent ?? '').slice(0, 40)}"`
            : String(node?.nodeName),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * A first visit of `path` on a mid-range phone (CPU four times slower, a slow 4G network, an empty cache), and the
 * layout shifts the page made while it loaded: until `ready` is on screen and two seconds have passed without a shift.
 */
async function shiftsOfFirstVisit(page: Page, path: string, ready: Locator[]): Promise<Shift[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const recorded = () => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  try {
    await page.goto(path);
    for (const locator of ready) await expect(locator).toBeVisible({ timeout: 60_000 });
    // What arrives late (images, fonts, a last list) has arrived when two seconds pass without a new shift.
    let seen = -1;
    while (seen !== (await recorded()).length) {
      seen = (await recorded()).length;
      await page.waitForTimeout(2_000);
    }
    return await recorded();
  } finally {
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await devtools.detach();
  }
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

// Regression: the profile page shifted while it loaded (Lighthouse mobile, cumulative layout shift 0.27).
test('the profile pages keep their layout while they load on a phone: cumulative layout shift at most 0.02', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInVerifiedJumper(page, 'layout-shift');
  await fillProfile(page);
  await page.addInitScript(recordLayoutShifts);

  const name = page.getByRole('heading', { name: 'Anna Muster' });
  const pages: [string, Locator[]][] = [
    [
      '/jumper/profile',
      [
        name,
        page.getByText('Planzer Transport AG'),
        page.getByText('Berufsfachschule Winterthur'),
        page.getByText('Acute-care'),
      ],
    ],
    ['/jumper/profile/payslip', [name, page.getByText('No payslips yet')]],
    ['/jumper/profile/bank-details', [name, page.getByText('PostFinance')]],
    ['/jumper/profile/social-security_personal-details', [name, page.getByText('756.1234.5678.97')]],
    ['/jumper/profile/video-recording', [name, page.getByRole('heading', { level: 1 })]],
  ];
  const measured: Record<string, { total: number; shifts: Shift[] }> = {};
  for (const [path, ready] of pages) {
    const shifts = await shiftsOfFirstVisit(page, path, ready);
    measured[path] = { total: Number(total(shifts).toFixed(4)), shifts };
  }
  console.log(JSON.stringify(measured, null, 1));
  for (const [path, { total: shift }] of Object.entries(measured)) {
    expect(shift, `${path}: ${JSON.stringify(measured[path]!.shifts)}`).toBeLessThanOrEqual(goal);
  }
});
