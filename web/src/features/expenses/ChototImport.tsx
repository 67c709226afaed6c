import { CloudDownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Modal, Space, Table, Typography, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { getChototTransactions, MAX_CHOTOT_DAYS, MAX_CHOTOT_FILE_BYTES, type ChototItem } from '../../../../shared/api/expenses/chotot';
import { ADVERTISING_CATEGORY, createOrEditDisbursements, MAX_DISBURSEMENT_ROWS } from '../../../../shared/api/expenses';
import { payeeKey } from '../../../../shared/api/expenses/payees';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { WALLETS } from '../../../../shared/catalog/wallets';
import { notify } from '../../api/notify';
import { walletOptions } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { DATE_FORMAT, formatDate, formatVnd, ISO_DATE } from '../../lib/format';
import { usePayeeChoices } from './DisbursementForm';
import { expenseQueries } from './queries';
import { fieldRules } from '../../components/forms/zod-rules';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

/** A file as base64 (what the contract carries), read in the browser: its data URL less the `data:…;base64,` head. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Không đọc được tệp'));
    reader.readAsDataURL(file);
  });
}

interface Found {
  source: 'api' | 'file';
  items: (ChototItem & { key: string })[];
}

/**
 * "Nhập chi quảng cáo Chợ Tốt": a date range (≤ 92 days) → the account's advertising spend as proposed
 * 6411 slips (from the partner API when an admin set it up, else from the exported CSV chosen here) →
 * the ones picked become expense slips through the normal batch, paid to the chosen payee from the
 * chosen wallet. A transaction that already has its slip is shown with it and cannot be picked (the
 * server refuses a second slip for it anyway). Nothing is written until "Tạo phiếu chi".
 */
/** Every row of the batch carries the form's payee and wallet: their rules are a row's (zod-rules). */
const rowRules = (field: 'payee' | 'wallet') => fieldRules(createOrEditDisbursements.body, ['disbursements', 0, field]);

export function ChototImport({ building, onClose }: { building: BuildingCode; onClose: () => void }) {
  const settings = useQuery(expenseQueries.chotot());
  const payees = usePayeeChoices();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs()]);
  const [file, setFile] = useState<File>();
  const [found, setFound] = useState<Found>();
  const [picked, setPicked] = useState<string[]>([]);
  const [form] = Form.useForm<{ payee?: string; wallet?: number }>();
  const apiOn = Boolean(settings.data?.base_url && settings.data.key_set);
  const tooLong = range[1].diff(range[0], 'day') + 1 > MAX_CHOTOT_DAYS;

  // "Lấy giao dịch" writes nothing: the range (and the file, read here) the server reads from.
  const fetch = useVoucherAction({
    endpoint: getChototTransactions,
    request: async ({ from, to, file }: { from: Dayjs; to: Dayjs; file?: File }) => ({
      body: { from: from.format(ISO_DATE), to: to.format(ISO_DATE), ...(file ? { file: { file_name: file.name, content_base64: await base64Of(file) } } : {}) },
    }),
    onSuccess: (r) => {
      const items = r.items.map((it) => ({ ...it, key: it.reference }));
      setFound({ source: r.source, items });
      // what already has its slip is shown, not offered again
      setPicked(items.filter((i) => !i.slip_no).map((i) => i.key));
    },
  });

  const voucher = useVoucherForm({
    form,
    endpoint: createOrEditDisbursements,
    fields: ['payee', 'wallet'],
    // every row carries the same payee and wallet: a refusal of one is the form's field
    aliases: {},
    onSuccess: (r) => {
      notify.success(`Đã tạo ${r.disbursements.length} phiếu chi quảng cáo Chợ Tốt (${formatVnd(r.disbursements.reduce((s, d) => s + d.amount, 0))})`);
      onClose();
    },
  });
  const chosen = useMemo(() => found?.items.filter((i) => picked.includes(i.key)) ?? [], [found, picked]);
  const create = (v: { payee?: string; wallet?: number }) => {
    if (!chosen.length) return voucher.setProblem('Chọn ít nhất một giao dịch');
    if (chosen.length > MAX_DISBURSEMENT_ROWS) return voucher.setProblem(`Mỗi lần tạo tối đa ${MAX_DISBURSEMENT_ROWS} phiếu chi`);
    voucher.submit({
      building,
      disbursements: chosen.map((i) => ({
        date: i.date,
        wallet: v.wallet!,
        amount: i.amount,
        category: ADVERTISING_CATEGORY,
        payee: v.payee!,
        description: i.description,
        reference: i.reference,
      })),
    });
  };
  const defaultPayee = payees.choices.find((c) => payeeKey(c.value).includes('cho tot'))?.value;

  return (
    <Modal open width={820} title={`Nhập chi quảng cáo Chợ Tốt – toà ${building}`} footer={null} onCancel={onClose}>
      <Typography.Paragraph type="secondary">
        {apiOn
          ? 'Lấy giao dịch từ API Chợ Tốt đã cài đặt (hoặc chọn tệp giao dịch xuất ra để dùng tệp).'
          : 'Chưa cài đặt API Chợ Tốt: chọn tệp giao dịch (.csv) xuất từ tài khoản Chợ Tốt.'}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          aria-label="Khoảng ngày"
          format={DATE_FORMAT}
          allowClear={false}
          value={range}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        <Upload
          accept=".csv"
          maxCount={1}
          fileList={file ? [{ uid: 'chotot', name: file.name, status: 'done' }] : []}
          beforeUpload={(f) => {
            if (f.size > MAX_CHOTOT_FILE_BYTES) notify.warning('Cảnh báo', 'Tệp tối đa 2 MB');
            else setFile(f);
            return false;
          }}
          onRemove={() => setFile(undefined)}
        >
          <Button icon={<UploadOutlined />}>Chọn tệp .csv</Button>
        </Upload>
        <Button
          type="primary"
          icon={<CloudDownloadOutlined />}
          loading={fetch.pending}
          disabled={tooLong || (!apiOn && !file)}
          onClick={() => fetch.run({ from: range[0], to: range[1], file })}
        >
          Lấy giao dịch
        </Button>
      </Space>
      {tooLong && <Alert type="warning" showIcon message={`Khoảng thời gian tối đa ${MAX_CHOTOT_DAYS} ngày`} style={{ marginBottom: 12 }} />}
      {found && (
        <>
          <Typography.Text>
            {found.source === 'api' ? 'Từ API Chợ Tốt' : 'Từ tệp giao dịch'}: <b>{found.items.length}</b> giao dịch chi quảng cáo · đã chọn{' '}
            <b>{chosen.length}</b> · <b>{formatVnd(chosen.reduce((s, i) => s + i.amount, 0))}</b>
          </Typography.Text>
          <Table<Found['items'][number]>
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ y: 280 }}
            dataSource={found.items}
            rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys as string[]), getCheckboxProps: (i) => ({ disabled: !!i.slip_no }) }}
            locale={{ emptyText: 'Không có chi quảng cáo nào trong khoảng ngày này' }}
            columns={[
              { key: 'date', title: 'Ngày', dataIndex: 'date', render: (v: string) => formatDate(v) },
              { key: 'amount', title: 'Số tiền', dataIndex: 'amount', align: 'right', render: (v: number) => formatVnd(v) },
              { key: 'description', title: 'Nội dung', dataIndex: 'description' },
              { key: 'reference', title: 'Mã giao dịch', dataIndex: 'reference' },
              { key: 'slip_no', title: 'Phiếu chi', dataIndex: 'slip_no', render: (v?: string) => (v ? `Đã có ${v}` : '') },
            ]}
          />
          <Form
            {...voucher.formProps}
            form={form}
            layout="inline"
            name="chotot-create"
            initialValues={{ payee: defaultPayee, wallet: WALLETS.find((w) => w.kind === 'bank')?.id }}
            onFinish={create}
            style={{ marginTop: 12 }}
          >
            <FormProblem voucher={voucher} />
            <Form.Item label="Người nhận tiền" name="payee" rules={rowRules('payee')}>
              <ChoiceSelect aria-label="Người nhận tiền (Chợ Tốt)" showSearch optionFilterProp="label" options={payees.choices} style={{ minWidth: 200 }} />
            </Form.Item>
            <Form.Item label="Chi từ ví" name="wallet" rules={rowRules('wallet')}>
              <ChoiceSelect aria-label="Chi từ ví (Chợ Tốt)" options={walletOptions(WALLETS, building)} style={{ minWidth: 200 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={voucher.pending} disabled={!chosen.length}>
              Tạo {chosen.length} phiếu chi
            </Button>
          </Form>
        </>
      )}
    </Modal>
  );
}
