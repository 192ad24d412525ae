import type { within } from 'storybook/test';
import { expect, userEvent } from 'storybook/test';

/** Presses the button named `submit` (as a user would, with the form left as it is) and waits for every message. */
export async function submitAndExpectMessages(
  canvas: ReturnType<typeof within>,
  submit: string,
  messages: readonly string[],
) {
  await userEvent.click(canvas.getByRole('button', { name: submit }));
  for (const message of messages) {
    await expect(await canvas.findByText(message)).toBeVisible();
  }
}
