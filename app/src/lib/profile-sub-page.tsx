import type { ReactNode } from 'react';

/**
 * The frame of every profile sub-page (Jumper Profile, Payslips, Bank Account details, Social Security,
 * Video Recordings). The profile layout names the page: its one h1, the current tab's name, comes first,
 * before the summary's h2. So a sub-page has no title of its own, and its headings start at h2.
 */
export function ProfileSubPage({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4">{children}</div>;
}
