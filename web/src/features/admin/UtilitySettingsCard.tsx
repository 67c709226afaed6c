import { AlertOutlined, SaveOutlined } from '@ant-design/icons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, InputNumber, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { getUtilitySettings, putUtilitySettings, type UtilitySettings } from '../../../../shared/api/utilities';
import { call } from '../../api/client';
import { notify } from '../../api/notify';
import { domainKey } from '../../api/query-keys';
import { useCan } from '../../app/session/can';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';

type Values = Omit<UtilitySettings, 'version'>;

/** Under the utilities domain, so the card's own save (affects utilities) reads it again. */
export const utilitySettingsQuery = () =>
  queryOptions({ queryKey: [...domainKey('utilities'), 'settings'] as const, queryFn: ({ signal }) => call(getUtilitySettings, { signal }) });

/** The four thresholds, in the order the screens use them, with their limits (the server checks them too). */
const THRESHOLDS: { name: keyof Values; label: string; suffix: string; max: number; help: string }[] = [
  {
    name: 'loss_threshold',
    label: 'Ngưỡng thất thoát',
    suffix: '%',
    max: 100,
    help: 'Cảnh báo khi thất thoát vượt tỷ lệ này của hoá đơn nhà nước (Điện nước nhà nước).',
  },
  {
    name: 'median_excess',
    label: 'Vượt trung vị 3 tháng',
    suffix: '%',
    max: 1000,
    help: 'Cờ khi số dùng của phòng vượt trung vị 3 tháng trước của chính phòng đó hơn tỷ lệ này.',
  },
  {
    name: 'explained_excess',
    label: 'Vượt mức thiết bị và số người',
    suffix: '%',
    max: 1000,
    help: 'Cờ khi số dùng vượt mức thiết bị và số người giải thích được hơn tỷ lệ này.',
  },
  {
    name: 'empty_room_tolerance',
    label: 'Phòng trống được dùng tối đa',
    suffix: 'kWh',
    max: 1000,
    help: 'Phòng không có người dùng không quá số này thì không gắn cờ (nước: số này ÷ 10 m³).',
  },
];

/**
 * "Ngưỡng cảnh báo điện nước" (admin): the loss threshold of the state screen and the three limits of
 * the consumption analysis' flags. Saved with the version it was read at, so two admins do not
 * overwrite each other (409).
 */
export function UtilitySettingsCard() {
  const [form] = Form.useForm<Values>();
  const settings = useQuery(utilitySettingsQuery());
  const canSave = useCan(putUtilitySettings);
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  const voucher = useVoucherForm({
    form,
    endpoint: putUtilitySettings,
    fields: [...THRESHOLDS.map((t) => t.name), 'version'],
    onSuccess: (s) => notify.success(`Đã lưu ngưỡng cảnh báo điện nước (phiên bản ${s.version})`),
  });
  const submit = (v: Values) =>
    voucher.submit({
      loss_threshold: v.loss_threshold,
      median_excess: v.median_excess,
      explained_excess: v.explained_excess,
      empty_room_tolerance: v.empty_room_tolerance,
      version: settings.data?.version ?? 0,
    });

  return (
    <Card
      title={
        <>
          <AlertOutlined /> Ngưỡng cảnh báo điện nước
        </>
      }
      size="small"
      loading={settings.isPending}
    >
      <Form {...voucher.formProps} form={form} layout="vertical" name="utility-settings" onFinish={submit} disabled={!canSave}>
        <FormProblem voucher={voucher} />
        <Row gutter={16}>
          {THRESHOLDS.map((t) => (
            <Col xs={24} md={12} xl={6} key={t.name}>
              <Form.Item label={t.label} name={t.name} extra={t.help} rules={fieldRules(putUtilitySettings.body, t.name)}>
                <InputNumber<number> aria-label={t.label} min={0} max={t.max} step={1} suffix={t.suffix} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {canSave && (
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={voucher.pending}>
            Lưu ngưỡng cảnh báo
          </Button>
        )}
        {settings.data && (
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            Phiên bản {settings.data.version}
          </Typography.Text>
        )}
      </Form>
    </Card>
  );
}
