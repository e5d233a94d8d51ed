import { z } from 'zod';

/** The free-text description of a division or a skill; left out or null reads as empty. */
export const descriptionField = z
  .string({ error: 'Description must be text.' })
  .trim()
  .max(2000, 'Description must be at most 2000 characters long.')
  .nullish()
  .transform((value) => value ?? '');
