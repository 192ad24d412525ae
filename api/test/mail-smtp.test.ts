import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../src/jobs/jobs-data';
import { call, registerJumper } from './support/http';
import { jobInput } from './support/jobs';
import { startTestServer, type TestServer } from './support/test-server';
import { registerVerifiedJumper } from './support/verified-jumper';

type Received = { from: string; to: string[]; data: string };

const operatorToken = 'smtp-test-operator';

describe('one-time codes through a real SMTP server', () => {
  const received: Received[] = [];
  let refuseRecipients = false;
  let smtp: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(refuseRecipients ? new Error('mailbox unavailable') : undefined);
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'jumpers <codes@jumpers.test>' },
      operatorToken,
      publicUrl: 'https://jumpers.example',
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the code by SMTP, and that code verifies', async () => {
    const { email } = await registerJumper(server.url);
    const sent = await call(`${server.url}/api/v1/otp/generate`, 'POST', { body: { user: { email } } });
    expect(sent.status).toBe(200);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('codes@jumpers.test');
    expect(mail!.to).toEqual([email]);
    expect(mail!.data).toContain('Subject: Your jumpers password reset code');
    const code = /one-time code is (\d{4})\./.exec(mail!.data)![1]!;
    const verified = await call(`${server.url}/api/v1/otp/verify`, 'POST', { body: { user: { email, otp: code } } });
    expect(verified).toMatchObject({ status: 200, body: { message: 'OTP verified successfully' } });
  });

  it('answers 503 in the error shape when the SMTP server refuses the message', async () => {
    const { email } = await registerJumper(server.url);
    refuseRecipients = true;
    try {
      const sent = await call(`${server.url}/api/v1/otp/generate`, 'POST', { body: { user: { email } } });
      expect(sent).toMatchObject({
        status: 503,
        body: {
          error: 'We could not send the e-mail just now. Please try again in a few minutes.',
          code: 'mail_unavailable',
        },
      });
    } finally {
      refuseRecipients = false;
    }
  });

  it('sends a job alert digest with its one-click unsubscribe headers; one the server refuses is sent on the next run', async () => {
    const jumper = await registerVerifiedJumper(server);
    const made = await call(`${server.url}/api/v1/job_alerts`, 'POST', {
      key: jumper.key,
      body: { job_alert: { name: 'Schreiner', criteria: { search: 'schreiner' } } },
    });
    expect(made.status).toBe(201);
    await publishJobs(server.database.db, [jobInput({ title: 'Schreiner EFZ' })]);
    const alertsSend = async () => {
      const answer = await fetch(`${server.url}/api/operator/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify({ command: 'alerts-send', args: [] }),
      });
      return ((await answer.json()) as { output: string }).output;
    };

    const before = received.length;
    refuseRecipients = true;
    try {
      expect(await alertsSend()).toMatch(
        /^1 job alert was due: 0 e-mails sent, 0 without new jobs, 1 failed\.\n {2}job alert \d+: /,
      );
    } finally {
      refuseRecipients = false;
    }
    expect(received).toHaveLength(before);
    expect(await alertsSend()).toBe('1 job alert was due: 1 e-mail sent, 0 without new jobs, 0 failed.');
    const digest = received.at(-1)!;
    expect(digest.to).toEqual([jumper.email]);
    // Long header lines arrive folded (RFC 5322): read them unfolded.
    const data = digest.data.replace(/\r\n[ \t]+/g, ' ');
    // The subject arrives as an encoded word (RFC 2047, Q encoding), its quotes escaped.
    const subject = /^Subject: =\?UTF-8\?Q\?(.*)\?=$/m
      .exec(data)![1]!
      .replaceAll('_', ' ')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(subject).toBe('1 new job for your alert "Schreiner"');
    expect(data).toMatch(
      /List-Unsubscribe: <https:\/\/jumpers\.example\/api\/v1\/job_alerts\/unsubscribe\?token=\d+\.[\w-]+>/,
    );
    expect(data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(data).toContain('- Schreiner EFZ');
  });
});
