import { Footer, NavBar, type NavBarLink } from '@jumpers/ui';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { languages, useLanguage, type Language } from '../i18n/language';
import { switchLanguage, useMessages, useUiText } from '../i18n/messages';
import { renderRouterLink } from '../lib/router-link';
import { useUnreadApplications } from '../lib/unread-applications';
import { footerTexts, navBarTexts, shellText } from './messages';

/** Each language by its own name, so that whoever reads it finds theirs whatever the page's language. */
const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' };
const languageOptions = languages.map((value) => ({ value, label: languageNames[value] }));

type SiteFrameProps = {
  links: NavBarLink[];
  /** Shows the navigation without letting it be used (the upload screen). */
  navigationDisabled?: boolean;
  /**
   * The page fills at least the screen below the bar, so that the footer starts below the fold: the jumper area's
   * pages load their content after they show, and a footer in view would jump down as it arrives.
   */
  fillScreen?: boolean;
  /** The page. */
  children: ReactNode;
};

/** Navigation with the language choice on top, the page, the legal footer. */
function SiteFrame({ links, navigationDisabled = false, fillScreen = false, children }: SiteFrameProps) {
  const text = useMessages(shellText);
  const language = useLanguage();
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar
        brand={
          <Link to="/" className="focus-ring rounded-md text-xl font-bold text-primary">
            jumpers
          </Link>
        }
        links={links}
        renderLink={renderRouterLink}
        disabled={navigationDisabled}
        languages={languageOptions}
        language={language}
        onLanguageChange={(value) => void switchLanguage(value as Language)}
        text={useUiText(navBarTexts)}
        label={text.mainNavigation}
      />
      <div className={fillScreen ? 'min-h-dvh flex-1' : 'flex-1'}>{children}</div>
      <Footer
        links={[
          { href: '/legal/imprint', label: text.imprint },
          { href: '/legal/privacy', label: text.privacyPolicy },
          { href: '/legal/terms', label: text.terms },
          { href: '/legal/gav', label: text.gav },
          { href: '/accessibility', label: text.accessibility },
        ]}
        text={useUiText(footerTexts)}
        copyright={text.copyright({ year: 2024 })}
        renderLink={renderRouterLink}
      />
    </div>
  );
}

/** Landing, sign-in and registration: no area links yet, but the language choice. */
export function PublicLayout() {
  return (
    <SiteFrame links={[]}>
      <Outlet />
    </SiteFrame>
  );
}

/** The jumper area: the five area links, the current one highlighted. */
function JumperFrame({ children }: { children: ReactNode }) {
  const text = useMessages(shellText);
  const { pathname } = useLocation();
  const onFeedbackPage = pathname.startsWith('/jumper/setting/about-us');
  const unreadApplications = useUnreadApplications();
  const links = [
    { href: '/jumper/explore', label: text.explore, current: pathname.startsWith('/jumper/explore') },
    {
      href: '/jumper/engagement',
      label: text.engagements,
      current: pathname.startsWith('/jumper/engagement'),
      unread: unreadApplications > 0,
    },
    { href: '/jumper/profile', label: text.profile, current: pathname.startsWith('/jumper/profile') },
    {
      href: '/jumper/setting/account',
      label: text.settings,
      current: pathname.startsWith('/jumper/setting') && !onFeedbackPage,
    },
    // Feedback is given on the About Us page ('Share Your Feedback'), so that is where Feedbacks leads.
    { href: '/jumper/setting/about-us', label: text.feedbacks, current: onFeedbackPage },
  ];
  return (
    // On the upload screen the bar is shown but cannot be used (docs/product-rules.md#routes-and-guards).
    <SiteFrame links={links} navigationDisabled={pathname.startsWith('/jumper/upload-document')} fillScreen>
      {children}
    </SiteFrame>
  );
}

export function JumperLayout() {
  return (
    <JumperFrame>
      <Outlet />
    </JumperFrame>
  );
}
