import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoMonth, pageOf, pageQuery } from '../common';
import { billRun } from '../bills';
import { meterType, readingMonth } from './';

/**
 * Kiểm soát điện nước (/kiem-soat-dien-nuoc): a building's month seen from its meter readings and its
 * bills — the rooms whose reading is missing, odd, or not billed yet — so the month is put right
 * before (and after) the billing run. Computed on the server from the readings, meter changes, stays
 * and bills as they are; nothing is stored.
 */

export const CONTROL_PROBLEMS = ['missing', 'odd', 'unbilled'] as const;
export type ControlProblem = (typeof CONTROL_PROBLEMS)[number];
export const CONTROL_PROBLEM_NAMES: Record<ControlProblem, string> = {
  missing: 'Thiếu chỉ số',
  odd: 'Chỉ số bất thường',
  unbilled: 'Chưa tính tiền',
};

export const CONTROL_KINDS = [
  /** A room someone stays in at the month's end without the month's reading. */
  'no_reading',
  /** The reading is below the one before, without a meter change to explain it. */
  'below_previous',
  /** Usage above 3× the room's three-month average. */
  'spike',
  /** Usage in a room nobody stayed in that month. */
  'empty_room',
  /** Read, but the building's billing run of the month has not happened. */
  'not_run',
  /** Read, the run happened, and the room still has no bill of the month. */
  'no_bill',
] as const;
export type ControlKind = (typeof CONTROL_KINDS)[number];

export const controlRow = z.object({
  room_id: z.string(),
  floor: z.number().int(),
  type: meterType,
  problem: z.enum(CONTROL_PROBLEMS),
  kind: z.enum(CONTROL_KINDS),
  message: z.string().describe('the problem in plain Vietnamese'),
  previous: z.number().int().nullable(),
  previous_month: isoMonth.nullable(),
  current: z.number().int().nullable(),
  usage: z.number().int().nullable().describe('null: no reading, no previous one, or a reading below the previous'),
  average: z.number().nullable().describe('average usage of the three months before'),
});
export type ControlRow = z.infer<typeof controlRow>;

/** The count of each problem among `rows`: the screen's, added up over every page of the month. */
export function controlCounts(rows: readonly Pick<ControlRow, 'problem'>[]): Record<ControlProblem, number> {
  const count = (p: ControlProblem) => rows.filter((r) => r.problem === p).length;
  return { missing: count('missing'), odd: count('odd'), unbilled: count('unbilled') };
}

/** The whole month as the screen shows it, assembled from every page (web: control-queries.ts). */
export const readingControl = z.object({
  building: buildingCode,
  month: isoMonth,
  run: billRun.nullable().describe("the building's billing run of the month, null before it"),
  rows: z.array(controlRow).describe('floor and room order, electricity before water'),
  counts: z.object({ missing: z.number().int(), odd: z.number().int(), unbilled: z.number().int() }),
});
export type ReadingControl = z.infer<typeof readingControl>;

export const getReadingControl = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/bills/control',
  summary: 'Kiểm soát điện nước: các phòng của một toà trong một tháng thiếu chỉ số, có chỉ số bất thường hoặc đã có chỉ số mà chưa tính tiền',
  /** `limit` counts ROOMS: a page looks at that many of the building's rooms (key order), whatever rows they make. */
  query: z.strictObject({ building: buildingCode, month: readingMonth, ...pageQuery }),
  /**
   * A page of the month's rows: those of a page of the building's rooms (key order; within a room,
   * electricity before water), none for a room with nothing to look at, so a page may hold fewer rows
   * than rooms (or none, with a cursor), or more. With the month's run, the same on every page. The
   * screen reads every page, sorts by floor and room, and counts each problem (`controlCounts`).
   */
  response: pageOf(controlRow).extend({ building: buildingCode, month: isoMonth, run: readingControl.shape.run }),
});
