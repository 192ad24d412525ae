import { useState, type ReactNode } from 'react';
import { Dialog } from '../dialog';
import {
  isGermanLanguage,
  type ApplicationPayload,
  type ApplyDraftValues,
  type AvailableLanguage,
  type GermanLevel,
  type LanguageSkill,
} from '../lib/jobs';
import type { JobMapProps } from '../job-map';
import type { Translations } from '../lib/translations';
import { CvStep, cvStepText, type CvStepText } from './cv-step';
import { DirectionsStep, directionsStepText, type DirectionsStepText, type TravelEstimates } from './directions-step';
import { ExplainerStep, explainerStepText, type ExplainerStepText } from './explainer-step';
import { LanguageStep, languageStepText, type LanguageStepText } from './language-step';
import { SentStep, sentStepText, type SentStepText } from './sent-step';
import { usePendingAction } from '../lib/use-pending-action';

/** The apply flow's steps: 0 closed, 1 explainer, 2 CV, 3 languages, 4 directions, 5 sent. */
export type ApplyStep = 0 | 1 | 2 | 3 | 4 | 5;

export type ApplyDialogText = ExplainerStepText &
  CvStepText &
  LanguageStepText &
  DirectionsStepText &
  SentStepText & {
    stepTitles: Record<Exclude<ApplyStep, 0>, string>;
    back: string;
    close: string;
  };

export const applyDialogText: ApplyDialogText = {
  ...explainerStepText,
  ...cvStepText,
  ...languageStepText,
  ...directionsStepText,
  ...sentStepText,
  stepTitles: {
    1: 'How Applying Works',
    2: 'Upload Your CV',
    3: 'Your Languages',
    4: 'Your Way To Work',
    5: "We've Sent Your Application",
  },
  back: 'Back',
  close: 'Close',
};

