/**
 * Uploads under attack, over real HTTP with real files: whatever fails leaves no temporary file, a stalled body
 * is cut, an account's uploads and stored bytes are bounded, files are private to the server's user, a file's
 * type is judged by its structure, names are bounded, a malformed body is the client's fault, and what a crash
 * left behind is swept at the next start.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileChunks, storedFiles } from '../src/db/file-schema';
import { certificateDocuments } from '../src/db/profile-schema';
import { buildServer } from '../src/server';
import { databaseStorage } from '../src/storage/database-storage';
import { diskStorage } from '../src/storage/disk-storage';
import {
  formWith,
  pdfOfSize,
  sampleFiles,
  startProfileServer,
  wordParts,
  zip,
  type Jumper,
  type ProfileTestServer,
} from './support/profile-fixtures';
import { startTestServer } from './support/test-server';

type ErrorBody = { error: string; code?: string; errors?: Record<string, string[]> };

const kib = 1024;
const mib = 1024 * kib;

const workExperience = {
  'work_experience[company_name]': 'Migros',
  'work_experience[job_title]': 'Warehouse assistant',
  'work_experience[location]': 'Zürich',
  'work_experience[employment]': 'part_time',
  'work_experience[weekly_workload]': '60',
  'work_experience[currently_working_on_role]': 'false',
  'work_experience[work_exp_start_time]': '2021-04-01',
  'work_experience[work_exp_end_time]': '2023-09-30',
};
const education = {
  'education[school]': 'ETH Zürich',
  'education[degree]': 'BSc',
  'education[location]': 'Zürich',
  'education[education_start_date]': '2015-09-01',
  'education[education_end_date]': '2018-08-31',
};

/** Every call that takes multipart/form-data, with the field of its file. */
const multipartCalls: [method: string, pathname: string, fileField: string][] = [
  ['PUT', '/jumper_profile/update', 'user[profile_photo]'],
  ['PUT', '/jumpers/upload_cv', 'jumper[upload_cv]'],
  ['PUT', '/jumpers/video_recording', 'jumper[video_recording]'],
  ['POST', '/jumper_identifications', 'jumper_identification[front_image]'],
  ['POST', '/certificate_documents', 'certificate_document[file]'],
  ['PUT', '/certificate_documents/999999', 'certificate_document[file]'],
  ['POST', '/employment_references', 'employment_reference[file]'],
  ['PUT', '/employment_references/999999', 'employment_reference[file]'],
  ['POST', '/work_experiences', 'work_experience[reference_letter]'],
  ['PUT', '/work_experiences/999999', 'work_experience[reference_letter]'],
  ['POST', '/educations', 'education[certificate]'],
  ['PUT', '/educations/999999', 'education[certificate]'],
];

const boundary = 'HardeningBoundary7';

/** The start of a multipart body: its one file part's headers and `bytes` of the file. */
function fileHead(field: string, fileName: string, bytes: Buffer) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
  ]);
}

type RawAnswer = { status: number; body: ErrorBody; connectionClosed: boolean; answeredAt: number };

/**
 * Sends a request's headers and the first bytes of its body over a bare socket, declaring `contentLength`
 * bytes, and then nothing more: what a stalled or vanished client does.
 */
function sendPartOfBody(
  server: ProfileTestServer,
  jumper: Jumper,
  options: { method: string; pathname: string; contentType: string; contentLength: number; bytes: Buffer },
) {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.write(
    `${options.method} /api/v1${options.pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Authorization: Bearer ${jumper.key}\r\nContent-Type: ${options.contentType}\r\n` +
      `Content-Length: ${options.contentLength}\r\n\r\n`,
  );
  socket.write(options.bytes);
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let text = '';
    let answeredAt = 0;
    socket.on('data', (chunk: Buffer) => {
      answeredAt ||= Date.now();
      text += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        body: (body ? JSON.parse(body) : {}) as ErrorBody,
        connectionClosed: true,
        answeredAt,
      });
    });
  });
  return { socket, answer };
}

