import type { z } from 'zod';

/**
 * A form rule that asks the contract's own schema (e.g. `nonNegativeMoney`), so the form refuses what
 * the server would, in the same words, before sending it. Empty is refused only when `required` says how.
 */
export const contractRule = (schema: z.ZodType, required?: string) => ({
  validator: (_: unknown, v: unknown) => {
    if (v === undefined || v === null || v === '') return required ? Promise.reject(new Error(required)) : Promise.resolve();
    const r = schema.safeParse(v);
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message));
  },
});
