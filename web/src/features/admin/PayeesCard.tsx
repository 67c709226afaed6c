import { PlusOutlined, ReloadOutlined, SaveOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { putPayees, type Payee } from '../../../../shared/api/expenses/payees';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { formatDateTime } from '../../lib/format';
import { expenseQueries } from '../expenses/queries';
import { staffNameOf } from '../../app/app-data/staff-names';

interface Row {
  name?: string;
  bank_name?: string;
  account_no?: string;
  active?: boolean;
  /** Saved before: it may be made inactive, never removed (old slips name it). */
  saved?: boolean;
}

/** A field of a row checked by the contract's own schema (zod-rules). */
const rules = (row: number, field: 'name' | 'bank_name' | 'account_no') => fieldRules(putPayees.body, ['payees', row, field]);

/**
 * The expense payees (admin): who an expense slip may pay, with their bank account. Saved whole on
 * the version shown (another admin's save meanwhile is a 409 and the card reloads). A payee once
 * saved is made inactive rather than removed, since slips already name it.
 */
export function PayeesCard() {
  const [form] = Form.useForm<{ payees: Row[] }>();
  const settings = useQuery(expenseQueries.payees());
  useEffect(() => {
    if (settings.data) form.setFieldsValue({ payees: settings.data.payees.map((p) => ({ ...p, saved: true })) });
  }, [settings.data, form]);
  const voucher = useVoucherForm({
    form,
    endpoint: putPayees,
    fields: ['version', 'payees.*.name', 'payees.*.bank_name', 'payees.*.account_no', 'payees.*.active'],
    onSuccess: (s) => notify.success(`Đã lưu danh sách người nhận tiền (phiên bản ${s.version})`),
  });
  const submit = (v: { payees?: Row[] }) => {
    const payees: Payee[] = (v.payees ?? []).map((r) => ({
      name: r.name!.trim(),
      ...(r.bank_name?.trim() ? { bank_name: r.bank_name.trim() } : {}),
      ...(r.account_no?.trim() ? { account_no: r.account_no.trim() } : {}),
      active: r.active ?? true,
    }));
    voucher.submit({ payees, version: settings.data?.version ?? 0 });
  };
  return (
    <Card
      title={
        <>
          <TeamOutlined /> Người nhận tiền (phiếu chi)
        </>
      }
      size="small"
      loading={settings.isPending}
    >
      <Typography.Paragraph type="secondary">
        Phiếu chi chỉ chọn được người nhận đang dùng trong danh sách này. Người đã lưu không xoá được (phiếu cũ còn ghi tên), chỉ ngừng dùng.
        {settings.data?.updated_at
          ? ` Sửa lần cuối ${formatDateTime(settings.data.updated_at)} bởi ${staffNameOf(settings.data.updated_by)}.`
          : ' Chưa cài đặt.'}
      </Typography.Paragraph>
      <Form<{ payees: Row[] }> {...voucher.formProps} form={form} layout="vertical" name="payees" onFinish={submit}>
        <FormProblem voucher={voucher} />
        <Form.List name="payees">
          {(rows, { add, remove }) => (
            <>
              {rows.map(({ key, name }) => {
                const saved = form.getFieldValue(['payees', name, 'saved']) as boolean | undefined;
                return (
                  <Row key={key} gutter={8} align="bottom">
                    <Col xs={24} md={8}>
                      <Form.Item label="Tên người nhận" name={[name, 'name']} rules={rules(name, 'name')}>
                        <Input aria-label={`Tên người nhận ${name + 1}`} maxLength={120} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item label="Ngân hàng" name={[name, 'bank_name']} rules={rules(name, 'bank_name')}>
                        <Input aria-label={`Ngân hàng ${name + 1}`} maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={5}>
                      <Form.Item label="Số tài khoản" name={[name, 'account_no']} rules={rules(name, 'account_no')}>
                        <Input aria-label={`Số tài khoản ${name + 1}`} maxLength={30} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item label="Đang dùng" name={[name, 'active']} valuePropName="checked" initialValue>
                        <Switch aria-label={`Đang dùng ${name + 1}`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      {!saved && (
                        <Form.Item label=" ">
                          <Button aria-label={`Bỏ dòng ${name + 1}`} onClick={() => remove(name)}>
                            Bỏ
                          </Button>
                        </Form.Item>
                      )}
                    </Col>
                  </Row>
                );
              })}
              <Button icon={<PlusOutlined />} onClick={() => add({ active: true })} style={{ marginBottom: 12 }}>
                Thêm người nhận
              </Button>
            </>
          )}
        </Form.List>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={voucher.pending}>
            Lưu danh sách người nhận
          </Button>
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
