import type { within } from 'storybook/test';
import { expect, screen, userEvent } from 'storybook/test';

/** Opens the drop-down named `field` and picks `option` from its list (rendered in a portal). */
export async function chooseOption(canvas: ReturnType<typeof within>, field: RegExp | string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types `typed` into the searchable list named `field` (a Combobox) and picks `option` from the matches. */
export async function searchAndChoose(
  canvas: ReturnType<typeof within>,
  field: RegExp | string,
  typed: string,
  option: string,
) {
  const input = canvas.getByRole('combobox', { name: field });
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await expect(input).toHaveValue(option);
}
