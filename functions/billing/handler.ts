import { domainHandler } from '../lib/http/handler';
import { auditData } from './audit-data';
import { getBillsForCheckIn } from './bills-for-check-in';
import { electricWaterCount } from './electric-water-count';
import { getTwoNewestBills } from './two-newest-bills';

export const handler = domainHandler('billing', { getTwoNewestBills, electricWaterCount, getBillsForCheckIn, auditData });
