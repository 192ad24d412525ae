import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type/node';
import { isWordPackage } from './word-package';

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

/** file-type's names of what we accept. It calls a DOC by its container, the OLE2 compound file. */
const detectedTypes = new Map<string, FileType>([
  ['pdf', 'pdf'],
  ['cfb', 'doc'],
  ['docx', 'docx'],
  ['jpg', 'jpeg'],
  ['png', 'png'],
  // An animated PNG is still a PNG to every reader.
  ['apng', 'png'],
  ['mp4', 'mp4'],
  ['m4v', 'mp4'],
  ['webm', 'webm'],
]);

/** A whole PDF ends with `%%EOF`, which readers look for in its last 1024 bytes; a cut-off or forged one does not. */
async function hasPdfEnd(path: string, size: number): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const length = Math.min(size, 1024);
    const tail = Buffer.alloc(length);
    await file.read(tail, 0, length, size - length);
    return tail.includes('%%EOF');
  } finally {
    await file.close();
  }
}

/** The type of a file on disk from its bytes and, for PDF and DOCX, its structure; undefined for anything else. */
export async function detectFileType(path: string, size: number): Promise<FileType | undefined> {
  const detected = await fileTypeFromFile(path);
  const type = detected && detectedTypes.get(detected.ext);
  if (type === 'pdf' && !(await hasPdfEnd(path, size))) return undefined;
  if (type === 'docx' && !(await isWordPackage(path, size))) return undefined;
  return type;
}
