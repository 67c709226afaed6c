import { BankOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useEffect } from 'react';
// The NAPAS bank list alone (the package's index would also load the QR code builder).
import { Banks } from 'vietnam-qr-pay/dist/constants/banks';
import { BANK_WALLET_IDS, putBankWallets, type BankSettings, type BankWallet } from '../../../../shared/api/admin/bank-wallets';
import { BUILDINGS, type BuildingCode } from '../../../../shared/catalog/buildings';
import { walletName } from '../../../../shared/catalog/wallets';
import { fold } from '../../../../shared/text/fold';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { contractVerdict, fieldSchema } from '../../components/forms/zod-rules';
import { formatDateTime } from '../../lib/format';
import { bankWalletQueries } from '../receipts/queries';
import { staffNameOf } from '../../app/app-data/staff-names';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

type Account = Partial<Omit<BankWallet, 'wallet'>>;
interface Values {
  accounts: Record<string, Account>;
  collect: Partial<Record<BuildingCode, number>>;
}
const FIELDS = ['bank_name', 'bin', 'account_no', 'holder'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = { bank_name: 'Ngân hàng', bin: 'Mã BIN (NAPAS)', account_no: 'Số tài khoản', holder: 'Chủ tài khoản' };

/** Banks that take VietQR transfers, for picking one by name: its BIN fills itself in. */
const BANK_OPTIONS = Banks.filter((b) => !b.deprecated && b.vietQRStatus === 1).map((b) => ({
  value: b.shortName,
  label: `${b.shortName} – ${b.name}`,
  bin: b.bin,
  search: fold(`${b.shortName} ${b.name} ${b.keywords ?? ''}`),
}));

const filled = (a: Account | undefined) => FIELDS.some((f) => a?.[f]?.trim());

const toValues = (s: BankSettings): Values => ({
  accounts: Object.fromEntries(
    BANK_WALLET_IDS.map((id) => {
      const w = s.wallets.find((x) => x.wallet === id);
      return [String(id), w ? { bank_name: w.bank_name, bin: w.bin, account_no: w.account_no, holder: w.holder } : {}];
    }),
  ),
  collect: s.collect,
});

/**
 * One field of an account row: empty rows are "not set" (the screen's choice: only started rows are
 * sent); a started row is a `wallets` row of the contract, each field checked by its schema.
 */
const fieldRule = (id: number, field: (typeof FIELDS)[number]) => {
  const schema = fieldSchema(putBankWallets.body, ['wallets', 0, field]);
  return ({ getFieldValue }: { getFieldValue: (n: (string | number)[]) => unknown }) => ({
    validator: (_: unknown, v: string | undefined) => {
      const row = getFieldValue(['accounts', String(id)]) as Account | undefined;
      const message = filled(row) ? contractVerdict(schema, v ?? '') : undefined;
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
};

/**
 * The bank accounts behind wallets 2–5 and the wallet each building collects rent into: what the
 * VietQR on a rent receipt or payment notice names. Saved whole, on the version shown (another
 * admin's save meanwhile is a 409 and the card reloads).
 */
export function BankWalletsCard() {
  const [form] = Form.useForm<Values>();
  const settings = useQuery(bankWalletQueries.settings());
  const accounts = Form.useWatch('accounts', form);
  useEffect(() => {
    if (settings.data) form.setFieldsValue(toValues(settings.data));
  }, [settings.data, form]);

  const voucher = useVoucherForm({
    form,
    endpoint: putBankWallets,
    fields: ['version'],
    onSuccess: (s) => notify.success(`Đã lưu tài khoản ngân hàng (phiên bản ${s.version})`),
  });

  const submit = (v: Values) => {
    const wallets = BANK_WALLET_IDS.filter((id) => filled(v.accounts[String(id)])).map((id) => {
      const a = v.accounts[String(id)]!;
      return { wallet: id, bank_name: a.bank_name!.trim(), bin: a.bin!.trim(), account_no: a.account_no!.trim(), holder: a.holder!.trim() };
    });
    const set = new Set(wallets.map((w) => w.wallet));
    const collect = Object.fromEntries(Object.entries(v.collect ?? {}).filter(([, w]) => w !== undefined && set.has(w)));
    voucher.submit({ wallets, collect, version: settings.data?.version ?? 0 });
  };

  const ready = BANK_WALLET_IDS.filter((id) => filled(accounts?.[String(id)])).map((id) => ({ value: id, label: walletName(id) }));
  return (
    <Card
      title={
        <>
          <BankOutlined /> Tài khoản ngân hàng (mã VietQR)
        </>
      }
      size="small"
      loading={settings.isPending}
    >
      <Typography.Paragraph type="secondary">
        Mã VietQR trên phiếu thu và giấy báo tiền phòng dùng tài khoản của ví mà toà nhà thu tiền vào. Để trống một ví nếu ví đó không nhận chuyển khoản.
        {settings.data?.updated_at
          ? ` Sửa lần cuối ${formatDateTime(settings.data.updated_at)} bởi ${staffNameOf(settings.data.updated_by)}.`
          : ' Chưa cài đặt.'}
      </Typography.Paragraph>
      <Form<Values> {...voucher.formProps} form={form} layout="vertical" name="bank-wallets" onFinish={submit}>
        <FormProblem voucher={voucher} />
        {BANK_WALLET_IDS.map((id) => (
          <Row key={id} gutter={8} align="bottom">
            <Col xs={24} md={4}>
              <Typography.Text strong style={{ display: 'block', paddingBottom: 28 }}>
                {walletName(id)}
              </Typography.Text>
            </Col>
            {FIELDS.map((f) => (
              <Col key={f} xs={12} md={5}>
                <Form.Item
                  label={LABELS[f]}
                  name={['accounts', String(id), f]}
                  dependencies={FIELDS.filter((o) => o !== f).map((o) => ['accounts', String(id), o])}
                  rules={[fieldRule(id, f)]}
                  normalize={f === 'holder' ? (v: string) => fold(v ?? '').toUpperCase() : undefined}
                >
                  {f === 'bank_name' ? (
                    <AutoComplete
                      aria-label={`${LABELS[f]} – ${walletName(id)}`}
                      options={BANK_OPTIONS}
                      filterOption={(typed, o) => Boolean(o?.search.includes(fold(typed)))}
                      onSelect={(_: string, o: (typeof BANK_OPTIONS)[number]) =>
                        form.setFields([{ name: ['accounts', String(id), 'bin'], value: o.bin, errors: [] }])
                      }
                      maxLength={100}
                    />
                  ) : (
                    <Input
                      aria-label={`${LABELS[f]} – ${walletName(id)}`}
                      inputMode={f === 'holder' ? undefined : 'numeric'}
                      maxLength={f === 'bin' ? 6 : f === 'account_no' ? 19 : 50}
                      autoComplete="off"
                    />
                  )}
                </Form.Item>
              </Col>
            ))}
          </Row>
        ))}
        <Typography.Title level={5}>Ví thu tiền của từng toà</Typography.Title>
        <Row gutter={8}>
          {BUILDINGS.map((b) => (
            <Col key={b.code} xs={12} md={4}>
              <Form.Item label={`${b.code} – ${b.name}`} name={['collect', b.code]}>
                <ChoiceSelect aria-label={`Ví thu tiền toà ${b.code}`} allowClear placeholder="Không có QR" options={ready} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={voucher.pending}>
            Lưu tài khoản ngân hàng
          </Button>
          {/* After a 409 (another admin saved meanwhile): their version, then edit again. */}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void settings.refetch().then(() => voucher.reset())}
            loading={settings.isFetching && !settings.isPending}
          >
            Tải lại
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
