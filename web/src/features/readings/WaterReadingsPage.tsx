import { ReadingsPage } from './ReadingsPage';

/** /bang-so-nuoc: the water reading table (type W). */
export default function WaterReadingsPage() {
  return <ReadingsPage type="W" />;
}
