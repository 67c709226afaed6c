import { EditOutlined, LockOutlined, SyncOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, DatePicker, Input, Popconfirm, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { ANALYSIS_FIRST_MONTH, putAnalysisDevices } from '../../../../../shared/api/utilities';
import { deviceName } from '../../../../../shared/catalog/devices';
import type { ExportReportId } from '../../../../../shared/exports/catalogue';
import {
  analysisColumns,
  analysisMonths,
  ANALYSIS_FILE_SUFFIX,
  ANALYSIS_TITLES,
  type AnalysisType,
} from '../../../../../shared/exports/reports/utility-analysis';
import { notify } from '../../../api/notify';
import { useCan } from '../../../app/session/can';
import type { DataColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { useUrlState } from '../../../components/filters/use-url-state';
import { useVoucherAction } from '../../../components/forms/use-voucher-action';
import { RoomLink } from '../../../components/room-link/RoomLink';
import { DATE_FORMAT, formatCount, formatDateTime, formatDecimal, formatNumber, ISO_MONTH, NO_DATA } from '../../../lib/format';
import { decimal, NoData, percent, spanNoData } from '../figures';
import { filterRows, finalizePayload, flagShare, shownRows, threeMonthTotals, type ShownRow } from './analysis-rows';
import { DevicesModal } from './DevicesModal';
import { FlagTag, NoteModal, ReviewButtons, useNoteWrite } from './FlagReview';
import { UnfinalizeButton } from './UnfinalizeButton';
import { analysisPeriod, analysisQueries, ANALYSIS_ENDPOINTS } from './queries';
import { monthText } from '../../../../../shared/dates';

/** Spec §2 empty text. */
export const EMPTY_TEXT = 'Chưa có thông tin';
const UNITS: Record<AnalysisType, string> = { E: 'kWh', W: 'm³' };
const NOUNS: Record<AnalysisType, string> = { E: 'điện', W: 'nước' };
/** The GET operation each screen exports (its handler name in functions/routes.ts). */
export const ANALYSIS_REPORTS: Record<AnalysisType, ExportReportId> = { E: 'getElectricityAnalysis', W: 'getWaterAnalysis' };

const thisMonth = () => dayjs().format(ISO_MONTH);
/** Spec §2/§9: the picker opens on this month (the toolbar's default, issue 23 §4), never before 06/2025. */
export const defaultAnalysisMonth = (): string => {
  const m = thisMonth();
  return m < ANALYSIS_FIRST_MONTH ? ANALYSIS_FIRST_MONTH : m;
};
/** A month of the URL inside the picker's range (06/2025 to this month). */
const clampMonth = (m: string): string => (!/^\d{4}-\d{2}$/.test(m) || m < ANALYSIS_FIRST_MONTH ? ANALYSIS_FIRST_MONTH : m > thisMonth() ? thisMonth() : m);

const amount = (v: number) => formatNumber(v);
/** A change in percent, signed: `+25%`, `-8,3%` (issue 23 §6). */
const rate = (v: number) => percent(v, true);
/** The figures that follow from the month's own use: a room without its reading reads "chưa có số liệu" across them. */
const OWN_MONTH_FIGURES = 6;

/**
 * Phân tích phải thu khách hàng điện / nước (spec §2, §7, §8, §9): one month of every room's use against
 * the two months before it. Opening a month asks whether it was finalized: if so, the saved rows and
 * device assignments show, locked (fetch, finalize and device edits disabled); if not, the table stays
 * empty until 'Lấy dữ liệu'. 'Chốt báo cáo' sends the rows shown; devices are edited in a popup of
 * checkboxes until the month is locked; an admin may take back a month finalized before it was over
 * ('Bỏ chốt', with a reason). Beyond the spec: each row's flag (reason in a tooltip), a filter
 * to flagged rows, confirm/dismiss and a note per row, and the share of reviewed flags confirmed.
 */
export function AnalysisPage({ type }: { type: AnalysisType }) {
  const title = ANALYSIS_TITLES[type];
  const endpoints = ANALYSIS_ENDPOINTS[type];
  const [f, set] = useUrlState({ month: defaultAnalysisMonth(), q: '', flagged: '' });
  const month = clampMonth(f.month);
  const period = analysisPeriod(month);

  const log = useQuery(analysisQueries.log(type, month));
  const locked = Boolean(log.data?.data);
  // The month fetch was pressed for: the rows of an open month show only after it (spec §2).
  const [fetchedMonth, setFetchedMonth] = useState<string>();
  const showRows = log.isSuccess && (locked || fetchedMonth === month);
  const rowsQuery = useQuery({ ...analysisQueries.rows(type, month), enabled: showRows });
  const devicesQuery = useQuery({ ...analysisQueries.devices(month), enabled: showRows && locked });
  const rows = useMemo(
    () => (showRows ? shownRows(rowsQuery.data?.rows, locked ? devicesQuery.data?.data : undefined) : []),
    [showRows, rowsQuery.data, locked, devicesQuery.data],
  );
  const visible = useMemo(() => filterRows(rows, f.q, f.flagged === '1'), [rows, f.q, f.flagged]);
  const totals = useMemo(() => threeMonthTotals(rows), [rows]);
  const share = useMemo(() => flagShare(rows), [rows]);
  const rowsKey = analysisQueries.rows(type, month).queryKey;

  const canFinalize = useCan(endpoints.finalize);
  // The server refuses a month still running (its figures would be frozen half way): say so first.
  const running = month >= thisMonth();
  const canEditDevices = useCan(putAnalysisDevices);
  const canReview = useCan(endpoints.notes);
  // The rows shown are the body: the same rows again (a retry) are the same finalize, one key.
  const finalize = useVoucherAction({
    endpoint: endpoints.finalize,
    request: (analyses: ReturnType<typeof finalizePayload>) => ({ body: { ...period, analyses } }),
    onSuccess: (answer) => notify.done(answer.message),
  });
  const [editing, setEditing] = useState<ShownRow>();
  const [noting, setNoting] = useState<ShownRow>();
  // A note written in its dialog closes it once saved.
  const { run: writeNote, pending: noteBusy } = useNoteWrite(type, month, rowsKey, ({ patch }) => {
    if ('note' in patch) setNoting(undefined);
  });

  const fetchRows = () => {
    if (fetchedMonth === month) void rowsQuery.refetch();
    else setFetchedMonth(month);
  };
  const chooseMonth = (d: Dayjs | null) => {
    if (!d) return;
    setFetchedMonth(undefined);
    set({ month: d.format(ISO_MONTH) });
  };

  const columns = useMemo<DataColumn<ShownRow>[]>(() => {
    const spec = analysisColumns(month);
    const specColumn = (key: string, render?: DataColumn<ShownRow>['render']): DataColumn<ShownRow> => {
      const c = spec.find((x) => x.key === key)!;
      return { key: c.key, title: c.title, dataIndex: c.field as keyof ShownRow & string, value: c.value, exportAs: c.kind, render };
    };
    const where = (r: ShownRow) => `phòng ${r.room_id} toà ${r.building}`;
    const list: DataColumn<ShownRow>[] = [
      specColumn('building'),
      specColumn('room_id', (v: string, r: ShownRow) => <RoomLink building={r.building} roomId={v} />),
      specColumn('customer_count', (v: number) => formatNumber(v)),
      {
        ...specColumn('devices', (_: unknown, r: ShownRow) => (
          <Space size={2} wrap={false}>
            {r.devices.map((d) => (
              <Tooltip key={d} title={deviceName(d)}>
                <Tag style={{ marginInlineEnd: 2 }}>{d}</Tag>
              </Tooltip>
            ))}
            {canEditDevices && (
              <Tooltip title={locked ? 'Tháng đã chốt báo cáo' : 'Sửa thiết bị'}>
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  disabled={locked}
                  aria-label={`Sửa thiết bị ${where(r)}`}
                  onClick={() => setEditing(r)}
                />
              </Tooltip>
            )}
          </Space>
        )),
        kind: 'text',
      },
      specColumn('two_months_ago_consumption', amount),
      specColumn('previous_month_consumption', amount),
      specColumn('consumption', amount),
      specColumn('average_consumption', decimal),
      specColumn('two_month_difference', decimal),
      specColumn('average_difference', decimal),
      specColumn('two_month_difference_rate', rate),
      specColumn('average_difference_rate', rate),
      specColumn('flag', (_: unknown, r: ShownRow) => <FlagTag row={r} />),
      {
        ...specColumn('flag_review', (_: unknown, r: ShownRow) =>
          canReview ? <ReviewButtons row={r} busy={noteBusy} onReview={(flag_review) => writeNote({ row: r, patch: { flag_review } })} /> : null,
        ),
        kind: 'action',
      },
      {
        ...specColumn('note', (note: string | null, r: ShownRow) => (
          <Space size={4}>
            <span>{note}</span>
            {canReview && (
              <Button size="small" type="link" aria-label={`Ghi chú ${where(r)}`} onClick={() => setNoting(r)}>
                {note ? 'Sửa' : 'Ghi chú'}
              </Button>
            )}
          </Space>
        )),
      },
    ];
    // Issue 23 §4: the month's use and what follows from it, for a room not read yet, in one cell.
    return spanNoData(
      list,
      list.findIndex((c) => c.key === 'consumption'),
      OWN_MONTH_FIGURES,
      (r) => r.unread === true,
    );
  }, [month, canEditDevices, locked, canReview, noteBusy, writeNote]);

  const [twoAgo, previous, current] = analysisMonths(month);
  const unread = rows.filter((r) => r.unread).length;
  const loading = log.isFetching || (showRows && rowsQuery.isFetching);

  return (
    <Card title={title} size="small">
      <div className="app-toolbar">
        <Input.Search
          aria-label="Tìm kiếm"
          placeholder="Tìm toà, phòng, thiết bị"
          allowClear
          key={f.q}
          defaultValue={f.q}
          onSearch={(q) => set({ q: q.trim() })}
          style={{ width: 220 }}
        />
        <DatePicker
          aria-label="Tháng"
          picker="month"
          format="MM/YYYY"
          allowClear={false}
          minDate={dayjs(`${ANALYSIS_FIRST_MONTH}-01`)}
          maxDate={dayjs()}
          value={dayjs(`${month}-01`)}
          onChange={chooseMonth}
        />
        <DatePicker aria-label="Ngày bắt đầu" format={DATE_FORMAT} disabled value={dayjs(period.date_start)} />
        <DatePicker aria-label="Ngày kết thúc" format={DATE_FORMAT} disabled value={dayjs(period.date_end)} />
      </div>

      <Card size="small" style={{ marginBottom: 12 }} title={`Tổng tiêu thụ ${NOUNS[type]} 3 tháng (${UNITS[type]})`}>
        <Space size={48} wrap align="start">
          <Statistic title={`Tháng ${monthText(twoAgo)}`} value={formatDecimal(totals.two_months_ago)} />
          <Statistic title={`Tháng ${monthText(previous)}`} value={formatDecimal(totals.previous_month)} />
          <Statistic
            title={`Tháng ${monthText(current)}`}
            // A month no room was read in yet has no total, not 0; a partly read one says how many rooms are missing.
            valueRender={() => (rows.length > 0 && unread === rows.length ? <NoData /> : formatDecimal(totals.current))}
            suffix={
              unread > 0 && unread < rows.length ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`(${formatCount(unread)} phòng ${NO_DATA})`}</Typography.Text>
              ) : undefined
            }
          />
          <Space direction="vertical" size={2}>
            <Typography.Text aria-label="Tỷ lệ cờ đã xác nhận">
              {share.confirmed}/{share.reviewed} cờ đã xác nhận
            </Typography.Text>
            <Typography.Text type="secondary">
              {share.flagged} dòng bất thường, {share.flagged - share.reviewed} chưa xử lý
            </Typography.Text>
            {log.data?.data && (
              <Typography.Text type="secondary">
                <LockOutlined /> Đã chốt lúc {formatDateTime(log.data.data.finalized_at)} (
                {log.data.data.source === 'system' ? 'tự động cuối tháng' : log.data.data.finalized_by})
              </Typography.Text>
            )}
          </Space>
        </Space>
      </Card>

      {rows.length > 0 && unread === rows.length && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`Tháng ${monthText(month)} ${NO_DATA}: chưa phòng nào có chỉ số ${NOUNS[type]} tháng này`}
        />
      )}
      <DataTable<ShownRow>
        title={title}
        fileName={`${month}${ANALYSIS_FILE_SUFFIX[type]}`}
        serverExport={{ report: ANALYSIS_REPORTS[type], params: { ...period, q: f.q, flagged: f.flagged === '1' ? '1' : undefined } }}
        columns={columns}
        rows={visible}
        rowKey="key"
        loading={loading}
        emptyText={EMPTY_TEXT}
        toolbar={
          <Space wrap>
            <Checkbox checked={f.flagged === '1'} onChange={(e) => set({ flagged: e.target.checked ? '1' : '' })}>
              Chỉ dòng bất thường
            </Checkbox>
            <Button icon={<SyncOutlined />} disabled={!log.isSuccess || locked} loading={showRows && rowsQuery.isFetching && !locked} onClick={fetchRows}>
              Lấy dữ liệu
            </Button>
            {canFinalize && (
              <Popconfirm
                title={`Chốt báo cáo phân tích ${NOUNS[type]} tháng ${monthText(month)}?`}
                description="Sau khi chốt, số liệu và thiết bị của tháng không sửa được nữa."
                okText="Chốt báo cáo"
                cancelText="Huỷ"
                disabled={locked || !rows.length || running}
                onConfirm={() => finalize.run(finalizePayload(rows))}
              >
                <Button type="primary" icon={locked ? <LockOutlined /> : undefined} disabled={locked || !rows.length || running} loading={finalize.pending}>
                  {locked ? 'Đã chốt báo cáo' : 'Chốt báo cáo'}
                </Button>
              </Popconfirm>
            )}
            {log.data?.data && <UnfinalizeButton type={type} log={log.data.data} />}
            {canFinalize && running && !locked && (
              <Typography.Text type="secondary">
                Tháng chưa kết thúc: chốt được từ ngày {dayjs(`${month}-01`).add(1, 'month').format(DATE_FORMAT)}
              </Typography.Text>
            )}
          </Space>
        }
      />
      {editing && <DevicesModal key={editing.key} month={month} row={editing} rowsKey={rowsKey} onClose={() => setEditing(undefined)} />}
      {noting && (
        <NoteModal
          key={noting.key}
          row={noting}
          busy={noteBusy}
          onSave={(note) => writeNote({ row: noting, patch: { note } })}
          onClose={() => setNoting(undefined)}
        />
      )}
    </Card>
  );
}
