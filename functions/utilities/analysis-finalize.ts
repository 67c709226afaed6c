import * as api from '../../shared/api/utilities';
import { lastDayOf } from '../../shared/dates';
import type { MeterType } from '../../shared/readings/usage';
import { BadRequest, type FieldError } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { finalizeAnalysis } from '../core/records/consumption-analysis';

/** The period the screen derives from the month: its first and last day, nothing else. */
function periodProblems(body: { month: string; date_start: string; date_end: string }): FieldError[] {
  const out: FieldError[] = [];
  if (body.date_start !== `${body.month}-01`) out.push({ path: 'date_start', message: 'Ngày bắt đầu phải là ngày đầu tháng đã chọn' });
  if (body.date_end !== lastDayOf(body.month)) out.push({ path: 'date_end', message: 'Ngày kết thúc phải là ngày cuối tháng đã chọn' });
  return out;
}

/**
 * Finalizes the month's analysis: the server recomputes the rows and refuses (409) when the rows the
 * client showed differ, or when the month is already finalized; then stores the log and the rows.
 */
const finalizeOf = (type: MeterType, endpoint: typeof api.electricityAnalysis.finalize) =>
  operation(endpoint, async ({ body }, { caller }) => {
    const problems = periodProblems(body);
    if (problems.length) throw new BadRequest(problems[0]!.message, problems);
    const { message } = await finalizeAnalysis(type, body.month, caller, 'staff', body.analyses);
    return { message };
  });

export const finalizeElectricityAnalysis = finalizeOf('E', api.electricityAnalysis.finalize);
export const finalizeWaterAnalysis = finalizeOf('W', api.waterAnalysis.finalize);
