import { tmpdir } from 'node:os';
import path from 'node:path';
import { outboxMailer } from '../../src/mail/mailer';
import type { OperatorContext } from '../../src/operator/commands';

/** What operator commands run with in tests: mail into an outbox folder (a temporary one unless given). */
export function testOperatorContext(outboxDir = path.join(tmpdir(), 'jumpers-test-outbox')): OperatorContext {
  return {
    digestSender: {
      mailer: outboxMailer(outboxDir, 'jumpers <no-reply@jumpers.localhost>', () => {}),
      publicUrl: 'http://localhost:3000',
    },
  };
}
