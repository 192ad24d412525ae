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
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useText } from '../../i18n/catalog';
import type { ApplyFlowProps } from '../../lib/apply-flow';
import { jobMapText } from '../../lib/job-map-text';
import {
  addLanguages,
  deleteLanguage,
  loadApplyData,
  sendApplication,
  updateLanguages,
  uploadCv,
  type ApplyData,
} from './apply-api';
import { applyText } from './messages';
import { estimate, findPlace, formatKm, formatMinutes, type PlaceRow, type Point } from './travel-estimate';

/** The town table is large next to the rest of the flow: it loads on its own, once the flow opens. */
const loadPlaces = () => import('./swiss-places.json').then((module) => module.default as PlaceRow[]);

/** The address typed in the directions step, for the next application of this visit. */
let rememberedAddress: string | null = null;

function homeAddress(data: ApplyData | null): string {
  if (rememberedAddress !== null) return rememberedAddress;
  if (!data) return '';
  const town = [data.profile.jumper_plz, data.profile.jumper_city].filter(Boolean).join(' ');
  return [data.profile.jumper_address, town].filter(Boolean).join(', ');
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

/** The apply flow of SPEC.md §2 for one job: explainer, CV, languages, way to work, confirmation. */
export function ApplyFlow({ job, onClose }: ApplyFlowProps) {
  const text = useText(applyText);
  const mapText = useText(jobMapText);
  const navigate = useNavigate();
  const kind = jobKind(job);
  const [step, setStep] = useState<ApplyStep>(1);
  const [data, setData] = useState<ApplyData | null>(null);
  const loading = useRef<Promise<ApplyData | null> | null>(null);
  const [places, setPlaces] = useState<PlaceRow[] | null>(null);
  /** The address the jumper saved in the directions step; null until then (the profile's address counts). */
  const [typedAddress, setTypedAddress] = useState<string | null>(null);
  const [location, setLocation] = useState<{ point: Point } | { failed: true } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loading.current = loadApplyData().then(
      (loaded) => {
        if (cancelled) return null;
        if (loaded.languagesFailed) toast.error(text.languagesLoadFailed);
        setData(loaded);
        return loaded;
      },
      () => {
        if (!cancelled) toast.error(text.loadFailed);
        return null;
      },
    );
    loadPlaces()
      .then((rows) => !cancelled && setPlaces(rows))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Loaded once per opened flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shownAddress = typedAddress ?? homeAddress(data);
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
      travelEstimates[mode] = { time: formatMinutes(minutes), distance: formatKm(km, text.locale) };
    }
  }

  async function changeStep(next: ApplyStep) {
    if (next === 0) {
      onClose();
      return;
    }
    // The CV and language steps need the profile: a quick Continue waits for it, and a failed load is tried again.
    if (next >= 2 && !data) {
      const loaded = (await loading.current) ?? (await (loading.current = retryLoad()));
      if (!loaded) return;
    }
    setStep(next);
  }

  function retryLoad() {
    return loadApplyData().then(
      (loaded) => {
        setData(loaded);
        return loaded;
      },
      () => {
        toast.error(text.loadFailed);
        return null;
      },
    );
  }

  async function saveCv(file: File) {
    const result = await uploadCv(file);
    if (!result.ok) {
      toast.error(result.refusal ?? text.cvFailed);
      throw new Error('CV not uploaded');
    }
    toast.success(text.cvUploaded);
    setData((current) => current && { ...current, cvFileName: file.name });
  }

  async function saveLanguages(editedSkills: LanguageSkill[]) {
    const stored = data?.skills ?? [];
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
    let skills = stored;

    if (added.length > 0) {
      const result = await addLanguages(added);
      if (!result.ok) {
        toast.error(
          result.serverText
            ? `${text.errorSubmittingLanguages} ${result.serverText}`
            : added.length > 1
              ? text.languagesAddFailed
              : text.languageAddFailed,
        );
        throw new Error('Languages not added');
      }
      if (added.some((skill) => !result.skills.some((each) => each.admin_language_id === skill.admin_language_id))) {
        toast.error(text.addedLanguageMissing);
        throw new Error('Added language missing');
      }
      skills = result.skills;
      setData((current) => current && { ...current, skills });
      toast.success(added.length > 1 ? text.languagesAdded : text.languageAdded);
    }

    if (changed.length > 0 || removed.length > 0) {
      const updated = changed.length > 0 ? await updateLanguages(changed) : { ok: true as const };
      const deleted = updated.ok ? await Promise.all(removed.map((skill) => deleteLanguage(skill.id!))) : [];
      const failure = !updated.ok ? updated : deleted.find((result) => !result.ok);
      if (failure && !failure.ok) {
        toast.error(
          failure.serverText ? `${text.errorUpdatingLanguages} ${failure.serverText}` : text.languagesUpdateFailed,
        );
        throw new Error('Languages not updated');
      }
      skills = skills
        .filter((each) => !removed.some((skill) => skill.id === each.id))
        .map((each) => changed.find((skill) => skill.id === each.id) ?? each);
      setData((current) => current && { ...current, skills });
      toast.success(text.languagesUpdated);
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
    });
    if (!result.ok) {
      toast.error(result.serverText ?? text.sendFailed);
      throw new Error('Application not sent');
    }
  }

  const availableLanguages: AvailableLanguage[] = data?.languages ?? [];
  const estimateNote = origin
    ? `${text.estimateNote} ${origin.fromLocation ? text.fromLocationNote : text.placeAttribution}`
    : undefined;

  return (
    <ApplyDialog
      step={step}
      onStepChange={(next) => void changeStep(next)}
      jobTitle={jobTitle(job)}
      cvFileName={data?.cvFileName}
      onUploadCv={saveCv}
      availableLanguages={availableLanguages}
      languageSkills={data?.skills ?? []}
      onSaveLanguages={saveLanguages}
      address={shownAddress}
      onSaveAddress={saveAddress}
      addressError={addressError}
      travelEstimates={travelEstimates}
      estimateNote={estimateNote}
      onUseLocation={useLocation}
      jobLocation={{ latitude: job.latitude, longitude: job.longitude, address: job.address }}
      mapProps={mapText}
      onSendApplication={send}
      onFinished={() => navigate(kind === 'permanent' ? '/jumper/engagement?kind=permanent' : '/jumper/engagement')}
      labels={text.dialog}
    />
  );
}
