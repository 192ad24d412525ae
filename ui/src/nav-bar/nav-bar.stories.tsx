import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inLanguage, type StoryLanguage } from '../story-support/languages';
import { NavBar, navBarTranslations, type NavBarLink, type NavBarProps } from './nav-bar';

const meta = {
  title: 'Components/Navigation/NavBar',
  component: NavBar,
  args: {
    brand: (
      <a href="#/" className="focus-ring rounded-sm text-xl font-bold text-primary">
        jumpers
      </a>
    ),
    links: [
      { href: '#/jumper/explore', label: 'Explore', current: true },
      { href: '#/jumper/engagement', label: 'Engagements' },
      { href: '#/jumper/profile', label: 'Profile' },
      { href: '#/jumper/setting/account', label: 'Settings' },
      { href: '#/jumper/feedbacks', label: 'Feedbacks' },
    ],
    languages: [
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ],
    language: 'en',
    onLanguageChange: fn(),
    // Stands in for the app's router link: it follows no href, so the story stays where it is.
    renderLink: ({ href, children, onClick, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      >
        {children}
      </a>
    ),
  },
  parameters: {
    translations: navBarTranslations,
    // The landmark's name is the app's to give; these are the app's.
    languages: {
      de: () => ({ label: 'Hauptnavigation' }),
      fr: () => ({ label: 'Navigation principale' }),
      it: () => ({ label: 'Navigazione principale' }),
    },
    docs: {
      description: {
        component:
          '**When to use:** the main navigation and language switch at the top of every page.\n\n**When not to:** in-page sections (use Tabs or TabNav).\n\n**States shown below:** current link highlighted, language drop down, menu on narrow screens, disabled on upload screen, German with router links, language listed but not choosable, German menu narrow, unread marker, unread marker German narrow, French and Italian menu narrow and bar wide.',
      },
    },
    layout: 'fullscreen',
  },
  globals: { viewport: { value: 'wide' } },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentLinkHighlighted: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const explore = within(nav).getByRole('link', { name: 'Explore' });
    await expect(explore).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    // Highlighted for sighted users too, not only announced.
    await expect(getComputedStyle(explore).backgroundColor).toBe('rgb(227, 243, 240)');
    // The menu button is only for narrow screens.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByText('Support')).toBeVisible();
  },
};

export const LanguageDropDown: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveDisplayValue('English');
    // Keyboard first: Tab reaches it, the arrow keys change the language.
    select.focus();
    await userEvent.selectOptions(select, 'Deutsch');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('de');
    await expect(select).toHaveFocus();
  },
};

export const MenuOnNarrowScreens: Story = {
  args: { supportHref: '#/support' },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Engagements' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const engagements = canvas.getByRole('link', { name: 'Engagements' });
    await expect(engagements).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(engagements);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Support' })).toBeVisible();
  },
};

export const DisabledOnUploadScreen: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    // Displayed, but nothing in it can be used until the documents are uploaded.
    await expect(canvas.queryByRole('link', { name: 'Explore' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Explore')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeDisabled();
  },
};

/** The bar in German, under the app's name for it (`app/src/shell/messages.ts`). */
const german = { language: 'de', label: 'Hauptnavigation' } satisfies Partial<NavBarProps>;

/** The German main links, with the one of the current page marked. */
const germanLinks = (current: string) =>
  [
    ['/jumper/explore', 'Entdecken'],
    ['/jumper/engagement', 'Einsätze'],
    ['/jumper/profile', 'Profil'],
    ['/jumper/setting/account', 'Einstellungen'],
    ['/jumper/feedbacks', 'Feedback'],
  ].map(([href = '', label = '']) => ({ href, label, current: label === current }));

export const GermanWithRouterLinks: Story = {
  ...inLanguage('de', 'wide'),
  args: {
    ...german,
    links: germanLinks('Einsätze'),
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={href} data-router-link="" onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    const current = within(nav).getByRole('link', { name: 'Einsätze' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveDisplayValue('Deutsch');
  },
};

export const LanguageListedButNotChoosable: Story = {
  args: {
    languages: [
      { value: 'en', label: 'English', disabled: true },
      { value: 'de', label: 'Deutsch' },
    ],
    language: 'de',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(within(select).getByRole('option', { name: 'English' })).toBeDisabled();
    await expect(within(select).getByRole('option', { name: 'Deutsch' })).toHaveProperty('selected', true);
  },
};

/** The German bar on a phone. */
export const GermanMenuNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { ...german, links: germanLinks('Entdecken'), supportHref: '#/support' },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menü' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(within(nav).getByRole('link', { name: 'Einsätze' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Entdecken' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveDisplayValue('Deutsch');
  },
};

const linksWithNewsOnEngagements = [
  { href: '#/jumper/explore', label: 'Explore', current: true },
  { href: '#/jumper/engagement', label: 'Engagements', unread: true },
  { href: '#/jumper/profile', label: 'Profile' },
];

/** Engagements has news the jumper has not looked at: a dot, and words for screen readers. */
export const UnreadMarker: Story = {
  args: { links: linksWithNewsOnEngagements },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const engagements = within(nav).getByRole('link', { name: 'Engagements (new updates)' });
    await expect(within(engagements).getByText('Engagements')).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toBeVisible();
  },
};

