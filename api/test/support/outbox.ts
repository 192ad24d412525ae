import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMail = { to: string; subject: string; headers: Record<string, string>; text: string };

/** The messages in an outbox folder, in the order they were sent, read back from their files. */
export function outboxMails(outboxDir: string): OutboxMail[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .sort()
    .map((file) => {
      const content = readFileSync(path.join(outboxDir, file), 'utf8');
      const blank = content.indexOf('\n\n');
      const headers = Object.fromEntries(
        content
          .slice(0, blank)
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      return { to: headers.To!, subject: headers.Subject!, headers, text: content.slice(blank + 2).trimEnd() };
    });
}
