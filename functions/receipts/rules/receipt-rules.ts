/** PT<building><YYMM>-NNN for a rent receipt, TH<building><YYMM>-NNN for a collected one. */
export const receiptNo = (building: string, date: string, seq: number, kind: 'room' | 'collected' = 'room') =>
  `${kind === 'collected' ? 'TH' : 'PT'}${building}${date.slice(2, 4)}${date.slice(5, 7)}-${String(seq).padStart(3, '0')}`;
