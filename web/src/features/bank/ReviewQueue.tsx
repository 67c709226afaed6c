import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { addDays } from '../../../../shared/dates';
import { notify } from '../../api/notify';
import { asBuilding } from '../../components/filters/filter-defaults';
import { LaidTable } from '../../components/data-table/LaidTable';
import { LoadMore } from '../../components/data-table/LoadMore';
import { daysWaitingColumn } from '../../components/data-table/days-waiting';
import { formatDate, formatVnd } from '../../lib/format';
import { ConflictNote } from './ConflictNote';
import { counterText, doneText, matchText, needsReview, reasonText, STATUS_LOOK } from './match-text';
import { NoteDialog } from './NoteDialog';
import { bankQueries, useBankWrite, type BankRange } from './queries';
import { ReceiptCashDialog } from './ReceiptCashDialog';
import { RoomMatchDialog } from './RoomMatchDialog';
import { createInternalTransfer, updateBankTransaction, type BankSuggestion, type BankTransaction } from '../../../../shared/api/bank';

/** How many days apart the two halves of one internal transfer may be (functions/bank/possible-transfers.ts). */
const TRANSFER_DAYS = 2;

type Dialog = { kind: 'room' | 'receipt' | 'note'; line: BankTransaction };

const byScore = (a: BankSuggestion, b: BankSuggestion) => b.score - a.score;

/**
 * The review queue: incoming lines nobody matched yet, each with the server's ranked suggestions
 * (every room its text names, a room by its open balance or a known payer; an internal transfer),
 * confirmed with one click; a line with none is matched to a room picked by hand or becomes an other
 * receipt. A line the bank sent again with other figures is here too, whatever its state, with what
 * each replay said, until someone has compared it with the statement ("Đã đối chiếu").
 */
