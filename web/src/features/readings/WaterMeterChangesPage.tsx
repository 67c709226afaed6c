import { MeterChangesPage } from './MeterChangesPage';

/** /thay-dong-ho-nuoc: water meter changes. */
export default function WaterMeterChangesPage() {
  return <MeterChangesPage type="W" />;
}
