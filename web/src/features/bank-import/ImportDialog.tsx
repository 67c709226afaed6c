import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Descriptions, Form, Input, InputNumber, Modal, Row, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { notify } from '../../api/notify';
import { useVoucherForm, type VoucherBody } from '../../components/forms/use-voucher-form';
import { formatNumber } from '../../lib/format';
import { BANK_WALLET_OPTIONS } from '../bank';
import { refreshAfter } from '../bank/queries';
import { fileAsBase64 } from '../../lib/read-file';
import { importBankStatement, MAX_STATEMENT_BYTES, MAX_STATEMENT_TEXT, type StatementMapping } from '../../../../shared/api/bank-import';
import type { STATEMENT_LAYOUTS } from '../../../../shared/api/bank';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { fieldRules } from '../../components/forms/zod-rules';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

type ImportLayout = (typeof STATEMENT_LAYOUTS)[number];
export type ImportResult = ResponseOf<typeof importBankStatement>;

const LAYOUTS: { value: ImportLayout; label: string }[] = [
  { value: 'auto', label: 'Tự nhận dạng' },
  { value: 'vcb', label: 'Vietcombank' },
  { value: 'acb', label: 'ACB' },
  { value: 'mb', label: 'MB' },
  { value: 'mapping', label: 'Tự chọn cột' },
];

/** The columns a statement of another bank is read by: the header text (or letter) of each (which are required: the contract's `statementMapping`). */
const MAPPING_COLUMNS = [
  { name: 'date', label: 'Cột ngày giao dịch' },
  { name: 'content', label: 'Cột nội dung' },
  { name: 'amount', label: 'Cột số tiền (âm là tiền ra)' },
  { name: 'credit', label: 'Cột tiền vào (ghi có)' },
  { name: 'debit', label: 'Cột tiền ra (ghi nợ)' },
  { name: 'reference', label: 'Cột số tham chiếu' },
  { name: 'counter_name', label: 'Cột tên đối tác' },
  { name: 'counter_account', label: 'Cột tài khoản đối tác' },
  { name: 'balance', label: 'Cột số dư' },
] as const;
type MappingColumn = (typeof MAPPING_COLUMNS)[number]['name'];
/** The dialog's inputs by request path, where the server's refusals are placed. */
const FIELDS = ['wallet', 'layout', ...MAPPING_COLUMNS.map((m) => `mapping.${m.name}`)];
const COLUMN_MAX = 100;
/** The contract's refine on the mapping, in its words: the amount comes from one signed column, or from the credit and/or debit columns. */
const someAmountColumn = ({ getFieldValue }: { getFieldValue: (name: (string | number)[]) => unknown }) => ({
  validator: () =>
    ['amount', 'credit', 'debit'].some((k) => String(getFieldValue(['mapping', k]) ?? '').trim())
      ? Promise.resolve()
      : Promise.reject(new Error('Chọn cột số tiền, hoặc cột ghi có / ghi nợ')),
});

interface Values {
  wallet: string;
  layout: ImportLayout;
  header_row?: number;
  mapping?: Partial<Record<MappingColumn, string>>;
}

/** The column mapping as the contract takes it: the header row and the columns filled in. */
function mappingOf(v: Values): StatementMapping {
  const filled = Object.fromEntries(Object.entries(v.mapping ?? {}).flatMap(([k, c]) => (c?.trim() ? [[k, c.trim()]] : [])));
  return { header_row: v.header_row ?? 1, date: '', content: '', ...filled };
}

/** What one import sends: the file read in the browser as base64, with its wallet and layout. */
async function importBody(v: Values, file: File): Promise<VoucherBody<typeof importBankStatement>> {
  return {
    wallet: Number(v.wallet),
    file_name: file.name,
    content_base64: await fileAsBase64(file),
    layout: v.layout,
    ...(v.layout === 'mapping' ? { mapping: mappingOf(v) } : {}),
  };
}

/** What the import did, and where the statement's own balances do not add up. */
export function ImportSummary({ result }: { result: ImportResult }) {
  return (
    <section aria-label="Kết quả nhập sao kê">
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Số dòng đọc được">{formatNumber(result.lines_read)}</Descriptions.Item>
        <Descriptions.Item label="Dòng mới">{formatNumber(result.added)}</Descriptions.Item>
        <Descriptions.Item label="Dòng trùng (đã có)">{formatNumber(result.duplicates)}</Descriptions.Item>
        <Descriptions.Item label="Tự động khớp">{formatNumber(result.matched)}</Descriptions.Item>
        <Descriptions.Item label="Chờ xác nhận">{formatNumber(result.queued)}</Descriptions.Item>
      </Descriptions>
      {result.check.ok ? (
        <Alert type="success" showIcon message="Số dư khớp: đầu kỳ + phát sinh = cuối kỳ" />
      ) : (
        <Alert
          type="error"
          showIcon
          message="Số dư sao kê không khớp"
          description={result.check.message ?? `Phát sinh trong tệp: ${formatNumber(result.check.movements)}`}
        />
      )}
    </section>
  );
}

