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
import { flag } from '../../profile/field-checks';
import { checkEducation, checkWorkExperience, type Checked } from '../../profile/profile-rules';
import type { ReceivedForm } from '../../uploads/received-upload';

/** A file attached to an entry, as stored: its storage key and the name it was uploaded under. */
type AttachedFile = { key: string | null; name: string | null };

/** What a change does with the entry's file: keep it, store a new one in its place, or remove it. */
type FileChange = 'keep' | 'replace' | 'remove';

/** The file change a form asks for; a new file and its removal together are refused (422). */
function fileChangeOf(form: ReceivedForm, root: string, fileField: string, removeField: string): FileChange {
  const removeText = form.fields[removeField];
  const remove = flag(removeText);
  if (removeText !== undefined && remove === undefined) {
    throw invalidField(root, removeField, 'Remove must be true or false.', 'not_one_of');
  }
  if (form.files[fileField] && remove) {
    throw invalidField(root, removeField, 'Send a new file or remove the stored one, not both.');
  }
  return form.files[fileField] ? 'replace' : remove ? 'remove' : 'keep';
}

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
  /** The attached file: its form field, the field that removes it, and its columns. */
  file: {
    field: 'reference_letter' | 'certificate';
    removeField: 'remove_reference_letter' | 'remove_certificate';
    of: (row: HistoryRow<Kind>) => AttachedFile;
    columns: (file: AttachedFile) => Partial<HistoryValues<Kind>>;
  };
  check: (input: Record<string, unknown>) => Checked<Values & { skillIds: number[] }>;
  body: (
    row: HistoryRow<Kind>,
    file: { url: string | null; name: string | null },
    skillList: { id: number; skill_name: string }[],
  ) => object;
  messages: { added: string; updated: string; deleted: string };
}): FastifyPluginAsync<ProfileContext> {
  return async (server, context) => {
    const { db, signer } = context;
    const { kind, file } = spec;
    // `as never`: one body builder serves two operations; the contract checks every response.
    const respond = async (row: HistoryRow<Kind>) => {
      const { key, name } = file.of(row);
      return spec.body(row, { url: signer.urlOf(key), name }, await skillsByIds(db, row.skillIds)) as never;
    };

    /** Reads the form and runs `use` with its checked fields; the upload lasts as long as `use`. */
    const withChecked = <T>(
      request: Parameters<typeof withForm>[1],
      operationId: OperationId,
      userId: string,
      use: (form: ReceivedForm, values: Values & { skillIds: number[] }, fileChange: FileChange) => Promise<T>,
    ) => {
      const upload = { operationId, root: spec.root, userId, fileKinds: { [file.field]: 'document' } } as const;
      return withForm(context, request, upload, async (form) => {
        const checked = spec.check(form.fields);
        if (!checked.ok) throw invalid(checked.errors, spec.root);
        const fileChange = fileChangeOf(form, spec.root, file.field, file.removeField);
        const unknown = await unknownSkillIds(db, checked.value.skillIds);
        if (unknown.length > 0) {
          throw invalidField(spec.root, 'skill_ids', `Unknown skill id ${unknown.join(', ')}.`, 'unknown_skill');
        }
        return use(form, checked.value, fileChange);
      });
    };

    /** The file columns after `change`: the new file stored under `keys`, none, or nothing to write. */
    const fileColumns = (form: ReceivedForm, keys: Record<string, string>, change: FileChange) => {
      if (change === 'keep') return {};
      if (change === 'remove') return file.columns({ key: null, name: null });
      return file.columns({ key: keys[file.field]!, name: form.files[file.field]!.fileName });
    };

    route(server, spec.operations.list, async (_request, _reply, { userId }) => {
      const rows = await historyOf(db, kind, userId);
      return { data: await Promise.all(rows.map(respond)) };
    });

    route(server, spec.operations.create, async (request, reply, { userId }) => {
      const row = await withChecked(request, spec.operations.create, userId, (form, values, fileChange) =>
        storeThenWrite(context, form, async (keys) => {
          const columns = { ...values, ...fileColumns(form, keys, fileChange), userId } as HistoryValues<Kind>;
          return { result: await createHistoryEntry(db, kind, columns) };
        }),
      );
      return reply.status(201).send({ message: spec.messages.added, data: await respond(row) });
    });

    route(server, spec.operations.update, async (request, _reply, { userId }) => {
      const { id } = request.params;
      // The form is read before the ownership check, so that a refusal never leaves an upload half read.
      const row = await withChecked(request, spec.operations.update, userId, async (form, values, fileChange) => {
        const before = await historyEntryOf(db, kind, userId, id);
        if (!before) throw notFound(spec.what, id);
        return storeThenWrite(context, form, async (keys) => {
          const columns = { ...values, ...fileColumns(form, keys, fileChange) } as Partial<HistoryValues<Kind>>;
          const updated = await updateHistoryEntry(db, kind, userId, id, columns);
          if (!updated) throw notFound(spec.what, id);
          // A replaced or removed file goes once the entry no longer names it.
          return { result: updated, replacedKeys: fileChange === 'keep' ? [] : [file.of(before).key] };
        });
      });
      return { message: spec.messages.updated, data: await respond(row) };
    });

    route(server, spec.operations.remove, async (request, _reply, { userId }) => {
      const { id } = request.params;
      const removed = await deleteHistoryEntry(db, kind, userId, id);
      if (!removed) throw notFound(spec.what, id);
      const fileKey = file.of(removed).key;
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
  file: {
    field: 'reference_letter',
    removeField: 'remove_reference_letter',
    of: (row) => ({ key: row.referenceLetterKey, name: row.referenceLetterName }),
    columns: ({ key, name }) => ({ referenceLetterKey: key, referenceLetterName: name }),
  },
  check: checkWorkExperience,
  body: (row, letter, skillList) => ({
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
    reference_letter_url: letter.url,
    reference_letter_name: letter.name,
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
  file: {
    field: 'certificate',
    removeField: 'remove_certificate',
    of: (row) => ({ key: row.certificateKey, name: row.certificateName }),
    columns: ({ key, name }) => ({ certificateKey: key, certificateName: name }),
  },
  check: checkEducation,
  body: (row, certificate, skillList) => ({
    id: row.id,
    school: row.school,
    degree: row.degree,
    location: row.location,
    education_start_date: row.startDate,
    education_end_date: row.endDate,
    responsiblities_and_accomplishments: row.responsibilitiesAndAccomplishments,
    skill_ids: row.skillIds.join(','),
    skills: skillList,
    certificate_url: certificate.url,
    certificate_name: certificate.name,
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
