import { eq, inArray, and } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { bankDetails, jumperProfiles, languageSkills } from '../../db/profile-schema';
import { FieldErrors } from '../../profile/field-checks';
import {
  invalid,
  invalidField,
  NotFoundError,
  readForm,
  storeThenWrite,
  type ProfileContext,
} from '../../profile/profile-context';
import {
  bankDetailBody,
  profileOf,
  readProfile,
  refreshDocumentReview,
  updateProfile,
} from '../../profile/profile-data';
import {
  checkBankDetails,
  checkPersonalDetails,
  checkSocialSecurity,
  checkSpokenLevel,
  maxDescriptionLength,
} from '../../profile/profile-rules';

type LevelChange = { id: number; spokenLevel: (typeof languageSkills.$inferSelect)['spokenLevel'] };

function readLevelChanges(value: unknown): LevelChange[] {
  if (value === undefined) return [];
  const errors = new FieldErrors();
  if (!Array.isArray(value)) errors.add('language_skills_attributes', 'Language skills must be a list.');
  const changes = (Array.isArray(value) ? value : []).flatMap((entry: Record<string, unknown>, index) => {
    const id = typeof entry?.id === 'number' ? entry.id : Number(entry?.id);
    if (!Number.isInteger(id) || id <= 0)
      errors.add(`language_skills_attributes.${index}.id`, 'Language skill id is required.');
    const spokenLevel = checkSpokenLevel(
      entry?.spoken_level,
      errors,
      `language_skills_attributes.${index}.spoken_level`,
    );
    return spokenLevel ? [{ id, spokenLevel }] : [];
  });
  if (!errors.empty) throw invalid(errors);
  return changes;
}

/** The profile itself, the CV and video, and the detail forms of the profile tabs. */
export const accountProfileRoutes: FastifyPluginAsync<ProfileContext> = async (server, context) => {
  const { db, signer, userIdOf } = context;

  server.get('/jumper_profile', async (request) => {
    const userId = await userIdOf(request);
    return { data: await readProfile(db, signer, userId) };
  });

  server.put('/jumper_profile/update', async (request) => {
    const userId = await userIdOf(request);
    const form = await readForm(request, 'user', { profile_photo: 'image' });
    const description = form.fields.jumper_description;
    if (typeof description === 'string' && description.length > maxDescriptionLength) {
      await form.discard();
      throw invalidField('jumper_description', 'About Me can be at most 5000 characters.');
    }
    let changes: LevelChange[];
    try {
      changes = readLevelChanges((form.fields as Record<string, unknown>).language_skills_attributes);
    } catch (error) {
      await form.discard();
      throw error;
    }
    const message = await storeThenWrite(context, form, async (keys) => {
      const before = await profileOf(db, userId);
      await db.transaction(async (tx) => {
        const values: Partial<typeof jumperProfiles.$inferInsert> = {};
        if (typeof description === 'string') values.description = description;
        if (keys.profile_photo) values.photoKey = keys.profile_photo;
        if (Object.keys(values).length > 0)
          await tx.update(jumperProfiles).set(values).where(eq(jumperProfiles.userId, userId));
        const ids = changes.map((change) => change.id);
        const owned = ids.length
          ? await tx
              .select({ id: languageSkills.id })
              .from(languageSkills)
              .where(and(eq(languageSkills.userId, userId), inArray(languageSkills.id, ids)))
          : [];
        const missing = ids.find((id) => !owned.some((row) => row.id === id));
        if (missing !== undefined) throw new NotFoundError(`No language skill ${missing}.`);
        for (const change of changes) {
          await tx
            .update(languageSkills)
            .set({ spokenLevel: change.spokenLevel })
            .where(eq(languageSkills.id, change.id));
        }
      });
      const onlyDescription = typeof description === 'string' && !keys.profile_photo && changes.length === 0;
      return {
        result: onlyDescription ? 'Description updated successfully' : 'Profile updated successfully',
        replacedKeys: keys.profile_photo ? [before.photoKey] : [],
      };
    });
    return { message, data: await readProfile(db, signer, userId) };
  });

  server.put('/jumpers/upload_cv', async (request) => {
    const userId = await userIdOf(request);
    const form = await readForm(request, 'jumper', { upload_cv: 'cv' });
    const file = form.files.upload_cv;
    if (!file) {
      await form.discard();
      throw invalidField('upload_cv', 'Please select a file to upload.');
    }
    await storeThenWrite(context, form, async (keys) => {
      const before = await profileOf(db, userId);
      await updateProfile(db, userId, { cvKey: keys.upload_cv!, cvFileName: file.fileName });
      await refreshDocumentReview(db, userId);
      return { result: undefined, replacedKeys: [before.cvKey] };
    });
    return {
      message: 'CV Uploaded Successfully.',
      data: { id: userId, upload_cv_url: signer.urlOf((await profileOf(db, userId)).cvKey) },
    };
  });

  server.put('/jumpers/video_recording', async (request) => {
    const userId = await userIdOf(request);
    const form = await readForm(request, 'jumper', { video_recording: 'video' });
    if (!form.files.video_recording) {
      await form.discard();
      throw invalidField('video_recording', 'Please select a video to upload.');
    }
    await storeThenWrite(context, form, async (keys) => {
      const before = await profileOf(db, userId);
      await updateProfile(db, userId, { videoKey: keys.video_recording! });
      return { result: undefined, replacedKeys: [before.videoKey] };
    });
    const profile = await profileOf(db, userId);
    return { message: 'Video uploaded successfully.', data: { video_recording_url: signer.urlOf(profile.videoKey) } };
  });

  server.put('/jumpers/bank_detils', async (request) => {
    const userId = await userIdOf(request);
    const checked = checkBankDetails(((request.body ?? {}) as { jumper?: Record<string, unknown> }).jumper ?? {});
    if (!checked.ok) throw invalid(checked.errors);
    const [saved] = await db
      .insert(bankDetails)
      .values({ userId, ...checked.value })
      .onConflictDoUpdate({ target: bankDetails.userId, set: checked.value })
      .returning();
    return { message: 'Bank Details Added Successfully!', data: bankDetailBody(saved!) };
  });

  server.put('/jumpers/social_security_details', async (request) => {
    const userId = await userIdOf(request);
    const checked = checkSocialSecurity(((request.body ?? {}) as { jumper?: Record<string, unknown> }).jumper ?? {});
    if (!checked.ok) throw invalid(checked.errors);
    const { ahvNumber, maritalStatus, bvgContribution, responsibleForChildMaintenance, receivesUnemploymentBenefits } =
      checked.value;
    const { pension, degreeOfDisability, bvgContributionPillar } = checked.value;
    await updateProfile(db, userId, {
      ahvNumber,
      maritalStatus,
      bvgContribution,
      responsibleForChildMaintenance,
      receivesUnemploymentBenefits,
      pension,
      degreeOfDisability,
      bvgContributionPillar,
    });
    return {
      message: 'Social Security details updated successfully!',
      data: (await readProfile(db, signer, userId)).social_security_details,
    };
  });

  server.put('/jumpers/personal_details', async (request) => {
    const userId = await userIdOf(request);
    const input = ((request.body ?? {}) as { jumper?: Record<string, unknown> }).jumper ?? {};
    const checked = checkPersonalDetails(input);
    if (!checked.ok) throw invalid(checked.errors);
    await updateProfile(db, userId, checked.value);
    return { message: 'Jumper Personal Details Updated Successfully!', data: await readProfile(db, signer, userId) };
  });
};
