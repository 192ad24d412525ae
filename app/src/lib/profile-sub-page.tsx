import { useCallback, useId, useState, type ReactNode } from 'react';
import { cn } from '@jumpers/ui';
import { useText } from '../i18n/catalog';
import { shellText } from '../shell/messages';

/**
 * The frame of a profile sub-page (Payslips, Bank Account details, Social Security): a section under an h2,
 * for the profile layout's tab bar and summary around it. Rendered on its own (no `main` around it), it
 * is the page's main landmark under an h1 'Profile', so that the page still has both and its outline holds.
 */
export function ProfileSubPage({ title, children }: { title: string; children: ReactNode }) {
  const text = useText(shellText);
  const headingId = useId();
  const [standalone, setStandalone] = useState(false);
  const measure = useCallback((node: HTMLDivElement | null) => {
    if (node) setStandalone(!node.parentElement?.closest('main, [role="main"]'));
  }, []);
  return (
    // The element stays a div either way, so that switching the role never remounts the page's content.
    <div
      ref={measure}
      role={standalone ? 'main' : undefined}
      className={cn('flex flex-col gap-4', standalone && 'mx-auto max-w-3xl px-4 py-10')}
    >
      {standalone && <h1 className="text-2xl font-bold">{text.profile}</h1>}
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}