export function ReviewQueue({ range, enabled }: { range: BankRange; enabled: boolean }) {
  const query = useInfiniteQuery({ ...bankQueries.lines({ ...range, status: 'review' }), enabled });
  const lines = useMemo(() => (query.data?.items ?? []).filter(needsReview), [query.data]);
  const wantsPairs = lines.some((t) => t.suggestions.some((s) => s.kind === 'transfer'));
  // The other half may be up to two days away (the server's rule), so the pairs are read that much wider.
  const pairs = useQuery({
    ...bankQueries.transferPairs({ from: addDays(range.from, -TRANSFER_DAYS), to: addDays(range.to, TRANSFER_DAYS) }),
    enabled: enabled && wantsPairs,
  });
  const [dialog, setDialog] = useState<Dialog>();
  const match = useBankWrite(updateBankTransaction, doneText);
  const transfer = useBankWrite(createInternalTransfer, (r) => `Đã ghi chuyển tiền nội bộ ${formatVnd(r.amount)}`);
  const dismiss = useBankWrite(updateBankTransaction, (t) => `Đã đối chiếu dòng ${formatVnd(t.amount)} ngày ${formatDate(t.date)}: giữ nguyên số tiền đã ghi`);
  const busy = match.pending || transfer.pending || dismiss.pending;

  function confirm(line: BankTransaction, s: BankSuggestion) {
    if (s.kind === 'room') {
      const building = asBuilding(s.building ?? '');
      if (!building || !s.room_id) return setDialog({ kind: 'room', line });
      return match.run({
        params: { id: line.id },
        body: { action: 'match', version: line.version, building, room_id: s.room_id, ...(s.stay_id ? { stay_id: s.stay_id } : {}) },
      });
    }
    // The suggested outgoing line as the pairs hold it (with its version), whichever pair it sits in.
    const out = pairs.data?.pairs.flatMap((p) => [p.out, p.in]).find((t) => t.id === s.bank_transaction_id && t.direction === 'out');
    if (!out) return notify.warning('Chưa xác nhận được', 'Dòng tiền ra tương ứng không còn chờ xác nhận. Vui lòng tải lại danh sách.');
    transfer.run({ body: { out_id: out.id, out_version: out.version, in_id: line.id, in_version: line.version } });
  }

  const suggestionList = (line: BankTransaction) => {
    // A line here for its conflict only is matched or set aside already: what it became is what to check.
    if (line.status !== 'unmatched')
      return <Typography.Text>{line.status === 'matched' ? `Đã khớp: ${matchText(line)}` : STATUS_LOOK[line.status].text}</Typography.Text>;
    const list = [...line.suggestions].sort(byScore);
    if (!list.length) return <Typography.Text type="secondary">Không có gợi ý</Typography.Text>;
    return (
      <Space direction="vertical" size={4}>
        {list.map((s, i) => (
          <Space key={`${s.kind}-${s.room_id ?? s.bank_transaction_id ?? i}`} size={6} wrap>
            <Tag color={s.kind === 'transfer' ? 'purple' : 'blue'}>{reasonText(s.reason)}</Tag>
            <span>{s.label}</span>
            <Button
              size="small"
              type="primary"
              disabled={busy || (s.kind === 'transfer' && pairs.isPending)}
              aria-label={`Xác nhận ${s.label}`}
              onClick={() => confirm(line, s)}
            >
              Xác nhận
            </Button>
          </Space>
        ))}
      </Space>
    );
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text>
          Dòng tiền vào chờ xác nhận: <b data-testid="queue-count">{lines.length}</b>
        </Typography.Text>
        <LoadMore query={query} />
      </Space>
      {enabled && !query.isPending && !lines.length && (
        <Alert type="success" showIcon message="Không còn dòng tiền vào nào chờ xác nhận trong khoảng thời gian này" />
      )}
      {lines.length > 0 && (
        <LaidTable<BankTransaction>
          rowKey="id"
          aria-label="Hàng chờ xác nhận"
          loading={query.isFetching}
          dataSource={lines}
          pagination={false}
          columns={[
            { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', render: (_, t) => formatDate(t.date) },
            { key: 'amount', title: 'Số tiền', dataIndex: 'amount', exportAs: 'money', kind: 'money', render: (_, t) => formatVnd(t.amount) },
            // Every line here waits for someone: since the day the bank booked it.
            daysWaitingColumn<BankTransaction>((t) => t.date),
            {
              key: 'content',
              title: 'Nội dung',
              render: (_, t) => (
                <>
                  <div>{t.content}</div>
                  {counterText(t) && <Typography.Text type="secondary">{counterText(t)}</Typography.Text>}
                  {t.note && <div>Ghi chú: {t.note}</div>}
                  <ConflictNote line={t} />
                </>
              ),
            },
            { key: 'suggestions', title: 'Gợi ý', render: (_, t) => suggestionList(t) },
            {
              key: 'actions',
              title: 'Xử lý khác',
              // Up to five buttons: they wrap in the room left, rather than stack one per line.
              kind: 'text',
              render: (_, t) => (
                <Space size={4} wrap>
                  {t.conflict_open && (
                    <Button
                      size="small"
                      danger
                      disabled={busy}
                      onClick={() => dismiss.run({ params: { id: t.id }, body: { action: 'dismiss_conflict', version: t.version } })}
                    >
                      Đã đối chiếu
                    </Button>
                  )}
                  {t.status === 'unmatched' && (
                    <>
                      <Button size="small" onClick={() => setDialog({ kind: 'room', line: t })}>
                        Chọn phòng
                      </Button>
                      <Button size="small" onClick={() => setDialog({ kind: 'receipt', line: t })}>
                        Ghi thu khác
                      </Button>
                      <Button size="small" disabled={busy} onClick={() => match.run({ params: { id: t.id }, body: { action: 'ignore', version: t.version } })}>
                        Bỏ qua
                      </Button>
                    </>
                  )}
                  <Button size="small" onClick={() => setDialog({ kind: 'note', line: t })}>
                    Ghi chú
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      {dialog?.kind === 'room' && <RoomMatchDialog line={dialog.line} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'receipt' && <ReceiptCashDialog line={dialog.line} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'note' && <NoteDialog line={dialog.line} onClose={() => setDialog(undefined)} />}
    </>
  );
}
