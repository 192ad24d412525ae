import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateDocuments, jumperProfiles } from '../src/db/profile-schema';
import {
  download,
  formWith,
  pdfOfSize,
  sampleFiles,
  startProfileServer,
  type ProfileTestServer,
} from './support/profile-fixtures';

describe('documents and uploads', () => {
  let server: ProfileTestServer;
  beforeAll(async () => {
    server = await startProfileServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 401 without a signed-in jumper', async () => {
    const response = await fetch(`${server.url}/api/v1/jumper_profile`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in.', code: 'sign_in_required' });
  });

  it('takes a CV as PDF, DOC, DOCX or JPEG and serves it back only through its signed link', async () => {
    const jumper = await server.newJumper();
    for (const [type, name] of [
      ['pdf', 'cv.pdf'],
      ['doc', 'cv.doc'],
      ['docx', 'cv.docx'],
      ['jpeg', 'cv.jpg'],
    ] as const) {
      const response = await jumper.upload(
        'PUT',
        '/jumpers/upload_cv',
        formWith({}, { 'jumper[upload_cv]': [sampleFiles[type], name] }),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { message: string; data: { id: string; upload_cv_url: string } };
      expect(body.message).toBe('CV Uploaded Successfully.');
      expect(body.data.id).toBe(jumper.userId);
      const { response: file, bytes } = await download(server, body.data.upload_cv_url);
      expect(file.status).toBe(200);
      expect(bytes.equals(sampleFiles[type])).toBe(true);
    }
    // Each replacement removed the file before it: one CV is stored.
    expect(server.storedFiles()).toHaveLength(1);
    const profile = (await (await jumper.call('/jumper_profile')).json()) as { data: { upload_cv_url: string } };
    const url = new URL(profile.data.upload_cv_url, server.url);
    url.searchParams.set('signature', 'forged');
    expect((await fetch(url)).status).toBe(404);
    url.searchParams.delete('signature');
    url.searchParams.delete('expires');
    expect((await fetch(url)).status).toBe(400);
  });

  it('refuses a disguised file with 415 and keeps nothing', async () => {
    const jumper = await server.newJumper();
    const before = server.storedFiles().length;
    for (const [field, path, bytes, name] of [
      ['jumper[upload_cv]', '/jumpers/upload_cv', sampleFiles.exe, 'cv.pdf'],
      ['jumper[upload_cv]', '/jumpers/upload_cv', sampleFiles.plainZip, 'cv.docx'],
      ['certificate_document[file]', '/certificate_documents', sampleFiles.docx, 'diploma.pdf'],
      ['employment_reference[file]', '/employment_references', sampleFiles.png, 'reference.jpg'],
      ['jumper[video_recording]', '/jumpers/video_recording', sampleFiles.pdf, 'video.mp4'],
      ['user[profile_photo]', '/jumper_profile/update', sampleFiles.exe, 'me.png'],
    ] as const) {
      const method = path === '/certificate_documents' || path === '/employment_references' ? 'POST' : 'PUT';
      const response = await jumper.upload(method, path, formWith({}, { [field]: [bytes, name] }));
      expect(response.status, path).toBe(415);
      expect(((await response.json()) as { error: string }).error).toMatch(/is not a .* file\./);
    }
    expect(server.storedFiles()).toHaveLength(before);
    const profile = (await (await jumper.call('/jumper_profile')).json()) as { data: Record<string, unknown> };
    expect(profile.data.upload_cv_url).toBeNull();
    expect(profile.data.profile_photo_url).toBeNull();
    expect(profile.data.certificate_documents).toEqual([]);
  });

  it('refuses a file over 20 MB with 413 and keeps nothing', async () => {
    const jumper = await server.newJumper();
    const before = server.storedFiles().length;
    const oversized = Buffer.concat([sampleFiles.pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await jumper.upload(
      'POST',
      '/certificate_documents',
      formWith({}, { 'certificate_document[file]': [oversized, 'big.pdf'] }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'big.pdf is larger than 20 MB.', code: 'file_too_large' });
    expect(server.storedFiles()).toHaveLength(before);
    const rows = await server.database.db
      .select()
      .from(certificateDocuments)
      .where(eq(certificateDocuments.userId, jumper.userId));
    expect(rows).toEqual([]);
    // Exactly 20 MB is allowed.
    const atLimit = pdfOfSize(20 * 1024 * 1024);
    const accepted = await jumper.upload(
      'POST',
      '/certificate_documents',
      formWith({}, { 'certificate_document[file]': [atLimit, 'max.pdf'] }),
    );
    expect(accepted.status).toBe(201);
  });

  it('refuses a form field the contract does not name, and keeps nothing', async () => {
    const jumper = await server.newJumper();
    const before = server.storedFiles().length;
    const response = await jumper.upload(
      'POST',
      '/certificate_documents',
      formWith(
        {},
        {
          'certificate_document[file]': [sampleFiles.pdf, 'c.pdf'],
          'certificate_document[other]': [sampleFiles.pdf, 'o.pdf'],
        },
      ),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'This field is not accepted here.',
      code: 'validation_failed',
      errors: { 'certificate_document[other]': ['This field is not accepted here.'] },
      field_codes: { 'certificate_document[other]': ['not_allowed'] },
    });
    expect(server.storedFiles()).toHaveLength(before);
  });

  it('asks for a file when none is sent', async () => {
    const jumper = await server.newJumper();
    for (const [method, path, field, message] of [
      ['POST', '/certificate_documents', 'certificate_document.file', 'Please select a file to upload.'],
      ['POST', '/employment_references', 'employment_reference.file', 'Please select a file to upload.'],
      ['PUT', '/jumpers/upload_cv', 'jumper.upload_cv', 'Please select a file to upload.'],
      ['PUT', '/jumpers/video_recording', 'jumper.video_recording', 'Please select a video to upload.'],
    ] as const) {
      const response = await jumper.upload(method, path, new FormData());
      expect(response.status, path).toBe(422);
      expect(await response.json()).toEqual({
        error: message,
        code: 'validation_failed',
        errors: { [field]: [message] },
        field_codes: { [field]: ['file_required'] },
      });
    }
  });

  it('puts a jumper under review once CV, certificate and reference are in, and lists, replaces and deletes them', async () => {
    const jumper = await server.newJumper();
    const review = async () =>
      (await server.database.db.select().from(jumperProfiles).where(eq(jumperProfiles.userId, jumper.userId)))[0]
        ?.documentReview;
    await jumper.upload(
      'PUT',
      '/jumpers/upload_cv',
      formWith({}, { 'jumper[upload_cv]': [sampleFiles.pdf, 'cv.pdf'] }),
    );
    const certificate = await jumper.upload(
      'POST',
      '/certificate_documents',
      formWith({}, { 'certificate_document[file]': [sampleFiles.jpeg, 'diploma.jpg'] }),
    );
    expect(certificate.status).toBe(201);
    const created = (await certificate.json()) as {
      message: string;
      data: { id: number; file_url: string; certificate_document: string };
    };
    expect(created.message).toBe('Certificate added successfully');
    expect(created.data.certificate_document).toBe('diploma.jpg');
    expect(await review()).toBe('pending');
    const reference = await jumper.upload(
      'POST',
      '/employment_references',
      formWith({}, { 'employment_reference[file]': [sampleFiles.pdf, 'ref.pdf'] }),
    );
    expect(reference.status).toBe(201);
    expect(await review()).toBe('under_review');

    const replaced = await jumper.upload(
      'PUT',
      `/certificate_documents/${created.data.id}`,
      formWith({}, { 'certificate_document[file]': [sampleFiles.pdf, 'diploma.pdf'] }),
    );
    expect(replaced.status).toBe(200);
    const replacedBody = (await replaced.json()) as { message: string; data: { file_url: string } };
    expect(replacedBody.message).toBe('Certificate updated successfully');
    expect((await download(server, replacedBody.data.file_url)).bytes.equals(sampleFiles.pdf)).toBe(true);

    const list = (await (await jumper.call('/certificate_documents')).json()) as { data: { id: number }[] };
    expect(list.data.map((item) => item.id)).toEqual([created.data.id]);
    const filesBefore = server.storedFiles().length;
    const deleted = await jumper.call(`/certificate_documents/${created.data.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Certificate deleted successfully' });
    expect(server.storedFiles()).toHaveLength(filesBefore - 1);
    expect((await download(server, replacedBody.data.file_url)).response.status).toBe(404);
    expect(await review()).toBe('pending');
  });

  it('keeps identification documents with type, front and back image', async () => {
    const jumper = await server.newJumper();
    const empty = await jumper.upload('POST', '/jumper_identifications', formWith({}));
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({
      error: 'Document type is required.',
      code: 'validation_failed',
      errors: {
        'jumper_identification.document_type': ['Document type is required.'],
        'jumper_identification.front_image': ['Front image is required.'],
        'jumper_identification.back_image': ['Back image is required.'],
      },
      field_codes: {
        'jumper_identification.document_type': ['required'],
        'jumper_identification.front_image': ['file_required'],
        'jumper_identification.back_image': ['file_required'],
      },
    });
    const wrongType = await jumper.upload(
      'POST',
      '/jumper_identifications',
      formWith(
        { 'jumper_identification[document_type]': 'driving_licence' },
        {
          'jumper_identification[front_image]': [sampleFiles.png, 'front.png'],
          'jumper_identification[back_image]': [sampleFiles.jpeg, 'back.jpg'],
        },
      ),
    );
    expect(wrongType.status).toBe(422);
    const before = server.storedFiles().length;
    expect(before).toBe(server.storedFiles().length);
    for (const type of ['passport', 'id_card', 'residential_permit']) {
      const response = await jumper.upload(
        'POST',
        '/jumper_identifications',
        formWith(
          { 'jumper_identification[document_type]': type },
          {
            'jumper_identification[front_image]': [sampleFiles.png, 'front.png'],
            'jumper_identification[back_image]': [sampleFiles.jpeg, 'back.jpg'],
          },
        ),
      );
      expect(response.status).toBe(201);
    }
    const list = (await (await jumper.call('/jumper_identifications')).json()) as {
      data: { id: number; document_type: string; front_image_url: string; back_image_url: string }[];
    };
    expect(list.data.map((item) => item.document_type)).toEqual(['passport', 'id_card', 'residential_permit']);
    expect((await download(server, list.data[0]!.back_image_url)).bytes.equals(sampleFiles.jpeg)).toBe(true);
    expect(server.storedFiles()).toHaveLength(before + 6);
    const deleted = await jumper.call(`/jumper_identifications/${list.data[0]!.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(server.storedFiles()).toHaveLength(before + 4);
  });

  it("answers 404 for another jumper's documents, whatever the method", async () => {
    const owner = await server.newJumper();
    const intruder = await server.newJumper();
    const certificate = (await (
      await owner.upload(
        'POST',
        '/certificate_documents',
        formWith({}, { 'certificate_document[file]': [sampleFiles.pdf, 'c.pdf'] }),
      )
    ).json()) as { data: { id: number } };
    const reference = (await (
      await owner.upload(
        'POST',
        '/employment_references',
        formWith({}, { 'employment_reference[file]': [sampleFiles.pdf, 'r.pdf'] }),
      )
    ).json()) as { data: { id: number } };
    const identification = (await (
      await owner.upload(
        'POST',
        '/jumper_identifications',
        formWith(
          { 'jumper_identification[document_type]': 'passport' },
          {
            'jumper_identification[front_image]': [sampleFiles.png, 'f.png'],
            'jumper_identification[back_image]': [sampleFiles.png, 'b.png'],
          },
        ),
      )
    ).json()) as { data: { id: number } };
    const stored = server.storedFiles().length;
    for (const [method, path] of [
      ['PUT', `/certificate_documents/${certificate.data.id}`],
      ['DELETE', `/certificate_documents/${certificate.data.id}`],
      ['PUT', `/employment_references/${reference.data.id}`],
      ['DELETE', `/employment_references/${reference.data.id}`],
      ['DELETE', `/jumper_identifications/${identification.data.id}`],
    ] as const) {
      const response =
        method === 'PUT'
          ? await intruder.upload(
              method,
              path,
              formWith(
                {},
                {
                  [`${path.startsWith('/certificate') ? 'certificate_document' : 'employment_reference'}[file]`]: [
                    sampleFiles.pdf,
                    'x.pdf',
                  ],
                },
              ),
            )
          : await intruder.call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(((await (await intruder.call('/certificate_documents')).json()) as { data: unknown[] }).data).toEqual([]);
    expect(((await (await owner.call('/certificate_documents')).json()) as { data: unknown[] }).data).toHaveLength(1);
    expect(server.storedFiles()).toHaveLength(stored);
  });

  it('takes a video as MP4 or WebM and a photo as PNG or JPEG', async () => {
    const jumper = await server.newJumper();
    for (const [bytes, name] of [
      [sampleFiles.mp4, 'clip.mp4'],
      [sampleFiles.webm, 'recording.mp4'],
    ] as const) {
      const response = await jumper.upload(
        'PUT',
        '/jumpers/video_recording',
        formWith({}, { 'jumper[video_recording]': [bytes, name] }),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { video_recording_url: string } };
      expect((await download(server, body.data.video_recording_url)).bytes.equals(bytes)).toBe(true);
    }
    for (const bytes of [sampleFiles.png, sampleFiles.jpeg]) {
      const response = await jumper.upload(
        'PUT',
        '/jumper_profile/update',
        formWith({}, { 'user[profile_photo]': [bytes, 'me'] }),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { message: string; data: { profile_photo_url: string } };
      expect(body.message).toBe('Profile updated successfully');
      const photo = await download(server, body.data.profile_photo_url);
      expect(photo.bytes.equals(bytes)).toBe(true);
      expect(photo.response.headers.get('content-type')).toBe(bytes === sampleFiles.png ? 'image/png' : 'image/jpeg');
    }
  });
});
