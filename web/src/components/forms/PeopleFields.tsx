import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import { ISO_DATE } from '../../lib/format';
import { vehicleOptions } from '../../lib/vehicles';
import { fieldRules, isoDay } from './zod-rules';
import './forms.css';
import { DayPicker } from './DayPicker';
import { ChoiceSelect } from './ChoiceSelect';

/** An occupant as the form holds it; the body builder trims and drops the empty parts. */
export interface OccupantValues {
  name?: string;
  phone?: string;
  id_number?: string;
  birth_date?: Dayjs;
  hometown?: string;
}
export interface VehicleValues {
  type?: string;
  plate?: string;
}

export const MAX_PEOPLE = 20;

export interface OccupantsFieldsProps {
  /** The request body the rows go in: each input is checked as its contract checks it (zod-rules). */
  schema: z.ZodType;
  /** The list's field name in the form (`occupants`, `occupants_in`). */
  name: string;
  /** Words for the rows: "Người ở" (check-in), "Người vào" (change slip). */
  noun: string;
  /** At least this many (check-in: 1). */
  min?: number;
  /** The room's limit, when known. */
  max?: number;
  /** Birth dates must be before this day (the move-in date). */
  before?: Dayjs;
  /** A line under the list (default: the room's limit). */
  hint?: string;
}

/**
 * The screen's own rules, beside the contract's: the room's headcount (the rooms list knows it, the
 * contract only its ceiling of 20) and a birth date before the move-in day (the contract checks it
 * on the whole body, against another field).
 */
const headcountRule = (min: number, limit: number) => ({
  validator: async (_: unknown, list?: unknown[]) => {
    const n = list?.length ?? 0;
    if (n < min) throw new Error(min === 1 ? 'Cần ít nhất một người ở' : `Cần ít nhất ${min} người`);
    if (n > limit) throw new Error(`Tối đa ${limit} người ở`);
  },
});
const bornBefore = (before: Dayjs | undefined): Rule => ({
  validator: (_: unknown, v: Dayjs | undefined) =>
    v && before && !v.isBefore(before, 'day') ? Promise.reject(new Error('Ngày sinh phải trước ngày vào ở')) : Promise.resolve(),
});

/**
 * The dynamic list of people moving in: name, phone, ID number, birth date, hometown. Each input is
 * labelled with its row number so a field error from the server (`occupants.1.phone`) lands where
 * the user can see it.
 */
