import * as api from '../../shared/api/utilities';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { addMonths, lastDayOf, vnToday } from '../../shared/dates';
import { compareNumbered } from '../../shared/text/collate';
import { METER_TYPE_NAMES, type MeterType } from '../../shared/readings/usage';
import { BadRequest, Conflict, type FieldError } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { dayDash, monthDash } from '../bills';
import { finalizeAnalysis } from './model/consumption-analysis';
import { sheetsBetween } from '../readings';

/** The period the screen derives from the month: its first and last day, nothing else. */
function periodProblems(body: { month: string; date_start: string; date_end: string }): FieldError[] {
  const out: FieldError[] = [];
  if (body.date_start !== `${body.month}-01`) out.push({ path: 'date_start', message: 'Ngày bắt đầu phải là ngày đầu tháng đã chọn' });
  if (body.date_end !== lastDayOf(body.month)) out.push({ path: 'date_end', message: 'Ngày kết thúc phải là ngày cuối tháng đã chọn' });
  return out;
}

/** Rooms listed by name in a refusal, per building; the rest are counted. */
const NAMED_ROOMS = 5;

/**
 * Staff finalize a month only once it is over (Vietnam date) and its readings are in: every room read
 * the month before is read in it (one Query per building of the two months' sheets). Finalized rows and
 * devices never change again, so a month finalized on the 26th would keep half a month's figures and
 * the month-end job could not finalize the real ones. The job itself finalizes what there is on the 1st.
 */
async function assertReady(type: MeterType, month: string): Promise<void> {
  const name = METER_TYPE_NAMES[type];
  const next = addMonths(month, 1);
  if (next > vnToday().slice(0, 7))
    throw new Conflict(`Tháng ${monthDash(month)} chưa kết thúc: chỉ chốt được báo cáo phân tích ${name} từ ngày ${dayDash(`${next}-01`)}`, 'month', 'state');
  const previous = addMonths(month, -1);
  const sheets = await Promise.all(BUILDING_CODES.map((b) => sheetsBetween(b, type, previous, month)));
  const missing = BUILDING_CODES.flatMap((building, i) => {
    const [before, now] = [previous, month].map((m) => sheets[i]!.find((s) => s.month === m)?.rooms ?? {});
    const rooms = Object.keys(before!)
      .filter((r) => !Object.hasOwn(now!, r))
      .sort(compareNumbered);
    if (!rooms.length) return [];
    const named = rooms.slice(0, NAMED_ROOMS).join(', ');
    return [`toà ${building} ${rooms.length} phòng (${named}${rooms.length > NAMED_ROOMS ? ', …' : ''})`];
  });
  if (missing.length)
    throw new Conflict(
      `Chưa nhập đủ chỉ số ${name} tháng ${monthDash(month)}: ${missing.join('; ')} có chỉ số tháng ${monthDash(previous)} mà chưa có tháng này`,
      'month',
      'state',
    );
}

/**
 * Finalizes the month's analysis: refused (409) before the month is over or while its readings are not
 * in; the server recomputes the rows and refuses (409) when the rows the client showed differ, or when
 * the month is already finalized; then stores the log and the rows.
 */
const finalizeOf = (type: MeterType, endpoint: typeof api.electricityAnalysis.finalize) =>
  operation(endpoint, async ({ body }, { caller }) => {
    const problems = periodProblems(body);
    if (problems.length) throw new BadRequest(problems[0]!.message, problems);
    await assertReady(type, body.month);
    const { message } = await finalizeAnalysis(type, body.month, caller, 'staff', body.analyses);
    return { message };
  });

export const finalizeElectricityAnalysis = finalizeOf('E', api.electricityAnalysis.finalize);
export const finalizeWaterAnalysis = finalizeOf('W', api.waterAnalysis.finalize);
