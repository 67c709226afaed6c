import { ApiError } from '../../api/api-error';

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
 * The form's path of a request path the server names (`body.occupants.1.phone`, `stay_id`): the
 * `body.` prefix goes, a request field the form calls otherwise is renamed (`aliases`), and a path
 * the form has no input for falls back to its nearest ancestor that it has (the list itself).
 */
function formPath(requestPath: string, patterns: readonly string[], aliases: Readonly<Record<string, string>>): FieldPath | undefined {
  const [first = '', ...rest] = requestPath
    .replace(/^(body|query|params)(\.|$)/, '')
    .split('.')
    .filter(Boolean);
  const full = [...(aliases[first] ?? first).split('.'), ...rest].map(segment);
  for (let n = full.length; n > 0; n--) if (patterns.some((p) => matches(p, full.slice(0, n)))) return full.slice(0, n);
  return undefined;
}

/**
 * A refusal of the server, placed where the user looks, by what the server says it is about and never
 * by its wording: a 400's `errors[]` on the inputs their paths name (the rest above the form); any
 * other refusal on the field the server names (`field`) and above the form. `patterns` are the
 * form's inputs (`occupants.*.phone` for list rows); `aliases` map a request field to the form's
 * name for it (`stay_id` → `room_id`). A failure that is not a refusal (network, 5xx) is left to the
 * one error dialog.
 */
export function placeServerErrors(error: unknown, patterns: readonly string[], aliases: Readonly<Record<string, string>> = {}): PlacedErrors {
  if (!(error instanceof ApiError) || error.handled || error.status < 400 || error.status >= 500) return { fields: [] };
  if (error.errors?.length) {
    const byField = new Map<string, { name: FieldPath; errors: string[] }>();
    const rest: string[] = [];
    for (const e of error.errors) {
      const name = formPath(e.path, patterns, aliases);
      if (!name) {
        rest.push(e.message);
        continue;
      }
      const entry = byField.get(name.join('.')) ?? { name, errors: [] };
      entry.errors.push(e.message);
      byField.set(name.join('.'), entry);
    }
    const fields = [...byField.values()];
    return { fields, message: rest.length ? rest.join('; ') : fields.length ? undefined : error.message };
  }
  const name = error.field ? formPath(error.field, patterns, aliases) : undefined;
  return { fields: name ? [{ name, errors: [error.message] }] : [], message: error.message };
}
