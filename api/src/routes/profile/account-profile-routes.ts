import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { fieldError, httpError } from '../../http/errors';
import {
  invalid,
  invalidField,
  notFound,
  storeThenWrite,
  withForm,
  type ProfileContext,
} from '../../profile/profile-context';
import type { SpokenLevel } from '../../profile/language-data';
import {
  bankDetailBody,
  profileOf,
  readProfile,
  refreshDocumentReview,
  saveBankDetails,
  socialSecurityBody,
  updateProfile,
  updateProfileAndSpokenLevels,
} from '../../profile/profile-data';
import { checkBankDetails, checkPersonalDetails, checkSocialSecurity } from '../../profile/profile-rules';

/** The profile itself, the CV and video, and the detail forms of the profile tabs. */
export const accountProfileRoutes: FastifyPluginAsync<ProfileContext> = async (server, context) => {
  const { db, signer } = context;

  route(server, 'getJumperProfile', async (_request, _reply, { userId }) => ({
    data: await readProfile(db, signer, userId),
  }));

  route(server, 'updateJumperProfile', async (request, _reply, { userId }) => {
    // The contract checks JSON bodies of this call only when one is sent (it also takes multipart).
    if (!request.isMultipart() && request.body === undefined)
      throw fieldError('user', 'This field is required.', 422, 'required');
    const changes = (request.isMultipart() ? [] : (request.body?.user.language_skills_attributes ?? [])).map(
      (change, index) => {
        if (change.id === undefined)
          throw invalidField(
            'user',
            `language_skills_attributes.${index}.id`,
            'Language skill id is required.',
            'required',
          );
        return { id: change.id, spokenLevel: change.spoken_level as SpokenLevel };
      },
    );
    const upload = {
      operationId: 'updateJumperProfile',
      root: 'user',
      userId,
      fileKinds: { profile_photo: 'image' },
    } as const;
    const message = await withForm(context, request, upload, (form) => {
      const description = form.fields.jumper_description;
      return storeThenWrite(context, form, async (keys) => {
        const before = await profileOf(db, userId);
        const values: { description?: string; photoKey?: string } = {};
        if (typeof description === 'string') values.description = description;
        if (keys.profile_photo) values.photoKey = keys.profile_photo;
        const { unknownSkillId } = await updateProfileAndSpokenLevels(db, userId, values, changes);
        if (unknownSkillId !== undefined) throw notFound('language skill', unknownSkillId);
        const onlyDescription = typeof description === 'string' && !keys.profile_photo && changes.length === 0;
        return {
          result: onlyDescription ? 'Description updated successfully' : 'Profile updated successfully',
          replacedKeys: keys.profile_photo ? [before.photoKey] : [],
        };
      });
    });
    return { message, data: await readProfile(db, signer, userId) };
  });

  route(server, 'uploadCv', async (request, _reply, { userId }) => {
    const upload = { operationId: 'uploadCv', root: 'jumper', userId, fileKinds: { upload_cv: 'cv' } } as const;
    const cvKey = await withForm(context, request, upload, (form) => {
      const file = form.files.upload_cv;
      if (!file) throw invalidField('jumper', 'upload_cv', 'Please select a file to upload.', 'file_required');
      return storeThenWrite(context, form, async (keys) => {
        const before = await profileOf(db, userId);
        await updateProfile(db, userId, { cvKey: keys.upload_cv!, cvFileName: file.fileName });
        await refreshDocumentReview(db, userId);
        return { result: keys.upload_cv!, replacedKeys: [before.cvKey] };
      });
    });
    return { message: 'CV Uploaded Successfully.', data: { id: userId, upload_cv_url: signer.urlOf(cvKey)! } };
  });

  route(server, 'uploadVideoRecording', async (request, _reply, { userId }) => {
    const upload = {
      operationId: 'uploadVideoRecording',
      root: 'jumper',
      userId,
      fileKinds: { video_recording: 'video' },
    } as const;
    const videoKey = await withForm(context, request, upload, (form) => {
      if (!form.files.video_recording)
        throw invalidField('jumper', 'video_recording', 'Please select a video to upload.', 'file_required');
      return storeThenWrite(context, form, async (keys) => {
        const before = await profileOf(db, userId);
        await updateProfile(db, userId, { videoKey: keys.video_recording! });
        return { result: keys.video_recording!, replacedKeys: [before.videoKey] };
      });
    });
    return { message: 'Video uploaded successfully.', data: { video_recording_url: signer.urlOf(videoKey)! } };
  });

  route(server, 'updateBankDetails', async (request, _reply, { userId }) => {
    const checked = checkBankDetails(request.body.jumper);
    if (!checked.ok) throw invalid(checked.errors, 'jumper');
    const saved = await saveBankDetails(db, userId, checked.value);
    return { message: 'Bank Details Added Successfully!', data: bankDetailBody(saved) };
  });

  route(server, 'updateSocialSecurityDetails', async (request, _reply, { userId }) => {
    const checked = checkSocialSecurity(request.body.jumper);
    if (!checked.ok) throw invalid(checked.errors, 'jumper');
    await updateProfile(db, userId, checked.value);
    const saved = socialSecurityBody(await profileOf(db, userId));
    if (!saved) throw httpError(500, 'internal_error', 'The social security details were not saved.');
    return { message: 'Social Security details updated successfully!', data: saved };
  });

  route(server, 'updatePersonalDetails', async (request, _reply, { userId }) => {
    const checked = checkPersonalDetails(request.body.jumper);
    if (!checked.ok) throw invalid(checked.errors, 'jumper');
    await updateProfile(db, userId, checked.value);
    const saved = checked.value;
    return {
      message: 'Jumper Personal Details Updated Successfully!',
      data: {
        jumper_title: saved.title as 0 | 1 | 2,
        jumper_pronounce: saved.pronounce,
        jumper_first_name: saved.firstName,
        jumper_last_name: saved.lastName,
        jumper_dob: saved.dob,
        jumper_sex: saved.sex as 0 | 1 | null,
        jumper_address: saved.address,
        jumper_city: saved.city,
        jumper_plz: saved.plz,
        jumper_country: saved.country,
        jumper_home_town: saved.homeTown,
        jumper_residence_permit: saved.residencePermit,
        jumper_nationality: saved.nationality,
        jumper_maratial_status: saved.maritalStatus as 0 | 1 | 2,
        jumper_maratial_status_since: saved.maritalStatusSince,
        jumper_living_in_cohabilitation: saved.livingInCohabitation,
        jumper_language: saved.language as 0 | 1 | 2 | 3,
        jumper_state: saved.state,
      },
    };
  });
};
