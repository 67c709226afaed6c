import { ApiError } from '../../api/api-error';
import { serverErrors } from '../deposits/server-errors';

export type FieldPath = (string | number)[];

export interface PlacedErrors {
  /** For `form.setFields`: each message on the (possibly nested) field it names. */
  fields: { name: FieldPath; errors: string[] }[];
  /** What belongs to no field of the form: shown above the form. */
  message?: string;
}

const segment = (s: string): string | number => (/^\d+$/.test(s) ? Number(s) : s);

/** `occupants.*.name` matches `occupants.2.name`. */
const matches = (pattern: string, path: FieldPath) => {
  const p = pattern.split('.');
  return p.length === path.length && p.every((seg, i) => (seg === '*' ? typeof path[i] === 'number' : seg === String(path[i])));
};

/**
 * The deposit screens' placement of server refusals (deposits/server-errors), for forms with lists:
 * a 400 names `occupants.1.phone` or `final_readings.water`, and the message goes on exactly that
 * input; a path the form has no input for falls back to its nearest field that it has (the list
 * itself), then above the form. 409/404 are placed as the deposit screens place them.
 */
export function placeServerErrors(error: unknown, patterns: readonly string[], conflictField?: (message: string) => string | undefined): PlacedErrors {
  if (!(error instanceof ApiError) || error.handled) return { fields: [] };
  if (error.status !== 400) {
    const placed = serverErrors<string>(error, patterns, conflictField);
    return { fields: placed.fields.map((f) => ({ name: [f.name], errors: f.errors })), message: placed.message };
  }
  const byField = new Map<string, { name: FieldPath; errors: string[] }>();
  const rest: string[] = [];
  for (const e of error.errors ?? []) {
    const full = e.path.replace(/^body\.?/, '').split('.').filter(Boolean).map(segment);
    let name: FieldPath | undefined;
    for (let n = full.length; n > 0 && !name; n--) if (patterns.some((p) => matches(p, full.slice(0, n)))) name = full.slice(0, n);
    if (!name) {
      rest.push(e.message);
      continue;
    }
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(e.message);
    byField.set(key, entry);
  }
  const fields = [...byField.values()];
  return { fields, message: rest.length ? rest.join('; ') : fields.length ? undefined : error.message };
}
