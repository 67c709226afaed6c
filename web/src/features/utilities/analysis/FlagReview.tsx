import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { AnalysisRow } from '../../../../../shared/api/utilities';
import { FLAG_NAMES, type AnalysisType } from '../../../../../shared/exports/reports/utility-analysis';
import { notify } from '../../../api/notify';
import { useVoucherAction } from '../../../components/forms/use-voucher-action';
import { rowKeyOf, type ShownRow } from './analysis-rows';
import { ANALYSIS_ENDPOINTS } from './queries';

type NotePatch = { note?: string | null; flag_review?: AnalysisRow['flag_review'] };
export type NoteWrite = { row: ShownRow; patch: NotePatch };

/**
 * Notes and flag reviews of one analysis (PUT …/notes, allowed after finalize too: they record the
 * follow-up), as button writes (useVoucherAction: one key per change, kept while it is retried). The
 * rows take the change at once and are then asked for again; `onSaved` follows (a dialog closes).
 */
export function useNoteWrite(type: AnalysisType, month: string, rowsKey: readonly unknown[], onSaved?: (write: NoteWrite) => void) {
  const client = useQueryClient();
  return useVoucherAction({
    endpoint: ANALYSIS_ENDPOINTS[type].notes,
    request: ({ row, patch }: NoteWrite) => ({ body: { month, building: row.building, room_id: row.room_id, ...patch } }),
    onSuccess: (answer, write) => {
      client.setQueryData(rowsKey, (old: { rows: AnalysisRow[] } | undefined) =>
        old ? { ...old, rows: old.rows.map((r) => (rowKeyOf(r) === write.row.key ? { ...r, ...write.patch } : r)) } : old,
      );
      notify.success(answer.message);
      onSaved?.(write);
    },
  });
}

/** The flag of a row: its name, the reason in a tooltip, and how staff reviewed it. */
export function FlagTag({ row }: { row: ShownRow }) {
  if (!row.flag) return null;
  const color = row.flag_review === 'dismissed' ? 'default' : row.flag_review === 'confirmed' ? 'red' : 'orange';
  return (
    <Tooltip title={row.flag_reason}>
      <Tag
        color={color}
        aria-label={`Cờ phòng ${row.room_id} toà ${row.building}`}
        style={row.flag_review === 'dismissed' ? { textDecoration: 'line-through' } : undefined}
      >
        {FLAG_NAMES[row.flag]}
      </Tag>
    </Tooltip>
  );
}

/** Confirm or dismiss a row's flag; pressing the chosen one again takes the review back. */
export function ReviewButtons({ row, onReview, busy }: { row: ShownRow; onReview: (review: AnalysisRow['flag_review']) => void; busy: boolean }) {
  if (!row.flag) return null;
  const choose = (review: NonNullable<AnalysisRow['flag_review']>) => onReview(row.flag_review === review ? null : review);
  const where = `phòng ${row.room_id} toà ${row.building}`;
  return (
    <Space size={4}>
      <Button
        size="small"
        type={row.flag_review === 'confirmed' ? 'primary' : 'default'}
        danger={row.flag_review === 'confirmed'}
        disabled={busy}
        aria-label={`Xác nhận cờ ${where}`}
        onClick={() => choose('confirmed')}
      >
        Xác nhận
      </Button>
      <Button
        size="small"
        type={row.flag_review === 'dismissed' ? 'primary' : 'default'}
        disabled={busy}
        aria-label={`Bỏ qua cờ ${where}`}
        onClick={() => choose('dismissed')}
      >
        Bỏ qua
      </Button>
    </Space>
  );
}

/** The note of a row, written in a small dialog. */
export function NoteModal({ row, busy, onSave, onClose }: { row: ShownRow; busy: boolean; onSave: (note: string | null) => void; onClose: () => void }) {
  const [text, setText] = useState(row.note ?? '');
  return (
    <Modal
      open
      title={`Ghi chú phòng ${row.room_id} toà ${row.building}`}
      okText="Lưu"
      cancelText="Huỷ"
      confirmLoading={busy}
      onOk={() => onSave(text.trim() ? text.trim() : null)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.TextArea aria-label="Ghi chú" value={text} maxLength={500} showCount rows={4} onChange={(e) => setText(e.target.value)} />
    </Modal>
  );
}
