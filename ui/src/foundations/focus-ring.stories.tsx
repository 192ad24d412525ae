import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { darkColors, lightColors } from '../../../tailwind.config';
import { Button } from '../button';
import { Code, TokenTable } from './token-table';

/**
 * The focus ring every control shows when it is reached by keyboard: the `focus-ring` utility of ui/src/theme.css,
 * an outline in the `focus` colour (an outline, not a shadow, so that Windows high-contrast mode keeps it). Its
 * measures are read from a focused button, so this page shows what the stylesheet does.
 */
const meta = {
  title: 'Foundations/Focus ring',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function FocusRing() {
  const button = useRef<HTMLButtonElement>(null);
  const [ring, setRing] = useState<{ width: string; offset: string; style: string } | null>(null);
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      setRing({ width: style.outlineWidth, offset: style.outlineOffset, style: style.outlineStyle });
    };
    element.addEventListener('focus', measure);
    return () => element.removeEventListener('focus', measure);
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose">
        Press <kbd>Tab</kbd> to move the focus to the button and see the ring.
      </p>
      <div>
        <Button ref={button}>Apply</Button>
      </div>
      <TokenTable
        caption="The focus ring"
        columns={['Property', 'Value']}
        rows={[
          {
            key: 'colour',
            cells: [
              'Colour',
              <span key="colour">
                focus: <Code>{lightColors.focus}</Code> light, <Code>{darkColors.focus}</Code> dark
              </span>,
            ],
          },
          { key: 'style', cells: ['Style', ring?.style ?? 'focus the button'] },
          { key: 'width', cells: ['Width', ring?.width ?? 'focus the button'] },
          { key: 'offset', cells: ['Offset from the control', ring?.offset ?? 'focus the button'] },
        ]}
      />
    </div>
  );
}

export const KeyboardFocus: Story = {
  render: () => <FocusRing />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await expect(await canvas.findByRole('cell', { name: '3px' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'solid' })).toBeVisible();
  },
};
