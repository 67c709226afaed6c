import { describe, expect, it } from 'vitest';
import { contractStart, idNumberQuery, nameMatches, nameQuery, phoneQuery, roomCode, voucherNumber } from '../../functions/search/rules/query-kinds';
import { customerTokens, idNumberTokens, nameWords, phoneTokens, tokenChange } from '../../functions/search/rules/tokens';

describe('search rules', () => {
  it('reads a room code in each spelling', () => {
    for (const q of ['BN101', 'bn 101', 'BN-101', ' bn-101 ']) expect(roomCode(q), q).toEqual({ building: 'BN', room: '101' });
    expect(roomCode('ZZ101')).toBeUndefined();
    expect(roomCode('0912')).toBeUndefined();
  });

  it('reads each voucher number format: letters, building, year and month, sequence', () => {
    expect(voucherNumber('CBN2611-006')).toEqual({ prefix: 'C', building: 'BN', month: '2026-11', number: 'CBN2611-006' });
    expect(voucherNumber('ptmt2611-40')).toEqual({ prefix: 'PT', building: 'MT', month: '2026-11', number: 'PTMT2611-040' });
    // PT of building TT, not P of a building "TT" followed by T.
    expect(voucherNumber('PTTT2611-001')?.building).toBe('TT');
    for (const [q, prefix] of [
      ['THBN2611-001', 'TH'],
      ['PKBN2611-001', 'PK'],
      ['DCBN2611-001', 'DC'],
      ['PCBN2611-001', 'PC'],
      ['CTBN2611-001', 'CT'],
      ['TMBN2611-001', 'TM'],
      ['TGBN2611-001', 'TG'],
      ['DTBN2611-001', 'DT'],
      ['VAYBN2611-001', 'VAY'],
      ['LNBN2611-001', 'LN'],
      ['SCBN2611-001', 'SC'],
      ['SPBN2611-001', 'SP'],
    ])
      expect(voucherNumber(q)?.prefix, q).toBe(prefix);
    expect(voucherNumber('XXBN2611-001')).toBeUndefined();
    expect(voucherNumber('CBN2613-001')).toBeUndefined();
    expect(voucherNumber('CZZ2611-001')).toBeUndefined();
  });

  it('reads a contract number or its start, with its building when it names one', () => {
    expect(contractStart('HD-BN204-2026')).toEqual({ start: 'HD-BN204-2026', buildings: ['BN'] });
    expect(contractStart('hd-x1')?.buildings).toHaveLength(6);
    expect(contractStart('Hoa')).toBeUndefined();
  });

  it('a phone query is 4+ digits, spaces and dots dropped', () => {
    expect(phoneQuery('0912 345')).toBe('0912345');
    expect(phoneQuery('5678')).toBe('5678');
    expect(phoneQuery('567')).toBeUndefined();
    expect(phoneQuery('BN101')).toBeUndefined();
  });

  it('indexes every suffix of 4+ digits, so any run of 4+ digits starts one', () => {
    const tokens = phoneTokens('0912 345 678');
    expect(tokens).toEqual(['0912345678', '912345678', '12345678', '2345678', '345678', '45678', '5678']);
    for (const run of ['0912', '5678', '2345', '912345678'])
      expect(
        tokens.some((t) => t.startsWith(run)),
        run,
      ).toBe(true);
    expect(phoneTokens('123')).toEqual([]);
    expect(phoneTokens(undefined)).toEqual([]);
  });

  it('an ID number is indexed and asked as 4+ letters and digits with a digit in it, lower case', () => {
    expect(idNumberTokens('B 123-456')).toEqual(['b123456', '123456', '23456', '3456']);
    expect(idNumberTokens('AB1')).toEqual([]);
    expect(idNumberTokens(undefined)).toEqual([]);
    expect(idNumberQuery('0790 9912')).toBe('07909912');
    expect(idNumberQuery('b1234')).toBe('b1234');
    // Digits alone are a phone and an ID number at once; a name is not one, nor are fewer than 4.
    expect(idNumberQuery('5678')).toBe('5678');
    expect(idNumberQuery('Nguyễn Văn')).toBeUndefined();
    expect(idNumberQuery('b12')).toBeUndefined();
    expect(idNumberQuery('12/34/56')).toBeUndefined();
    const tokens = customerTokens({ name: 'An', id_number: '079099000123' }).filter((t) => t.kind === 'IDNO');
    expect(tokens.some((t) => t.token.startsWith('9900'))).toBe(true);
  });

  it('names are words without diacritics, matched by the start of each word', () => {
    expect(nameWords('Nguyễn Văn Đạt')).toEqual(['nguyen', 'van', 'dat']);
    expect(nameQuery('nguyen van a')).toEqual({ lead: 'nguyen', words: ['nguyen', 'van', 'a'] });
    expect(nameMatches('Nguyễn Văn An', ['nguyen', 'van', 'a'])).toBe(true);
    expect(nameMatches('Nguyễn Thị An', ['nguyen', 'van'])).toBe(false);
    expect(nameQuery('0912')).toBeUndefined();
  });

  it('a changed phone removes the old suffixes and adds the new, the name words stay', () => {
    const before = customerTokens({ name: 'Lê Hoa', phone: '0900001111' });
    const after = customerTokens({ name: 'Lê Hoa', phone: '0900002222' });
    const { removed, added } = tokenChange(before, after);
    expect(removed.map((t) => t.token)).toContain('1111');
    expect(added.map((t) => t.token)).toContain('2222');
    expect([...removed, ...added].some((t) => t.kind === 'NAME')).toBe(false);
  });
});
