import * as z from 'zod/mini';

// Read once at boot: a bad value stops the app with a message instead of failing later.
// zod/mini keeps this out of the landing page's weight; forms load full zod lazily.
const envSchema = z.object({
  VITE_API_BASE_URL: z.optional(z.string().check(z.minLength(1))),
});

const parsed = envSchema.parse(import.meta.env);
export const env = { VITE_API_BASE_URL: parsed.VITE_API_BASE_URL ?? '/api' };