export function OccupantsFields({ schema, name, noun, min = 0, max = MAX_PEOPLE, before, hint }: OccupantsFieldsProps) {
  const limit = Math.min(max, MAX_PEOPLE);
  const note = hint ?? (max < MAX_PEOPLE ? `Phòng tối đa ${max} người` : undefined);
  const rules = (i: number, key: string, toBody?: (v: never) => unknown) => fieldRules(schema, [name, i, key], { toBody });
  return (
    <Form.List name={name} rules={[headcountRule(min, limit)]}>
      {(fields, { add, remove }, { errors }) => (
        <div className="form-people">
          {fields.map((field, i) => (
            <div key={field.key} className="form-person" role="group" aria-label={`${noun} ${i + 1}`}>
              <Typography.Text strong className="form-person__title">
                {noun} {i + 1}
                {i === 0 && name === 'occupants' ? ' (người đứng hợp đồng)' : ''}
              </Typography.Text>
              <Row gutter={8}>
                <Col xs={24} sm={12} lg={6}>
                  <Form.Item name={[field.name, 'name']} label="Họ tên" rules={rules(field.name, 'name')}>
                    <Input aria-label={`Họ tên ${noun.toLowerCase()} ${i + 1}`} autoComplete="off" maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={12} lg={4}>
                  <Form.Item name={[field.name, 'phone']} label="Số điện thoại" rules={rules(field.name, 'phone')}>
                    <Input aria-label={`Số điện thoại ${noun.toLowerCase()} ${i + 1}`} inputMode="tel" autoComplete="off" maxLength={16} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={12} lg={4}>
                  <Form.Item name={[field.name, 'id_number']} label="Số CCCD / hộ chiếu" rules={rules(field.name, 'id_number')}>
                    <Input aria-label={`Số CCCD ${noun.toLowerCase()} ${i + 1}`} autoComplete="off" maxLength={20} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={12} lg={4}>
                  <Form.Item name={[field.name, 'birth_date']} label="Ngày sinh" rules={[...rules(field.name, 'birth_date', isoDay), bornBefore(before)]}>
                    <DayPicker
                      aria-label={`Ngày sinh ${noun.toLowerCase()} ${i + 1}`}
                      disabledDate={(d) => Boolean(before && !d.isBefore(before, 'day'))}
                      allowClear
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={12} lg={5}>
                  <Form.Item name={[field.name, 'hometown']} label="Quê quán" rules={rules(field.name, 'hometown')}>
                    <Input aria-label={`Quê quán ${noun.toLowerCase()} ${i + 1}`} autoComplete="off" maxLength={200} />
                  </Form.Item>
                </Col>
                <Col xs={24} lg={1} className="form-person__remove">
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Bỏ ${noun.toLowerCase()} ${i + 1}`}
                    title={`Bỏ ${noun.toLowerCase()} ${i + 1}`}
                    disabled={fields.length <= min}
                    onClick={() => remove(field.name)}
                  />
                </Col>
              </Row>
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= limit} style={{ marginTop: 4 }}>
            Thêm {noun.toLowerCase()}
          </Button>
          {note && (
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {note}
            </Typography.Text>
          )}
        </div>
      )}
    </Form.List>
  );
}

/**
 * A plate unless the vehicle is a bicycle: the contract's refine on the whole vehicle (shared/api/stays
 * `vehicle`), in its words, checked here where the type is known.
 */
const plateUnlessBicycle =
  (name: string, row: number): Rule =>
  ({ getFieldValue }) => ({
    validator: (_: unknown, v: string | undefined) =>
      getFieldValue([name, row, 'type']) !== 'bicycle' && !v?.trim() ? Promise.reject(new Error('Vui lòng nhập biển số xe')) : Promise.resolve(),
  });

/** The dynamic list of vehicles: type and plate (a bicycle needs no plate). */
export function VehiclesFields({ schema, name = 'vehicles' }: { schema: z.ZodType; name?: string }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => (
        <div>
          {fields.map((field, i) => (
            <Row key={field.key} gutter={8} align="top" role="group" aria-label={`Xe ${i + 1}`}>
              <Col xs={10} sm={8} lg={5}>
                <Form.Item name={[field.name, 'type']} label={i === 0 ? 'Loại xe' : undefined} rules={fieldRules(schema, [name, field.name, 'type'])}>
                  <ChoiceSelect aria-label={`Loại xe ${i + 1}`} options={vehicleOptions} placeholder="Loại xe" />
                </Form.Item>
              </Col>
              <Col xs={11} sm={8} lg={5}>
                <Form.Item
                  name={[field.name, 'plate']}
                  label={i === 0 ? 'Biển số' : undefined}
                  dependencies={[[name, field.name, 'type']]}
                  rules={[plateUnlessBicycle(name, field.name), ...fieldRules(schema, [name, field.name, 'plate'])]}
                >
                  <Input aria-label={`Biển số xe ${i + 1}`} placeholder="Ví dụ: 59X1-123.45" autoComplete="off" maxLength={20} />
                </Form.Item>
              </Col>
              <Col xs={3} sm={2} lg={1} style={{ paddingTop: i === 0 ? 30 : 0 }}>
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Bỏ xe ${i + 1}`}
                  title={`Bỏ xe ${i + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: 'motorbike' })} disabled={fields.length >= MAX_PEOPLE}>
            Thêm xe
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** What the contract expects of an occupant: trimmed text, ISO birth date, empty parts left out. */
export function occupantBody(o: OccupantValues) {
  const text = (s?: string) => (s?.trim() ? s.trim() : undefined);
  const phone = text(o.phone);
  const id = text(o.id_number);
  const hometown = text(o.hometown);
  return {
    name: o.name!.trim(),
    ...(phone ? { phone } : {}),
    ...(id ? { id_number: id } : {}),
    ...(o.birth_date ? { birth_date: o.birth_date.format(ISO_DATE) } : {}),
    ...(hometown ? { hometown } : {}),
  };
}

export function vehicleBody(v: VehicleValues) {
  const plate = v.plate?.trim();
  return { type: v.type as 'motorbike' | 'electric_bike' | 'bicycle' | 'car', ...(plate ? { plate } : {}) };
}
