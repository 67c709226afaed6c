import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { REPAIR_ENDPOINTS, type RepairBook, type RepairRequest, type RepairTimesheet } from '../../../../shared/api/repairs';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { formatVnd, ISO_DATE } from '../../lib/format';
import { repairQueries } from './queries';
import { fieldRules } from '../../components/forms/zod-rules';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

const FIELDS = ['repairman_id', 'date', 'amount', 'wage', 'materials', 'request_ids', 'note', 'version'] as const;

interface Values {
  repairman_id?: string;
  date?: Dayjs;
  unit?: 'days' | 'hours';
  amount?: number;
  wage?: number;
  materials?: number;
  request_ids?: string[];
  note?: string;
}

/** The words of the timesheet contract's rule on the whole body (its superRefine), which no field schema carries. */
const WORK_NEEDED = 'Nhập số ngày công hoặc số giờ công';

/** A request as a choice: where and what. */
export const requestLabel = (r: Pick<RepairRequest, 'room_id' | 'common_area' | 'description'>) =>
  `${r.room_id ? `Phòng ${r.room_id}` : r.common_area}: ${r.description}`;

/**
 * "Chấm công" and "Sửa chấm công": a repairman (active ones), the day, days or hours worked (the wage is
 * proposed from their daily wage), materials, and — for a new one — the requests of the building not
 * completed yet, which move to "Đã chấm công". An edit sends the version it was shown with; a paid
 * timesheet is not offered for edit (the server refuses it too).
 */
export function TimesheetForm({
  book,
  building,
  requests,
  timesheet,
  onClose,
}: {
  book: RepairBook;
  building: BuildingCode;
  requests: readonly RepairRequest[];
  timesheet?: RepairTimesheet;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const day = useVoucherDate();
  const men = useQuery(repairQueries.repairmen());
  const endpoints = REPAIR_ENDPOINTS[book];
  const onSuccess = (t: RepairTimesheet) => {
    notify.success(`Đã lưu chấm công của ${t.repairman_name}: ${formatVnd(t.total)}`);
    onClose();
  };
  // the form's one number input stands for `days` or `hours`, whichever the server names
  const create = useVoucherForm({ form, endpoint: endpoints.createTimesheet, fields: FIELDS, aliases: { days: 'amount', hours: 'amount' }, onSuccess });
  const edit = useVoucherForm({
    form,
    endpoint: endpoints.updateTimesheet,
    params: timesheet ? { id: timesheet.id } : undefined,
    fields: FIELDS,
    aliases: { days: 'amount', hours: 'amount' },
    onSuccess,
  });
  const voucher = timesheet ? edit : create;
  const [unit, setUnit] = useState<'days' | 'hours'>(timesheet?.hours !== undefined ? 'hours' : 'days');
  /** The contract's rules of an input (zod-rules): the one number is `days` or `hours`, and one of them is sent. */
  const body = timesheet ? endpoints.updateTimesheet.body : endpoints.createTimesheet.body;
  const rules = (field: 'repairman_id' | 'days' | 'hours' | 'wage', required?: string) => fieldRules(body, field, { required });
  const choices = (men.data?.items ?? [])
    .filter((m) => m.active || m.id === timesheet?.repairman_id)
    .map((m) => ({ value: m.id, label: `${m.name} (${formatVnd(m.daily_wage)}/ngày)` }));
  const proposeWage = () => {
    const v = form.getFieldsValue();
    const man = men.data?.items.find((m) => m.id === v.repairman_id);
    if (!man || !v.amount) return;
    form.setFieldValue('wage', Math.round(((unit === 'days' ? v.amount : v.amount / 8) * man.daily_wage) / 1000) * 1000);
  };
  const submit = (v: Values) => {
    const fields = {
      repairman_id: v.repairman_id!,
      date: v.date!.format(ISO_DATE),
      ...(unit === 'days' ? { days: v.amount! } : { hours: v.amount! }),
      wage: v.wage ?? 0,
      materials: v.materials ?? 0,
      ...(v.note?.trim() ? { note: v.note.trim() } : {}),
    };
    if (timesheet) edit.submit({ ...fields, version: timesheet.version });
    else create.submit({ building, ...fields, request_ids: v.request_ids ?? [] });
  };
  const initial: Values = timesheet
    ? {
        repairman_id: timesheet.repairman_id,
        date: dayjs(timesheet.date),
        unit,
        amount: timesheet.days ?? timesheet.hours,
        wage: timesheet.wage,
        materials: timesheet.materials,
        note: timesheet.note,
      }
    : { date: dayjs(), unit, materials: 0, request_ids: [] };
  const open = requests.filter((r) => r.status !== 'completed').map((r) => ({ value: r.id, label: requestLabel(r) }));
  return (
    <Modal
      open
      title={timesheet ? `Sửa chấm công ${timesheet.repairman_name}` : `Chấm công – toà ${building}`}
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form {...voucher.formProps} form={form} layout="vertical" name="repair_timesheet" initialValues={initial} onFinish={submit}>
        <FormProblem voucher={voucher} />
        <Form.Item
          label="Thợ sửa chữa"
          name="repairman_id"
          rules={rules('repairman_id')}
          extra={men.isSuccess && !choices.length ? 'Chưa có thợ nào đang làm: thêm ở thẻ Thợ sửa chữa' : undefined}
        >
          <ChoiceSelect aria-label="Thợ sửa chữa" showSearch optionFilterProp="label" options={choices} loading={men.isPending} onChange={proposeWage} />
        </Form.Item>
        <Form.Item label="Ngày làm" name="date" rules={day.rules(body)}>
          <DayPicker aria-label="Ngày làm" disabledDate={day.disabledDate} />
        </Form.Item>
        <Form.Item name="unit" label="Tính công theo">
          <Radio.Group
            onChange={(e) => setUnit(e.target.value as 'days' | 'hours')}
            options={[
              { value: 'days', label: 'Ngày công' },
              { value: 'hours', label: 'Giờ công' },
            ]}
          />
        </Form.Item>
        <Form.Item label={unit === 'days' ? 'Số ngày công' : 'Số giờ công'} name="amount" rules={rules(unit, WORK_NEEDED)}>
          <InputNumber
            aria-label={unit === 'days' ? 'Số ngày công' : 'Số giờ công'}
            min={0.5}
            step={0.5}
            max={unit === 'days' ? 31 : 248}
            style={{ width: '100%' }}
            onBlur={proposeWage}
          />
        </Form.Item>
        <Form.Item label="Tiền công" name="wage" rules={rules('wage')}>
          <MoneyInput aria-label="Tiền công" />
        </Form.Item>
        <Form.Item label="Tiền vật tư" name="materials">
          <MoneyInput aria-label="Tiền vật tư" />
        </Form.Item>
        {!timesheet && (
          <Form.Item label="Phiếu sửa chữa đã làm" name="request_ids" extra="Các phiếu chọn sẽ chuyển sang Đã chấm công">
            <ChoiceSelect aria-label="Phiếu sửa chữa đã làm" mode="multiple" optionFilterProp="label" options={open} />
          </Form.Item>
        )}
        <Form.Item label="Ghi chú" name="note">
          <Input.TextArea aria-label="Ghi chú" maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