async function eventually(check: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('uploads that fail, stall, are malformed or lie about their type', () => {
  let server: ProfileTestServer;
  let workDir: string;
  let uploadTempDir: string;
  let outboxDir: string;
  const leftovers = () => (existsSync(uploadTempDir) ? readdirSync(uploadTempDir) : []);

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'jumpers-hardening-'));
    uploadTempDir = path.join(workDir, 'incoming');
    outboxDir = path.join(workDir, 'outbox');
    server = await startProfileServer({
      uploadTempDir,
      mail: { outboxDir },
      // A body must bring 1 KB in every second, so that a stall shows within a test.
      uploadLimits: { stallWindowSeconds: 1, minBytesPerSecond: kib },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('removes the temporary file whatever refuses the upload: a 404, a 422, a 415, a 413, a failing query', async () => {
    const jumper = await server.newJumper();
    const letter = pdfOfSize(mib);
    const refusals: [method: string, pathname: string, form: FormData, status: number | 'any'][] = [
      // Past PostgreSQL's integer range: refused by the contract or by the query, never left behind.
      [
        'PUT',
        '/work_experiences/2147483648',
        formWith(workExperience, { 'work_experience[reference_letter]': [letter, 'letter.pdf'] }),
        'any',
      ],
      [
        'PUT',
        '/work_experiences/999999',
        formWith(workExperience, { 'work_experience[reference_letter]': [letter, 'letter.pdf'] }),
        404,
      ],
      ['PUT', '/employment_references/999999', formWith({}, { 'employment_reference[file]': [letter, 'r.pdf'] }), 404],
      [
        'POST',
        '/work_experiences',
        formWith(
          { ...workExperience, 'work_experience[weekly_workload]': '55' },
          { 'work_experience[reference_letter]': [letter, 'letter.pdf'] },
        ),
        422,
      ],
      [
        'POST',
        '/jumper_identifications',
        formWith(
          { 'jumper_identification[document_type]': 'driving_licence' },
          {
            'jumper_identification[front_image]': [sampleFiles.png, 'front.png'],
            'jumper_identification[back_image]': [sampleFiles.png, 'back.png'],
          },
        ),
        422,
      ],
      [
        'POST',
        '/certificate_documents',
        formWith({}, { 'certificate_document[file]': [letter, 'c.pdf'], 'certificate_document[other]': [letter, 'o'] }),
        422,
      ],
      ['PUT', '/jumpers/upload_cv', formWith({}, { 'jumper[upload_cv]': [sampleFiles.exe, 'cv.pdf'] }), 415],
      [
        'POST',
        '/certificate_documents',
        formWith({}, { 'certificate_document[file]': [pdfOfSize(20 * mib + 1), 'big.pdf'] }),
        413,
      ],
    ];
    for (const [method, pathname, form, status] of refusals) {
      const response = await jumper.upload(method, pathname, form);
      if (status === 'any') expect(response.ok, `${method} ${pathname}`).toBe(false);
      else expect(response.status, `${method} ${pathname}`).toBe(status);
      expect(leftovers(), `${method} ${pathname} answered ${response.status}`).toEqual([]);
    }
    expect(server.storedFiles()).toEqual([]);
  });

  it('removes the temporary file when the database fails after the upload was read', async () => {
    const jumper = await server.newJumper();
    const created = await jumper.upload('POST', '/educations', formWith(education));
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    const { db } = server.database;
    await db.execute(sql`alter table educations rename to educations_elsewhere`);
    try {
      const response = await jumper.upload(
        'PUT',
        `/educations/${data.id}`,
        formWith(education, { 'education[certificate]': [pdfOfSize(mib), 'c.pdf'] }),
      );
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql`alter table educations_elsewhere rename to educations`);
    }
    expect(leftovers()).toEqual([]);
    expect(server.storedFiles()).toEqual([]);
  });

  it('removes the temporary file of a client that goes away in the middle of its upload', async () => {
    const jumper = await server.newJumper();
    const { socket, answer } = sendPartOfBody(server, jumper, {
      method: 'POST',
      pathname: '/certificate_documents',
      contentType: `multipart/form-data; boundary=${boundary}`,
      contentLength: 2 * mib,
      bytes: fileHead('certificate_document[file]', 'c.pdf', pdfOfSize(256 * kib)),
    });
    expect(await eventually(() => leftovers().length === 1)).toBe(true);
    socket.destroy();
    await answer;
    expect(await eventually(() => leftovers().length === 0)).toBe(true);
    expect(server.storedFiles()).toEqual([]);
  });

  it('removes the temporary files of a client that goes away while a part the call does not take is read', async () => {
    const jumper = await server.newJumper();
    const first = fileHead('certificate_document[file]', 'c.pdf', sampleFiles.pdf);
    // A second file for the same field is read past, not kept; the client vanishes in the middle of it.
    const second = fileHead('certificate_document[file]', 'again.pdf', pdfOfSize(64 * kib));
    const { socket, answer } = sendPartOfBody(server, jumper, {
      method: 'POST',
      pathname: '/certificate_documents',
      contentType: `multipart/form-data; boundary=${boundary}`,
      contentLength: 2 * mib,
      bytes: Buffer.concat([first, Buffer.from('\r\n'), second]),
    });
    expect(await eventually(() => leftovers().length === 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await answer;
    expect(await eventually(() => leftovers().length === 0)).toBe(true);
    expect(server.storedFiles()).toEqual([]);
  });

  it('cuts a body that stalls with 408, closes the connection and removes the temporary file', async () => {
    const jumper = await server.newJumper();
    const { answer } = sendPartOfBody(server, jumper, {
      method: 'PUT',
      pathname: '/jumpers/upload_cv',
      contentType: `multipart/form-data; boundary=${boundary}`,
      contentLength: 2 * mib,
      bytes: fileHead('jumper[upload_cv]', 'cv.pdf', pdfOfSize(64 * kib)),
    });
    const lastByteAt = Date.now();
    expect(await eventually(() => leftovers().length === 1)).toBe(true);
    // While it waits, the temporary file is readable by the server's user only.
    expect(modeOf(path.join(uploadTempDir, leftovers()[0]!))).toBe(0o600);
    const answered = await answer;
    expect(answered.status).toBe(408);
    expect(answered.body).toEqual({
      error: 'The upload was too slow: less than 1 KB a second over 1 second. Please try again.',
      code: 'upload_too_slow',
    });
    expect(answered.connectionClosed).toBe(true);
    // Cut within the window after the last byte, give or take the window it fell in.
    expect(answered.answeredAt - lastByteAt).toBeLessThan(2500);
    expect(leftovers()).toEqual([]);
    const profile = (await (await jumper.call('/jumper_profile')).json()) as { data: { upload_cv_url: unknown } };
    expect(profile.data.upload_cv_url).toBeNull();
  });

  it('answers a malformed multipart body with 400 on every multipart call, and keeps nothing', async () => {
    const jumper = await server.newJumper();
    for (const [method, pathname, field] of multipartCalls) {
      const whole = Buffer.concat([fileHead(field, 'f.pdf', sampleFiles.pdf), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const malformed: [what: string, contentType: string, body: Buffer][] = [
        ['no boundary in the content type', 'multipart/form-data', whole],
        ['a boundary the body does not use', 'multipart/form-data; boundary=Elsewhere', whole],
        ['cut off inside the file', `multipart/form-data; boundary=${boundary}`, whole.subarray(0, whole.length - 40)],
        ['garbage', `multipart/form-data; boundary=${boundary}`, Buffer.from('\u0000garbage\r\n'.repeat(300))],
      ];
      for (const [what, contentType, body] of malformed) {
        const response = await jumper.call(pathname, { method, headers: { 'content-type': contentType }, body });
        const answer = (await response.json()) as ErrorBody;
        expect(response.status, `${method} ${pathname}: ${what}`).toBe(400);
        expect(answer.error, `${method} ${pathname}: ${what}`).toMatch(/^The upload could not be read: .+\.$/);
        expect(answer.code, `${method} ${pathname}: ${what}`).toBe('malformed_upload');
        expect(leftovers()).toEqual([]);
      }
    }
    expect(server.storedFiles()).toEqual([]);
  });

  it('judges a file by its structure: a zip with an executable, a zip bomb and a PDF without its end are refused', async () => {
    const jumper = await server.newJumper();
    const cv = (bytes: Buffer, name: string) =>
      jumper.upload('PUT', '/jumpers/upload_cv', formWith({}, { 'jumper[upload_cv]': [bytes, name] }));
    const refused: [what: string, bytes: Buffer, name: string][] = [
      [
        'a zip holding an executable beside a word/ folder',
        zip({ 'word/document.xml': '<w:document/>', 'setup.exe': sampleFiles.exe.toString('latin1') }),
        'cv.docx',
      ],
      [
        'a Word package declaring 3 GB unpacked',
        zip({ ...wordParts, 'word/media/image1.png': { content: 'x', declaredSize: 3_000_000_000 } }),
        'cv.docx',
      ],
      [
        'a Word package declaring 90 MB from a few kilobytes',
        zip({
          ...wordParts,
          'word/media/image1.png': { content: Buffer.alloc(mib), deflate: true, declaredSize: 90 * mib },
        }),
        'cv.docx',
      ],
      [
        'a Word package whose part unpacks to far more than it declares',
        zip({
          ...wordParts,
          'word/media/image1.png': { content: Buffer.alloc(5 * mib), deflate: true, declaredSize: 1000 },
        }),
        'cv.docx',
      ],
      ['a PDF without its trailer', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 * kib)]), 'cv.pdf'],
    ];
    for (const [what, bytes, name] of refused) {
      const response = await cv(bytes, name);
      expect(response.status, what).toBe(415);
      expect(await response.json(), what).toEqual({
        error: `${name} is not a PDF, DOC, DOCX or JPG file.`,
        code: 'unsupported_file_type',
      });
    }
    expect(server.storedFiles()).toEqual([]);
    expect(leftovers()).toEqual([]);

    // Real files of every accepted type still pass, and come back as they were sent.
    for (const [pathname, field, bytes, contentType, urlField] of [
      ['/jumpers/upload_cv', 'jumper[upload_cv]', sampleFiles.docx, 'wordprocessingml', 'upload_cv_url'],
      ['/jumpers/upload_cv', 'jumper[upload_cv]', sampleFiles.pdf, 'application/pdf', 'upload_cv_url'],
      ['/jumpers/upload_cv', 'jumper[upload_cv]', sampleFiles.jpeg, 'image/jpeg', 'upload_cv_url'],
      ['/jumper_profile/update', 'user[profile_photo]', sampleFiles.png, 'image/png', 'profile_photo_url'],
      ['/jumpers/video_recording', 'jumper[video_recording]', sampleFiles.mp4, 'video/mp4', 'video_recording_url'],
      ['/jumpers/video_recording', 'jumper[video_recording]', sampleFiles.webm, 'video/webm', 'video_recording_url'],
    ] as const) {
      const response = await jumper.upload('PUT', pathname, formWith({}, { [field]: [bytes, 'file'] }));
      expect(response.status, contentType).toBe(200);
      const { data } = (await response.json()) as { data: Record<string, string> };
      const file = await fetch(`${server.url}${data[urlField]}`);
      expect(file.headers.get('content-type')).toContain(contentType);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('keeps at most 255 bytes of a file name, its extension whole, and no NUL character', async () => {
    const jumper = await server.newJumper();
    const longName = `${'Zeugnis-Müller-'.repeat(30)}.pdf`;
    const response = await jumper.upload(
      'POST',
      '/certificate_documents',
      formWith({}, { 'certificate_document[file]': [sampleFiles.pdf, longName] }),
    );
    expect(response.status).toBe(201);
    const stored = ((await response.json()) as { data: { certificate_document: string } }).data.certificate_document;
    expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(255);
    expect(Buffer.byteLength(stored)).toBeGreaterThan(250);
    expect(stored.endsWith('.pdf')).toBe(true);
    expect(longName.startsWith(stored.slice(0, -'.pdf'.length))).toBe(true);
    const [row] = await server.database.db
      .select()
      .from(certificateDocuments)
      .where(eq(certificateDocuments.userId, jumper.userId));
    expect(row!.fileName).toBe(stored);

    // PostgreSQL's text cannot hold a NUL character: it leaves the name, and a text field holding one is a 422.
    const withNul = await jumper.upload(
      'PUT',
      '/jumper_profile/update',
      formWith(
        { 'user[jumper_description]': 'Hello\u0000' },
        { 'user[profile_photo]': [sampleFiles.png, 'me\u0000.png'] },
      ),
    );
    expect(withNul.status).toBe(422);
    expect(((await withNul.json()) as ErrorBody).errors).toEqual({
      'user[jumper_description]': ['This field contains a character that is not allowed (U+0000).'],
    });
    const nulInName = await jumper.upload(
      'POST',
      '/certificate_documents',
      formWith({}, { 'certificate_document[file]': [sampleFiles.pdf, 'scan\u0000.pdf'] }),
    );
    expect(nulInName.status).toBe(201);
    expect(((await nulInName.json()) as { data: { certificate_document: string } }).data.certificate_document).toBe(
      'scan.pdf',
    );
  });

  it("keeps stored files, uploads in progress and the outbox readable by the server's user only", async () => {
    // Folders of an older version, open to everyone: the server closes them.
    chmodSync(server.uploadsDir, 0o755);
    chmodSync(uploadTempDir, 0o755);
    mkdirSync(outboxDir, { recursive: true });
    chmodSync(outboxDir, 0o755);
    const jumper = await server.newJumper();
    const response = await jumper.upload(
      'POST',
      '/certificate_documents',
      formWith({}, { 'certificate_document[file]': [sampleFiles.pdf, 'c.pdf'] }),
    );
    expect(response.status).toBe(201);
    expect(modeOf(server.uploadsDir)).toBe(0o700);
    expect(modeOf(uploadTempDir)).toBe(0o700);
    const stored = readdirSync(server.uploadsDir);
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) expect(modeOf(path.join(server.uploadsDir, name)), name).toBe(0o600);

    const sent = await fetch(`${server.url}/api/v1/otp/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: jumper.email } }),
    });
    expect(sent.status).toBe(200);
    expect(modeOf(outboxDir)).toBe(0o700);
    const mails = readdirSync(outboxDir);
    expect(mails).toHaveLength(1);
    expect(modeOf(path.join(outboxDir, mails[0]!))).toBe(0o600);
  });
});

describe('what an account may upload', () => {
  let server: ProfileTestServer;
  beforeAll(async () => {
    server = await startProfileServer({
      uploadLimits: { uploadsPerAccount: { limit: 10, windowSeconds: 3600 }, storedBytesPerAccount: mib },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const certificate = (jumper: Jumper, bytes: Buffer) =>
    jumper.upload('POST', '/certificate_documents', formWith({}, { 'certificate_document[file]': [bytes, 'c.pdf'] }));
  const certificatesOf = (jumper: Jumper) =>
    server.database.db.select().from(certificateDocuments).where(eq(certificateDocuments.userId, jumper.userId));

  it('takes at most 10 uploads an hour from one account (here), then answers 429 with Retry-After', async () => {
    const jumper = await server.newJumper();
    for (let upload = 1; upload <= 10; upload++) {
      expect((await certificate(jumper, sampleFiles.pdf)).status, `upload ${upload}`).toBe(201);
    }
    const refused = await certificate(jumper, sampleFiles.pdf);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'You can upload at most 10 files in 60 minutes. Please try again later.',
      code: 'too_many_uploads',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await certificatesOf(jumper)).toHaveLength(10);
    // Another account is not held back.
    expect((await certificate(await server.newJumper(), sampleFiles.pdf)).status).toBe(201);
  });

  it('keeps at most 1 MB of files per account (here), counting only the files it has now', async () => {
    const jumper = await server.newJumper();
    const third = pdfOfSize(300 * kib);
    // A replaced CV no longer counts: three CVs of 300 KB leave 300 KB stored.
    for (let cv = 1; cv <= 3; cv++) {
      const response = await jumper.upload(
        'PUT',
        '/jumpers/upload_cv',
        formWith({}, { 'jumper[upload_cv]': [third, 'cv.pdf'] }),
      );
      expect(response.status, `CV ${cv}`).toBe(200);
    }
    expect((await certificate(jumper, third)).status).toBe(201);
    expect((await certificate(jumper, third)).status).toBe(201);
    // 900 KB stored: another 300 KB would make 1.2 MB.
    const refused = await certificate(jumper, third);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      error: 'Your files would take up more than the 1 MB you can store. Please remove some before uploading more.',
      code: 'storage_quota_exceeded',
    });
    const kept = await certificatesOf(jumper);
    expect(kept).toHaveLength(2);
    // Removing one makes room again.
    expect((await jumper.call(`/certificate_documents/${kept[0]!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await certificate(jumper, third)).status).toBe(201);
  });
});

describe('what a crash left behind is swept at start', () => {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const age = (file: string) => utimesSync(file, hourAgo, hourAgo);

  it('removes old temporary files and partial stored files, and keeps what may still be written', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'jumpers-sweep-'));
    const uploadTempDir = path.join(workDir, 'incoming');
    const uploadsDir = path.join(workDir, 'uploads');
    mkdirSync(uploadTempDir);
    mkdirSync(uploadsDir);
    const write = (folder: string, name: string, old: boolean) => {
      writeFileSync(path.join(folder, name), 'bytes');
      if (old) age(path.join(folder, name));
    };
    write(uploadTempDir, 'crashed-upload', true);
    write(uploadTempDir, 'live-upload', false);
    write(uploadsDir, 'crashed.partial', true);
    write(uploadsDir, 'crashed.type', true);
    write(uploadsDir, 'live.partial', false);
    write(uploadsDir, 'kept', true);
    write(uploadsDir, 'kept.type', true);
    const server = await startTestServer({ storage: diskStorage(uploadsDir), uploadTempDir });
    try {
      expect(readdirSync(uploadTempDir)).toEqual(['live-upload']);
      expect(readdirSync(uploadsDir).sort()).toEqual(['kept', 'kept.type', 'live.partial']);
    } finally {
      await server.close();
      rmSync(workDir, { recursive: true, force: true });
    }
  });

  it('removes incomplete files of the database storage that were begun long ago, with their chunks', async () => {
    const first = await startTestServer();
    const { db } = first.database;
    const file = async (key: string, complete: boolean, begun: Date) => {
      await db.insert(storedFiles).values({ key, contentType: 'application/pdf', complete, createdAt: begun });
      await db.insert(storedFileChunks).values({ key, sequence: 0, data: Buffer.from('bytes') });
    };
    await file('crashed', false, hourAgo);
    await file('being-written', false, new Date());
    await file('finished', true, hourAgo);
    // Another server starting on the same database sweeps.
    const second = await buildServer({ database: first.database, storage: databaseStorage(db) });
    try {
      const keys = await db.select({ key: storedFiles.key }).from(storedFiles).orderBy(storedFiles.key);
      expect(keys.map((row) => row.key)).toEqual(['being-written', 'finished']);
      const chunks = await db
        .select({ key: storedFileChunks.key })
        .from(storedFileChunks)
        .orderBy(storedFileChunks.key);
      expect(chunks.map((row) => row.key)).toEqual(['being-written', 'finished']);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
