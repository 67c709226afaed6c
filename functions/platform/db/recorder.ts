/**
 * The benchmark's view of DynamoDB: when a recorder is installed (only `npm run bench` does), every
 * request the handlers make is noted with its marshalled input, timing and items read, so the bench
 * can count requests and replay the very same requests raw. Otherwise this costs one global lookup.
 */
export interface RecordedCall {
  command: string;
  input: Record<string, unknown>;
  start: number;
  end: number;
  items: number;
}

export interface Recorder {
  calls: RecordedCall[];
}

const KEY = '__nhaTroDynamoRecorder';

export const installRecorder = (): Recorder => ((globalThis as Record<string, unknown>)[KEY] = { calls: [] } as Recorder);
export const currentRecorder = (): Recorder | undefined => (globalThis as Record<string, unknown>)[KEY] as Recorder | undefined;

/** Items a response carries: Query/Scan `Items`, GetItem `Item`, BatchGet `Responses`. */
export function itemsIn(output: Record<string, unknown>): number {
  if (Array.isArray(output.Items)) return output.Items.length;
  if (output.Item) return 1;
  if (output.Responses && typeof output.Responses === 'object')
    return Object.values(output.Responses as Record<string, unknown[]>).reduce((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);
  return 0;
}

/**
 * The partition a recorded read asked for: a Query's `:pk`, a BatchGet's first key (the handlers'
 * BatchGets of one partition); the input is marshalled (`{ S: '…' }`). Empty for any other call.
 */
export function partitionOf(input: Record<string, unknown>): string {
  const query = (input.ExpressionAttributeValues as Record<string, unknown> | undefined)?.[':pk'];
  const batch = Object.values((input.RequestItems ?? {}) as Record<string, { Keys?: Record<string, unknown>[] }>)[0]?.Keys?.[0]?.PK;
  const pk = query ?? batch;
  return typeof pk === 'string' ? pk : String((pk as { S?: string } | undefined)?.S ?? '');
}
