import { describe, expect, it } from 'vitest';
import { moneyInWords, numberInWords } from '../../web/src/lib/money-words';

describe('moneyInWords: an amount of đồng as a slip writes it', () => {
  it.each([
    [0, 'Không đồng'],
    [1_000, 'Một nghìn đồng'],
    [15_000, 'Mười lăm nghìn đồng'],
    [3_500_000, 'Ba triệu năm trăm nghìn đồng'],
    [1_005_000, 'Một triệu không trăm lẻ năm nghìn đồng'],
    [2_100_000_000, 'Hai tỷ một trăm triệu đồng'],
    [4_300_000, 'Bốn triệu ba trăm nghìn đồng'],
    [2_000_500, 'Hai triệu năm trăm đồng'],
    [1_000_000_000_000, 'Một nghìn tỷ đồng'],
  ])('%d → %s', (amount, words) => {
    expect(moneyInWords(amount)).toBe(words);
  });
});

describe('numberInWords: the reading rules', () => {
  it('reads a zero ten as "lẻ", inside a number only', () => {
    expect(numberInWords(105)).toBe('một trăm lẻ năm');
    expect(numberInWords(1_005)).toBe('một nghìn không trăm lẻ năm');
    expect(numberInWords(7)).toBe('bảy');
    expect(numberInWords(300)).toBe('ba trăm');
  });

  it('says "mười" for ten and "mươi" from twenty', () => {
    expect(numberInWords(10)).toBe('mười');
    expect(numberInWords(19)).toBe('mười chín');
    expect(numberInWords(20)).toBe('hai mươi');
    expect(numberInWords(90_000)).toBe('chín mươi nghìn');
  });

  it('says "mốt" for a one after "mươi", "một" after "mười" and "lẻ"', () => {
    expect(numberInWords(21)).toBe('hai mươi mốt');
    expect(numberInWords(81_000)).toBe('tám mươi mốt nghìn');
    expect(numberInWords(11)).toBe('mười một');
    expect(numberInWords(101)).toBe('một trăm lẻ một');
  });

  it('says "tư" for a four after "mươi", "bốn" elsewhere', () => {
    expect(numberInWords(24)).toBe('hai mươi tư');
    expect(numberInWords(14)).toBe('mười bốn');
    expect(numberInWords(104)).toBe('một trăm lẻ bốn');
    expect(numberInWords(4_000)).toBe('bốn nghìn');
  });

  it('says "lăm" for a five after a ten, "năm" elsewhere', () => {
    expect(numberInWords(15)).toBe('mười lăm');
    expect(numberInWords(35)).toBe('ba mươi lăm');
    expect(numberInWords(505)).toBe('năm trăm lẻ năm');
    expect(numberInWords(5_000_000)).toBe('năm triệu');
  });

  it('reads a group after a bigger one in full and leaves out zero groups', () => {
    expect(numberInWords(1_050)).toBe('một nghìn không trăm năm mươi');
    expect(numberInWords(3_000_021)).toBe('ba triệu không trăm hai mươi mốt');
    expect(numberInWords(1_000_000_001)).toBe('một tỷ không trăm lẻ một');
    expect(numberInWords(12_345_678)).toBe('mười hai triệu ba trăm bốn mươi lăm nghìn sáu trăm bảy mươi tám');
  });

  it('copes with negative amounts and nonsense', () => {
    expect(numberInWords(-25_000)).toBe('âm hai mươi lăm nghìn');
    expect(moneyInWords(Number.NaN)).toBe('');
  });
});
