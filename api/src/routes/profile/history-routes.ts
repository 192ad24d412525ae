import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { educations, skills, workExperiences } from '../../db/profile-schema';
import { route, type OperationId } from '../../contract/route';
import { namesOf } from '../../profile/list-names';
import {
  invalid,
  invalidField,
  notFound,
  storeThenWrite,
  withForm,
  type ProfileContext,
} from '../../profile/profile-context';
import { checkEducation, checkWorkExperience, type Checked } from '../../profile/profile-rules';
import type { ReceivedForm } from '../../uploads/received-upload';

async function checkSkillIds(db: Database, root: string, ids: number[]) {
  if (ids.length === 0) return;
  const known = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids));
  const unknown = ids.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length > 0) {
    throw invalidField(root, 'skill_ids', `Unknown skill id ${unknown.join(', ')}.`, 'unknown_skill');
  }
}

async function skillsById(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(skills).where(inArray(skills.id, ids));
  return ids
    .flatMap((id) => rows.filter((row) => row.id === id))
    .map((row) => ({ id: row.id, skill_name: row.skillName, names: namesOf(row.skillName) }));
}

type HistoryTable = typeof workExperiences | typeof educations;

/**
 * One resource of the jumper's history: the list, add, change and delete, each scoped to the
 * signed-in jumper, with an optional attached file (`fileField`) checked as a document.
 */
function historyRoutes<Table extends HistoryTable, Values extends object>(spec: {
  operations: {
    list: 'listWorkExperiences' | 'listEducations';
    create: 'createWorkExperience' | 'createEducation';
    update: 'updateWorkExperience' | 'updateEducation';
    remove: 'deleteWorkExperience' | 'deleteEducation';
  };
  root: string;
  what: string;
  table: Table;
  fileField: 'reference_letter' | 'certificate';
  fileKeyOf: (row: Table['$inferSelect']) => string | null;
  check: (input: Record<string, unknown>) => Checked<Values & { skillIds: number[] }>;
  columns: (values: Values & { skillIds: number[] }, fileKey: string | undefined) => Partial<Table['$inferInsert']>;
  body: (row: Table['$inferSelect'], fileUrl: string | null, skillList: { id: number; skill_name: string }[]) => object;
  messages: { added: string; updated: string; deleted: string };
}): FastifyPluginAsync<ProfileContext> {
  return async (server, context) => {
    const { db, signer } = context;
    const table = spec.table as HistoryTable;
    const ownedBy = (userId: string, id: number) => and(eq(table.id, id), eq(table.userId, userId));
    // `as never`: one body builder serves two operations; the contract checks every response.
    const respond = async (row: Table['$inferSelect']) =>
      spec.body(row, signer.urlOf(spec.fileKeyOf(row)), await skillsById(db, row.skillIds)) as never;

    /** Reads the form and runs `use` with its checked fields; the upload lasts as long as `use`. */
    const withChecked = <T>(
      request: Parameters<typeof withForm>[1],
      operationId: OperationId,
      userId: string,
      use: (form: ReceivedForm, values: Values & { skillIds: number[] }) => Promise<T>,
    ) => {
      const upload = { operationId, root: spec.root, userId, fileKinds: { [spec.fileField]: 'document' } } as const;
      return withForm(context, request, upload, async (form) => {
        const checked = spec.check(form.fields);
        if (!checked.ok) throw invalid(checked.errors, spec.root);
        await checkSkillIds(db, spec.root, checked.value.skillIds);
        return use(form, checked.value);
      });
    };

    route(server, spec.operations.list, async (_request, _reply, { userId }) => {
      const rows = await db.select().from(table).where(eq(table.userId, userId)).orderBy(table.id);
      return { data: await Promise.all(rows.map((row) => respond(row as Table['$inferSelect']))) };
    });

    route(server, spec.operations.create, async (request, reply, { userId }) => {
      const row = await withChecked(request, spec.operations.create, userId, (form, values) =>
        storeThenWrite(context, form, async (keys) => {
          const columns = { ...spec.columns(values, keys[spec.fileField]), userId };
          const [created] = await db
            .insert(table)
            .values(columns as never)
            .returning();
          return { result: created as Table['$inferSelect'] };
        }),
      );
      return reply.status(201).send({ message: spec.messages.added, data: await respond(row) });
    });

    route(server, spec.operations.update, async (request, _reply, { userId }) => {
      const { id } = request.params;
      // The form is read before the ownership check, so that a refusal never leaves an upload half read.
      const row = await withChecked(request, spec.operations.update, userId, async (form, values) => {
        const [before] = await db.select().from(table).where(ownedBy(userId, id));
        if (!before) throw notFound(spec.what, id);
        return storeThenWrite(context, form, async (keys) => {
          const fileKey = keys[spec.fileField];
          const [updated] = await db
            .update(table)
            .set(spec.columns(values, fileKey) as never)
            .where(ownedBy(userId, id))
            .returning();
          if (!updated) throw notFound(spec.what, id);
          const replaced = fileKey ? [spec.fileKeyOf(before as Table['$inferSelect'])] : [];
          return { result: updated as Table['$inferSelect'], replacedKeys: replaced };
        });
      });
      return { message: spec.messages.updated, data: await respond(row) };
    });

    route(server, spec.operations.remove, async (request, _reply, { userId }) => {
      const { id } = request.params;
      const [removed] = await db.delete(table).where(ownedBy(userId, id)).returning();
      if (!removed) throw notFound(spec.what, id);
      const fileKey = spec.fileKeyOf(removed as Table['$inferSelect']);
      if (fileKey) await context.storage.delete(fileKey);
      return { message: spec.messages.deleted };
    });
  };
}

