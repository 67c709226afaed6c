import { domainHandler } from '../lib/http/handler';
import { auditData } from './audit-data';
import { getBillsForCheckIn } from './bills-for-check-in';
import { electricWaterCount } from './electric-water-count';
import { getTwoNewestBills } from './two-newest-bills';
import { getReadingControl } from './reading-control';

export const handler = domainHandler('billing', { getTwoNewestBills, electricWaterCount, getBillsForCheckIn, auditData, getReadingControl });
