import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { inLanguage } from '../story-support/languages';
import { CollapsibleSection, collapsibleSectionTranslations } from './collapsible-section';

const meta = {
  title: 'Components/Layout/CollapsibleSection',
  component: CollapsibleSection,
  args: {
    title: 'Work experience',
    actions: (
      <Button variant="outline" size="sm">
        Add
      </Button>
    ),
    children: <p>Warehouse assistant, Migros, 2021 - 2023</p>,
    more: (
      <ul className="flex flex-col gap-2">
        <li>Waiter, Hotel Schweizerhof, 2019 - 2021</li>
        <li>Cashier, Coop, 2017 - 2019</li>
      </ul>
    ),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** long content that a reader may expand (Read more).\n\n**When not to:** hiding required information or navigation.\n\n**States shown below:** read more reveals, nothing more, empty section, German narrow open, French and Italian narrow and wide, opened.',
      },
    },
    translations: collapsibleSectionTranslations,
  },
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadMoreReveals: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Work experience', level: 3 })).toBeVisible();
    await expect(canvas.queryByText('Cashier, Coop, 2017 - 2019')).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Read more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByText('Cashier, Coop, 2017 - 2019')).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const lessToggle = canvas.getByRole('button', { name: 'Read less' });
    await expect(lessToggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Cashier, Coop, 2017 - 2019')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Read more' })).toHaveFocus();
  },
};

export const NothingMore: Story = {
  args: { more: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Warehouse assistant, Migros, 2021 - 2023')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  },
};

export const EmptySection: Story = {
  args: { title: 'Certificates and Diplomas', children: undefined, more: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeVisible();
  },
};

export const GermanNarrowOpen: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    title: 'Arbeitszeugnisse und Referenzschreiben',
    headingLevel: 2,
    defaultOpen: true,
    children: <p>Referenzschreiben Lagerlogistik.pdf</p>,
    more: <p>Arbeitszeugnis Gastronomie und Hotellerie.pdf</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Arbeitszeugnisse');
    await expect(canvas.getByText('Arbeitszeugnis Gastronomie und Hotellerie.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weniger anzeigen' })).toBeVisible();
  },
};

/** A section opened with its toggle in a language, then shown open: the longer word of the two, nothing overflowing. */
function openedIn(
  title: string,
  add: string,
  [shown, revealed]: [string, string],
  [more, less]: [string, string],
): Story {
  return {
    args: {
      title,
      actions: (
        <Button variant="outline" size="sm">
          {add}
        </Button>
      ),
      children: <p>{shown}</p>,
      more: <p>{revealed}</p>,
    },
    play: async ({ canvas, canvasElement }) => {
      await userEvent.click(canvas.getByRole('button', { name: more }));
      await expect(canvas.getByText(revealed)).toBeVisible();
      await expect(canvas.getByRole('button', { name: less })).toHaveAttribute('aria-expanded', 'true');
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...openedIn(
    'Certificats de travail et lettres de référence',
    'Ajouter',
    ['Lettre de référence logistique.pdf', 'Certificat de travail hôtellerie et restauration.pdf'],
    ['Afficher plus', 'Afficher moins'],
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...openedIn(
    'Certificati di lavoro e lettere di referenza',
    'Aggiungi',
    ['Lettera di referenza logistica.pdf', 'Certificato di lavoro settore alberghiero e ristorazione.pdf'],
    ['Mostra di più', 'Mostra meno'],
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
