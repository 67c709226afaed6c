/** A status as a tag shows it. */
export interface StatusLook {
  label: string;
  color: string;
}
export const look = (label: string, color: string): StatusLook => ({ label, color });

export const statusLabel = (table: Record<string, StatusLook>, status: string): string => table[status]?.label ?? status;

/** A status filter: "every status" first, then the table's statuses. */
export const statusOptions = (table: Record<string, StatusLook>, all = 'Mọi trạng thái') => [
  { value: '', label: all },
  ...Object.entries(table).map(([value, s]) => ({ value, label: s.label })),
];
