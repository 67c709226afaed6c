import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { createInternet, type InternetService } from '../../../../shared/api/internet';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { notify } from '../../api/notify';
import { buildingChoices, roomChoices } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { NotesField } from '../../components/forms/VoucherFooter';
import { fieldRules } from '../../components/forms/zod-rules';
import { ISO_DATE } from '../../lib/format';
import { roomQueries } from '../rooms/queries';
import { PROVIDERS } from './choices';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

export const INTERNET_FIELDS = ['building', 'room_id', 'provider', 'account', 'monthly_price', 'start_date', 'notes'] as const;

interface Values {
  building: BuildingCode;
  room_id?: string;
  provider?: string;
  account?: string;
  monthly_price?: number;
  start_date?: Dayjs;
  notes?: string;
}

const ALL_STATUSES = Object.values(ROOM_STATUS);
/** The contract's rules of an input (zod-rules). */
const rules = (field: (typeof INTERNET_FIELDS)[number]) => fieldRules(createInternet.body, field);

/**
 * "Đăng ký internet": a service for one room from a start date. The server refuses a room that
 * already has one running (409 on the room field) and unknown rooms; useVoucherForm places those.
 * Mounted only while open, so each opening starts clean.
 */
export function InternetForm({ building, onClose, onCreated }: { building: BuildingCode; onClose: () => void; onCreated: (s: InternetService) => void }) {
  const [form] = Form.useForm<Values>();
  const chosen = (Form.useWatch('building', form) ?? building) as BuildingCode;
  const rooms = useQuery(roomQueries.list(chosen));
  const day = useVoucherDate();
  const voucher = useVoucherForm({
    form,
    endpoint: createInternet,
    fields: INTERNET_FIELDS,
    onSuccess: (s) => {
      notify.success(`Đã đăng ký internet phòng ${s.room_id} (${s.building})`);
      onCreated(s);
    },
  });

  const submit = (v: Values) =>
    voucher.submit({
      building: v.building,
      room_id: v.room_id!,
      provider: v.provider!.trim(),
      account: v.account!.trim(),
      monthly_price: v.monthly_price!,
      start_date: v.start_date!.format(ISO_DATE),
      ...(v.notes?.trim() ? { notes: v.notes.trim() } : {}),
    });

  return (
    <Modal
      open
      title="Đăng ký internet cho phòng"
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="internet"
        initialValues={{ building, start_date: dayjs() }}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          if ('building' in changed) form.setFieldValue('room_id', undefined);
        }}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Toà nhà" name="building" rules={rules('building')}>
          <ChoiceSelect aria-label="Toà nhà của dịch vụ" options={buildingChoices} />
        </Form.Item>
        <Form.Item label="Phòng" name="room_id" rules={rules('room_id')}>
          <ChoiceSelect
            aria-label="Phòng"
            showSearch
            optionFilterProp="label"
            placeholder={rooms.isPending ? 'Đang tải phòng...' : 'Chọn phòng'}
            options={roomChoices(rooms.data, ALL_STATUSES)}
            loading={rooms.isFetching}
            notFoundContent={rooms.isPending ? 'Đang tải...' : 'Toà này chưa có phòng'}
          />
        </Form.Item>
        <Form.Item label="Nhà cung cấp" name="provider" rules={rules('provider')}>
          <AutoComplete aria-label="Nhà cung cấp" options={PROVIDERS} placeholder="VNPT, FPT, Viettel..." filterOption />
        </Form.Item>
        <Form.Item label="Tài khoản" name="account" rules={rules('account')}>
          <Input aria-label="Tài khoản" maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Giá tháng" name="monthly_price" rules={rules('monthly_price')}>
          <MoneyInput aria-label="Giá tháng" placeholder="Ví dụ: 200.000" />
        </Form.Item>
        <Form.Item label="Ngày bắt đầu" name="start_date" rules={day.rules(createInternet.body, 'start_date')}>
          <DayPicker aria-label="Ngày bắt đầu" disabledDate={day.disabledDate} />
        </Form.Item>
        <NotesField schema={createInternet.body} name="notes" ariaLabel="Ghi chú internet" inModal />
      </Form>
    </Modal>
  );
}
