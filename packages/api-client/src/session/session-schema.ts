import { z } from 'zod/mini';
import type { Session } from './session.js';

/** Checks a stored session (`localSessionStorage`): the shape of {@link Session}. */
export const sessionSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.number().check(z.nonnegative()),
  expires_in_date: z.string().check(z.minLength(1)),
}) satisfies z.ZodMiniType<Session>;
