import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { activateInternet, cancelInternet, changeInternetRoom, cutInternet, type InternetAction, type InternetService } from '../../../../shared/api/internet';
import { buildingName } from '../../../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { notify } from '../../api/notify';
import { roomChoices } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm, type VoucherBody } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { StatusTag } from '../../components/status/StatusTag';
import { formatDate, formatVnd, ISO_DATE } from '../../lib/format';
import { roomQueries } from '../rooms/queries';
import { INTERNET_STATUS } from './choices';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

/** What each row button does: the write it sends and how the dialog words it. */
export const INTERNET_ACTION_UI = {
  activate: { endpoint: activateInternet, title: 'Mở lại internet', button: 'Mở lại', dateLabel: 'Ngày mở lại', danger: false, done: 'Đã mở lại internet' },
  cut: { endpoint: cutInternet, title: 'Cắt internet', button: 'Cắt', dateLabel: 'Ngày cắt', danger: true, done: 'Đã cắt internet' },
  change_room: {
    endpoint: changeInternetRoom,
    title: 'Chuyển internet sang phòng khác',
    button: 'Chuyển phòng',
    dateLabel: 'Ngày chuyển',
    danger: false,
    done: 'Đã chuyển internet',
  },
  cancel: { endpoint: cancelInternet, title: 'Huỷ dịch vụ internet', button: 'Huỷ', dateLabel: 'Ngày huỷ', danger: true, done: 'Đã huỷ internet' },
} as const satisfies Record<InternetAction, { endpoint: unknown; title: string; button: string; dateLabel: string; danger: boolean; done: string }>;

export type InternetActionTarget = { action: InternetAction; service: InternetService };

interface Values {
  date?: Dayjs;
  room_id?: string;
  monthly_price?: number;
  reason?: string;
}

const ALL_STATUSES = Object.values(ROOM_STATUS);

/**
 * One dialog for a service's changes: the day it takes effect (not before its newest change, never in
 * a closed period), a reason for the log, the new room of a move, a new price when opening it again.
 * The version the row was read with goes along, so a change made meanwhile at another desk is refused
 * (409) rather than overwritten. Mounted per row and action.
 */
export function InternetActionModal({ target: { action, service: s }, onClose }: { target: InternetActionTarget; onClose: () => void }) {
  const ui = INTERNET_ACTION_UI[action];
  const [form] = Form.useForm<Values>();
  const rooms = useQuery({ ...roomQueries.list(s.building), enabled: action === 'change_room' });
  const day = useVoucherDate({ date: s.status_date, message: `Ngày phải từ ${formatDate(s.status_date)} (ngày thay đổi gần nhất) trở đi` });
  const voucher = useVoucherForm({
    form,
    endpoint: ui.endpoint,
    fields: ['date', 'reason', 'room_id', 'monthly_price'],
    onSuccess: (r: InternetService) => {
      notify.success(`${ui.done} phòng ${r.room_id} (${r.building})`);
      onClose();
    },
  });

  const submit = (v: Values) => {
    const reason = v.reason?.trim();
    voucher.submit({
      building: s.building,
      id: s.id,
      version: s.version,
      date: v.date!.format(ISO_DATE),
      ...(reason ? { reason } : {}),
      ...(action === 'change_room' ? { room_id: v.room_id } : {}),
      ...(action === 'activate' && v.monthly_price !== undefined && v.monthly_price !== null ? { monthly_price: v.monthly_price } : {}),
    } as VoucherBody<typeof changeInternetRoom>);
  };

  const initial = dayjs().isBefore(s.status_date, 'day') ? dayjs(s.status_date) : dayjs();
  return (
    <Modal
      open
      title={ui.title}
      okText={ui.title}
      okButtonProps={{ danger: ui.danger }}
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Phòng">
          {s.room_id} – {buildingName(s.building)}
        </Descriptions.Item>
        <Descriptions.Item label="Nhà cung cấp / tài khoản">
          {s.provider} · {s.account}
        </Descriptions.Item>
        <Descriptions.Item label="Giá tháng">{formatVnd(s.monthly_price)}</Descriptions.Item>
        <Descriptions.Item label="Trạng thái">
          <StatusTag table={INTERNET_STATUS} status={s.status} /> từ {formatDate(s.status_date)}
        </Descriptions.Item>
      </Descriptions>
      {action === 'cancel' && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="Dịch vụ đã huỷ không mở lại được; phòng có thể đăng ký dịch vụ mới." />
      )}
      <Form<Values> {...voucher.formProps} form={form} layout="vertical" name={`internet-${action}`} initialValues={{ date: initial }} onFinish={submit}>
        <FormProblem voucher={voucher} />
        {action === 'change_room' && (
          <Form.Item label="Sang phòng" name="room_id" rules={fieldRules(changeInternetRoom.body, 'room_id')}>
            <ChoiceSelect
              aria-label="Sang phòng"
              showSearch
              optionFilterProp="label"
              options={roomChoices(rooms.data, ALL_STATUSES, (r) => r.room_id === s.room_id)}
              loading={rooms.isFetching}
              notFoundContent={rooms.isPending ? 'Đang tải...' : 'Không có phòng nào khác'}
            />
          </Form.Item>
        )}
        {action === 'activate' && (
          <Form.Item
            label="Giá tháng mới (nếu đổi)"
            name="monthly_price"
            rules={fieldRules(activateInternet.body, 'monthly_price')}
            extra={`Để trống: giữ giá ${formatVnd(s.monthly_price)}`}
          >
            <MoneyInput aria-label="Giá tháng mới" />
          </Form.Item>
        )}
        <Form.Item label={ui.dateLabel} name="date" rules={day.rules(ui.endpoint.body)}>
          <DayPicker aria-label={ui.dateLabel} disabledDate={day.disabledDate} />
        </Form.Item>
        <Form.Item label="Lý do" name="reason" rules={fieldRules(ui.endpoint.body, 'reason')}>
          <Input.TextArea aria-label="Lý do" rows={2} maxLength={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
