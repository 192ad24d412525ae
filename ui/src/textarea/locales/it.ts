import type { TextareaText } from '../textarea';

export default {
  counter: (count, max) => `${count} / ${max}`,
  remaining: (remaining) => `Ancora ${remaining} ${remaining === 1 ? 'carattere' : 'caratteri'}`,
} satisfies TextareaText;
