import { chmod, mkdir } from 'node:fs/promises';

/** Files the server writes hold jumpers' documents and one-time codes: for the server's own user only. */
export const privateFileMode = 0o600;

/** Creates a folder for the server's user only, and closes one that an older version left open to everyone. */
export async function privateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
}
