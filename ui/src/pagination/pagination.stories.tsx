import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { Pagination, paginationTranslations, type PaginationProps } from './pagination';

function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 12, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** moving between pages of results.\n\n**When not to:** steps of a task (use a Dialog's back and next).\n\n**States shown below:** first of many, middle page keeps five numbers, last page by keyboard, few pages, hidden with one page, German narrow, French and Italian among a hundred pages narrow and wide.",
      },
    },
    translations: paginationTranslations,
    // The landmark's name is the page's to give.
    languages: { de: () => GermanNarrow.args, fr: () => FrenchNarrow.args, it: () => ItalianNarrow.args },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page / })
    .map((button) => Number(button.textContent));

export const FirstOfMany: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageNumbers(nav)).toEqual([1, 2, 3, 4, 5]);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePageKeepsFiveNumbers: Story = {
  args: { page: 6 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageNumbers(nav)).toEqual([4, 5, 6, 7, 8]);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 8' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await expect(pageNumbers(nav)).toEqual([6, 7, 8, 9, 10]);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPageByKeyboard: Story = {
  args: { page: 11 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageNumbers(nav)).toEqual([8, 9, 10, 11, 12]);
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const FewPages: Story = {
  args: { totalPages: 3 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual([1, 2, 3]);
  },
};

export const HiddenWithOnePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { page: 3, label: 'Seitennavigation' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Seitennavigation' });
    // On a phone the words hide visually but still name the buttons.
    await expect(within(nav).getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expect(within(nav).getAllByRole('button', { name: /^Seite / })).toHaveLength(5);
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

/** Among a hundred pages in a language: the widest numbers, moved on with Next. */
function hundredPagesIn(label: string, words: { previous: string; next: string; page: string }): Story {
  return {
    args: { page: 98, totalPages: 120, label },
    play: async ({ canvas, canvasElement, args }) => {
      const nav = canvas.getByRole('navigation', { name: label });
      await expect(within(nav).getByRole('button', { name: `${words.page} 98` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(nav).getByRole('button', { name: words.previous })).toBeEnabled();
      await userEvent.click(within(nav).getByRole('button', { name: words.next }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(99);
      await expect(within(nav).getByRole('button', { name: `${words.page} 99` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.clientWidth);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...hundredPagesIn('Pages de résultats', { previous: 'Précédent', next: 'Suivant', page: 'Page' }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...hundredPagesIn('Pagine dei risultati', { previous: 'Precedente', next: 'Successivo', page: 'Pagina' }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
