import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoute, route } from '../src/contract/route';
import { HttpError } from '../src/http/errors';
import { call, registerJumper } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

// The binding that every route file uses, exercised with calls the core does not implement itself.
describe('binding routes to openapi.yaml by operationId', () => {
  let strict: TestServer;
  let lenient: TestServer;
  const seenUserIds: string[] = [];

  const addRoutes = (server: TestServer['server']) => {
    route(
      server,
      'listSkills',
      async () =>
        ({
          data: [
            {
              id: 'seven',
              skill_name: 'Welding',
              names: { en: 'Welding', de: 'Schweissen', fr: 'Soudage', it: 'Saldatura' },
            },
          ],
        }) as never,
    );
    route(server, 'listCertificateDocuments', async () => {
      const now = new Date('2026-11-21T06:00:00Z');
      const document = {
        id: 1,
        file_url: '/files/1',
        certificate_document: 'diploma.pdf',
        created_at: now,
        updated_at: now,
      };
      return { data: [document] } as never;
    });
    route(server, 'deleteJobProfile', async (request, _reply, session) => {
      seenUserIds.push(session.userId);
      if (request.params.id === 404) throw new HttpError(404, 'Job profile not found.');
      return { message: `deleted ${typeof request.params.id} ${request.params.id}` };
    });
  };

  beforeAll(async () => {
    strict = await startTestServer({ addRoutes, coreOnly: true });
    lenient = await startTestServer({ addRoutes, coreOnly: true, strictResponses: false });
  });
  afterAll(async () => {
    await strict.close();
    await lenient.close();
  });

  it('hands the handler validated, coerced parameters and the signed-in user', async () => {
    const { key } = await registerJumper(strict.url);
    const answer = await call(`${strict.url}/api/v1/jumper_job_profiles/12`, 'DELETE', { key });
    expect(answer).toMatchObject({ status: 200, body: { message: 'deleted number 12' } });
    const setting = await call<{ data: { email: string } }>(`${strict.url}/api/v1/account_setting`, 'GET', { key });
    expect(setting.status).toBe(200);
    expect(seenUserIds).toHaveLength(1);
    expect(seenUserIds[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks a response as the client receives it: a Date is a date-time string', async () => {
    const { key } = await registerJumper(strict.url);
    const answer = await call(`${strict.url}/api/v1/certificate_documents`, 'GET', { key });
    expect(answer).toMatchObject({ status: 200, body: { data: [{ created_at: '2026-11-21T06:00:00.000Z' }] } });
  });

  it('sends a thrown HttpError in the error shape', async () => {
    const { key } = await registerJumper(strict.url);
    const answer = await call(`${strict.url}/api/v1/jumper_job_profiles/404`, 'DELETE', { key });
    expect(answer).toEqual({
      status: 404,
      headers: answer.headers,
      body: { error: 'Job profile not found.', code: 'not_found' },
    });
  });

  it('answers 500 naming the fault when a response breaks the contract (tests, development)', async () => {
    const { key } = await registerJumper(strict.url);
    const answer = await call(`${strict.url}/api/v1/skills`, 'GET', { key });
    expect(answer.status).toBe(500);
    expect(answer.body.error).toMatch(
      /Response of listSkills breaks the contract: response\/data\/0\/id must be integer/,
    );
  });

  it('only logs such a response in production', async () => {
    const { key } = await registerJumper(lenient.url);
    const answer = await call(`${lenient.url}/api/v1/skills`, 'GET', { key });
    expect(answer).toMatchObject({ status: 200, body: { data: [{ id: 'seven', skill_name: 'Welding' }] } });
  });

  it('refuses at start a public declaration of a secured call, and an unknown operationId', async () => {
    await expect(
      startTestServer({ addRoutes: (server) => publicRoute(server, 'listSkills', async () => ({ data: [] })) }),
    ).rejects.toThrow('listSkills is secured in openapi.yaml: declare it with route.');
    await expect(
      startTestServer({
        addRoutes: (server) => route(server, 'noSuchCall' as 'listSkills', async () => ({ data: [] })),
      }),
    ).rejects.toThrow('openapi.yaml has no operation noSuchCall.');
  });
});
