import dayjs from 'dayjs';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { createCheckIn } from '../../shared/api/stays';
import { fieldRules, fieldSchema, isoDay, isoMonth, type FieldPath } from '../../web/src/components/forms/zod-rules';

type Checked = { required?: boolean; validator: (rule: unknown, value: unknown) => Promise<void> };

/** What the field's rules say of a value: undefined when accepted, else the message shown under the input. */
async function verdict(schema: z.ZodType, path: FieldPath, value: unknown, toBody?: (v: never) => unknown) {
  const [rule] = fieldRules(schema, path, { toBody }) as Checked[];
  return rule!.validator({}, value).then(
    () => undefined,
    (e: Error) => e.message,
  );
}
const required = (schema: z.ZodType, path: FieldPath) => (fieldRules(schema, path)[0] as Checked).required;

const body = createCheckIn.body;

describe('fieldRules: the form asks the contract', () => {
  it('marks a field the contract needs as required, and one it may go without as optional', () => {
    expect(required(body, 'contract_no')).toBe(true);
    expect(required(body, 'notes')).toBe(false);
    // A default or an optional wrapper both mean the body may leave it out.
    expect(required(body, 'notice_days')).toBe(false);
    expect(required(body, 'deposit_id')).toBe(false);
    expect(required(z.strictObject({ a: z.string().nullable() }), 'a')).toBe(false);
  });

  it('refuses a missing required field in the contract words, and takes an empty optional one as absent', async () => {
    expect(await verdict(body, 'contract_no', undefined)).toBe('Vui lòng nhập số hợp đồng');
    expect(await verdict(body, ['occupants', 0, 'name'], '   ')).toBe('Vui lòng nhập họ tên');
    expect(await verdict(body, 'room_id', null)).toBe('Vui lòng chọn phòng');
    // Nothing of its own to say: zod-vi's words for a missing field, not an enum's list of values.
    expect(await verdict(z.strictObject({ kind: z.enum(['a', 'b']) }), 'kind', undefined)).toBe('Trường này là bắt buộc');
    expect(await verdict(body, 'notes', '')).toBeUndefined();
    // Blank text in a required field is judged as sent: the schema's own "too short" words when it has them.
    expect(await verdict(z.strictObject({ reason: z.string().trim().min(1, 'Nhập lý do') }), 'reason', '  ')).toBe('Nhập lý do');
    expect(await verdict(z.strictObject({ reason: z.string().max(9) }), 'reason', '')).toBe('Trường này là bắt buộc');
    expect(await verdict(body, ['occupants', 3, 'phone'], '  ')).toBeUndefined();
  });

  it("requires a field the form always sends though a body may go without it: in its own words, or the body rule's", async () => {
    const [own] = fieldRules(body, 'deposit_id', { required: true }) as Checked[];
    expect(own!.required).toBe(true);
    await expect(own!.validator({}, undefined)).rejects.toThrow('Vui lòng chọn phiếu cọc');
    const [named] = fieldRules(body, 'wallet', { required: 'Vui lòng chọn ví nhận tiền cọc' }) as Checked[];
    expect(named!.required).toBe(true);
    await expect(named!.validator({}, null)).rejects.toThrow('Vui lòng chọn ví nhận tiền cọc');
    // Given, the value is still the contract's to judge.
    await expect(named!.validator({}, 99)).rejects.toThrow('Ví tiền không tồn tại');
    await expect(named!.validator({}, 2)).resolves.toBeUndefined();
  });

  it('checks length, patterns and number bounds with the contract messages', async () => {
    expect(await verdict(body, 'notes', 'x'.repeat(501))).toBe('Tối đa 500 ký tự');
    expect(await verdict(body, 'notes', 'x'.repeat(500))).toBeUndefined();
    expect(await verdict(body, 'contract_no', 'HĐ 01')).toBe('Số hợp đồng chỉ gồm chữ, số và / . _ - (tối đa 30 ký tự)');
    expect(await verdict(body, ['occupants', 0, 'phone'], '12ab')).toBe('Số điện thoại không hợp lệ');
    expect(await verdict(body, ['occupants', 0, 'phone'], '0901 234 567')).toBeUndefined();
    expect(await verdict(body, 'rent', -1)).toBe('Số tiền không được âm');
    expect(await verdict(body, 'rent', 1.5)).toBe('Số tiền phải là số nguyên (đồng)');
    expect(await verdict(body, 'rent', 100_000_000_001)).toBe('Số tiền vượt quá giới hạn 100.000.000.000 đ');
    expect(await verdict(body, 'rent', 0)).toBeUndefined();
    expect(await verdict(body, ['start_readings', 'water'], -3)).toBe('Chỉ số không được âm');
    expect(await verdict(body, 'notice_days', 366)).toBe('Quá lớn: mong đợi number <=365');
  });

  it('finds list rows and nested objects, behind refinements, defaults and pipes', () => {
    const schema = z.strictObject({
      rows: z
        .array(z.strictObject({ name: z.string().max(3) }))
        .min(1)
        .default([]),
      name: z
        .string()
        .transform((s) => s.trim())
        .pipe(z.string().min(1, 'Vui lòng nhập tên')),
    });
    expect(
      fieldSchema(
        schema.superRefine(() => undefined),
        ['rows', 7, 'name'],
      ),
    ).toBe(schema.shape.rows.unwrap().element.shape.name);
    expect(fieldSchema(body, ['vehicles', 0, 'plate'])).toBeDefined();
    expect(fieldSchema(schema, 'name')).toBe(schema.shape.name);
    expect(() => fieldSchema(schema, 'nam')).toThrow('the contract has no field nam');
    expect(() => fieldSchema(schema, ['rows', 'name'])).toThrow();
  });

  it('runs pipes and transforms as the server does', async () => {
    const schema = z.strictObject({
      lender: z
        .string()
        .trim()
        .transform((s) => s.replace(/\s+/g, ' '))
        .pipe(z.string().max(5, 'Tên tối đa 5 ký tự')),
    });
    expect(await verdict(schema, 'lender', 'a   b   c')).toBeUndefined();
    expect(await verdict(schema, 'lender', 'abcdef')).toBe('Tên tối đa 5 ký tự');
  });

  it('checks the value as the body carries it (toBody): a picked day as YYYY-MM-DD', async () => {
    expect(await verdict(body, ['occupants', 0, 'birth_date'], dayjs('1990-05-17'), isoDay)).toBeUndefined();
    // The voucher date's window is the contract's: a typo year is refused before sending.
    expect(await verdict(body, 'start_date', dayjs('2099-01-01'), isoDay)).toMatch(/^Ngày không được sau /);
    expect(await verdict(body, 'start_date', undefined, isoDay)).toBe('Vui lòng chọn ngày');
    expect(isoMonth(dayjs('2026-03-09'))).toBe('2026-03');
  });
});