/**
 * "Nhập sao kê": a statement file (xlsx or csv) read in the browser and sent as base64 with its bank
 * wallet and layout; the server keeps the raw lines, matches what carries a payment code and queues the
 * rest. The dialog then shows the counts and the statement's balance check.
 */
export function ImportDialog({ wallet, onClose }: { wallet: number; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const layout = Form.useWatch('layout', form);
  const [file, setFile] = useState<File>();
  const [fileProblem, setFileProblem] = useState<string>();
  const [result, setResult] = useState<ImportResult>();
  // The same file sent again with the same choices (a retry after a lost answer) is the same import:
  // it carries the same Idempotency-Key, so the server answers it once.
  const send = useVoucherForm({
    form,
    endpoint: importBankStatement,
    fields: FIELDS,
    onSuccess: async (r) => {
      setResult(r);
      notify.success(`Đã nhập sao kê: ${formatNumber(r.added)} dòng mới`);
      await refreshAfter(client, importBankStatement);
    },
  });
  const submit = (v: Values) => {
    if (!file) return setFileProblem('Vui lòng chọn tệp sao kê');
    send.submit(() => importBody(v, file));
  };
  const pick = (f: File) => {
    setResult(undefined);
    if (f.size > MAX_STATEMENT_BYTES) {
      setFile(undefined);
      setFileProblem(MAX_STATEMENT_TEXT);
    } else {
      setFile(f);
      setFileProblem(undefined);
    }
    // Nothing goes up by itself: the file is read and sent with the form.
    return false;
  };
  const fileList: UploadFile[] = file ? [{ uid: 'statement', name: file.name, status: 'done' }] : [];

  return (
    <Modal
      open
      title="Nhập sao kê ngân hàng"
      // Once imported, the dialog shows what happened and closes; another file starts over.
      okText={result ? 'Xong' : 'Nhập tệp'}
      cancelText="Đóng"
      cancelButtonProps={{ style: result ? { display: 'none' } : undefined }}
      confirmLoading={send.pending}
      onOk={() => (result ? onClose() : form.submit())}
      onCancel={onClose}
      width={640}
    >
      <Form<Values>
        {...send.formProps}
        form={form}
        layout="vertical"
        name="bank-import"
        initialValues={{ wallet: String(wallet), layout: 'auto', header_row: 1 }}
        onFinish={submit}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Tài khoản ngân hàng" name="wallet" rules={fieldRules(importBankStatement.body, 'wallet', { toBody: Number })}>
              <ChoiceSelect aria-label="Tài khoản ngân hàng nhập" options={BANK_WALLET_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Mẫu sao kê" name="layout">
              <ChoiceSelect aria-label="Mẫu sao kê" options={LAYOUTS} />
            </Form.Item>
          </Col>
        </Row>
        {layout === 'mapping' && (
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label="Dòng tiêu đề" name="header_row" rules={fieldRules(importBankStatement.body, ['mapping', 'header_row'])}>
                <InputNumber aria-label="Dòng tiêu đề" min={1} max={100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {MAPPING_COLUMNS.map((m) => (
              <Col xs={24} sm={12} key={m.name}>
                <Form.Item
                  label={m.label}
                  name={['mapping', m.name]}
                  dependencies={
                    m.name === 'amount'
                      ? [
                          ['mapping', 'credit'],
                          ['mapping', 'debit'],
                        ]
                      : undefined
                  }
                  rules={[...fieldRules(importBankStatement.body, ['mapping', m.name]), ...(m.name === 'amount' ? [someAmountColumn] : [])]}
                >
                  <Input aria-label={m.label} placeholder="Tên cột hoặc chữ cột (A, B, ...)" maxLength={COLUMN_MAX} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        )}
        <Form.Item label="Tệp sao kê (xlsx, csv)" validateStatus={fileProblem ? 'error' : undefined} help={fileProblem}>
          <Upload accept=".xlsx,.xls,.csv" maxCount={1} beforeUpload={pick} fileList={fileList} onRemove={() => setFile(undefined)}>
            <Button icon={<UploadOutlined />}>Chọn tệp</Button>
          </Upload>
        </Form.Item>
      </Form>
      {result && <ImportSummary result={result} />}
    </Modal>
  );
}
