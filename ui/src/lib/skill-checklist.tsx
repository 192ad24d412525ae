import { Checkbox } from '../checkbox';
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
