import type { ReactNode } from 'react';
import { Col, Form, Select, type ColProps } from 'antd';
import { buildingChoices } from './choices';

interface Props {
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
 * The building and room pickers every voucher form opens with (deposit, check-in, notice,
 * check-out, change slip); each form says which rooms qualify through `roomOptions`.
 */
export function BuildingRoomFields({ col, roomLabel = 'Phòng', roomExtra, roomOptions, pending, fetching, placeholder = 'Chọn phòng', empty }: Props) {
  return (
    <>
      <Col {...col}>
        <Form.Item label="Toà nhà" name="building" rules={[{ required: true, message: 'Vui lòng chọn toà nhà' }]}>
          <Select aria-label="Toà nhà của phiếu" options={buildingChoices} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item label={roomLabel} name="room_id" rules={[{ required: true, message: 'Vui lòng chọn phòng' }]} extra={roomExtra}>
          <Select
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
