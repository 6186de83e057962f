import { z } from 'zod';
import type { Session } from './session.js';

/** Checks a stored session (`localSessionStorage`): the shape of {@link Session}. */
export const sessionSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().nonnegative(),
  expires_in_date: z.string().min(1),
}) satisfies z.ZodType<Session>;
