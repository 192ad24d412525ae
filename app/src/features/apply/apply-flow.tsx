import {
  ApplyDialog,
  jobKind,
  jobTitle,
  toast,
  type ApplicationPayload,
  type ApplyStep,
  type AvailableLanguage,
  type LanguageSkill,
  type TravelEstimates,
} from '@jumpers/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidatePaths } from '../../api/query';
import { intlLocale, useLanguage } from '../../i18n/language';
import { messagesNow, useMessages, useUiText } from '../../i18n/messages';
import { uploadRefusalText } from '../../lib/upload-refusal';
import type { ApplyFlowProps } from '../../lib/apply-flow';
import { useJobMapProps } from '../../lib/job-map-text';
import { offlineRefusal } from '../../lib/offline-notice';
import { NotificationsOffer } from '../../lib/push-offer';
import {
  adminLanguagesQuery,
  jumperProfileQuery,
  languageSkillsQuery,
  useJumperProfile,
  type JumperProfile,
} from '../../lib/jumper-queries';
import { useFailureToast } from '../../lib/use-failure-toast';
import { addLanguages, deleteLanguage, sendApplication, toSkill, updateLanguages, uploadCv } from './apply-api';
import { applyDialogTexts, applyText } from './messages';
import { useApplyDraft } from './use-apply-draft';
import {
  estimate,
  findPlace,
  formatKm,
  formatMinutes,
  type PlaceRow,
  type Point,
  travelModels,
} from '@jumpers/rules/travel-estimate';

/** The town table is large next to the rest of the flow: it loads on its own, once the flow opens. */
const loadPlaces = () => import('@jumpers/rules/swiss-places.json').then((module) => module.default as PlaceRow[]);

const { transit, driving } = travelModels;

/** The figures of the travel estimate's model, for its note. */
const estimateFigures = {
  transitDetour: String(transit.detour),
  drivingDetour: String(driving.detour),
  transitMainKmh: String(transit.mainKmh),
  transitRegionalKmh: String(transit.regionalKmh),
  transitChangeMinutes: String(transit.changeMinutes),
  transitAccessMinutes: String(transit.accessMinutes),
  drivingMainKmh: String(driving.mainKmh),
  drivingRegionalKmh: String(driving.regionalKmh),
  drivingAccessMinutes: String(driving.accessMinutes),
};

/** The address typed in the directions step, for the next application of this visit. */
let rememberedAddress: string | null = null;

function homeAddress(profile: JumperProfile | undefined): string {
  if (rememberedAddress !== null) return rememberedAddress;
  if (!profile) return '';
  const town = [profile.jumper_plz, profile.jumper_city].filter(Boolean).join(' ');
  return [profile.jumper_address, town].filter(Boolean).join(', ');
}

