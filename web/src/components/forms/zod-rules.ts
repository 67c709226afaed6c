import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import type { z } from 'zod';
import '../../../../shared/api/zod-vi';
import { ISO_DATE, ISO_MONTH } from '../../lib/format';

/** A field's place in a request body: `'note'`, or `['occupants', 2, 'name']` for a list row. */
export type FieldPath = string | readonly (string | number)[];

export interface FieldRuleOptions {
  /** The form's value as the body will carry it (a dayjs date → `YYYY-MM-DD`: `isoDay`). */
  toBody?: (value: never) => unknown;
  /**
   * The form always sends this field the contract lets a body go without, where the form shows it:
   * `true` when the form fills no default (empty is refused in the words of the field's own schema),
   * or the words of the contract's rule on the whole body that requires it here (a waiver's reason,
   * the wallet of money received): no field schema carries those, so the form names them, once,
   * in a constant beside the form.
   */
  required?: boolean | string;
}

type Schema = z.core.$ZodType;

/** Wrappers that keep the value's shape: the field's own schema is inside. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The field's schema without the wrappers that let it be left out: what it says of a value it needs. */
function needed(schema: Schema): Schema {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  return ['optional', 'nullable', 'default', 'prefault'].includes(def.type) ? needed(def.innerType as Schema) : schema;
}

/** The object or array a path goes on through: behind optional/default/pipe wrappers, refinements stay on the schema itself. */
function container(schema: Schema): Schema {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (WRAPPERS.has(def.type)) return container(def.innerType as Schema);
  if (def.type === 'lazy') return container((def.getter as () => Schema)());
  if (def.type === 'pipe') {
    // A transform then a schema (`preprocess`) checks on the way out; a schema then a transform on the way in.
    const from = def.in as Schema;
    return container(from._zod.def.type === 'transform' ? (def.out as Schema) : from);
  }
  return schema;
}

/** The schema of one step below: an object's key, or a list's row (any index). */
function step(schema: Schema, key: string | number): Schema | undefined {
  const at = container(schema);
  const def = at._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === 'object') return typeof key === 'string' ? (def.shape as Record<string, Schema>)[key] : undefined;
  if (def.type === 'array') return typeof key === 'number' ? (def.element as Schema) : undefined;
  if (def.type === 'union') {
    for (const option of def.options as Schema[]) {
      const found = step(option, key);
      if (found) return found;
    }
  }
  if (def.type === 'intersection') return step(def.left as Schema, key) ?? step(def.right as Schema, key);
  return undefined;
}

/** The contract's schema of the field at `path` (with its own optional/default wrappers). */
export function fieldSchema(schema: Schema | undefined, path: FieldPath): Schema {
  const keys = typeof path === 'string' ? [path] : path;
  let at = schema;
  for (const key of keys) at = at && step(at, key);
  if (!schema || !at) throw new Error(`zod-rules: the contract has no field ${keys.join('.')}`);
  return at;
}

/** Nothing typed in: the body leaves the field out (the forms send `text.trim() || undefined`). */
const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A missing field in zod-vi's words, for a schema that says nothing of its own (a bare enum would
 * otherwise list its values). A schema's own error (`{ error: 'Vui lòng chọn phòng' }`) comes first.
 */
const missing: z.core.$ZodErrorMap = (issue) => (issue.input === undefined ? 'Trường này là bắt buộc' : undefined);

/** What the contract says of one value of the field: undefined when it takes it, else the first issue's message. */
export function contractVerdict(field: Schema, value: unknown, toBody?: (value: never) => unknown): string | undefined {
  const sent = value === undefined || value === null ? undefined : toBody ? toBody(value as never) : value;
  const result = (field as z.ZodType).safeParse(sent, { error: missing });
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}

/**
 * THE form rules of a field: what the contract (shared/api) says of it, in its words, so the form
 * refuses before sending exactly what the server would refuse, and says it the same way. The field
 * is found by its path in the request body (inside objects, through optional/default/pipe wrappers
 * and list rows); `required` (antd's asterisk) follows the contract: a field it may go without is
 * optional, and then an empty input is no value at all. Rules that join several fields (a refine
 * on the whole body) or that only the screen knows stay with the form, beside these.
 */
export function fieldRules(schema: Schema | undefined, path: FieldPath, options: FieldRuleOptions = {}): Rule[] {
  const field = fieldSchema(schema, path);
  const optional = (field as z.ZodType).safeParse(undefined).success || (field as z.ZodType).safeParse(null).success;
  return [
    {
      required: Boolean(options.required) || !optional,
      validator: async (_rule, value: unknown) => {
        if (absent(value)) {
          if (typeof options.required === 'string') throw new Error(options.required);
          if (optional && !options.required) return;
          // Empty text goes as typed (the schema's own "too short" words, e.g. `min(1, 'Nhập lý do')`);
          // a schema that would take it still needs something, like a field left out.
          const blank = typeof value === 'string' ? contractVerdict(needed(field), value) : undefined;
          throw new Error(blank ?? contractVerdict(needed(field), undefined) ?? 'Trường này là bắt buộc');
        }
        const message = contractVerdict(field, value, options.toBody);
        if (message) throw new Error(message);
      },
    },
  ];
}

/** A DatePicker's day as a body carries it. */
export const isoDay = (v: dayjs.Dayjs | string) => (dayjs.isDayjs(v) ? v.format(ISO_DATE) : v);
/** A month picker's month as a body carries it. */
export const isoMonth = (v: dayjs.Dayjs | string) => (dayjs.isDayjs(v) ? v.format(ISO_MONTH) : v);
