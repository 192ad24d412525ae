import type { FastifyPluginAsync } from 'fastify';
import { route, type OperationId } from '../../contract/route';
import {
  createDocument,
  createIdentification,
  deleteDocument,
  deleteIdentification,
  documentOf,
  documentsOf,
  identificationsOf,
  replaceDocumentFile,
  type DocumentKind,
  type DocumentRow,
  type IdentificationRow,
} from '../../profile/document-data';
import { FieldErrors } from '../../profile/field-checks';
import {
  invalid,
  invalidField,
  notFound,
  storeThenWrite,
  withForm,
  type ProfileContext,
} from '../../profile/profile-context';
import { refreshDocumentReview } from '../../profile/profile-data';
import type { ReceivedForm } from '../../uploads/received-upload';
import { checkIdentificationType } from '../../profile/profile-rules';

type DocumentResource = {
  operations: {
    list: 'listCertificateDocuments' | 'listEmploymentReferences';
    create: 'createCertificateDocument' | 'createEmploymentReference';
    update: 'updateCertificateDocument' | 'updateEmploymentReference';
    remove: 'deleteCertificateDocument' | 'deleteEmploymentReference';
  };
  kind: DocumentKind;
  /** The form's root name, also the response's file-name field (`certificate_document`). */
  root: string;
  what: string;
  added: string;
  updated: string;
  deleted: string;
};

const documentResources: DocumentResource[] = [
  {
    operations: {
      list: 'listCertificateDocuments',
      create: 'createCertificateDocument',
      update: 'updateCertificateDocument',
      remove: 'deleteCertificateDocument',
    },
    kind: 'certificate',
    root: 'certificate_document',
    what: 'certificate document',
    added: 'Certificate added successfully',
    updated: 'Certificate updated successfully',
    deleted: 'Certificate deleted successfully',
  },
  {
    operations: {
      list: 'listEmploymentReferences',
      create: 'createEmploymentReference',
      update: 'updateEmploymentReference',
      remove: 'deleteEmploymentReference',
    },
    kind: 'reference',
    root: 'employment_reference',
    what: 'employment reference',
    added: 'Reference letter uploaded successfully',
    updated: 'Reference letter updated successfully',
    deleted: 'Reference letter deleted successfully',
  },
];

/** Certificates, references (one file each) and identification documents (front and back image). */
export const documentRoutes: FastifyPluginAsync<ProfileContext> = async (server, context) => {
  const { db, signer } = context;

  for (const resource of documentResources) {
    const { kind, root, what } = resource;
    // `as never`: one body for two operations whose name field differs; the contract checks every response.
    const body = (row: DocumentRow) =>
      ({
        id: row.id,
        file_url: signer.urlOf(row.fileKey),
        [root]: row.fileName,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      }) as never;
    const owned = async (userId: string, id: number) => {
      const row = await documentOf(db, kind, userId, id);
      if (!row) throw notFound(what, id);
      return row;
    };
    const formOf = (operationId: OperationId, userId: string) =>
      ({ operationId, root, userId, fileKinds: { file: 'document' } }) as const;
    const fileOf = (form: ReceivedForm) => {
      if (!form.files.file) throw invalidField(root, 'file', 'Please select a file to upload.', 'file_required');
      return form.files.file;
    };

    route(server, resource.operations.list, async (_request, _reply, { userId }) => {
      const rows = await documentsOf(db, kind, userId);
      return { data: rows.map(body) };
    });

    route(server, resource.operations.create, async (request, reply, { userId }) => {
      const row = await withForm(context, request, formOf(resource.operations.create, userId), (form) => {
        const { fileName } = fileOf(form);
        return storeThenWrite(context, form, async (keys) => {
          return { result: await createDocument(db, kind, { userId, fileKey: keys.file!, fileName }) };
        });
      });
      await refreshDocumentReview(db, userId);
      return reply.status(201).send({ message: resource.added, data: body(row) });
    });

    route(server, resource.operations.update, async (request, _reply, { userId }) => {
      const { id } = request.params;
      // The upload is read before the ownership check, so that a refusal never leaves it half read.
      const row = await withForm(context, request, formOf(resource.operations.update, userId), async (form) => {
        const { fileName } = fileOf(form);
        const before = await owned(userId, id);
        return storeThenWrite(context, form, async (keys) => {
          const updated = await replaceDocumentFile(db, kind, userId, id, { fileKey: keys.file!, fileName });
          if (!updated) throw notFound(what, id);
          return { result: updated, replacedKeys: [before.fileKey] };
        });
      });
      return { message: resource.updated, data: body(row) };
    });

    route(server, resource.operations.remove, async (request, _reply, { userId }) => {
      const { id } = request.params;
      const removed = await deleteDocument(db, kind, userId, id);
      if (!removed) throw notFound(what, id);
      await context.storage.delete(removed.fileKey);
      await refreshDocumentReview(db, userId);
      return { message: resource.deleted };
    });
  }

  const identificationBody = (row: IdentificationRow) => ({
    id: row.id,
    document_type: row.documentType,
    front_image_url: signer.urlOf(row.frontImageKey),
    back_image_url: signer.urlOf(row.backImageKey),
    created_at: row.createdAt.toISOString(),
  });

  route(server, 'listJumperIdentifications', async (_request, _reply, { userId }) => {
    const rows = await identificationsOf(db, userId);
    return { data: rows.map(identificationBody) };
  });

  route(server, 'createJumperIdentification', async (request, reply, { userId }) => {
    const upload = {
      operationId: 'createJumperIdentification',
      root: 'jumper_identification',
      userId,
      fileKinds: { front_image: 'image', back_image: 'image' },
    } as const;
    const row = await withForm(context, request, upload, (form) => {
      const errors = new FieldErrors();
      const documentType = checkIdentificationType(form.fields, errors);
      if (!form.files.front_image) errors.add('front_image', 'Front image is required.', 'file_required');
      if (!form.files.back_image) errors.add('back_image', 'Back image is required.', 'file_required');
      if (!errors.empty) throw invalid(errors, 'jumper_identification');
      return storeThenWrite(context, form, async (keys) => {
        const created = await createIdentification(db, {
          userId,
          documentType: documentType!,
          frontImageKey: keys.front_image!,
          backImageKey: keys.back_image!,
        });
        return { result: created };
      });
    });
    return reply
      .status(201)
      .send({ message: 'Identification document uploaded successfully', data: identificationBody(row) });
  });

  route(server, 'deleteJumperIdentification', async (request, _reply, { userId }) => {
    const { id } = request.params;
    const removed = await deleteIdentification(db, userId, id);
    if (!removed) throw notFound('identification document', id);
    await Promise.all([context.storage.delete(removed.frontImageKey), context.storage.delete(removed.backImageKey)]);
    return { message: 'Identification document deleted successfully' };
  });
};
