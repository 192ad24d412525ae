import type { ReactNode } from 'react';
import type {
  CertificateDocument,
  Education,
  EmploymentReference,
  IdentificationDocumentType,
  JumperIdentification,
  LanguageSkill,
  SpokenLevel,
  WorkExperience,
} from '../lib/profile';
import type { Translations } from '../lib/translations';

export const profileItemsText = {
  present: 'Present',
  employment: { full_time: 'Full time', part_time: 'Part time', internship: 'Internship' },
  spokenLevel: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', native: 'Native' } as Record<
    SpokenLevel,
    string
  >,
  documentType: { passport: 'Passport', id_card: 'ID card', residential_permit: 'Residential permit' } as Record<
    IdentificationDocumentType,
    string
  >,
  frontImage: 'Front image',
  backImage: 'Back image',
  viewDocument: 'View document',
};
export type ProfileItemsText = typeof profileItemsText;

/** The profile items' words in every language. */
export const profileItemsTranslations: Translations<ProfileItemsText> = {
  en: profileItemsText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

/** `YYYY-MM-DD` to `MM.YYYY`, the way Swiss CVs give periods. */
const monthYear = (isoDate: string) => {
  const [year, month] = isoDate.split('-');
  return `${month}.${year}`;
};

function ItemLines({ title, lines }: { title: ReactNode; lines: ReactNode[] }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      <p className="font-semibold break-words text-foreground">{title}</p>
      {lines.filter(Boolean).map((line, index) => (
        <p key={index} className="break-words text-muted-foreground">
          {line}
        </p>
      ))}
    </div>
  );
}

type ItemProps<TItem> = { item: TItem; text?: Partial<ProfileItemsText> };

export function WorkExperienceItem({ item, text: overrides }: ItemProps<WorkExperience>) {
  const text = { ...profileItemsText, ...overrides };
  const end =
    item.currently_working_on_role || !item.work_exp_end_time ? text.present : monthYear(item.work_exp_end_time);
  return (
    <ItemLines
      title={item.job_title}
      lines={[
        `${item.company_name} · ${item.location}`,
        `${text.employment[item.employment]} · ${item.weekly_workload}%`,
        `${monthYear(item.work_exp_start_time)} – ${end}`,
        item.responsibilities,
      ]}
    />
  );
}

export function EducationItem({ item, text: overrides }: ItemProps<Education>) {
  const text = { ...profileItemsText, ...overrides };
  const end = item.education_end_date ? monthYear(item.education_end_date) : text.present;
  return (
    <ItemLines
      title={item.degree}
      lines={[
        `${item.school} · ${item.location}`,
        `${monthYear(item.education_start_date)} – ${end}`,
        item.responsiblities_and_accomplishments,
      ]}
    />
  );
}

export function LanguageSkillItem({ item, text: overrides }: ItemProps<LanguageSkill>) {
  const text = { ...profileItemsText, ...overrides };
  return <ItemLines title={item.language} lines={[text.spokenLevel[item.spoken_level]]} />;
}

/**
 * The document's original file name as stored; its address is a signed link whose last part is a key,
 * not a name (`/api/v1/files/3f2a…?expires=…`).
 */
const documentName = (item: CertificateDocument | EmploymentReference) =>
  'certificate_document' in item ? item.certificate_document : item.employment_reference;

/** A certificate, diploma or employment reference: its file, linked. */
export function DocumentItem({ item, text: overrides }: ItemProps<CertificateDocument | EmploymentReference>) {
  const text = { ...profileItemsText, ...overrides };
  return (
    <ItemLines
      title={documentName(item)}
      lines={[
        <a
          key="link"
          href={item.file_url}
          target="_blank"
          rel="noreferrer"
          className="focus-ring inline-flex min-h-target items-center text-primary underline"
        >
          {text.viewDocument}
        </a>,
      ]}
    />
  );
}

export function IdentificationItem({ item, text: overrides }: ItemProps<JumperIdentification>) {
  const text = { ...profileItemsText, ...overrides };
  const image = (url: string, label: string) => (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="focus-ring inline-flex min-h-target items-center text-primary underline"
    >
      {label}
    </a>
  );
  return (
    <ItemLines
      title={text.documentType[item.document_type]}
      lines={[
        <span key="images" className="flex gap-4">
          {image(item.front_image_url, text.frontImage)}
          {image(item.back_image_url, text.backImage)}
        </span>,
      ]}
    />
  );
}
