import type { z } from 'zod';

/**
 * In production the addresses that carry tokens (sign-in hand-offs, the public keys that verify access tokens) must be
 * https: over http anyone on the path could read or replace them. Adds one issue per bad variable, so the server refuses
 * to start with the list of them.
 */
export function requireHttpsInProduction<Name extends string>(
  env: { NODE_ENV: string } & Partial<Record<Name, string | undefined>>,
  names: readonly Name[],
  ctx: z.RefinementCtx,
) {
  if (env.NODE_ENV !== 'production') return;
  for (const name of names) {
    const value = env[name];
    if (value !== undefined && !value.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'must be an https address in production' });
    }
  }
}
