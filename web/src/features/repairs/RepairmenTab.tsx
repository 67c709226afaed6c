import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Popconfirm, Space, Switch, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { createRepairman, deleteRepairman, updateRepairman, type Repairman } from '../../../../shared/api/repairs';
import { notify } from '../../api/notify';
import { useCan } from '../../app/session/can';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { formatNumber, formatVnd } from '../../lib/format';
import { repairQueries } from './queries';
import { fieldRules } from '../../components/forms/zod-rules';

const FIELDS = ['name', 'phone', 'daily_wage', 'active', 'version'] as const;
interface Values {
  name?: string;
  phone?: string;
  daily_wage?: number;
  active?: boolean;
}

/** "Thêm thợ" and "Sửa thợ": name, phone, daily wage, working or not (an edit sends the version shown). */
function RepairmanForm({ man, onClose }: { man?: Repairman; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const onSuccess = (r: Repairman) => {
    notify.success(`Đã lưu thợ ${r.name}`);
    onClose();
  };
  const create = useVoucherForm({ form, endpoint: createRepairman, fields: FIELDS, onSuccess });
  const edit = useVoucherForm({ form, endpoint: updateRepairman, params: man ? { id: man.id } : undefined, fields: FIELDS, onSuccess });
  const voucher = man ? edit : create;
  const rules = (field: 'name' | 'daily_wage') => fieldRules(man ? updateRepairman.body : createRepairman.body, field);
  const submit = (v: Values) => {
    const fields = { name: v.name!.trim(), ...(v.phone?.trim() ? { phone: v.phone.trim() } : {}), daily_wage: v.daily_wage ?? 0, active: v.active ?? true };
    if (man) edit.submit({ ...fields, version: man.version });
    else create.submit(fields);
  };
  return (
    <Modal
      open
      title={man ? `Sửa thợ ${man.name}` : 'Thêm thợ sửa chữa'}
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="repairman"
        initialValues={man ? { name: man.name, phone: man.phone, daily_wage: man.daily_wage, active: man.active } : { active: true }}
        onFinish={submit}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Tên thợ" name="name" rules={rules('name')}>
          <Input aria-label="Tên thợ" maxLength={120} />
        </Form.Item>
        <Form.Item label="Điện thoại" name="phone">
          <Input aria-label="Điện thoại" maxLength={20} />
        </Form.Item>
        <Form.Item label="Tiền công một ngày" name="daily_wage" rules={rules('daily_wage')}>
          <MoneyInput aria-label="Tiền công một ngày" />
        </Form.Item>
        <Form.Item label="Đang làm" name="active" valuePropName="checked">
          <Switch aria-label="Đang làm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The repairmen (shared by both books): add, edit, stop; delete only one without timesheets. */
export function RepairmenTab() {
  const found = useQuery(repairQueries.repairmen());
  const canWrite = useCan(createRepairman);
  const [dialog, setDialog] = useState<{ man?: Repairman }>();
  const remove = useVoucherAction({
    endpoint: deleteRepairman,
    request: (m: Repairman) => ({ params: { id: m.id }, body: { version: m.version } }),
    onSuccess: (r) => notify.success(r.message),
  });
  const columns = useMemo<DataColumn<Repairman>[]>(
    () => [
      { key: 'name', title: 'Tên thợ', dataIndex: 'name' },
      { key: 'phone', title: 'Điện thoại', dataIndex: 'phone' },
      { key: 'daily_wage', title: 'Tiền công một ngày', dataIndex: 'daily_wage', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
      {
        key: 'timesheet_count',
        title: 'Số bảng chấm công',
        dataIndex: 'timesheet_count',
        exportAs: 'number',
        kind: 'money',
        render: (v: number) => formatNumber(v),
      },
      {
        key: 'active',
        title: 'Trạng thái',
        value: (m) => (m.active ? 'Đang làm' : 'Ngừng làm'),
        render: (_: unknown, m: Repairman) => (m.active ? <Tag color="green">Đang làm</Tag> : <Tag>Ngừng làm</Tag>),
      },
      {
        key: 'action',
        title: '',
        noExport: true,
        render: (_: unknown, m: Repairman) =>
          canWrite && (
            <Space size={4}>
              <Button size="small" aria-label={`Sửa thợ ${m.name}`} onClick={() => setDialog({ man: m })}>
                Sửa
              </Button>
              {m.timesheet_count === 0 && (
                <Popconfirm title={`Xoá thợ ${m.name}?`} okText="Xoá" cancelText="Không" onConfirm={() => remove.run(m)}>
                  <Button size="small" danger aria-label={`Xoá thợ ${m.name}`} loading={remove.running?.id === m.id}>
                    Xoá
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
      },
    ],
    [canWrite, remove],
  );
  return (
    <>
      <DataTable<Repairman>
        title="Thợ sửa chữa"
        fileName="tho-sua-chua"
        columns={columns}
        rows={found.data?.items ?? []}
        rowKey="id"
        loading={found.isFetching}
        emptyText={found.isPending ? 'Đang tải...' : 'Chưa có thợ sửa chữa nào'}
        toolbar={
          canWrite && (
            <Button icon={<PlusOutlined />} onClick={() => setDialog({})}>
              Thêm thợ
            </Button>
          )
        }
      />
      {dialog && <RepairmanForm man={dialog.man} onClose={() => setDialog(undefined)} />}
    </>
  );
}