function currentPosition(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('No geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      { timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/**
 * The apply flow for one job: explainer, CV, languages, way to work (with adjustments), confirmation
 * (docs/product-rules.md#apply-flow). What is typed is kept as a draft for 14 days, and the flow resumes from it.
 */
export function ApplyFlow({ job, step, onStepChange, onClose }: ApplyFlowProps) {
  const text = useMessages(applyText);
  const dialogText = useUiText(applyDialogTexts);
  const refusalText = useMessages(uploadRefusalText);
  const mapProps = useJobMapProps();
  const kind = jobKind(job);
  const queryClient = useQueryClient();
  const profile = useJumperProfile();
  // The languages by their names in the user's language ('Deutsch hinzufügen', not 'German hinzufügen').
  const language = useLanguage();
  const offeredLanguages = useQuery({
    ...adminLanguagesQuery,
    select: (languages) => languages.map(({ id, names }): AvailableLanguage => ({ id, name: names[language] })),
  });
  const languageSkills = useQuery({
    ...languageSkillsQuery,
    select: (skills) => skills.map((skill) => toSkill(skill, language)),
  });
  useFailureToast(profile, () => messagesNow(applyText).loadFailed);
  useFailureToast([offeredLanguages, languageSkills], () => messagesNow(applyText).languagesLoadFailed);
  const { data: places = null } = useQuery({ queryKey: ['swiss-places'], queryFn: loadPlaces, staleTime: Infinity });
  /** The address the jumper saved in the directions step; null until then (the profile's address counts). */
  const [typedAddress, setTypedAddress] = useState<string | null>(null);
  const [location, setLocation] = useState<{ point: Point } | { failed: true } | null>(null);
  const draft = useApplyDraft(job, step, changeStep);

  const shownAddress = typedAddress ?? draft.values?.address ?? homeAddress(profile.data);
  const placed = places && shownAddress ? findPlace(shownAddress, places) : null;
  const located = location && 'point' in location ? location.point : null;
  const origin = located
    ? { point: located, fromLocation: true }
    : placed
      ? { point: placed, fromLocation: false }
      : null;
  const addressError =
    location && 'failed' in location
      ? text.locationUnavailable
      : typedAddress === ''
        ? text.enterAddress
        : places && shownAddress && !placed && !located
          ? text.placeNotFound
          : undefined;

  const travelEstimates: TravelEstimates = {};
  if (origin) {
    const to = { latitude: job.latitude, longitude: job.longitude };
    for (const mode of ['transit', 'driving'] as const) {
      const { km, minutes } = estimate(origin.point, to, mode);
      travelEstimates[mode] = { time: formatMinutes(minutes), distance: formatKm(km, intlLocale(language)) };
    }
  }

  async function changeStep(next: ApplyStep) {
    if (next === 0) {
      onClose();
      return;
    }
    if (next < step) {
      onStepChange(next);
      return;
    }
    // The CV and language steps need the profile: a quick Continue waits for it, and a failed load is tried again.
    if (next >= 2 && !profile.data) {
      // Its failure is told by the query's toast.
      const loaded = await queryClient.fetchQuery(jumperProfileQuery).catch(() => undefined);
      if (!loaded) return;
      // Continue came before the profile could say whether a CV is on file: with one, its step is skipped.
      if (next === 2 && loaded.upload_cv_url) next = 3;
    }
    onStepChange(next);
  }

  /** Added, changed and removed languages are asked again, so the next save compares with what is stored. */
  const refreshSkills = () => invalidatePaths(queryClient, '/api/v1/jumper_profile/language_skills');

  async function saveCv(file: File) {
    const result = await uploadCv(file);
    if (!result.ok) {
      toast.error(result.refusal ?? offlineRefusal() ?? text.cvFailed);
      throw new Error('CV not uploaded');
    }
    toast.success(text.cvUploaded);
    await invalidatePaths(queryClient, '/api/v1/jumper_profile');
  }

  async function saveLanguages(editedSkills: LanguageSkill[]) {
    const stored = languageSkills.data ?? [];
    // A language added earlier in this flow comes back from the dialog without its new id: match it by language.
    const edited = editedSkills.map((skill) =>
      skill.id === undefined
        ? { ...skill, id: stored.find((each) => each.admin_language_id === skill.admin_language_id)?.id }
        : skill,
    );
    const added = edited.filter((skill) => skill.id === undefined);
    const changed = edited.filter((skill) =>
      stored.some((each) => each.id === skill.id && each.spoken_level !== skill.spoken_level),
    );
    const removed = stored.filter((each) => !edited.some((skill) => skill.id === each.id));

    if (added.length > 0) {
      const result = await addLanguages(added);
      if (!result.ok) {
        toast.error(
          result.serverText
            ? `${text.errorSubmittingLanguages} ${result.serverText}`
            : (offlineRefusal() ?? (added.length > 1 ? text.languagesAddFailed : text.languageAddFailed)),
        );
        throw new Error('Languages not added');
      }
      if (added.some((skill) => !result.skills.some((each) => each.admin_language_id === skill.admin_language_id))) {
        toast.error(text.addedLanguageMissing);
        throw new Error('Added language missing');
      }
      toast.success(added.length > 1 ? text.languagesAdded : text.languageAdded);
      await refreshSkills();
    }

    if (changed.length > 0 || removed.length > 0) {
      const updated = changed.length > 0 ? await updateLanguages(changed) : { ok: true as const };
      const deleted = updated.ok ? await Promise.all(removed.map((skill) => deleteLanguage(skill.id!))) : [];
      const failure = !updated.ok ? updated : deleted.find((result) => !result.ok);
      if (failure && !failure.ok) {
        toast.error(
          failure.serverText
            ? `${text.errorUpdatingLanguages} ${failure.serverText}`
            : (offlineRefusal() ?? text.languagesUpdateFailed),
        );
        throw new Error('Languages not updated');
      }
      toast.success(text.languagesUpdated);
      await refreshSkills();
    }
  }

  function saveAddress(typed: string) {
    setTypedAddress(typed);
    setLocation(null);
    rememberedAddress = typed;
  }

  async function useLocation() {
    try {
      setLocation({ point: await currentPosition() });
    } catch {
      setLocation({ failed: true });
    }
  }

  async function send(payload: ApplicationPayload) {
    const result = await sendApplication(job.id, kind, {
      travel_time: payload.travel_time || null,
      travel_distance: payload.travel_distance || null,
      knowledge_of_german: (payload.knowledge_of_german || null) as LanguageSkill['spoken_level'] | null,
      ...(payload.adjustments && { adjustments: payload.adjustments }),
      // The news of this application (a change of its stage) is e-mailed in the language the jumper applied in.
      language,
    });
    if (!result.ok) {
      toast.error(result.serverText ?? offlineRefusal() ?? text.sendFailed);
      throw new Error('Application not sent');
    }
    draft.sent();
    // Explore shows the job as applied, and Engagements lists the application.
    void invalidatePaths(queryClient, '/api/v1/jumpers/dashboard', '/api/v1/jumpers/job/{id}', '/api/v1/applied_jobs');
  }

  const jumper = profile.data;
  const cvFileName = jumper && (jumper.upload_cv_url ? (jumper.upload_cv_name ?? 'CV') : null);
  const estimateNote = origin
    ? `${text.estimateNote(estimateFigures)} ${origin.fromLocation ? text.fromLocationNote : text.placeAttribution}`
    : undefined;

  // The flow opens once the draft has said where it stopped, rather than at the start and then jumping.
  if (draft.loading) return null;

  return (
    <ApplyDialog
      step={step}
      onStepChange={(next) => void changeStep(next)}
      jobTitle={jobTitle(job)}
      germanRequirement={job.required_german_level}
      cvFileName={cvFileName}
      onUploadCv={saveCv}
      availableLanguages={offeredLanguages.data ?? []}
      languageSkills={languageSkills.data ?? []}
      onSaveLanguages={saveLanguages}
      address={shownAddress}
      onSaveAddress={saveAddress}
      addressError={addressError}
      travelEstimates={travelEstimates}
      estimateNote={estimateNote}
      onUseLocation={useLocation}
      jobLocation={{ latitude: job.latitude, longitude: job.longitude, address: job.address, place: job.place }}
      mapProps={mapProps}
      onSendApplication={send}
      sentOffer={<NotificationsOffer />}
      draft={draft.values}
      onDraftChange={draft.change}
      onFinished={() => onClose(kind === 'permanent' ? '/jumper/engagement?kind=permanent' : '/jumper/engagement')}
      text={{
        ...dialogText,
        ...text.dialog,
        // The CV step's own check of a chosen file says what the server's does.
        wrongFileType: refusalText.wrongType.pdfOrWord,
      }}
    />
  );
}
