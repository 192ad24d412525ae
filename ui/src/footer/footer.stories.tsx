import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './footer';

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
          '**When to use:** the links and notes at the bottom of every page.\n\n**When not to:** primary navigation (use NavBar).\n\n**States shown below:** wide, German narrow, with router links.',
      },
    },
    languages: { de: () => GermanNarrow.args },
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
  args: {
    links: [
      { href: '#/impressum', label: 'Impressum' },
      { href: '#/datenschutz', label: 'Datenschutzerklärung' },
      { href: '#/agb', label: 'AGB' },
      { href: '#/gav', label: 'GAV Personalverleih' },
    ],
    copyright: '© 2024 jumpers AG. Alle Rechte vorbehalten.',
    text: { links: 'Rechtliches' },
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Rechtliches' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Datenschutzerklärung' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

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
