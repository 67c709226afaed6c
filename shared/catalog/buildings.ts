export const BUILDING_CODES = ['BN', 'GB', 'TT', 'XA', 'MA', 'MT'] as const;
export type BuildingCode = (typeof BUILDING_CODES)[number];

export interface Building {
  code: BuildingCode;
  name: string;
  /** Cash wallet of the building; MT shares MA's (business rules §1). */
  cashWalletId: number;
}

export const BUILDINGS: readonly Building[] = [
  { code: 'BN', name: 'Nhà Bình Nguyên', cashWalletId: 6 },
  { code: 'GB', name: 'Nhà Gia Bảo', cashWalletId: 7 },
  { code: 'TT', name: 'Nhà Thành Thái', cashWalletId: 8 },
  { code: 'XA', name: 'Nhà Xuân An', cashWalletId: 9 },
  { code: 'MA', name: 'Nhà Minh An', cashWalletId: 10 },
  { code: 'MT', name: 'Nhà Minh Tâm', cashWalletId: 10 },
];

export const buildingName = (code: string): string => BUILDINGS.find((b) => b.code === code)?.name ?? 'N/F';
