import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { diskStorage } from '../../src/storage/disk-storage';
import { registerJumper } from './http';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export type ProfileTestServer = TestServer & {
  uploadsDir: string;
  /** Files in the uploads folder (finished files only, not their type notes). */
  storedFiles: () => string[];
  newJumper: () => Promise<Jumper>;
};

export type Jumper = {
  userId: string;
  email: string;
  password: string;
  /** The authentication key, for requests made by hand. */
  key: string;
  /** fetch relative to /api/v1 as this jumper. */
  call: (pathname: string, init?: RequestInit) => Promise<Response>;
  json: (method: string, pathname: string, body: unknown) => Promise<Response>;
  upload: (method: string, pathname: string, form: FormData) => Promise<Response>;
};

/** A server whose uploads live in a fresh folder on disk; `options` add to its options. */
export async function startProfileServer(options: Omit<TestServerOptions, 'storage'> = {}): Promise<ProfileTestServer> {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'jumpers-uploads-test-'));
  const server = await startTestServer({ ...options, storage: diskStorage(uploadsDir) });
  return {
    ...server,
    uploadsDir,
    storedFiles: () => readdirSync(uploadsDir).filter((name) => !name.includes('.')),
    close: async () => {
      // The tests are over: a keep-alive connection still open (under load, now and then one is) must
      // not hold the close for the keep-alive timeout.
      const closing = server.close();
      server.server.server.closeAllConnections();
      await closing;
      rmSync(uploadsDir, { recursive: true, force: true });
    },
    newJumper: async () => {
      const { email, password, key: token } = await registerJumper(server.url);
      const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
      const call = (pathname: string, init: RequestInit = {}) =>
        fetch(`${server.url}/api/v1${pathname}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
        });
      return {
        userId: user!.id,
        email,
        password,
        key: token,
        call,
        json: (method, pathname, body) =>
          call(pathname, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        upload: (method, pathname, form) => call(pathname, { method, body: form }),
      };
    },
  };
}

type ZipEntry = {
  content: string | Buffer;
  /** Deflate the entry (what Word does); stored as it is otherwise. */
  deflate?: boolean;
  /** An uncompressed size to declare instead of the real one (a zip bomb lies about it, or boasts). */
  declaredSize?: number;
};

/** A zip archive built by hand, so that tests can make well-formed packages and hostile ones alike. */
export function zip(entries: Record<string, string | ZipEntry>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, entry] of Object.entries(entries)) {
    const { content, deflate = false, declaredSize } = typeof entry === 'string' ? { content: entry } : entry;
    const plain = Buffer.from(content);
    const data = deflate ? deflateRawSync(plain) : plain;
    const size = declaredSize ?? plain.length;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(plain), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(plain), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of the smallest Word document: its content types, its relationships and the document. */
export const wordParts = {
  '[Content_Types].xml': {
    deflate: true,
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  '_rels/.rels': {
    deflate: true,
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Target="word/document.xml" ' +
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/></Relationships>',
  },
  'word/document.xml': {
    deflate: true,
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Anna Muster, CV</w:t></w:r></w:p></w:body></w:document>',
  },
} satisfies Record<string, ZipEntry>;

/** EBML element: its id, a one-byte size and the body (small bodies only). */
const ebml = (id: number[], body: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);

const pdfHead = '%PDF-1.7\n1 0 obj <<>> endobj\n';
const pdfTail = 'trailer <<>>\n%%EOF\n';

/** A PDF of exactly `size` bytes: a header, blank padding, and the trailer at its end. */
export function pdfOfSize(size: number): Buffer {
  const padding = size - pdfHead.length - pdfTail.length;
  return Buffer.concat([Buffer.from(pdfHead), Buffer.alloc(padding, 0x20), Buffer.from(pdfTail)]);
}

/** Small files that are what they claim to be, as far as the server's checks look. */
export const sampleFiles = {
  pdf: Buffer.from(pdfHead + pdfTail),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: zip(wordParts),
  plainZip: zip({ 'notes.txt': 'not a Word file' }),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF'), Buffer.alloc(64)]),
  /** A whole 1×1 PNG. */
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]),
  /** An EBML header whose document type is webm, and the start of its segment. */
  webm: Buffer.concat([
    ebml(
      [0x1a, 0x45, 0xdf, 0xa3],
      Buffer.concat([
        ebml([0x42, 0x86], Buffer.from([1])),
        ebml([0x42, 0xf7], Buffer.from([1])),
        ebml([0x42, 0xf2], Buffer.from([4])),
        ebml([0x42, 0xf3], Buffer.from([8])),
        ebml([0x42, 0x82], Buffer.from('webm')),
        ebml([0x42, 0x87], Buffer.from([4])),
        ebml([0x42, 0x85], Buffer.from([2])),
      ]),
    ),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    Buffer.alloc(32),
  ]),
  /** A Windows executable: what a disguised upload really is. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')]),
};

export function formWith(fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [bytes, fileName]] of Object.entries(files)) form.append(name, new Blob([bytes]), fileName);
  return form;
}

/** Downloads a signed file link from a response. */
export async function download(server: TestServer, fileUrl: string) {
  const response = await fetch(`${server.url}${fileUrl}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}
