import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { certificateDocuments, employmentReferences, jumperIdentifications } from '../db/profile-schema';

/** The profile's one-file documents: certificates and diplomas, and employment references. */
export type DocumentKind = 'certificate' | 'reference';
export type DocumentRow = typeof certificateDocuments.$inferSelect;
export type IdentificationRow = typeof jumperIdentifications.$inferSelect;

const documentTables = { certificate: certificateDocuments, reference: employmentReferences };

export async function documentsOf(db: Database, kind: DocumentKind, userId: string): Promise<DocumentRow[]> {
  const table = documentTables[kind];
  return db.select().from(table).where(eq(table.userId, userId)).orderBy(table.id);
}

/** One of the jumper's documents, or undefined when the jumper has none of that id. */
export async function documentOf(
  db: Database,
  kind: DocumentKind,
  userId: string,
  id: number,
): Promise<DocumentRow | undefined> {
  const table = documentTables[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return row;
}

export async function createDocument(
  db: Database,
  kind: DocumentKind,
  values: { userId: string; fileKey: string; fileName: string },
): Promise<DocumentRow> {
  const [created] = await db.insert(documentTables[kind]).values(values).returning();
  return created!;
}

/** Puts a new file in one of the jumper's documents; undefined when the jumper has none of that id. */
export async function replaceDocumentFile(
  db: Database,
  kind: DocumentKind,
  userId: string,
  id: number,
  file: { fileKey: string; fileName: string },
): Promise<DocumentRow | undefined> {
  const table = documentTables[kind];
  const [updated] = await db
    .update(table)
    .set(file)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning();
  return updated;
}

/** Deletes one of the jumper's documents and answers it; undefined when the jumper has none of that id. */
export async function deleteDocument(
  db: Database,
  kind: DocumentKind,
  userId: string,
  id: number,
): Promise<DocumentRow | undefined> {
  const table = documentTables[kind];
  const [removed] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning();
  return removed;
}

export async function identificationsOf(db: Database, userId: string): Promise<IdentificationRow[]> {
  return db
    .select()
    .from(jumperIdentifications)
    .where(eq(jumperIdentifications.userId, userId))
    .orderBy(jumperIdentifications.id);
}

export async function createIdentification(
  db: Database,
  values: typeof jumperIdentifications.$inferInsert,
): Promise<IdentificationRow> {
  const [created] = await db.insert(jumperIdentifications).values(values).returning();
  return created!;
}

/** Deletes one of the jumper's identification documents and answers it; undefined when there is none of that id. */
export async function deleteIdentification(
  db: Database,
  userId: string,
  id: number,
): Promise<IdentificationRow | undefined> {
  const [removed] = await db
    .delete(jumperIdentifications)
    .where(and(eq(jumperIdentifications.id, id), eq(jumperIdentifications.userId, userId)))
    .returning();
  return removed;
}
