import { ReadingsPage } from './ReadingsPage';

/** /bang-so-dien: the electricity reading table (type E). */
export default function ElectricReadingsPage() {
  return <ReadingsPage type="E" />;
}
