import { ApiError } from '../../api/api-error';

export interface ServerErrors<F extends string> {
  /** For `form.setFields`: each message on the field it names. */
  fields: { name: F; errors: string[] }[];
  /** What belongs to no field of the form: shown above the form. */
  message?: string;
}

/**
 * A refusal of the server, placed where the user looks: 400 field errors on their fields (the
 * server names them `amount_paid` or `body.amount_paid`), a 409 or 404 on the field it is about
 * (`conflictField` decides), anything else above the form. The one error dialog still shows it too.
 */
export function serverErrors<F extends string>(error: unknown, fields: readonly F[], conflictField?: (message: string) => F | undefined): ServerErrors<F> {
  if (!(error instanceof ApiError) || error.handled) return { fields: [] };
  if (error.status === 409 || error.status === 404) {
    const field = conflictField?.(error.message);
    return { fields: field ? [{ name: field, errors: [error.message] }] : [], message: error.message };
  }
  if (error.status !== 400) return { fields: [] };
  const byField = new Map<F, string[]>();
  const rest: string[] = [];
  for (const e of error.errors ?? []) {
    const name = e.path.replace(/^body\./, '').split('.')[0] as F;
    if (fields.includes(name)) byField.set(name, [...(byField.get(name) ?? []), e.message]);
    else rest.push(e.message);
  }
  const placed = [...byField].map(([name, errors]) => ({ name, errors }));
  return { fields: placed, message: rest.length ? rest.join('; ') : placed.length ? undefined : error.message };
}

/** Which field a conflict of the deposit and notice screens is about: the locked date or the room. */
export const dateOrRoom = <F extends string>(dateField: F, roomField: F) => (message: string): F | undefined => {
  if (/khoá sổ/i.test(message)) return dateField;
  if (/^(Phòng|Không tìm thấy phòng)/.test(message)) return roomField;
  return undefined;
};
