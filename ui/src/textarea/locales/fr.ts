import type { TextareaText } from '../textarea';

export default {
  counter: (count, max) => `${count} / ${max}`,
  // French takes the singular for 0 and 1.
  remaining: (remaining) => `Encore ${remaining} ${remaining < 2 ? 'caractère' : 'caractères'}`,
} satisfies TextareaText;
