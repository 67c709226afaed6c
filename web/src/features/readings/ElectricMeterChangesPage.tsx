import { MeterChangesPage } from './MeterChangesPage';

/** /thay-dong-ho-dien: electricity meter changes. */
export default function ElectricMeterChangesPage() {
  return <MeterChangesPage type="E" />;
}
