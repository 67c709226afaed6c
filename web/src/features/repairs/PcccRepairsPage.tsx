import { RepairsPage } from './RepairsPage';

/** /phieu-sua-chua-va-cham-cong-pccc-lon: large fire-safety (PCCC) works, a book of its own. */
export default function PcccRepairsPage() {
  return <RepairsPage book="pccc" />;
}
