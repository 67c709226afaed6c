import { ApiOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { putChototSettings } from '../../../../shared/api/expenses/chotot';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { formatDateTime } from '../../lib/format';
import { expenseQueries } from '../expenses/queries';
import { staffNameOf } from '../../app/app-data/staff-names';

interface Values {
  on?: boolean;
  base_url?: string;
  key?: string;
}

/**
 * The Chợ Tốt partner API (admin): its address and key. The key is write-only: the card says whether
 * one is stored and takes a new one; left empty, the stored key is kept. Off: the import reads the
 * exported file instead.
 */
export function ChototSettingsCard() {
  const [form] = Form.useForm<Values>();
  const settings = useQuery(expenseQueries.chotot());
  const on = Form.useWatch('on', form);
  useEffect(() => {
    if (settings.data) form.setFieldsValue({ on: Boolean(settings.data.base_url), base_url: settings.data.base_url, key: '' });
  }, [settings.data, form]);
  const voucher = useVoucherForm({
    form,
    endpoint: putChototSettings,
    fields: ['version', 'base_url', 'key'],
    onSuccess: (s) => notify.success(s.base_url ? `Đã lưu cài đặt API Chợ Tốt (phiên bản ${s.version})` : 'Đã tắt API Chợ Tốt'),
  });
  const submit = (v: Values) =>
    voucher.submit({
      base_url: v.on ? (v.base_url ?? '').trim() : null,
      ...(v.on && v.key?.trim() ? { key: v.key.trim() } : {}),
      version: settings.data?.version ?? 0,
    });
  return (
    <Card
      title={
        <>
          <ApiOutlined /> API Chợ Tốt (chi quảng cáo)
        </>
      }
      size="small"
      loading={settings.isPending}
    >
      <Typography.Paragraph type="secondary">
        {settings.data?.key_set ? 'Đã có khoá API (không hiển thị). ' : 'Chưa có khoá API. '}
        Khi tắt, màn hình Phiếu chi nhập chi quảng cáo từ tệp giao dịch xuất ra (.csv).
        {settings.data?.updated_at ? ` Sửa lần cuối ${formatDateTime(settings.data.updated_at)} bởi ${staffNameOf(settings.data.updated_by)}.` : ''}
      </Typography.Paragraph>
      <Form {...voucher.formProps} form={form} layout="vertical" name="chotot-settings" onFinish={submit}>
        <FormProblem voucher={voucher} />
        <Form.Item label="Dùng API Chợ Tốt" name="on" valuePropName="checked">
          <Switch aria-label="Dùng API Chợ Tốt" />
        </Form.Item>
        {on && (
          <>
            {/* On, the address is sent (null only turns the API off). */}
            <Form.Item label="Địa chỉ API" name="base_url" rules={fieldRules(putChototSettings.body, 'base_url', { required: true })}>
              <Input aria-label="Địa chỉ API" placeholder="https://api.chotot.com/partner" maxLength={300} />
            </Form.Item>
            <Form.Item label={settings.data?.key_set ? 'Khoá API mới (để trống: giữ khoá cũ)' : 'Khoá API'} name="key">
              <Input.Password aria-label="Khoá API" autoComplete="new-password" maxLength={500} />
            </Form.Item>
          </>
        )}
        <Space>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={voucher.pending}>
            Lưu cài đặt Chợ Tốt
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
