import { Alert, Form, Input, Modal, Radio, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  REPAIR_ENDPOINTS,
  REPAIR_STATUSES,
  REPAIR_STATUS_TEXT,
  repairStepAllowed,
  type RepairBook,
  type RepairRequest,
  type RepairStatus,
} from '../../../../shared/api/repairs';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { formatVnd, ISO_DATE } from '../../lib/format';
import { fieldRules, isoDay } from '../../components/forms/zod-rules';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

const FIELDS = ['room_id', 'common_area', 'description', 'reported_by', 'reported_on', 'tenant_caused', 'charge_amount', 'status', 'version'] as const;

interface Values {
  place?: 'room' | 'area';
  room_id?: string;
  common_area?: string;
  description?: string;
  reported_by?: string;
  reported_on?: Dayjs;
  tenant_caused?: boolean;
  charge_amount?: number;
  status?: RepairStatus;
}

/** The words of the request contract's rule for a tenant's repair (its superRefine), which no field schema carries. */
const CHARGE_NEEDED = 'Vui lòng nhập số tiền tính cho khách';

const fieldsOf = (v: Values) => ({
  ...(v.place === 'area' ? { common_area: v.common_area!.trim() } : { room_id: v.room_id!.trim() }),
  description: v.description!.trim(),
  reported_by: v.reported_by!.trim(),
  reported_on: v.reported_on!.format(ISO_DATE),
  // Only a room's repair is charged to its tenant (on the room's next monthly bill).
  // (left out, the server reads "not caused by the tenant").
  ...(v.place !== 'area' && v.tenant_caused ? { tenant_caused: true, charge_amount: v.charge_amount } : {}),
});

/**
 * "Báo sửa chữa" and "Sửa phiếu sửa chữa": a room or a common area, what to repair, who reported it and
 * when. An edit sends the version it was shown with and may move the status one step forward only
 * (the choices offered are those the server allows). 'Khách gây ra' with an amount puts the repair on
 * the room's next monthly bill as a line of its own; once a bill took it, it is shown and kept. A new
 * request may start on a room (`room`: opened from the room page).
 */
export function RequestForm({
  book,
  building,
  request,
  room,
  onClose,
}: {
  book: RepairBook;
  building: BuildingCode;
  request?: RepairRequest;
  room?: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const endpoints = REPAIR_ENDPOINTS[book];
  const onSuccess = (r: RepairRequest) => {
    notify.success(request ? 'Đã lưu phiếu sửa chữa' : `Đã lập phiếu sửa chữa ${r.room_id ? `phòng ${r.room_id}` : r.common_area}`);
    onClose();
  };
  const create = useVoucherForm({ form, endpoint: endpoints.createRequest, fields: FIELDS, onSuccess });
  const edit = useVoucherForm({ form, endpoint: endpoints.updateRequest, params: request ? { _id: request.id } : undefined, fields: FIELDS, onSuccess });
  const voucher = request ? edit : create;
  /** The contract's rules of an input (zod-rules); the place shown (room or area) is the one the body must have. */
  const body = request ? endpoints.updateRequest.body : endpoints.createRequest.body;
  const rules = (field: (typeof FIELDS)[number], required?: boolean | string) => fieldRules(body, field, { required, toBody: isoDay });
  const [place, setPlace] = useState<'room' | 'area'>(request?.common_area ? 'area' : 'room');
  const tenantCaused = Form.useWatch('tenant_caused', form);
  const billed = request?.charged_bill_id ? request : undefined;
  const submit = (v: Values) => {
    if (request) edit.submit({ ...fieldsOf(v), status: v.status!, version: request.version });
    else create.submit({ building, ...fieldsOf(v) });
  };
  const initial: Values = request
    ? {
        place,
        room_id: request.room_id,
        common_area: request.common_area,
        description: request.description,
        reported_by: request.reported_by,
        reported_on: dayjs(request.reported_on),
        tenant_caused: !!request.tenant_caused,
        charge_amount: request.charge_amount,
        status: request.status,
      }
    : { place, ...(room ? { room_id: room } : {}), reported_on: dayjs(), tenant_caused: false };
  const statuses = REPAIR_STATUSES.filter((s) => request && repairStepAllowed(request.status, s)).map((s) => ({ value: s, label: REPAIR_STATUS_TEXT[s] }));
  return (
    <Modal
      open
      title={request ? 'Sửa phiếu sửa chữa' : `Báo sửa chữa – toà ${building}`}
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form {...voucher.formProps} form={form} layout="vertical" name="repair_request" initialValues={initial} onFinish={submit}>
        <FormProblem voucher={voucher} />
        <Form.Item name="place" label="Vị trí">
          <Radio.Group
            onChange={(e) => setPlace(e.target.value as 'room' | 'area')}
            options={[
              { value: 'room', label: 'Sửa trong phòng' },
              { value: 'area', label: 'Sửa khu vực chung' },
            ]}
          />
        </Form.Item>
        {place === 'room' ? (
          <Form.Item label="Phòng" name="room_id" rules={rules('room_id', true)}>
            <Input aria-label="Phòng" maxLength={12} placeholder="Ví dụ: 101" />
          </Form.Item>
        ) : (
          <Form.Item label="Khu vực chung" name="common_area" rules={rules('common_area', true)}>
            <Input aria-label="Khu vực chung" maxLength={200} placeholder="Ví dụ: Cầu thang tầng 2" />
          </Form.Item>
        )}
        <Form.Item label="Nội dung cần sửa" name="description" rules={rules('description')}>
          <Input.TextArea aria-label="Nội dung cần sửa" maxLength={1000} rows={3} />
        </Form.Item>
        <Form.Item label="Người báo" name="reported_by" rules={rules('reported_by')}>
          <Input aria-label="Người báo" maxLength={120} />
        </Form.Item>
        <Form.Item label="Ngày báo" name="reported_on" rules={rules('reported_on')}>
          <DayPicker aria-label="Ngày báo" />
        </Form.Item>
        {place === 'room' && (
          <>
            {billed && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                message={`Đã tính ${formatVnd(billed.charge_amount ?? 0)} vào hoá đơn ${billed.charged_bill_no ?? ''}`}
              />
            )}
            <Form.Item label="Khách gây ra" name="tenant_caused" valuePropName="checked" extra="Tính tiền sửa vào hoá đơn tháng kế tiếp của phòng">
              <Switch aria-label="Khách gây ra" disabled={!!billed} />
            </Form.Item>
            {tenantCaused && (
              // Caused by the tenant, the charge is sent (the contract's rule for `tenant_caused`).
              <Form.Item label="Số tiền tính cho khách" name="charge_amount" rules={rules('charge_amount', CHARGE_NEEDED)}>
                <MoneyInput aria-label="Số tiền tính cho khách" disabled={!!billed} style={{ width: '100%' }} />
              </Form.Item>
            )}
          </>
        )}
        {request && (
          <Form.Item label="Trạng thái" name="status" extra="Trạng thái đi lần lượt: Chưa sửa → Đã chấm công → Hoàn thành">
            <ChoiceSelect aria-label="Trạng thái" options={statuses} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
