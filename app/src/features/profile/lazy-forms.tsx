import { Spinner } from '@jumpers/ui';
import { lazy, Suspense, useEffect, type ComponentProps, type ComponentType } from 'react';
import { useMessages } from '../../i18n/messages';
import { whenIdle } from '../../lib/when-idle';
import { profileText } from './messages';

/*
 * The forms of the add and edit dialogs hold most of the profile page's code (form state, date fields, selects),
 * and nobody needs them to see the profile. They load in one chunk once the page has shown, and a dialog opened
 * before that shows a spinner until they are there.
 */

let loading: ReturnType<typeof loadForms> | undefined;
function loadForms() {
  return import('./section-forms');
}
const forms = () => (loading ??= loadForms());

/** Starts loading the dialogs' forms when the browser has nothing else to do, after the page has shown. */
export function useFormsLoadedWhenIdle() {
  useEffect(() => whenIdle(() => void forms().catch(() => (loading = undefined))), []);
}

function FormLoading() {
  const text = useMessages(profileText);
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label={text.loading} />
    </div>
  );
}

function lazyForm<Name extends keyof Awaited<ReturnType<typeof loadForms>>>(name: Name) {
  type Form = Awaited<ReturnType<typeof loadForms>>[Name];
  const Lazy = lazy(() => forms().then((module) => ({ default: module[name] as ComponentType<ComponentProps<Form>> })));
  return function LazyForm(props: ComponentProps<Form>) {
    return (
      <Suspense fallback={<FormLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const DocumentUploadForm = lazyForm('DocumentUploadForm');
export const EducationForm = lazyForm('EducationForm');
export const IdentificationForm = lazyForm('IdentificationForm');
export const JobProfileForm = lazyForm('JobProfileForm');
export const LanguageSkillForm = lazyForm('LanguageSkillForm');
export const WorkExperienceForm = lazyForm('WorkExperienceForm');
