import type { within } from 'storybook/test';
import { screen, userEvent } from 'storybook/test';

/** Opens the drop-down named `field` and picks `option` from its list (rendered in a portal). */
export async function chooseOption(canvas: ReturnType<typeof within>, field: RegExp | string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
