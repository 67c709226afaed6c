import type { RepairTimesheet } from '../../shared/api/repairs';

/** How a timesheet shows in the activity log (before/after). */
export const shownTimesheet = (t: RepairTimesheet) => ({
  repairman: t.repairman_name,
  date: t.date,
  ...(t.days !== undefined ? { days: t.days } : { hours: t.hours }),
  wage: t.wage,
  materials: t.materials,
  total: t.total,
});

export const workText = (t: Pick<RepairTimesheet, 'days' | 'hours'>) => (t.days !== undefined ? `${t.days} ngày công` : `${t.hours} giờ công`);
export const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
