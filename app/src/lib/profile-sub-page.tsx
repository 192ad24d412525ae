import { useId, type ReactNode } from 'react';
import { useText } from '../i18n/catalog';
import { shellText } from '../shell/messages';

/**
 * The frame of a profile sub-page (Payslips, Bank Account details, Social Security) inside the profile
 * layout: the page's h1 names the area for screen readers, and the sub-page is a section under an h2,
 * so that the cards inside keep their h3 titles in a gapless outline.
 */
export function ProfileSubPage({ title, children }: { title: string; children: ReactNode }) {
  const text = useText(shellText);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1 className="sr-only">{text.profile}</h1>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