/** The apply dialog's words in every language. */
export const applyDialogTranslations: Translations<ApplyDialogText> = {
  en: applyDialogText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type ApplyDialogProps = {
  /** The step shown; 0 keeps the dialog closed. */
  step: ApplyStep;
  /** Called with the next step: forward after each step's action, back by the chevron, 0 on close. */
  onStepChange: (step: ApplyStep) => void;
  /** The job's title, read out under the dialog's title. */
  jobTitle?: string;
  /**
   * The level of German the job asks for: the language step states it and, for a jumper who has no German yet,
   * lists German at that level.
   */
  germanRequirement?: GermanLevel;
  /** Uploads the CV; the dialog goes on to the languages when the promise resolves. */
  onUploadCv: (file: File) => unknown;
  /** Languages the jumper may add. */
  availableLanguages: AvailableLanguage[];
  /** The jumper's languages when the step opens. */
  languageSkills: LanguageSkill[];
  /** Saves the languages; the dialog goes on to the directions when the promise resolves. */
  onSaveLanguages: (skills: LanguageSkill[]) => unknown;
  /** The jumper's home address, the start of the way to work. */
  address: string;
  /** Saves a changed address; the page then passes new `travelEstimates`. */
  onSaveAddress: (address: string) => unknown;
  /** Travel time and distance to the job, by public transport and by car, as the page estimated them. */
  travelEstimates: TravelEstimates;
  /** Where the job is, for the map of the directions step. */
  jobLocation: { latitude: number; longitude: number; address?: string; place?: string };
  /** Map options (tile address, texts) for the directions step. */
  mapProps?: Partial<JobMapProps>;
  /** Sends the application; called once however often the button is pressed while it runs. */
  onSendApplication: (payload: ApplicationPayload) => unknown;
  /**
   * The name of the CV already on file: the explainer then goes straight to the languages, and
   * offers to replace the CV instead.
   */
  cvFileName?: string | null;
  /** A message under the address, e.g. when no place could be found for it. */
  addressError?: string;
  /** How the travel estimate was made (speeds, sources), shown under it. */
  estimateNote?: ReactNode;
  /** Given, the directions step offers the device's location as the start. */
  onUseLocation?: () => unknown;
  /**
   * Shown in the 'sent' step under its words, in a box of its own: inside the dialog, where focus and screen readers
   * are, the offer that fits the moment an application is sent (the app's notifications of its news).
   * @defaultValue undefined
   */
  sentOffer?: ReactNode;
  /** Called when the user leaves the 'sent' step (the page shows the engagements). */
  onFinished: () => void;
  /** What an interrupted flow had typed (a saved draft): the steps start from it. Read when the dialog mounts. */
  draft?: ApplyDraftValues;
  /** Called with everything typed so far whenever the jumper changes the languages, the address or the adjustments. */
  onDraftChange?: (values: ApplyDraftValues) => void;
  /** Texts, for German or other wording; each falls back to the English default. */
  text?: Partial<ApplyDialogText>;
};

function isGerman(skill: LanguageSkill) {
  return [skill.language, skill.admin_language].some(isGermanLanguage);
}

/**
 * The jumper's languages, with German added at the job's level when the job asks for German and the jumper has none.
 * A German the jumper has keeps the jumper's own level: the step states the requirement above it.
 */
function withRequiredGerman(skills: LanguageSkill[], level: GermanLevel | undefined, available: AvailableLanguage[]) {
  if (level === undefined || level === 'none' || skills.some(isGerman)) return skills;
  const german = available.find((language) => isGermanLanguage(language.name));
  if (!german) return skills;
  return [
    ...skills,
    { admin_language_id: german.id, admin_language: german.name, language: german.name, spoken_level: level },
  ];
}

/** The apply flow in one modal dialog, from the explainer to the confirmation. */
export function ApplyDialog({
  step,
  onStepChange,
  jobTitle,
  germanRequirement,
  onUploadCv,
  availableLanguages,
  languageSkills,
  onSaveLanguages,
  address,
  onSaveAddress,
  travelEstimates,
  jobLocation,
  mapProps,
  onSendApplication,
  sentOffer,
  onFinished,
  cvFileName,
  addressError,
  estimateNote,
  onUseLocation,
  draft,
  onDraftChange,
  text: textOverrides,
}: ApplyDialogProps) {
  const text = { ...applyDialogText, ...textOverrides };
  const { pending, run } = usePendingAction();
  // What the language step last saved: the directions step reads the German level from it.
  const [savedSkills, setSavedSkills] = useState<LanguageSkill[] | null>(null);
  const skills = savedSkills ?? languageSkills;
  // What the jumper chose and typed stays while the steps come and go (Back, Forward, and back again).
  const [cvFile, setCvFile] = useState<File | null>(null);
  const [typed, setTyped] = useState<ApplyDraftValues>(draft ?? {});
  const changeTyped = (change: Partial<ApplyDraftValues>) => {
    const next = { ...typed, ...change };
    setTyped(next);
    onDraftChange?.(next);
  };
  const finish = () => {
    onStepChange(0);
    onFinished();
  };

  return (
    <Dialog
      open={step > 0}
      onOpenChange={(open) => {
        if (open) return;
        if (step === 5) finish();
        else onStepChange(0);
      }}
      title={step > 0 ? text.stepTitles[step as Exclude<ApplyStep, 0>] : ''}
      description={jobTitle}
      onBack={
        step > 1 && step < 5 ? () => onStepChange(step === 3 && cvFileName ? 1 : ((step - 1) as ApplyStep)) : undefined
      }
      text={{ back: text.back, close: text.close }}
      size="lg"
    >
      {step === 1 && (
        <ExplainerStep
          text={text}
          cvFileName={cvFileName}
          onContinue={() => onStepChange(cvFileName ? 3 : 2)}
          onReplaceCv={() => onStepChange(2)}
        />
      )}
      {step === 2 && (
        <CvStep
          text={text}
          pending={pending}
          file={cvFile}
          onFileChange={setCvFile}
          onUpload={(file) =>
            run(
              () => onUploadCv(file),
              () => onStepChange(3),
            )
          }
          onLater={() => onStepChange(3)}
        />
      )}
      {step === 3 && (
        <LanguageStep
          text={text}
          pending={pending}
          germanRequirement={germanRequirement}
          availableLanguages={availableLanguages}
          skills={
            typed.skills ?? savedSkills ?? withRequiredGerman(languageSkills, germanRequirement, availableLanguages)
          }
          onSkillsChange={(skills) => changeTyped({ skills })}
          onSubmit={(edited) =>
            run(
              () => onSaveLanguages(edited),
              () => {
                setSavedSkills(edited);
                onStepChange(4);
              },
            )
          }
        />
      )}
      {step === 4 && (
        <DirectionsStep
          text={text}
          pending={pending}
          address={typed.address ?? address}
          onAddressChange={(typedAddress) => changeTyped({ address: typedAddress })}
          onSaveAddress={onSaveAddress}
          adjustments={typed.adjustments}
          onAdjustmentsChange={(adjustments) => changeTyped({ adjustments })}
          travelEstimates={travelEstimates}
          jobLocation={jobLocation}
          mapProps={mapProps}
          germanLevel={skills.find(isGerman)?.spoken_level}
          addressError={addressError}
          estimateNote={estimateNote}
          onUseLocation={onUseLocation}
          onSend={(payload) =>
            run(
              () => onSendApplication(payload),
              () => onStepChange(5),
            )
          }
        />
      )}
      {step === 5 && <SentStep text={text} offer={sentOffer} onDone={finish} />}
    </Dialog>
  );
}
