/**
 * Shapes of the application data as far as the shell needs them. The rooms, wallets and payments
 * contracts arrive with their own issue (shared/api/*); until then the loader accepts any answer and
 * keeps only these fields.
 */
export interface RoomSummary {
  room_id: string;
  building: string;
  /** Room status 0–4 (spec §3). */
  status: number;
}

export interface Wallet {
  id: number;
  name: string;
}

export interface LatestPaymentLog {
  /** YYYY-MM */
  month: string;
}
