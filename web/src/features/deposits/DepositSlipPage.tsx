import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Dropdown, Select, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { cancelDeposit, createDeposit, createOrEditAdditionalDeposit, deleteDeposit, transferDeposit, type Deposit } from '../../../../shared/api/deposits';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { useEditLock } from '../../app/app-data/use-app-data';
import { useCan } from '../../app/session/can';
import { displayName, useSession } from '../../app/session/session-store';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useListFilters } from '../../components/filters/use-list-filters';
import { printSlip } from '../../components/print/slip';
import { formatNumber, formatVnd } from '../../lib/format';
import { AdditionalReceiptModal, CloseDepositModal, TransferDepositModal, type CloseMode } from './DepositActionModals';
import { depositColumns, type DepositRow } from './deposit-columns';
import { DepositForm } from './DepositForm';
import { depositStatusOptions } from './DepositStatusTag';
import { rangeProblem } from './filters';
import { additionalReceiptSlip, printDepositSlip } from './print';
import { depositQueries } from './queries';

const TITLE = 'Phiếu nhận cọc';
const LIST_TITLE = 'Danh sách phiếu cọc';

type Dialog = { kind: CloseMode | 'transfer' | 'receipt'; deposit: Deposit } | undefined;

/**
 * Deposit slip (spec §2 /bao-cao-nhan-coc, business rules §3): take a deposit and print its A5 slip,
 * then the deposits of the chosen days with cancel (forfeit), delete (entry error), transfer to
 * another room, additional receipt and reprint.
 */
export default function DepositSlipPage() {
  const session = useSession();
  const canCreate = useCan(createDeposit);
  // What the contract lets this user do with a slip: each action of the menu is one operation.
  const allowed = {
    receipt: useCan(createOrEditAdditionalDeposit),
    transfer: useCan(transferDeposit),
    cancel: useCan(cancelDeposit),
    delete: useCan(deleteDeposit),
  };
  const canHandle = Object.values(allowed).some(Boolean);
  const clerk = displayName(session);
  const d = toolbarDefaults();
  const [f, set] = useListFilters({ q: '', status: '' });
  const [dialog, setDialog] = useState<Dialog>();
  const { disabledDate } = useEditLock();

  const problem = rangeProblem(f.from, f.to);
  const query = useQuery({
    ...depositQueries.search({
      from: f.from,
      to: f.to,
      building: asBuilding(f.building),
      status: (f.status || undefined) as Deposit['status'] | undefined,
      q: f.q || undefined,
    }),
    enabled: !problem,
  });
  const rows: DepositRow[] = useMemo(
    () => [...(query.data ?? [])].sort((a, b) => b.date.localeCompare(a.date) || b.slip_no.localeCompare(a.slip_no)),
    [query.data],
  );
  const active = rows.filter((r) => r.status === 'active');
  const collected = rows.filter((r) => r.status !== 'deleted').reduce((s, r) => s + r.amount_paid, 0);

  const print = (deposit: Deposit) => printDepositSlip(deposit, deposit.created_by.username === session.username ? clerk : undefined);

  const actions = (r: DepositRow) => {
    const open = r.status === 'active';
    const locked = disabledDate(dayjs(r.date));
    return (
      <Space size={4}>
        <Tooltip title="In lại phiếu">
          <Button size="small" icon={<PrinterOutlined />} aria-label={`In lại phiếu ${r.slip_no}`} onClick={() => print(r)} />
        </Tooltip>
        {canHandle && (
          <Dropdown
            trigger={['click']}
            disabled={!open}
            menu={{
              items: [
                ...(allowed.receipt ? [{ key: 'receipt', label: 'Thu cọc bổ sung' }] : []),
                ...(allowed.transfer ? [{ key: 'transfer', label: 'Chuyển sang phòng khác' }] : []),
                { type: 'divider' as const },
                ...(allowed.cancel ? [{ key: 'cancel', label: 'Khách huỷ cọc (mất cọc)', danger: true }] : []),
                ...(allowed.delete
                  ? [{ key: 'delete', label: locked ? 'Xoá phiếu nhập sai (kỳ đã khoá sổ)' : 'Xoá phiếu nhập sai', danger: true, disabled: locked }]
                  : []),
              ],
              onClick: ({ key }) => setDialog({ kind: key as NonNullable<Dialog>['kind'], deposit: r }),
            }}
          >
            <Button size="small" aria-label={`Thao tác phiếu ${r.slip_no}`}>
              Xử lý <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </Space>
    );
  };
  const columns = depositColumns({ showBuilding: !asBuilding(f.building), actions });

  const showCreated = (deposit: Deposit) => {
    const inRange = deposit.date >= f.from && deposit.date <= f.to;
    set({ building: deposit.building, q: '', status: '', ...(inRange ? {} : { from: deposit.date, to: deposit.date }) });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {canCreate && (
        <Card title={`${TITLE} – lập phiếu mới`} size="small">
          <DepositForm building={asBuilding(f.building) ?? (DEFAULT_BUILDING as BuildingCode)} onCreated={showCreated} onPrint={print} />
        </Card>
      )}
      <Card title={LIST_TITLE} size="small">
        <div className="app-toolbar">
          <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
          <Select
            aria-label="Trạng thái phiếu cọc"
            value={f.status}
            options={depositStatusOptions}
            onChange={(status) => set({ status })}
            style={{ width: 220 }}
          />
          <ToolbarFilters fields={['q']} values={{ ...d, q: f.q }} onChange={({ q }) => set({ q })} searchPlaceholder="Tên, điện thoại, số phiếu" />
        </div>
        {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text>
            Số phiếu: <b>{formatNumber(rows.length)}</b>
          </Typography.Text>
          <Typography.Text>
            Đang giữ phòng: <b>{formatNumber(active.length)}</b>
          </Typography.Text>
          <Typography.Text>
            Tiền cọc đã nhận (trừ phiếu xoá): <b>{formatVnd(collected)}</b>
          </Typography.Text>
        </Space>
        <DataTable<DepositRow>
          title={LIST_TITLE}
          fileName={`phieu-coc-${f.building}-${f.from}-${f.to}`}
          columns={columns}
          rows={rows}
          rowKey="id"
          loading={query.isFetching}
          emptyText={query.isPending && !problem ? 'Đang tải...' : 'Không có phiếu cọc nào trong khoảng thời gian này'}
        />
      </Card>
      {canHandle && (
        <>
          <CloseDepositModal mode="cancel" deposit={dialog?.kind === 'cancel' ? dialog.deposit : undefined} onClose={() => setDialog(undefined)} />
          <CloseDepositModal mode="delete" deposit={dialog?.kind === 'delete' ? dialog.deposit : undefined} onClose={() => setDialog(undefined)} />
          <TransferDepositModal deposit={dialog?.kind === 'transfer' ? dialog.deposit : undefined} onClose={() => setDialog(undefined)} />
          <AdditionalReceiptModal
            deposit={dialog?.kind === 'receipt' ? dialog.deposit : undefined}
            onClose={() => setDialog(undefined)}
            onPrint={(receipt, deposit) => printSlip(`Phiếu thu cọc bổ sung ${deposit.slip_no}`, additionalReceiptSlip(receipt, deposit, clerk))}
          />
        </>
      )}
    </Space>
  );
}
