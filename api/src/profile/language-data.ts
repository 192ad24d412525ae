import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobBoardOf } from '../jobs/job-board';
import { adminLanguages, languageSkills } from '../db/profile-schema';
import { namesOf } from './list-names';

export type SpokenLevel = (typeof languageSkills.$inferSelect)['spokenLevel'];

/** The languages on offer, in their order. */
export async function offeredLanguages(db: Database) {
  return db.select().from(adminLanguages).orderBy(adminLanguages.id);
}

/** Which of `ids` are languages on offer. */
export async function offeredLanguageIds(db: Database, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: adminLanguages.id }).from(adminLanguages).where(inArray(adminLanguages.id, ids));
  return rows.map((row) => row.id);
}

/** The jumper's language skills as the API answers them, all or those of `ids`. */
export async function languageSkillsOf(db: Database, userId: string, ids?: number[]) {
  const rows = await db
    .select({
      id: languageSkills.id,
      adminLanguageId: languageSkills.adminLanguageId,
      language: adminLanguages.name,
      spokenLevel: languageSkills.spokenLevel,
    })
    .from(languageSkills)
    .innerJoin(adminLanguages, eq(adminLanguages.id, languageSkills.adminLanguageId))
    .where(and(eq(languageSkills.userId, userId), ids ? inArray(languageSkills.id, ids) : undefined))
    .orderBy(languageSkills.id);
  return rows.map((row) => ({
    id: row.id,
    admin_language: { id: row.adminLanguageId, language: row.language, names: namesOf(row.language) },
    admin_language_id: row.adminLanguageId,
    language: row.language,
    spoken_level: row.spokenLevel,
  }));
}

/** Adds the languages to the jumper's skills in one transaction; a language already listed gets the new level. */
export async function addLanguageSkills(
  db: Database,
  userId: string,
  wanted: { adminLanguageId: number; spokenLevel: SpokenLevel }[],
) {
  await db.transaction(async (tx) => {
    for (const entry of wanted) {
      await tx
        .insert(languageSkills)
        .values({ userId, ...entry })
        .onConflictDoUpdate({
          target: [languageSkills.userId, languageSkills.adminLanguageId],
          set: { spokenLevel: entry.spokenLevel },
        });
    }
  });
  // The dashboard's German filter reads the jumper's German from the job board: this process forgets it at once.
  jobBoardOf(db).forgetJumper(userId);
}

/** Deletes one of the jumper's language skills; false when the jumper has no skill of that id. */
export async function deleteLanguageSkill(db: Database, userId: string, id: number): Promise<boolean> {
  const removed = await db
    .delete(languageSkills)
    .where(and(eq(languageSkills.id, id), eq(languageSkills.userId, userId)))
    .returning({ id: languageSkills.id });
  jobBoardOf(db).forgetJumper(userId);
  return removed.length > 0;
}
