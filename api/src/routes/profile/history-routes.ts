import type { FastifyPluginAsync } from 'fastify';
import { route, type OperationId } from '../../contract/route';
import {
  allSkills,
  createHistoryEntry,
  deleteHistoryEntry,
  historyEntryOf,
  historyOf,
  skillsByIds,
  unknownSkillIds,
  updateHistoryEntry,
  type HistoryKind,
  type HistoryRow,
  type HistoryValues,
} from '../../profile/history-data';
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

/**
 * One resource of the jumper's history: the list, add, change and delete, each scoped to the
 * signed-in jumper, with an optional attached file (`fileField`) checked as a document.
 */
function historyRoutes<Kind extends HistoryKind, Values extends object>(spec: {
  operations: {
    list: 'listWorkExperiences' | 'listEducations';
    create: 'createWorkExperience' | 'createEducation';
    update: 'updateWorkExperience' | 'updateEducation';
    remove: 'deleteWorkExperience' | 'deleteEducation';
  };
  root: string;
  what: string;
  kind: Kind;
  fileField: 'reference_letter' | 'certificate';
  fileKeyOf: (row: HistoryRow<Kind>) => string | null;
  check: (input: Record<string, unknown>) => Checked<Values & { skillIds: number[] }>;
  columns: (values: Values & { skillIds: number[] }, fileKey: string | undefined) => Partial<HistoryValues<Kind>>;
  body: (row: HistoryRow<Kind>, fileUrl: string | null, skillList: { id: number; skill_name: string }[]) => object;
  messages: { added: string; updated: string; deleted: string };
}): FastifyPluginAsync<ProfileContext> {
  return async (server, context) => {
    const { db, signer } = context;
    const { kind } = spec;
    // `as never`: one body builder serves two operations; the contract checks every response.
    const respond = async (row: HistoryRow<Kind>) =>
      spec.body(row, signer.urlOf(spec.fileKeyOf(row)), await skillsByIds(db, row.skillIds)) as never;

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
        const unknown = await unknownSkillIds(db, checked.value.skillIds);
        if (unknown.length > 0) {
          throw invalidField(spec.root, 'skill_ids', `Unknown skill id ${unknown.join(', ')}.`, 'unknown_skill');
        }
        return use(form, checked.value);
      });
    };

    route(server, spec.operations.list, async (_request, _reply, { userId }) => {
      const rows = await historyOf(db, kind, userId);
      return { data: await Promise.all(rows.map(respond)) };
    });

    route(server, spec.operations.create, async (request, reply, { userId }) => {
      const row = await withChecked(request, spec.operations.create, userId, (form, values) =>
        storeThenWrite(context, form, async (keys) => {
          const columns = { ...spec.columns(values, keys[spec.fileField]), userId } as HistoryValues<Kind>;
          return { result: await createHistoryEntry(db, kind, columns) };
        }),
      );
      return reply.status(201).send({ message: spec.messages.added, data: await respond(row) });
    });

    route(server, spec.operations.update, async (request, _reply, { userId }) => {
      const { id } = request.params;
      // The form is read before the ownership check, so that a refusal never leaves an upload half read.
      const row = await withChecked(request, spec.operations.update, userId, async (form, values) => {
        const before = await historyEntryOf(db, kind, userId, id);
        if (!before) throw notFound(spec.what, id);
        return storeThenWrite(context, form, async (keys) => {
          const fileKey = keys[spec.fileField];
          const updated = await updateHistoryEntry(db, kind, userId, id, spec.columns(values, fileKey));
          if (!updated) throw notFound(spec.what, id);
          const replaced = fileKey ? [spec.fileKeyOf(before)] : [];
          return { result: updated, replacedKeys: replaced };
        });
      });
      return { message: spec.messages.updated, data: await respond(row) };
    });

    route(server, spec.operations.remove, async (request, _reply, { userId }) => {
      const { id } = request.params;
      const removed = await deleteHistoryEntry(db, kind, userId, id);
      if (!removed) throw notFound(spec.what, id);
      const fileKey = spec.fileKeyOf(removed);
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
  kind: 'work_experience',
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
  kind: 'education',
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
  route(server, 'listSkills', async () => ({ data: await allSkills(db) }));
};
