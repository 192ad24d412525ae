/** Small files whose bytes are what the server's content check expects (api/src/uploads/file-types.ts). */

const file = (name: string, mimeType: string, bytes: number[] | Buffer) => ({
  name,
  mimeType,
  buffer: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
});

/** A whole 1×1 PNG, so that the browser can show it too. */
export const png = (name: string) =>
  file(
    name,
    'image/png',
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  );

/** The JPEG start-of-image marker and a JFIF header. */
export const jpeg = (name: string) =>
  file(
    name,
    'image/jpeg',
    [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01],
  );

/** An ISO media file: a size, then `ftyp` and the `isom` brand. */
export const mp4 = (name: string) =>
  file(
    name,
    'video/mp4',
    [
      0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f,
      0x6d, 0x6d, 0x70, 0x34, 0x31,
    ],
  );

/** A text file wearing the name (and declared type) of an accepted one: the server reads the bytes and refuses it. */
export const disguised = (name: string, mimeType: string) =>
  file(name, mimeType, Buffer.from('This is plain text, not what its name says.\n'));

/** A plain text file, named as what it is: no upload takes one. */
export const plainText = (name: string) => file(name, 'text/plain', Buffer.from('Notes, not a document.\n'));

/** A PDF just over the server's 20 MB limit. */
export const oversizedPdf = (name: string) => {
  const buffer = Buffer.alloc(20 * 1024 * 1024 + 1024, 0x20);
  buffer.write('%PDF-1.4\n');
  return file(name, 'application/pdf', buffer);
};
