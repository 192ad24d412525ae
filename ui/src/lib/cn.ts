import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { colors } from '../../../tailwind.config';

const colorNames = Object.entries(colors).flatMap(([name, value]) =>
  typeof value === 'string'
    ? [name]
    : Object.keys(value).map((shade) => (shade === 'DEFAULT' ? name : `${name}-${shade}`)),
);

/**
 * tailwind-merge only knows Tailwind's default palette; without being told our token names it
 * would treat `text-primary-foreground` and `text-sm` as the same group and drop one of them.
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      color: colorNames,
      spacing: ['target', 'control', 'control-sm', 'control-lg'],
      radius: ['sm', 'md', 'lg', 'xl'],
      shadow: ['card', 'overlay'],
    },
  },
});

/** Joins class names; later classes win over earlier ones, so the caller's `className` goes last. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
