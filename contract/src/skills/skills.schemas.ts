import { z } from 'zod';
import { nameField } from '../fields/name-field.js';
import { descriptionField } from '../fields/description-field.js';
import { idField, numberField, optionalIdField } from '../fields/id-fields.js';

// The spec's own texts (section 5); the skills page shows them as they are.
export const skillMessages = {
  nameRequired: 'Skill name is required',
  divisionRequired: 'Please select a division before creating a skill.',
  weight: 'Weight must be an integer between 1 and 10.',
  normalizationFactor: 'Normalization factor must be a positive number.',
} as const;

const fields = {
  name: nameField('Skill name', 120, skillMessages.nameRequired),
  description: descriptionField,
  weight: numberField(
    z.number({ error: skillMessages.weight }).int({ error: skillMessages.weight }).min(1, skillMessages.weight).max(10, skillMessages.weight),
  ),
  normalization_factor: numberField(
    z.number({ error: skillMessages.normalizationFactor }).positive(skillMessages.normalizationFactor).max(1e6, skillMessages.normalizationFactor),
  ),
};

export const createSkillInputSchema = z.object({
  name: fields.name,
  description: fields.description,
  weight: fields.weight.optional().default(1),
  normalization_factor: fields.normalization_factor.optional().default(10),
  division: idField(skillMessages.divisionRequired),
});
export type CreateSkillInput = z.infer<typeof createSkillInputSchema>;

/** PUT changes the fields it is given; a field left out keeps its value. */
export const updateSkillInputSchema = z.object({
  name: fields.name.optional(),
  description: fields.description.optional(),
  weight: fields.weight.optional(),
  normalization_factor: fields.normalization_factor.optional(),
  // Accepted because the client sends the whole row back; a skill never changes division.
  division: optionalIdField('Division must be a division id.'),
});
export type UpdateSkillInput = z.infer<typeof updateSkillInputSchema>;

export const listSkillsQuerySchema = z.object({
  division: optionalIdField('The division filter must be a division id.'),
});

/**
 * Two divisions' skills are "the same skill" when their names match with case and runs of spaces
 * ignored: last season's ratings are carried by it (decision 0044), and a day of several divisions
 * gives one instruction per name.
 */
export const skillNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
