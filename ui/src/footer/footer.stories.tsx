import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { Footer, footerTranslations, type FooterLink } from './footer';

const meta = {
  title: 'Components/Navigation/Footer',
  component: Footer,
  args: {
    links: [
      { href: '#/imprint', label: 'Imprint' },
      { href: '#/privacy', label: 'Privacy Policy' },
      { href: '#/terms', label: 'Terms & Conditions' },
      { href: '#/gav', label: 'GAV Personalverleih' },
    ],
    copyright: '© 2024 jumpers AG. All rights reserved.',
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** the links and notes at the bottom of every page.\n\n**When not to:** primary navigation (use NavBar).\n\n**States shown below:** wide, German, French and Italian narrow, with router links, French and Italian wide.',
      },
    },
    translations: footerTranslations,
    layout: 'fullscreen',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvas }) => {
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(legal).toBeVisible();
    for (const name of ['Imprint', 'Privacy Policy', 'Terms & Conditions', 'GAV Personalverleih']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2024 jumpers AG. All rights reserved.');
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    links: [
      { href: '#/impressum', label: 'Impressum' },
      { href: '#/datenschutz', label: 'Datenschutzerklärung' },
      { href: '#/agb', label: 'AGB' },
      { href: '#/gav', label: 'GAV Personalverleih' },
    ],
    copyright: '© 2024 jumpers AG. Alle Rechte vorbehalten.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Rechtliches' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Datenschutzerklärung' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** The app's legal links in a language, under the list's name: the longest must wrap, never overflow. */
function legalLinksIn(links: FooterLink[], copyright: string, name: string): Story {
  return {
    args: { links, copyright },
    play: async ({ canvas, canvasElement }) => {
      const legal = canvas.getByRole('navigation', { name });
      for (const { label } of links) await expect(canvas.getByRole('link', { name: label })).toBeVisible();
      await expect(legal.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.clientWidth);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...legalLinksIn(
    [
      { href: '#/legal/imprint', label: 'Mentions légales' },
      { href: '#/legal/privacy', label: 'Politique de confidentialité' },
      { href: '#/legal/terms', label: 'Conditions générales' },
      { href: '#/legal/gav', label: 'CCT Location de services' },
      { href: '#/accessibility', label: 'Accessibilité' },
    ],
    '© 2024 jumpers AG. Tous droits réservés.',
    'Informations légales',
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...legalLinksIn(
    [
      { href: '#/legal/imprint', label: 'Note legali' },
      { href: '#/legal/privacy', label: 'Informativa sulla privacy' },
      { href: '#/legal/terms', label: 'Condizioni generali' },
      { href: '#/legal/gav', label: 'CCL per il settore del prestito di personale' },
      { href: '#/accessibility', label: 'Accessibilità' },
    ],
    '© 2024 jumpers AG. Tutti i diritti riservati.',
    'Informazioni legali',
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

export const WithRouterLinks: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={href.replace('#/', '/')} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const imprint = canvas.getByRole('link', { name: 'Imprint' });
    await expect(imprint).toHaveAttribute('data-router-link');
    await expect(imprint).toHaveAttribute('href', '/imprint');
  },
};
