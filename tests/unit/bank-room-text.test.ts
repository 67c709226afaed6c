import { describe, expect, it } from 'vitest';
import { readRooms } from '../../functions/bank/rules/bank-room-text';
import { codeBook, suggestionsFor, type SuggestionContext } from '../../functions/bank/rules/bank-line-rules';
import { replayDifferences } from '../../functions/bank/model/bank-line-conflict';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { namedAlone, TRICKY_LINES } from '../support/bank-tricky-statement';

// The demo rooms (infra/local/seed.ts): six buildings, floors 1–5 × rooms 01–08.
const codes = codeBook(
  BUILDING_CODES.flatMap((building) => [1, 2, 3, 4, 5].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ building, room_id: `${f}0${n}` })))),
);
const code = (r: { building: string; room_id: string }) => `${r.building}${r.room_id}`;
const read = (text: string) => {
  const r = readRooms(text, codes);
  return { named: r.named.map(code), hinted: r.hinted.map(code), sure: r.sure && code(r.sure) };
};

describe('rooms a transfer text names', () => {
  it('a second room abbreviated to its number is that room of the same building, and the line waits', () => {
    expect(read('Tien phong XA407 va 401 T1026')).toEqual({ named: ['XA407', 'XA401'], hinted: [], sure: undefined });
    expect(read('MT201 & 404').named).toEqual(['MT201', 'MT404']);
    expect(read('GB106,407').named).toEqual(['GB106', 'GB407']);
    expect(read('GB106/407').named).toEqual(['GB106', 'GB407']);
  });

  it('a number shaped like a room right after a code is a second room even when we have none of that number', () => {
    expect(read('GB106 va 409')).toEqual({ named: ['GB106'], hinted: [], sure: undefined });
    expect(read('GB106-409').sure).toBeUndefined();
    // elsewhere in the text such a number is not read as a room
    expect(read('GB106 T1026 ma so 409').sure).toBe('GB106');
  });

  it('a code glued to its month, short or long, is the code', () => {
    expect(read('BN402T10 LE HOANG NAM')).toEqual({ named: ['BN402'], hinted: [], sure: 'BN402' });
    expect(read('XA407T1026').sure).toBe('XA407');
    expect(read('MT301T1').sure).toBe('MT301');
    expect(read('MT301THANG10').sure).toBe('MT301');
    // a month needs its T: digits glued to a code make another number, not a room
    expect(read('BN4021026').named).toEqual([]);
  });

  it('a code that reads two ways (a room itself, or another room glued to a month) names both and pays neither', () => {
    const book = codeBook([
      { building: 'BN', room_id: '1' },
      { building: 'BN', room_id: '1T10' },
    ]);
    const r = readRooms('BN1T10', book);
    expect(r.named.map(code).sort()).toEqual(['BN1', 'BN1T10']);
    expect(r.sure).toBeUndefined();
  });

  it('a building written apart from its number: before it pays, after it is only suggested', () => {
    expect(read('tien phong bn 103 thang 11').sure).toBe('BN103');
    expect(read('phong 407 XA')).toEqual({ named: ['XA407'], hinted: [], sure: undefined });
    expect(read('P.407 XA')).toEqual({ named: ['XA407'], hinted: [], sure: undefined });
    expect(read('Chuyen tien phong 303 toa MT').named).toEqual(['MT303']);
  });

  it('TT and MA apart from a number may be "thanh toán" and "mã": suggested, never paid', () => {
    expect(read('TT 305 T1026')).toEqual({ named: ['TT305'], hinted: [], sure: undefined });
    expect(read('TT305 T1026').sure).toBe('TT305');
    expect(read('Ma GD 301 XA407').named).toEqual(['XA407', 'XA301', 'MA301']);
    expect(read('Ma GD 301 XA407').sure).toBeUndefined();
  });

  it('a room number with no building anywhere is a hint in every building that has it', () => {
    expect(read('Tien phong P.407')).toEqual({ named: [], hinted: BUILDING_CODES.map((b) => `${b}407`), sure: undefined });
    expect(read('P407').hinted).toHaveLength(6);
  });

  it('months, years, dates, times, amounts and references are not rooms', () => {
    expect(read('XA203 thang 10 nam 2026').sure).toBe('XA203');
    expect(read('XA203 26/10/2026 10:20:30').sure).toBe('XA203');
    expect(read('XA203 3.600.000 tien phong').sure).toBe('XA203');
    expect(read('MBVCB.4012345.056789.XA203').sure).toBe('XA203');
    expect(read('GD 5071026 FT24305XA1')).toEqual({ named: [], hinted: [], sure: undefined });
    // Thắng is a name as well as a month: the room after it is still a room
    expect(read('NGUYEN VAN THANG 401 XA306').named).toEqual(['XA306', 'XA401']);
  });
});

describe('the tricky statement (tests/support/bank-tricky-statement.ts)', () => {
  const ctx: SuggestionContext = { codes, owing: new Map(), payers: new Map(), others: [] };

  it('no line pays a room it does not name alone; the plain coded lines still pay theirs', () => {
    const wrong = TRICKY_LINES.filter((l) => read(l.text).sure && read(l.text).sure !== namedAlone(l)).map((l) => `${l.text} → ${read(l.text).sure}`);
    expect(wrong).toEqual([]);
    for (const l of TRICKY_LINES) expect({ text: l.text, sure: read(l.text).sure }).toEqual({ text: l.text, sure: l.auto });
  });

  it('every room a line names is suggested, however many', () => {
    for (const l of TRICKY_LINES) {
      const suggested = suggestionsFor({ wallet: 2, date: '2026-10-20', direction: 'in', amount: l.amount, content: l.text }, ctx).map(
        (s) => `${s.building}${s.room_id}`,
      );
      expect({ text: l.text, missing: l.names.filter((n) => !suggested.includes(n)) }).toEqual({ text: l.text, missing: [] });
    }
  });

  it('a named room outranks one only hinted, and both are listed past the limit of five', () => {
    const s = suggestionsFor({ wallet: 2, date: '2026-10-20', direction: 'in', amount: 1, content: 'XA407 va 401 P.208' }, ctx);
    expect(s.slice(0, 2).map((x) => [`${x.building}${x.room_id}`, x.score])).toEqual([
      ['XA407', 60],
      ['XA401', 60],
    ]);
    expect(s[1]!.label).toBe('Phòng 401 (XA): nội dung ghi "401" (mã XA401)');
    expect(s.map((x) => `${x.building}${x.room_id}`)).toContain('XA208');
  });
});

describe('a bank replay of a stored reference', () => {
  const line = { direction: 'in' as const, amount: 3_000_000, date: '2026-11-15', content: 'BN106 T1126 chuyen tien' };
  it('differs in its money, side, day or text; case, accents and spaces are the same text', () => {
    expect(replayDifferences(line, { ...line })).toEqual([]);
    expect(replayDifferences(line, { ...line, content: 'bn106  t1126 chuyển tiền' })).toEqual([]);
    expect(replayDifferences(line, { ...line, amount: 300_000 })).toEqual(['amount']);
    expect(replayDifferences(line, { direction: 'out', amount: 1, date: '2026-11-16', content: 'khac' })).toEqual(['amount', 'direction', 'date', 'content']);
  });
});
