import { Descriptions, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { REPAIR_ENDPOINTS, type RepairBook, type RepairmanTotal, type RepairPayment } from '../../../../shared/api/repairs';
import { WALLETS } from '../../../../shared/catalog/wallets';
import { notify } from '../../api/notify';
import { cashWalletOf, walletOptions, walletRules } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { formatMonth, formatVnd, ISO_DATE } from '../../lib/format';
import { printRepairPayment } from './payment-slip';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

const FIELDS = ['date', 'wallet', 'repairman_id', 'month'] as const;

interface Values {
  date?: Dayjs;
  wallet?: number;
  [key: string]: unknown;
}

/**
 * "Thanh toán": the repairman's unpaid timesheets of the month in this building paid as one expense
 * voucher (Nợ 8111 / Có the wallet), the 02-TT payment slip printed at once. Paying twice is refused
 * by the server (nothing left unpaid), and so is a cash box that does not hold the amount.
 */
export function PayForm({ book, month, row, onClose }: { book: RepairBook; month: string; row: RepairmanTotal; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const day = useVoucherDate();
  const voucher = useVoucherForm({
    form,
    endpoint: REPAIR_ENDPOINTS[book].payTimesheets,
    fields: FIELDS,
    onSuccess: (p: RepairPayment) => {
      notify.success(`Đã thanh toán ${p.slip_no}: ${formatVnd(p.amount)} cho ${p.repairman_name}`);
      printRepairPayment(p);
      onClose();
    },
  });
  const submit = (v: Values) =>
    voucher.submit({ month, repairman_id: row.repairman_id, building: row.building, wallet: v.wallet!, date: v.date!.format(ISO_DATE) });
  return (
    <Modal
      open
      title={`Thanh toán sửa chữa – ${row.repairman_name}`}
      okText="Thanh toán"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Tháng">{formatMonth(`${month}-01`)}</Descriptions.Item>
        <Descriptions.Item label="Toà">{row.building}</Descriptions.Item>
        <Descriptions.Item label="Tiền công">{formatVnd(row.wage)}</Descriptions.Item>
        <Descriptions.Item label="Tiền vật tư">{formatVnd(row.materials)}</Descriptions.Item>
        <Descriptions.Item label="Số tiền chưa thanh toán">
          <b>{formatVnd(row.unpaid)}</b>
        </Descriptions.Item>
      </Descriptions>
      <Form
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="repair_pay"
        initialValues={{ date: dayjs(), wallet: cashWalletOf(row.building) }}
        onFinish={submit}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Ngày chi" name="date" rules={day.rules(REPAIR_ENDPOINTS[book].payTimesheets.body)}>
          <DayPicker aria-label="Ngày chi" disabledDate={day.disabledDate} />
        </Form.Item>
        <Form.Item label="Chi từ ví" name="wallet" rules={walletRules(REPAIR_ENDPOINTS[book].payTimesheets.body, row.building)}>
          <ChoiceSelect aria-label="Chi từ ví" options={walletOptions(WALLETS, row.building)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
