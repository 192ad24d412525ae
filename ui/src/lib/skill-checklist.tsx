import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox } from '../checkbox';
import { FormField } from '../form';
import type { Skill } from './profile';

export type SkillChecklistProps = {
  legend: string;
  skills: readonly Skill[];
  /** Chosen skill ids, comma-joined as the API keeps them (`"1,4"`). */
  value: string;
  onChange: (skillIds: string) => void;
};

const splitIds = (skillIds: string) => skillIds.split(',').filter(Boolean);

/** The skills a work experience or an education taught, as a group of checkboxes. */
export function SkillChecklist({ legend, skills, value, onChange }: SkillChecklistProps) {
  const chosen = splitIds(value);
  return (
    <fieldset data-slot="skill-checklist" className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {skills.map((skill) => {
          const id = String(skill.id);
          return (
            <Checkbox
              key={id}
              label={skill.skill_name}
              checked={chosen.includes(id)}
              onCheckedChange={(checked) =>
                onChange((checked ? [...chosen, id] : chosen.filter((other) => other !== id)).join(','))
              }
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** The skill checklist as a field of a form whose value is the comma-joined ids. */
export function SkillsFormField<TValues extends FieldValues>({
  control,
  name,
  legend,
  skills,
}: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  legend: string;
  skills: readonly Skill[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <SkillChecklist legend={legend} skills={skills} value={field.value} onChange={field.onChange} />
      )}
    />
  );
}
