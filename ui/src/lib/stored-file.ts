/**
 * A file the server already holds, in a file field that shows it by its name: it stands there for the stored file
 * until the user replaces it with a new file or removes it with its cross. It has no bytes and is never sent.
 */
export class StoredFile extends File {
  constructor(name: string) {
    super([], name);
  }
}

/**
 * The first value of a file field for a file the server may hold (`url`): the stored file under its original
 * name, or under `genericName` when that was not kept; null when there is none.
 */
export function storedFileOf(
  url: string | null | undefined,
  name: string | null | undefined,
  genericName: string,
): File | null {
  return url ? new StoredFile(name ?? genericName) : null;
}

/**
 * What saving a field that started as `storedFileOf(url, …)` asks of the server: a new file to send (which
 * replaces the stored one), or the stored one removed; neither when the user left the field as it was.
 */
export function fileToSave(value: File | null, url: string | null | undefined): { file: File | null; remove: boolean } {
  if (value instanceof StoredFile) return { file: null, remove: false };
  return { file: value, remove: value === null && Boolean(url) };
}
