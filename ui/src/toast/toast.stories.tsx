import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { inLanguage } from '../story-support/languages';
import { Toaster, toasterTranslations, type ToasterProps } from './toast';
import { toast } from './toast-store';

const meta = {
  title: 'Components/Overlays/Toast',
  component: Toaster,
  render: (args) => (
    <div className="flex gap-3">
      <Button onClick={() => toast.success('Profile updated successfully')}>Save</Button>
      <Button variant="destructive" onClick={() => toast.error('Something went wrong, Please try again!')}>
        Fail
      </Button>
      <Toaster {...args} />
    </div>
  ),
  // Each story starts without toasts left over from the one before.
  beforeEach: () => () => toast.dismiss(),
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** a short confirmation or error after an action, that leaves by itself (with Undo where it helps).\n\n**When not to:** messages the user must act on (use Banner or Dialog).\n\n**States shown below:** success leaves after three seconds, error with red cross, paused while hovered, paused while focused, stacked and visible, undo takes the lost focus, undo reached with F8 German, undo leaves once the focus moves on, French and Italian undo and error narrow and wide.',
      },
    },
    translations: toasterTranslations,
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessLeavesAfterThreeSeconds: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const shownAt = performance.now();
    const message = await body.findByText('Profile updated successfully', { selector: '[data-slot=toast-text]' });
    await expect(message).toBeVisible();
    const toastElement = message.closest('[data-slot=toast]');
    await expect(toastElement).toHaveAttribute('data-variant', 'success');
    // Screen readers hear it: Radix copies the text into a polite live region.
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent(/Success: Profile updated successfully/));
    await waitFor(() => expect(toastElement).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(2900);
  },
};

export const ErrorWithRedCross: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const message = await body.findByText('Something went wrong, Please try again!', {
      selector: '[data-slot=toast-text]',
    });
    const toastElement = message.closest('[data-slot=toast]') as HTMLElement;
    await expect(toastElement).toHaveAttribute('data-variant', 'error');
    // The close button takes it away before its time.
    await userEvent.click(within(toastElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toastElement).not.toBeInTheDocument());
  },
};

export const PausedWhileHovered: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const message = await body.findByText('Profile updated successfully', { selector: '[data-slot=toast-text]' });
    const toastElement = message.closest('[data-slot=toast]') as HTMLElement;
    await userEvent.hover(toastElement);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(toastElement).toBeVisible();
    await userEvent.unhover(toastElement);
    await waitFor(() => expect(toastElement).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const PausedWhileFocused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const message = await body.findByText('Something went wrong, Please try again!', {
      selector: '[data-slot=toast-text]',
    });
    const toastElement = message.closest('[data-slot=toast]') as HTMLElement;
    // F8 takes keyboard users to the toasts; while focus is there, they stay.
    await userEvent.keyboard('[F8]');
    await expect(body.getByRole('region', { name: /Notifications/ })).toContainElement(
      canvasElement.ownerDocument.activeElement as HTMLElement,
    );
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(toastElement).toBeVisible();
    await userEvent.tab();
    await expect(toastElement).toHaveFocus();
    await userEvent.tab();
    await expect(within(toastElement).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toastElement).not.toBeInTheDocument());
  },
};

export const StackedAndVisible: Story = {
  ...inLanguage('de', 'narrow'),
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const toasts = await waitFor(() => {
      const shown = canvasElement.ownerDocument.querySelectorAll('[data-slot=toast]');
      expect(shown).toHaveLength(2);
      return [...shown];
    });
    // Top centre: both toasts sit at the top, centred on the 375 px screen.
    const first = toasts[0]!.getBoundingClientRect();
    await expect(first.top).toBeLessThan(40);
    await expect(Math.abs(first.left + first.width / 2 - 375 / 2)).toBeLessThan(2);
    await expect(body.getAllByRole('button', { name: 'Schliessen' })).toHaveLength(2);
  },
};

const undone = fn();

/** A job tile whose Not Interested button goes away with the job, as in explore; the toast offers Undo. */
function HideWithUndo({
  text,
  undo,
  altText,
  hide = 'Not Interested',
}: {
  text: string;
  undo: string;
  altText: string;
  /** The button that hides the job. */
  hide?: string;
}) {
  const [hidden, setHidden] = useState(false);
  return (
    <div className="flex gap-3">
      <Button variant="outline">Other job</Button>
      {!hidden && (
        <Button
          onClick={() => {
            setHidden(true);
            toast.success(text, {
              action: {
                label: undo,
                altText,
                onAction: () => {
                  undone();
                  setHidden(false);
                },
              },
            });
          }}
        >
          {hide}
        </Button>
      )}
    </div>
  );
}

function EnglishUndo(args: ToasterProps) {
  return (
    <>
      <HideWithUndo text="We will not show you this job again." undo="Undo" altText="Press F8 to reach Undo." />
      <Toaster {...args} />
    </>
  );
}

