import type { ComponentProps } from 'react';
import { CheckIcon, CrossIcon } from '../lib/icons';
import { registrationPasswordRules } from '@jumpers/rules/password';
import { cn } from '../lib/cn';
import type { Translations } from '../lib/translations';

export const passwordChecklistText = {
  hasLetter: 'One Letter',
  hasSpecialSymbol: 'One special symbol',
  hasMinimumLength: 'A minimum of 8 Characters',
  /** Read after each rule by screen readers, since the icon alone says it visually. */
  met: 'met',
  notMet: 'not met',
};
export type PasswordChecklistText = typeof passwordChecklistText;

/** The checklist's words in every language. */
export const passwordChecklistTranslations: Translations<PasswordChecklistText> = {
  en: passwordChecklistText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type PasswordChecklistProps = ComponentProps<'ul'> & {
  /** The password typed so far; the list updates with every key. */
  password: string;
  text?: Partial<PasswordChecklistText>;
};

/** The live password rules of registration: each turns green with a check once the password meets it. */
export function PasswordChecklist({ password, text: textOverrides, className, ...props }: PasswordChecklistProps) {
  const text = { ...passwordChecklistText, ...textOverrides };
  const rules = (Object.keys(registrationPasswordRules) as (keyof typeof registrationPasswordRules)[]).map((rule) => ({
    rule,
    met: registrationPasswordRules[rule](password),
  }));
  return (
    <ul data-slot="password-checklist" className={cn('flex flex-col gap-1 text-sm', className)} {...props}>
      {rules.map(({ rule, met }) => (
        <li
          key={rule}
          data-state={met ? 'met' : 'unmet'}
          className="flex items-center gap-2 text-muted-foreground data-[state=met]:text-success"
        >
          {met ? <CheckIcon aria-hidden className="size-4" /> : <CrossIcon aria-hidden className="size-4" />}
          <span>
            {text[rule]}
            <span className="sr-only"> ({met ? text.met : text.notMet})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
