import { skillNameKey } from '@league/contract';

/** One instruction field of the new-day form: a skill name and every chosen division's skill of that name. */
export interface SkillByName {
  /** The first skill's id: the field's key in the form's instructions. */
  id: number;
  name: string;
  skillIds: number[];
}

/** The chosen divisions' skills, one entry per name (first seen first): "Shooting" of U10 and U12 is one field. */
export function groupSkillsByName(skills: { id: number; name: string }[]): SkillByName[] {
  const groups = new Map<string, SkillByName>();
  for (const skill of skills) {
    const key = skillNameKey(skill.name);
    const group = groups.get(key);
    if (group) group.skillIds.push(skill.id);
    else groups.set(key, { id: skill.id, name: skill.name, skillIds: [skill.id] });
  }
  return [...groups.values()];
}

/** The instructions the API stores per skill id: each name's text for every skill of that name. */
export const instructionsPerSkill = (instructions: Record<number, string>, groups: SkillByName[]) =>
  Object.fromEntries(groups.flatMap((g) => (instructions[g.id] === undefined ? [] : g.skillIds.map((id) => [id, instructions[g.id]!]))));
