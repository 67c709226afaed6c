/**
 * A statement of transfer texts that have gone wrong or could (issue 21, "zero wrong matches"), over the
 * demo rooms (BN, GB, TT, XA, MA, MT × 101..508). For each line, `names`: every room a person reading
 * it would think it may pay (its payment code, an abbreviated second room, a room and its building
 * written apart); `auto`: the room it is paid to without a person — only a line naming that room alone,
 * by its code, one way. Lines left out of `auto` although they name one room are the rule's caution
 * (a building word that is also an everyday abbreviation, a room number with its building after it, a
 * number right after the code), which costs a click, never money.
 */
export interface TrickyLine {
  text: string;
  amount: number;
  names: string[];
  /** Rooms it names that the demo does not have: a second room all the same. */
  unknown?: string[];
  auto?: string;
}

/** The one room a line names, when it names one alone: the only room an automatic match may pay. */
export const namedAlone = (l: TrickyLine): string | undefined => (l.names.length === 1 && !l.unknown?.length ? l.names[0] : undefined);

export const TRICKY_LINES: readonly TrickyLine[] = [
  // two rooms, the second abbreviated to its number (the lines)
  { text: 'Tien phong XA407 va 401 T1026', amount: 3_600_000, names: ['XA407', 'XA401'] },
  { text: 'MT201 va 404', amount: 3_610_000, names: ['MT201', 'MT404'] },
  { text: 'GB106 va 407', amount: 3_620_000, names: ['GB106', 'GB407'] },
  { text: 'MT202 & 405 tien nha T10', amount: 3_630_000, names: ['MT202', 'MT405'] },
  { text: 'GB105,408 T1026', amount: 3_640_000, names: ['GB105', 'GB408'] },
  { text: 'Tien nha BN101 BN102 thang 10', amount: 3_650_000, names: ['BN101', 'BN102'] },
  { text: 'NGUYEN VAN THANG chuyen 401 XA306', amount: 3_660_000, names: ['XA306', 'XA401'] },
  // a second room that does not exist is still a second room
  { text: 'GB106 va 409', amount: 3_670_000, names: ['GB106'], unknown: ['GB409'] },
  // prefixes and the building written apart
  { text: 'Thanh toan P.407 XA T1026', amount: 3_680_000, names: ['XA407'] },
  { text: 'phong 407 XA chuyen tien', amount: 3_690_000, names: ['XA407'] },
  { text: 'Chuyen tien phong 303 toa MT', amount: 3_700_000, names: ['MT303'] },
  { text: 'Tien phong P.407 thang 10', amount: 3_710_000, names: [] },
  { text: 'XA 208 T1026', amount: 3_720_000, names: ['XA208'], auto: 'XA208' },
  { text: 'FT24301507123 TT 305 T1026', amount: 3_730_000, names: ['TT305'] },
  // glued months, short and long
  { text: 'BN402T10 LE HOANG NAM', amount: 3_740_000, names: ['BN402'], auto: 'BN402' },
  { text: 'XA407T1026 NGUYEN VAN A', amount: 3_750_000, names: ['XA407'], auto: 'XA407' },
  { text: 'MT301T1 tien nha', amount: 3_760_000, names: ['MT301'], auto: 'MT301' },
  // diacritics
  { text: 'Tiền phòng tháng 10 XA305', amount: 3_770_000, names: ['XA305'], auto: 'XA305' },
  { text: 'Thanh toán tiền nhà phòng GB 204 tháng 10/2026', amount: 3_780_000, names: ['GB204'], auto: 'GB204' },
  // bank prefixes and references that look like rooms or codes
  { text: 'MBVCB.4012345.056789.TRAN THI B chuyen tien MA208 T1026.CT tu 0071000123456 TRAN THI B', amount: 3_790_000, names: ['MA208'], auto: 'MA208' },
  { text: 'IBFT TT106 T1026', amount: 3_800_000, names: ['TT106'], auto: 'TT106' },
  { text: 'REM GB3011026 NGUYEN VAN C BN205 T10', amount: 3_810_000, names: ['BN205'], auto: 'BN205' },
  { text: 'GD 5071026 tien dien', amount: 3_820_000, names: [] },
  { text: 'FT24305XA1 chuyen khoan', amount: 3_830_000, names: [] },
  { text: 'Ma GD 301 XA407 T1026', amount: 3_840_000, names: ['XA407', 'XA301', 'MA301'] },
  // amounts and dates beside a code
  { text: 'XA203 3.600.000 tien phong 26/10/2026 10:20', amount: 3_850_000, names: ['XA203'], auto: 'XA203' },
  { text: 'Nop tien XA102 T10/2026', amount: 3_860_000, names: ['XA102'], auto: 'XA102' },
  { text: 'XA204 500.000', amount: 3_870_000, names: ['XA204'] },
  // nothing to read
  { text: 'tien phong thang 10', amount: 3_880_000, names: [] },
];
