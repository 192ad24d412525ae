import { open } from 'node:fs/promises';

export type FileType = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png' | 'mp4' | 'webm';

export const contentTypes: Record<FileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** What each upload accepts, decided by the file's bytes, never by its name or declared type. */
export const acceptedTypes = {
  /** The CV: the profile offers PDF, DOC and DOCX; the document screen PDF and JPEG. */
  cv: ['pdf', 'doc', 'docx', 'jpeg'],
  /** Certificates, references and the letters attached to work experience and education. */
  document: ['pdf', 'jpeg'],
  /** Profile photo and identification images. */
  image: ['png', 'jpeg'],
  /** Picked MP4 or the browser recorder's WebM. */
  video: ['mp4', 'webm'],
} satisfies Record<string, FileType[]>;

export type UploadKind = keyof typeof acceptedTypes;

export const acceptedTypeNames: Record<UploadKind, string> = {
  cv: 'PDF, DOC, DOCX or JPG',
  document: 'PDF, JPG or JPEG',
  image: 'PNG, JPG or JPEG',
  video: 'MP4 or WebM',
};

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

/** A zip is a DOCX when its central directory names a part under word/. */
async function isWordZip(path: string, size: number): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    // The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 64 KiB.
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0 || end + 22 > tail.length) return false;
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset + directorySize > size || directorySize > 8 * 1024 * 1024) return false;
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    for (let at = 0; at + 46 <= directory.length && directory.readUInt32LE(at) === 0x02014b50;) {
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('latin1', at + 46, at + 46 + nameLength);
      if (name.startsWith('word/')) return true;
      at += 46 + nameLength + extraLength + commentLength;
    }
    return false;
  } finally {
    await file.close();
  }
}

/** The type of a file on disk from its first bytes (and a zip's directory), or undefined for anything else. */
export async function detectFileType(path: string, head: Buffer, size: number): Promise<FileType | undefined> {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && (await isWordZip(path, size))) return 'docx';
  return undefined;
}