/** On a phone the menu button carries the marker of the links it hides, in German. */
export const UnreadMarkerGermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    ...german,
    links: [
      { href: '#/jumper/explore', label: 'Entdecken', current: true },
      { href: '#/jumper/engagement', label: 'Bewerbungen', unread: true },
    ],
  },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menü (neue Meldungen)' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAccessibleName('Menü');
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(within(nav).getByRole('link', { name: 'Bewerbungen (neue Meldungen)' })).toBeVisible();
  },
};

/** The product's four languages in the drop-down, as the app offers them. */
const allLanguages = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
  { value: 'it', label: 'Italiano' },
];

/**
 * The bar in a language with news on Engagements and Support as a link; on a phone, the menu opened. Its words:
 * the menu button's name with the unread marker, the language drop-down's name, Support.
 */
function barIn(
  language: StoryLanguage,
  label: string,
  links: NavBarLink[],
  words: { menu: string; unread: string; language: string; support: string },
): Story {
  return {
    args: { language, label, links, languages: allLanguages, supportHref: '#/support' },
    play: async ({ canvas, canvasElement }) => {
      const engagements = links.find((link) => link.unread)!.label;
      const menuButton = canvas.queryByRole('button', { name: `${words.menu} (${words.unread})` });
      if (menuButton) await userEvent.click(menuButton);
      const nav = canvas.getByRole('navigation', { name: label });
      await expect(within(nav).getByRole('link', { name: `${engagements} (${words.unread})` })).toBeVisible();
      await expect(canvas.getByRole('combobox', { name: words.language })).toHaveValue(language);
      await expect(canvas.getByRole('link', { name: words.support })).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

const frenchLinks = [
  { href: '#/jumper/explore', label: 'Découvrir', current: true },
  { href: '#/jumper/engagement', label: 'Candidatures', unread: true },
  { href: '#/jumper/profile', label: 'Profil' },
  { href: '#/jumper/setting/account', label: 'Paramètres' },
  { href: '#/jumper/setting/about-us', label: 'Avis' },
];

const italianLinks = [
  { href: '#/jumper/explore', label: 'Esplora', current: true },
  { href: '#/jumper/engagement', label: 'Candidature', unread: true },
  { href: '#/jumper/profile', label: 'Profilo' },
  { href: '#/jumper/setting/account', label: 'Impostazioni' },
  { href: '#/jumper/setting/about-us', label: 'Feedback' },
];

export const FrenchNarrow: Story = {
  ...barIn('fr', 'Navigation principale', frenchLinks, {
    menu: 'Menu',
    unread: 'nouvelles mises à jour',
    language: 'Langue',
    support: 'Assistance',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...barIn('it', 'Navigazione principale', italianLinks, {
    menu: 'Menu',
    unread: 'nuovi aggiornamenti',
    language: 'Lingua',
    support: 'Assistenza',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
