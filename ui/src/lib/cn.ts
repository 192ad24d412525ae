import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes';
import { checkedAgainstTailwindMerge } from './merge-classes-check';

// A production build drops the check, and tailwind-merge with it.
const merge = import.meta.env.DEV ? checkedAgainstTailwindMerge(mergeClasses) : mergeClasses;

/** Joins class names; later classes win over earlier ones, so the caller's `className` goes last. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
