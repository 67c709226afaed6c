import { Button, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { addPrice, addPriceCeiling, WATER_MODE_NAMES, WATER_MODES, type PriceSettings } from '../../../../shared/api/admin/prices';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { ceilingOn } from '../../../../shared/catalog/prices';
import { vnToday } from '../../../../shared/dates';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { buildingChoices } from '../../components/forms/choices';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules, isoDay } from '../../components/forms/zod-rules';
import { formatDate, formatNumber, ISO_DATE } from '../../lib/format';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

const ALL = 'ALL';
const scopeChoices = [{ value: ALL, label: 'Mọi toà' }, ...buildingChoices];
const waterChoices = WATER_MODES.map((m) => ({ value: m, label: WATER_MODE_NAMES[m] }));
/** The contract's rules of an input (zod-rules). */
const priceRules = (path: Parameters<typeof fieldRules>[1]) => fieldRules(addPrice.body, path, { toBody: isoDay });
const ceilingRules = (path: Parameters<typeof fieldRules>[1]) => fieldRules(addPriceCeiling.body, path, { toBody: isoDay });

interface PriceValues {
  from?: Dayjs;
  building: BuildingCode | typeof ALL;
  electricity_per_kwh?: number;
  water: { mode: (typeof WATER_MODES)[number]; amount?: number };
}

/**
 * "Thêm giá": electricity and water from a date, for every building or one. The server decides
 * (ceiling in force, billed months, a date already used) and its refusals land on the fields.
 */
export function AddPriceForm({ settings }: { settings: PriceSettings }) {
  const [form] = Form.useForm<PriceValues>();
  const voucher = useVoucherForm({
    form,
    endpoint: addPrice,
    fields: ['from', 'building', 'electricity_per_kwh', 'water.mode', 'water.amount'],
    onSuccess: (_, body) => {
      notify.success(`Đã thêm giá điện nước từ ngày ${formatDate(body.from)}`);
      form.resetFields();
    },
  });
  const from = Form.useWatch('from', form);
  const ceiling = ceilingOn(from ? from.format(ISO_DATE) : vnToday(), settings.ceilings);
  const submit = (v: PriceValues) =>
    voucher.submit({
      from: v.from!.format(ISO_DATE),
      ...(v.building !== ALL ? { building: v.building } : {}),
      electricity_per_kwh: v.electricity_per_kwh!,
      water: { mode: v.water.mode, amount: v.water.amount! },
      version: settings.version,
    });
  return (
    <Form<PriceValues>
      {...voucher.formProps}
      form={form}
      layout="vertical"
      name="add-price"
      initialValues={{ building: ALL, water: { mode: 'per_person' } }}
      onFinish={submit}
    >
      <FormProblem voucher={voucher} />
      <Space wrap align="start">
        <Form.Item label="Áp dụng từ ngày" name="from" rules={priceRules('from')}>
          <DayPicker aria-label="Áp dụng từ ngày" allowClear />
        </Form.Item>
        <Form.Item label="Toà nhà" name="building">
          <ChoiceSelect aria-label="Toà nhà" options={scopeChoices} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="Giá điện (đ/kWh)"
          name="electricity_per_kwh"
          rules={priceRules('electricity_per_kwh')}
          extra={ceiling ? `Không quá giá trần ${formatNumber(ceiling.per_kwh)} đ/kWh` : undefined}
        >
          <MoneyInput aria-label="Giá điện" step={100} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="Tính tiền nước" name={['water', 'mode']}>
          <ChoiceSelect aria-label="Tính tiền nước" options={waterChoices} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item label="Giá nước" name={['water', 'amount']} rules={priceRules(['water', 'amount'])}>
          <MoneyInput aria-label="Giá nước" step={1_000} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Button type="primary" htmlType="submit" loading={voucher.pending}>
        Thêm giá
      </Button>
    </Form>
  );
}

interface CeilingValues {
  from?: Dayjs;
  per_kwh?: number;
}

/** "Thêm giá trần": the legal resale ceiling from a date (refused while a price from then on is above it). */
export function AddCeilingForm({ settings }: { settings: PriceSettings }) {
  const [form] = Form.useForm<CeilingValues>();
  const voucher = useVoucherForm({
    form,
    endpoint: addPriceCeiling,
    fields: ['from', 'per_kwh'],
    onSuccess: (_, body) => {
      notify.success(`Đã thêm giá trần từ ngày ${formatDate(body.from)}`);
      form.resetFields();
    },
  });
  const submit = (v: CeilingValues) => voucher.submit({ from: v.from!.format(ISO_DATE), per_kwh: v.per_kwh!, version: settings.version });
  return (
    <Form<CeilingValues> {...voucher.formProps} form={form} layout="vertical" name="add-ceiling" onFinish={submit}>
      <FormProblem voucher={voucher} />
      <Space wrap align="start">
        <Form.Item label="Giá trần từ ngày" name="from" rules={ceilingRules('from')}>
          <DayPicker aria-label="Giá trần từ ngày" allowClear />
        </Form.Item>
        <Form.Item label="Giá trần (đ/kWh, gồm VAT)" name="per_kwh" rules={ceilingRules('per_kwh')}>
          <MoneyInput aria-label="Giá trần" step={100} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Button htmlType="submit" loading={voucher.pending}>
        Thêm giá trần
      </Button>
    </Form>
  );
}
