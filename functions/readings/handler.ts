import { domainHandler } from '../platform/http/handler';
import { auditData } from './audit-data';
import { getBillsForCheckIn } from './bills-for-check-in';
import { electricWaterCount } from './electric-water-count';
import { getTwoNewestBills } from './two-newest-bills';
import { getReadingControl } from './reading-control';
import { createMeterChange } from './create-meter-change';
import { deleteMeterChange } from './delete-meter-change';
import { listMeterChanges } from './list-meter-changes';
import { updateMeterChange } from './update-meter-change';

export const handler = domainHandler('readings', {
  getTwoNewestBills,
  electricWaterCount,
  getBillsForCheckIn,
  auditData,
  getReadingControl,
  listMeterChanges,
  createMeterChange,
  updateMeterChange,
  deleteMeterChange,
});
