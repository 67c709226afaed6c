import { RepairsPage } from './RepairsPage';

/** /phieu-sua-chua-va-cham-cong: the ordinary repairs book. */
export default function OrdinaryRepairsPage() {
  return <RepairsPage book="ordinary" />;
}
