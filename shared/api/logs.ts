import * as z from 'zod';
import { endpoint } from './endpoint';
import { LOG_ACTION_KEYS } from '../catalog/log-actions';
import { isoDate, queryInt, withinMonths } from './common';

export const logEntry = z.object({
  id: z.string(),
  at: z.string().describe('ISO time of the change'),
  action: z.enum(LOG_ACTION_KEYS),
  actor: z.object({ user_id: z.string(), username: z.string(), name: z.string() }),
  entity: z.string(),
  entity_id: z.string(),
  entity_no: z.string().optional().describe('the number people know the record by (slip, contract), when it has one'),
  entity_name: z.string().optional().describe('who or what the record is about, for people: room 101 (BN), a customer'),
  building: z.string().optional(),
  summary: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type LogEntry = z.infer<typeof logEntry>;

export const listLogs = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/logs',
  summary: 'Lịch sử thao tác trong khoảng ngày (mới nhất trước), lọc theo hành động, người làm, từ khoá',
  query: z
    .strictObject({
      from: isoDate,
      to: isoDate,
      action: z.enum(LOG_ACTION_KEYS, { error: 'Hành động không hợp lệ' }).optional(),
      actor: z.string().max(128).optional(),
      q: z.string().max(200).optional(),
      limit: queryInt(1, 1000).default(200),
      cursor: z.string().max(2048).optional(),
    })
    .superRefine(withinMonths(12)),
  response: z.object({ items: z.array(logEntry), cursor: z.string().optional() }),
});
