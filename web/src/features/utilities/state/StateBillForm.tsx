import { DatePicker, Form, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { saveStateBill, type StateBill } from '../../../../../shared/api/utilities';
import type { BuildingCode } from '../../../../../shared/catalog/buildings';
import { lastDayOf } from '../../../../../shared/dates';
import { METER_TYPE_NAMES, METER_UNITS, type MeterType } from '../../../../../shared/readings/usage';
import { notify } from '../../../api/notify';
import { FormProblem } from '../../../components/forms/FormProblem';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import { useVoucherForm } from '../../../components/forms/use-voucher-form';
import { DATE_FORMAT, formatDateTime, formatMonth, ISO_DATE } from '../../../lib/format';
import type { Rule } from 'antd/es/form';
import { fieldRules, isoDay } from '../../../components/forms/zod-rules';

export const STATE_BILL_FIELDS = ['units', 'amount', 'period_start', 'period_end', 'note', 'version'] as const;

/** The contract's rules of an input (zod-rules). */
const rules = (field: (typeof STATE_BILL_FIELDS)[number]) => fieldRules(saveStateBill.body, field, { toBody: isoDay });

/** The contract's rule between the two days of the period (its refine), in its words. */
const endAfterStart: Rule = ({ getFieldValue }) => ({
  validator: (_: unknown, v: Dayjs | undefined) => {
    const start = getFieldValue('period_start') as Dayjs | undefined;
    return v && start && v.isBefore(start, 'day') ? Promise.reject(new Error('Ngày đầu kỳ phải trước ngày cuối kỳ')) : Promise.resolve();
  },
});

interface Values {
  units?: number;
  amount?: number;
  period_start?: Dayjs;
  period_end?: Dayjs;
  note?: string;
}

export interface StateBillTarget {
  building: BuildingCode;
  type: MeterType;
  month: string;
  /** The bill entered already (an edit carries its version), or none (a new one). */
  bill?: StateBill;
}

/**
 * The state utility's bill of one building, type and month (business rules §5): units and amount as
 * on the bill, and its reading period, which starts as the whole month; when the utility read on
 * other days, the comparison prorates the rooms to them. An edit carries the version it was read at.
 * Mounted only while open.
 */
export function StateBillForm({ target, onClose }: { target: StateBillTarget; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { building, type, month, bill } = target;
  const unit = METER_UNITS[type];
  const noun = METER_TYPE_NAMES[type];
  const voucher = useVoucherForm({
    form,
    endpoint: saveStateBill,
    fields: STATE_BILL_FIELDS,
    onSuccess: (b) => {
      notify.success(`Đã lưu hoá đơn ${noun} nhà nước toà ${b.building} tháng ${formatMonth(`${b.month}-01`)}`);
      onClose();
    },
  });
  const submit = (v: Values) => {
    const note = v.note?.trim();
    voucher.submit({
      building,
      type,
      month,
      units: v.units!,
      amount: v.amount!,
      period_start: v.period_start!.format(ISO_DATE),
      period_end: v.period_end!.format(ISO_DATE),
      ...(note ? { note } : {}),
      ...(bill ? { version: bill.version } : {}),
    });
  };
  const initial: Values = bill
    ? { units: bill.units, amount: bill.amount, period_start: dayjs(bill.period_start), period_end: dayjs(bill.period_end), note: bill.note }
    : { period_start: dayjs(`${month}-01`), period_end: dayjs(lastDayOf(month)) };

  return (
    <Modal
      open
      title={`${bill ? 'Sửa' : 'Nhập'} hoá đơn ${noun} nhà nước toà ${building} tháng ${formatMonth(`${month}-01`)}`}
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values> {...voucher.formProps} form={form} layout="vertical" name="state-bill" initialValues={initial} onFinish={submit}>
        <FormProblem voucher={voucher} />
        {bill?.updated_at && (
          <Typography.Paragraph type="secondary">
            Sửa lần cuối {formatDateTime(bill.updated_at)}
            {bill.updated_by ? ` bởi ${bill.updated_by}` : ''}.
          </Typography.Paragraph>
        )}
        <Form.Item label={`Số dùng trên hoá đơn (${unit})`} name="units" rules={rules('units')}>
          <InputNumber<number> aria-label="Số dùng" min={0} max={99_999_999} precision={0} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Số tiền (gồm VAT)" name="amount" rules={rules('amount')}>
          <MoneyInput aria-label="Số tiền" max={10_000_000_000} />
        </Form.Item>
        <Form.Item label="Từ ngày (kỳ ghi chỉ số)" name="period_start" rules={rules('period_start')}>
          <DatePicker aria-label="Từ ngày" format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Đến ngày" name="period_end" dependencies={['period_start']} rules={[...rules('period_end'), endAfterStart]}>
          <DatePicker aria-label="Đến ngày" format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Ghi chú" name="note" rules={rules('note')}>
          <Input.TextArea aria-label="Ghi chú" rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