/** Regression: "Not Interested" could not be undone. The toast's Undo takes the focus the vanished button had. */
export const UndoTakesTheLostFocus: Story = {
  args: { actionDuration: 1500 },
  render: (args) => <EnglishUndo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    undone.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Not Interested' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const undo = await body.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    // Announced with its way there: the live region reads the text and the action's alternative.
    await waitFor(() =>
      expect(body.getByRole('status')).toHaveTextContent(
        /Success: We will not show you this job again\.\s*Press F8 to reach Undo\./,
      ),
    );
    // While the focus is on it, it stays past its time.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(undo).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(undone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Not Interested' })).toBeVisible();
  },
};

/** Where the focus is somewhere, it stays; F8 and Tab reach Undo. In German, on a narrow screen. */
export const UndoReachedWithF8German: Story = {
  ...inLanguage('de', 'narrow'),
  render: (args) => (
    <>
      <HideWithUndo
        text="Diese Stelle wird Ihnen nicht mehr angezeigt."
        undo="Rückgängig"
        altText="Mit F8 erreichen Sie «Rückgängig»."
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Not Interested' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Other job' }));
    const undo = await body.findByRole('button', { name: 'Rückgängig' });
    await expect(canvas.getByRole('button', { name: 'Other job' })).toHaveFocus();
    await waitFor(() =>
      expect(body.getByRole('status')).toHaveTextContent(
        /Erfolg: Diese Stelle wird Ihnen nicht mehr angezeigt\.\s*Mit F8 erreichen Sie «Rückgängig»\./,
      ),
    );
    // With an action it stays longer than a plain toast's 3 s.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(undo).toBeVisible();
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await userEvent.tab();
    await expect(undo).toHaveFocus();
    // The whole toast fits the 375 px screen.
    const toastBox = undo.closest('[data-slot=toast]')!.getBoundingClientRect();
    await expect(toastBox.right).toBeLessThanOrEqual(375);
  },
};

/** Once the focus moves on from the toast that took it, the toast leaves after its time. */
export const UndoLeavesOnceTheFocusMovesOn: Story = {
  args: { actionDuration: 1000 },
  render: (args) => <EnglishUndo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const undo = await body.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    // Held while focused: still there after its time.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(undo).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Other job' }));
    await waitFor(() => expect(undo).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** A job hidden with Undo and a failure, both toasts at once in a language: their longest words, nothing overflowing. */
function undoAndErrorIn(
  words: { hide: string; hidden: string; undo: string; altText: string; failed: string },
  text: { close: string; success: string; error: string; notification: string },
): Story {
  return {
    args: { duration: 60_000, actionDuration: 60_000 },
    render: (args) => (
      <>
        <HideWithUndo text={words.hidden} undo={words.undo} altText={words.altText} hide={words.hide} />
        <Button variant="destructive" onClick={() => toast.error(words.failed)}>
          {text.error}
        </Button>
        <Toaster {...args} />
      </>
    ),
    play: async ({ canvas, canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      await userEvent.click(canvas.getByRole('button', { name: words.hide }));
      await userEvent.click(canvas.getByRole('button', { name: text.error }));
      await expect(await body.findByRole('button', { name: words.undo })).toBeVisible();
      // Read out as a notification, with what kind it is and the way to its action.
      await waitFor(() =>
        expect(
          body
            .getAllByRole('status')
            .map((status) => status.textContent)
            .join(' ')
            .replace(/\s+/g, ' '),
        ).toContain(`${text.notification} ${text.success}: ${words.hidden}`),
      );
      const toasts = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-slot=toast]')];
      await expect(toasts).toHaveLength(2);
      await expect(within(toasts[1]!).getByText(`${text.error}:`)).toBeInTheDocument();
      await expect(body.getAllByRole('button', { name: text.close })).toHaveLength(2);
      for (const shown of toasts) {
        await expect(shown.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.clientWidth);
      }
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...undoAndErrorIn(
    {
      hide: 'Pas intéressé',
      hidden: 'Nous ne vous montrerons plus cette offre.',
      undo: 'Annuler',
      altText: 'Appuyez sur F8 pour atteindre «\u00a0Annuler\u00a0».',
      failed: 'Une erreur s’est produite, veuillez réessayer\u00a0!',
    },
    { close: 'Fermer', success: 'Succès', error: 'Erreur', notification: 'Notification' },
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...undoAndErrorIn(
    {
      hide: 'Non interessato',
      hidden: 'Non Le mostreremo più questo posto.',
      undo: 'Annulla',
      altText: 'Prema F8 per raggiungere «Annulla».',
      failed: 'Si è verificato un errore, La preghiamo di riprovare!',
    },
    { close: 'Chiudi', success: 'Operazione riuscita', error: 'Errore', notification: 'Notifica' },
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
