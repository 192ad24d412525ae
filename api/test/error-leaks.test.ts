import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerJumper } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

/** Values a failed statement might carry: a password hash, an IBAN, an AHV number. */
const secrets = {
  hash: '$argon2id$v=19$m=47104,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
  iban: 'CH9300762011623852957',
  ahv: '756.1234.5678.97',
};

/** Collects the server's log lines. */
function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

for (const strictResponses of [true, false]) {
  describe(`a fault on our side (${strictResponses ? 'development' : 'production'} configuration)`, () => {
    let server: TestServer;
    const log = logCollector();

    beforeAll(async () => {
      server = await startTestServer({
        strictResponses,
        logLevel: 'info',
        logStream: log.stream,
        // A real failing statement: the database cannot read these values as integers.
        addRoutes: (fastify) =>
          fastify.get('/api/v1/fault', async () => {
            await server.database.db.execute(
              sql`select ${secrets.hash}::int, ${secrets.iban}::int, ${secrets.ahv}::int`,
            );
            return {};
          }),
      });
    });
    afterAll(() => server.close());

    it('answers 500 without SQL, parameters or stack, and logs the fault without the values', async () => {
      const answer = await call(`${server.url}/api/v1/fault`, 'GET');
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ error: 'Something went wrong on our side.', code: 'internal_error' });

      const faultLine = log.lines.find((line) => line.includes('A database statement failed.'));
      expect(faultLine, log.lines.join('\n')).toBeDefined();
      expect(JSON.parse(faultLine!)).toMatchObject({ err: { sqlState: '22P02', params: '[redacted]' } });
      for (const value of Object.values(secrets)) expect(log.lines.join('\n')).not.toContain(value);
    });

    it('logs no password, key or bank number of calls that carry them', async () => {
      const jumper = await registerJumper(server.url);
      await call(`${server.url}/api/v1/user/sign_in`, 'POST', {
        body: { user: { email: jumper.email, password: jumper.password } },
      });
      await call(`${server.url}/api/v1/jumpers/bank_detils`, 'PUT', {
        key: jumper.key,
        body: { jumper: { iban: secrets.iban } },
      });
      const logged = log.lines.join('\n');
      expect(logged).toContain('/api/v1/user/sign_in');
      for (const value of [jumper.password, jumper.key, secrets.iban]) expect(logged).not.toContain(value);
    });
  });
}
