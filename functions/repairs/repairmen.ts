import type { Repairman } from '../../shared/api/repairs';

/** How a repairman shows in the activity log (before/after). */
export const shownRepairman = (r: Repairman) => ({ name: r.name, phone: r.phone, daily_wage: r.daily_wage, active: r.active });
