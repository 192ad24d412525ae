import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../button';
import { toast, Toaster } from '../toast';
import { inLanguage } from '../story-support/languages';
import { Dialog, DialogClose } from './dialog';
import { dialogTranslations } from './dialog-text';

const meta = {
  title: 'Components/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Add work experience',
    trigger: <Button>Add work experience</Button>,
    children: <p>Tell employers where you have worked before and what you did there.</p>,
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** a task that needs the user's full attention on top of the page (a form, a step).\n\n**When not to:** passing messages (use Toast) or confirmations only (use ConfirmDialog).\n\n**States shown below:** focus trapped and returned, close button and footer action, step with back chevron, long German text narrow, controlled focus returns to opener, long text scrolls by keyboard, wide, escape closes under a toast, French and Italian step narrow and wide.",
      },
    },
    translations: dialogTranslations,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrappedAndReturned: Story = {
  args: {
    footer: (
      <>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Add work experience' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Add work experience' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    // Close, Cancel, Save and round again: focus never leaves the dialog.
    for (let press = 0; press < 4; press++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButtonAndFooterAction: Story = {
  tags: ['display-checks'],
  args: {
    footer: (
      <DialogClose>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Add work experience' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const StepWithBackChevron: Story = {
  args: {
    defaultOpen: true,
    title: 'Upload your CV',
    description: 'Step 2 of 4',
    onBack: fn(),
    footer: <Button>Continue</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Upload your CV' });
    await expect(dialog).toHaveAccessibleDescription('Step 2 of 4');
    await userEvent.click(body.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
  },
};

export const LongGermanTextNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    defaultOpen: true,
    title: 'Arbeitserfahrung hinzufügen und Verantwortlichkeiten beschreiben',
    onBack: fn(),
    children: (
      <p>
        Beschreiben Sie Ihre bisherigen Arbeitsstellen, die Dauer der Anstellung und Ihre wichtigsten
        Verantwortlichkeiten, damit Arbeitgeberinnen und Arbeitgeber Ihre Erfahrung einschätzen können.
      </p>
    ),
    footer: (
      <>
        <DialogClose>
          <Button variant="outline">Abbrechen</Button>
        </DialogClose>
        <Button>Speichern</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: /Arbeitserfahrung hinzufügen/ });
    await expect(body.getByRole('button', { name: 'Schliessen' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Zurück' })).toBeVisible();
    // The dialog fits the 375 px screen with a margin on each side.
    const { left, right } = dialog.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(8);
    await expect(right).toBeLessThanOrEqual(375 - 8);
  },
};

/** Opened through `open` (no trigger), e.g. by a section's plus button: closing returns focus to that button. */
export const ControlledFocusReturnsToOpener: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Add education</Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Add education' });
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'Add work experience' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Text taller than the screen: the body scrolls and can be reached with Tab, so a keyboard can scroll it. */
export const LongTextScrollsByKeyboard: Story = {
  args: {
    defaultOpen: true,
    title: 'Tips for a good profile',
    text: { close: 'Close' },
    children: (
      <ol className="flex list-decimal flex-col gap-3 pl-5">
        {Array.from({ length: 12 }, (_, index) => (
          <li key={index}>
            Start with who you are and what you want: your trade, your years of experience, and the kind of work you are
            looking for.
          </li>
        ))}
      </ol>
    ),
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Tips for a good profile' });
    const scrolling = dialog.querySelector('[data-slot="dialog-body"]');
    await waitFor(() => expect(scrolling).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(scrolling).toHaveFocus();
  },
};

export const Wide: Story = {
  args: { defaultOpen: true, size: 'lg', footer: <Button>Save</Button> },
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add work experience' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(672);
  },
};

/**
 * Regression: a toast shown while the dialog is open is the top layer and took Escape for itself, so
 * Escape did not close the dialog for as long as the toast stayed (the apply flow's 'Language added
 * successfully!').
 */
export const EscapeClosesUnderAToast: Story = {
  render: (args) => (
    <>
      <Dialog {...args} />
      <Toaster duration={60_000} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add work experience' }));
    await body.findByRole('dialog', { name: 'Add work experience' });
    toast.success('Saved.');
    await expect((await body.findAllByText('Saved.')).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    toast.dismiss();
  },
};

/**
 * A step of a longer task in a language, opened: its back chevron and close button named in that language, a long
 * title and footer, all within the screen.
 */
function stepIn(
  content: { title: string; description: string; body: string; cancel: string; save: string },
  words: { back: string; close: string },
): Story {
  return {
    args: {
      defaultOpen: true,
      title: content.title,
      description: content.description,
      onBack: fn(),
      children: <p>{content.body}</p>,
      footer: (
        <>
          <DialogClose>
            <Button variant="outline">{content.cancel}</Button>
          </DialogClose>
          <Button>{content.save}</Button>
        </>
      ),
    },
    play: async ({ canvasElement, args }) => {
      const document = canvasElement.ownerDocument;
      const body = within(document.body);
      const dialog = await body.findByRole('dialog', { name: content.title });
      await userEvent.click(within(dialog).getByRole('button', { name: words.back }));
      await expect(args.onBack).toHaveBeenCalledTimes(1);
      await expect(within(dialog).getByRole('button', { name: words.close })).toBeVisible();
      const { left, right } = dialog.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(8);
      await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth - 8);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...stepIn(
    {
      title: 'Ajouter une expérience professionnelle et décrire vos responsabilités',
      description: 'Étape 2 sur 4',
      body: 'Décrivez vos emplois précédents, la durée de l’engagement et vos principales responsabilités, afin que les employeurs puissent évaluer votre expérience.',
      cancel: 'Annuler',
      save: 'Enregistrer',
    },
    { back: 'Retour', close: 'Fermer' },
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...stepIn(
    {
      title: 'Aggiungere un’esperienza lavorativa e descrivere le responsabilità',
      description: 'Passo 2 di 4',
      body: 'Descriva i Suoi impieghi precedenti, la durata del rapporto di lavoro e le Sue responsabilità principali, affinché i datori di lavoro possano valutare la Sua esperienza.',
      cancel: 'Annulla',
      save: 'Salva',
    },
    { back: 'Indietro', close: 'Chiudi' },
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
