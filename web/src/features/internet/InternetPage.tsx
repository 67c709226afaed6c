import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import {
  allows,
  createInternet,
  cutInternet,
  INTERNET_ACTIONS,
  listInternet,
  type InternetAction,
  type InternetService,
  type InternetStatus,
} from '../../../../shared/api/internet';
import { useEditLock } from '../../app/app-data/use-app-data';
import { useCan } from '../../app/session/can';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { queryProblem } from '../../components/filters/use-each-building';
import { useUrlState } from '../../components/filters/use-url-state';
import { statusOptions } from '../../components/status/status-look';
import { formatNumber, formatVnd } from '../../lib/format';
import { INTERNET_STATUS } from './choices';
import { INTERNET_ACTION_UI, InternetActionModal, type InternetActionTarget } from './InternetActionModal';
import { InternetForm } from './InternetForm';
import { internetColumns, InternetHistory } from './internet-columns';
import { internetQueries } from './queries';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

const TITLE = 'Quản lý internet';
const byRoom = (a: InternetService, b: InternetService) =>
  a.building.localeCompare(b.building) || a.room_id.localeCompare(b.room_id, 'en', { numeric: true }) || b.start_date.localeCompare(a.start_date);
const ACTIONS = Object.keys(INTERNET_ACTIONS) as InternetAction[];

/**
 * Internet per room (spec §2 /internet, business rules §8): a building's services filtered by status
 * and room (filters in the URL), each with the changes its status allows (cut, open again, move, cancel)
 * and its dated history; registering a new one. Every change goes through useVoucherForm: one
 * Idempotency-Key per submission, refusals on their fields, the list refreshed from the contract.
 */
export default function InternetPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, status: '', room: '' });
  const canCreate = useCan(createInternet);
  const canChange = useCan(cutInternet);
  const { disabledDate } = useEditLock();
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<InternetActionTarget>();

  const filters = { building: asBuilding(f.building), status: (f.status || undefined) as InternetStatus | undefined, room_id: f.room || undefined };
  const problem = queryProblem(listInternet, filters);
  const query = useInfiniteQuery({ ...internetQueries.list(filters), enabled: !problem });
  const rows = useMemo(() => [...(query.data?.items ?? [])].sort(byRoom), [query.data]);
  const running = rows.filter((r) => r.status === 'active');

  const actions = (r: InternetService) => {
    // A change dated today would fall in a closed period: the server refuses it, the buttons say so first.
    const locked = disabledDate(dayjs());
    return (
      <Space size={4}>
        {canChange &&
          ACTIONS.filter((a) => allows(a, r.status)).map((a) => (
            <Tooltip key={a} title={locked ? 'Kỳ đã khoá sổ' : INTERNET_ACTION_UI[a].title}>
              <Button
                size="small"
                danger={INTERNET_ACTION_UI[a].danger}
                disabled={locked}
                aria-label={`${INTERNET_ACTION_UI[a].button} (internet phòng ${r.room_id})`}
                onClick={() => setTarget({ action: a, service: r })}
              >
                {INTERNET_ACTION_UI[a].button}
              </Button>
            </Tooltip>
          ))}
      </Space>
    );
  };

  return (
    <Card
      title={TITLE}
      size="small"
      extra={
        canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Đăng ký internet
          </Button>
        )
      }
    >
      <div className="app-toolbar">
        <ToolbarFilters
          fields={['building', 'q']}
          values={{ ...d, building: f.building, q: f.room }}
          searchPlaceholder="Số phòng"
          onChange={(p) => set({ ...(p.building !== undefined ? { building: p.building } : {}), ...(p.q !== undefined ? { room: p.q.toUpperCase() } : {}) })}
        />
        <ChoiceSelect
          aria-label="Trạng thái internet"
          value={f.status}
          options={statusOptions(INTERNET_STATUS)}
          onChange={(status) => set({ status })}
          style={{ width: 170 }}
        />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text>
          Đang dùng: <b>{formatNumber(running.length)}</b> · tiền tháng <b>{formatVnd(running.reduce((s, r) => s + r.monthly_price, 0))}</b>
        </Typography.Text>
        <Typography.Text>
          Đã cắt: <b>{formatNumber(rows.filter((r) => r.status === 'cut').length)}</b>
        </Typography.Text>
      </Space>
      <DataTable<InternetService>
        title={TITLE}
        fileName={`internet-${f.building}`}
        serverExport={{ report: 'listInternet', params: filters }}
        columns={internetColumns({ showBuilding: !filters.building, actions })}
        rows={rows}
        rowKey="id"
        loading={query.isFetching}
        emptyText={query.isPending && !problem ? 'Đang tải...' : 'Chưa có dịch vụ internet nào'}
        expandable={{ expandedRowRender: (r) => <InternetHistory service={r} />, columnTitle: <HistoryOutlined title="Lịch sử thay đổi" /> }}
        toolbar={
          query.data?.hasMore ? (
            <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              Tải thêm
            </Button>
          ) : undefined
        }
      />
      {creating && (
        <InternetForm
          building={filters.building ?? (DEFAULT_BUILDING as InternetService['building'])}
          onClose={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            set({ building: s.building, status: '', room: '' });
          }}
        />
      )}
      {target && <InternetActionModal key={`${target.action}-${target.service.id}`} target={target} onClose={() => setTarget(undefined)} />}
    </Card>
  );
}
