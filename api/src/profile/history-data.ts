import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { educations, skills, workExperiences } from '../db/profile-schema';
import { namesOf } from './list-names';

/** The two parts of the jumper's history: work experience and education. */
export type HistoryKind = 'work_experience' | 'education';

const historyTables = { work_experience: workExperiences, education: educations };
type HistoryTable = (typeof historyTables)[HistoryKind];

export type HistoryRow<Kind extends HistoryKind> = (typeof historyTables)[Kind]['$inferSelect'];
export type HistoryValues<Kind extends HistoryKind> = (typeof historyTables)[Kind]['$inferInsert'];

// `as HistoryTable` and `as never`: one query serves both tables, whose rows the caller's kind types.
const tableOf = (kind: HistoryKind) => historyTables[kind] as HistoryTable;
const ownedBy = (table: HistoryTable, userId: string, id: number) => and(eq(table.id, id), eq(table.userId, userId));

export async function historyOf<Kind extends HistoryKind>(
  db: Database,
  kind: Kind,
  userId: string,
): Promise<HistoryRow<Kind>[]> {
  const table = tableOf(kind);
  return (await db.select().from(table).where(eq(table.userId, userId)).orderBy(table.id)) as HistoryRow<Kind>[];
}

/** One entry of the jumper's history, or undefined when the jumper has none of that id. */
export async function historyEntryOf<Kind extends HistoryKind>(
  db: Database,
  kind: Kind,
  userId: string,
  id: number,
): Promise<HistoryRow<Kind> | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(ownedBy(table, userId, id));
  return row as HistoryRow<Kind> | undefined;
}

export async function createHistoryEntry<Kind extends HistoryKind>(
  db: Database,
  kind: Kind,
  values: HistoryValues<Kind>,
): Promise<HistoryRow<Kind>> {
  const [created] = await db
    .insert(tableOf(kind))
    .values(values as never)
    .returning();
  return created as HistoryRow<Kind>;
}

/** Changes one entry of the jumper's history; undefined when the jumper has none of that id. */
export async function updateHistoryEntry<Kind extends HistoryKind>(
  db: Database,
  kind: Kind,
  userId: string,
  id: number,
  values: Partial<HistoryValues<Kind>>,
): Promise<HistoryRow<Kind> | undefined> {
  const table = tableOf(kind);
  const [updated] = await db
    .update(table)
    .set(values as never)
    .where(ownedBy(table, userId, id))
    .returning();
  return updated as HistoryRow<Kind> | undefined;
}

/** Deletes one entry of the jumper's history and answers it; undefined when the jumper has none of that id. */
export async function deleteHistoryEntry<Kind extends HistoryKind>(
  db: Database,
  kind: Kind,
  userId: string,
  id: number,
): Promise<HistoryRow<Kind> | undefined> {
  const table = tableOf(kind);
  const [removed] = await db
    .delete(table)
    .where(ownedBy(table, userId, id))
    .returning();
  return removed as HistoryRow<Kind> | undefined;
}

/** The ids of `ids` that name no skill. */
export async function unknownSkillIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids));
  return ids.filter((id) => !known.some((row) => row.id === id));
}

/** The skills of `ids` in that order, as the API answers them. */
export async function skillsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(skills).where(inArray(skills.id, ids));
  return ids
    .flatMap((id) => rows.filter((row) => row.id === id))
    .map((row) => ({ id: row.id, skill_name: row.skillName, names: namesOf(row.skillName) }));
}

/** Every skill a jumper can pick, by name, as the API answers them. */
export async function allSkills(db: Database) {
  const rows = await db.select().from(skills).orderBy(skills.skillName);
  return rows.map((row) => ({ id: row.id, skill_name: row.skillName, names: namesOf(row.skillName) }));
}
