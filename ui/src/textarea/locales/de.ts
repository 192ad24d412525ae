import type { TextareaText } from '../textarea';

export default {
  counter: (count, max) => `${count} / ${max}`,
  remaining: (remaining) => `Noch ${remaining} Zeichen`,
} satisfies TextareaText;