export const workExperienceRoutes = historyRoutes({
  operations: {
    list: 'listWorkExperiences',
    create: 'createWorkExperience',
    update: 'updateWorkExperience',
    remove: 'deleteWorkExperience',
  },
  root: 'work_experience',
  what: 'work experience',
  table: workExperiences,
  fileField: 'reference_letter',
  fileKeyOf: (row) => row.referenceLetterKey,
  check: checkWorkExperience,
  columns: (values, fileKey) => ({ ...values, ...(fileKey ? { referenceLetterKey: fileKey } : {}) }),
  body: (row, fileUrl, skillList) => ({
    id: row.id,
    company_name: row.companyName,
    job_title: row.jobTitle,
    location: row.location,
    employment: row.employment,
    weekly_workload: String(row.weeklyWorkload),
    currently_working_on_role: row.currentlyWorking,
    work_exp_start_time: row.startDate,
    work_exp_end_time: row.endDate,
    responsibilities: row.responsibilities,
    skill_ids: row.skillIds.join(','),
    skills: skillList,
    reference_letter_url: fileUrl,
  }),
  messages: {
    added: 'Work Experience Added Successfully',
    updated: 'Work Experience Updated Successfully',
    deleted: 'Work experience deleted successfully',
  },
});

export const educationRoutes = historyRoutes({
  operations: {
    list: 'listEducations',
    create: 'createEducation',
    update: 'updateEducation',
    remove: 'deleteEducation',
  },
  root: 'education',
  what: 'education',
  table: educations,
  fileField: 'certificate',
  fileKeyOf: (row) => row.certificateKey,
  check: checkEducation,
  columns: (values, fileKey) => ({ ...values, ...(fileKey ? { certificateKey: fileKey } : {}) }),
  body: (row, fileUrl, skillList) => ({
    id: row.id,
    school: row.school,
    degree: row.degree,
    location: row.location,
    education_start_date: row.startDate,
    education_end_date: row.endDate,
    responsiblities_and_accomplishments: row.responsibilitiesAndAccomplishments,
    skill_ids: row.skillIds.join(','),
    skills: skillList,
    certificate_url: fileUrl,
  }),
  messages: {
    added: 'Education added successfully',
    updated: 'Education updated successfully',
    deleted: 'Education deleted successfully',
  },
});

export const skillRoutes: FastifyPluginAsync<ProfileContext> = async (server, { db }) => {
  route(server, 'listSkills', async () => {
    const rows = await db.select().from(skills).orderBy(skills.skillName);
    return { data: rows.map((row) => ({ id: row.id, skill_name: row.skillName, names: namesOf(row.skillName) })) };
  });
};
