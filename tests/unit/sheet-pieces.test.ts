import { describe, expect, it } from 'vitest';
import { assemble, changedPieces, pieceOf, type StoredHead, type StoredPiece } from '../../functions/readings/model/sheet-pieces';
import type { Sheet, StoredReading } from '../../functions/readings/model/reading-table';

const r = (value: number): StoredReading => ({ value, persons: 2, at: '2026-10-28T03:00:00Z', by: 'ketoan' });
const sheet = (rooms: Record<string, number>, version = 1): Sheet => ({
  building: 'BN',
  type: 'E',
  month: '2026-10',
  rooms: Object.fromEntries(Object.entries(rooms).map(([k, v]) => [k, r(v)])),
  meter_changes: {},
  version,
});
const head = (version: number, pieces: Record<string, number>, month = '2026-10'): StoredHead => ({
  month,
  version,
  pieces,
  rest: { building: 'BN', type: 'E', month, meter_changes: {} },
});
const piece = (p: string, version: number, rooms: Record<string, number>, month = '2026-10'): StoredPiece => ({
  month,
  piece: p,
  version,
  rooms: Object.fromEntries(Object.entries(rooms).map(([k, v]) => [k, r(v)])),
});

describe('pieces of a reading sheet (a floor of rooms each)', () => {
  it('puts a numbered series of up to a hundred rooms in one piece, whatever the id looks like', () => {
    expect(['101', '167', '199'].map(pieceOf)).toEqual(['p1', 'p1', 'p1']);
    expect(['1205', '1299', '1300'].map(pieceOf)).toEqual(['p12', 'p12', 'p13']);
    expect(['5', '99', 'A', 'ABC'].map(pieceOf)).toEqual(['p', 'p', 'p', 'p']);
    expect(['BN-101-A', 'BN-102-B', 'A12', 'R1234'].map(pieceOf)).toEqual(['pBN-1', 'pBN-1', 'pA', 'pR12']);
  });

  it('writes only the pieces whose readings changed, every piece of a sheet stored inline', () => {
    const read = sheet({ '101': 10, '102': 20, '201': 30 });
    const next = sheet({ '101': 10, '102': 21, '201': 30, '301': 5 }, 2);
    expect([...changedPieces(read, next, false).keys()].sort()).toEqual(['p1', 'p3']);
    expect(changedPieces(read, next, false).get('p1')).toEqual({ '101': r(10), '102': r(21) });
    expect([...changedPieces(read, read, true).keys()].sort()).toEqual(['p1', 'p2']);
    // A room gone from a piece rewrites the piece (empty when it was the last).
    expect(changedPieces(read, sheet({ '101': 10, '102': 20 }, 2), false)).toEqual(new Map([['p2', {}]]));
  });

  it('puts the pieces read together at the version the sheet lists for each', () => {
    const got = assemble([head(3, { p1: 3, p2: 1 })], [piece('p1', 3, { '101': 11 }), piece('p2', 1, { '201': 5 })]);
    expect(got?.map((s) => [s.version, s.rooms])).toEqual([[3, { '101': r(11), '201': r(5) }]]);
    expect(got?.[0]?.storage).toEqual({ pieces: { p1: 3, p2: 1 }, inline: false, narrowed: false });
    // Narrowed to one piece: the other is not asked for.
    expect(assemble([head(3, { p1: 3, p2: 1 })], [piece('p2', 1, { '201': 5 })], new Set(['p2']))?.[0]?.rooms).toEqual({ '201': r(5) });
  });

  it('finds a read torn by a save in progress, and leaves a stray piece (never listed, no newer) out', () => {
    // A piece written after the sheet's item was read.
    expect(assemble([head(3, { p1: 3 })], [piece('p1', 4, { '101': 12 })])).toBeUndefined();
    // A piece read before the write the item has.
    expect(assemble([head(4, { p1: 4 })], [piece('p1', 3, { '101': 11 })])).toBeUndefined();
    // A listed piece not found yet; a new piece the item does not list yet; a month whose item was not there.
    expect(assemble([head(4, { p1: 4, p2: 4 })], [piece('p1', 4, {})])).toBeUndefined();
    expect(assemble([head(3, { p1: 3 })], [piece('p1', 3, {}), piece('p2', 4, { '201': 1 })])).toBeUndefined();
    expect(assemble([], [piece('p1', 1, { '101': 1 })])).toBeUndefined();
    // A stray: not listed and no newer than the item.
    expect(assemble([head(3, { p1: 3 })], [piece('p1', 3, { '101': 11 }), piece('p9', 2, { '901': 1 })])?.[0]?.rooms).toEqual({ '101': r(11) });
  });

  it('reads a sheet stored before pieces (readings in its own item) as it is', () => {
    const inline = { ...head(2, {}), rooms: { '101': r(7) } };
    expect(assemble([inline], [])?.[0]).toMatchObject({ version: 2, rooms: { '101': r(7) }, storage: { inline: true, narrowed: false } });
  });
});
