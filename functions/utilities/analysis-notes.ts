import * as api from '../../shared/api/utilities';
import { METER_TYPE_NAMES, type MeterType } from '../../shared/readings/usage';
import { auditItem } from '../platform/audit';
import { analysisNoteOf } from './model/consumption-analysis';
import { keys } from '../platform/db/keys';
import { about, putItem } from '../platform/db/transact';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { getRoom } from '../kernel/model/room';
import { monthText } from '../../shared/dates';

const REVIEW_TEXT = { confirmed: 'xác nhận cờ', dismissed: 'bỏ qua cờ' } as const;

/**
 * A room's note and flag review in a month's analysis: one item per room, put on the version read
 * (absent: new). Allowed after finalize too: they record the follow-up of a flagged room. A field left
 * out keeps its value; null clears it.
 */
const notesOf = (type: MeterType, endpoint: typeof api.electricityAnalysis.notes) =>
  operation(endpoint, async ({ body }, { caller }) => {
    const { month, building, room_id } = body;
    if (body.note === undefined && body.flag_review === undefined)
      throw new BadRequest('Hãy nhập ghi chú hoặc xác nhận/bỏ qua cờ', [{ path: 'note', message: 'Hãy nhập ghi chú hoặc xác nhận/bỏ qua cờ' }]);
    await getRoom(building, room_id);
    const key = keys.analysisNote(type, month, building, room_id);
    const { version, ...before } = await analysisNoteOf(type, month, building, room_id);
    const after = {
      note: body.note === undefined ? before.note : body.note || null,
      flag_review: body.flag_review === undefined ? before.flag_review : body.flag_review,
    };
    const at = nowIso();
    const conflict = `Ghi chú phòng ${room_id} vừa được người khác thay đổi, vui lòng tải lại`;
    const what =
      [body.note !== undefined ? 'ghi chú' : '', body.flag_review ? REVIEW_TEXT[body.flag_review] : body.flag_review === null ? 'bỏ đánh giá cờ' : '']
        .filter(Boolean)
        .join(', ') || 'ghi chú';
    const answer = { message: `Đã lưu ${what} phòng ${room_id} toà ${building}` };
    return commit(
      [
        about(
          putItem(
            { ...key, entity: 'analysis_note', type, month, building, room_id, ...after, version: version + 1, updated_at: at, updated_by: caller.username },
            version === 0
              ? { expression: 'attribute_not_exists(PK)', conflict }
              : { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': version }, conflict },
          ),
          'room_id',
        ),
        auditItem(
          caller,
          {
            action: 'update',
            entity: 'consumption_analysis_note',
            entityId: `${type}-${month}-${building}-${room_id}`,
            entityName: `Phòng ${room_id} (${building})`,
            building,
            summary: `Phân tích ${METER_TYPE_NAMES[type]} tháng ${monthText(month)} phòng ${room_id} toà ${building}: ${what}`,
            before,
            after,
          },
          at,
        ),
      ],
      answer,
    );
  });

export const putElectricityAnalysisNotes = notesOf('E', api.electricityAnalysis.notes);
export const putWaterAnalysisNotes = notesOf('W', api.waterAnalysis.notes);
