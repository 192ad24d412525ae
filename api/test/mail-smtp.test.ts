import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerJumper } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

type Received = { from: string; to: string[]; data: string };

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
});
