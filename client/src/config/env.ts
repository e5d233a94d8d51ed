import { z } from 'zod';

// Read once at boot: a bad value stops the app with a message instead of failing later.
const envSchema = z.object({
  VITE_API_BASE_URL: z.string().default('/api'),
});

export const env = envSchema.parse(import.meta.env);
