import type { ReactNode } from 'react';
import { Col, Form, type ColProps } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { buildingChoices } from './choices';
import { fieldRules } from './zod-rules';
import { ChoiceSelect } from './ChoiceSelect';

interface Props {
  /**
   * The request body with the `building` and `room_id` the pickers fill: their rules are its own.
   * Without it the pickers only find the record the form is about (check-out's running stay).
   */
  schema?: z.ZodType;
  /** The body's own rule requires both for this form though the fields alone may be left out (a bank line matched to a room). */
  required?: boolean;
  col: ColProps;
  /** The room field's label and accessible name, e.g. "Phòng trả". */
  roomLabel?: string;
  roomExtra?: ReactNode;
  roomOptions: { value: string; label: string }[] | undefined;
  /** The rooms are still loading for the first time / refreshing. */
  pending: boolean;
  fetching: boolean;
  placeholder?: string;
  /** What the room list says when no room of the building qualifies. */
  empty: string;
}

/**
 * Both chosen, in the words of the contracts' rules on a whole body that needs them (a bank line
 * matched to a room): for pickers that only find a record (no contract field behind them), and for
 * fields a body may go without but this form must send.
 */
const CHOOSE_BUILDING = 'Vui lòng chọn toà nhà';
const CHOOSE_ROOM = 'Vui lòng chọn phòng';
const PICK_BUILDING: Rule[] = [{ required: true, message: CHOOSE_BUILDING }];
const PICK_ROOM: Rule[] = [{ required: true, message: CHOOSE_ROOM }];

/**
 * The building and room pickers every voucher form opens with (deposit, check-in, notice,
 * check-out, change slip); each form says which rooms qualify through `roomOptions`.
 */
export function BuildingRoomFields({
  schema,
  required,
  col,
  roomLabel = 'Phòng',
  roomExtra,
  roomOptions,
  pending,
  fetching,
  placeholder = 'Chọn phòng',
  empty,
}: Props) {
  return (
    <>
      <Col {...col}>
        <Form.Item label="Toà nhà" name="building" rules={schema ? fieldRules(schema, 'building', { required: required && CHOOSE_BUILDING }) : PICK_BUILDING}>
          <ChoiceSelect aria-label="Toà nhà của phiếu" options={buildingChoices} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          label={roomLabel}
          name="room_id"
          rules={schema ? fieldRules(schema, 'room_id', { required: required && CHOOSE_ROOM }) : PICK_ROOM}
          extra={roomExtra}
        >
          <ChoiceSelect
            aria-label={roomLabel}
            showSearch
            placeholder={pending ? 'Đang tải phòng...' : placeholder}
            options={roomOptions}
            loading={fetching}
            notFoundContent={pending ? 'Đang tải...' : empty}
            optionFilterProp="label"
          />
        </Form.Item>
      </Col>
    </>
  );
}
