import { InternalReadingsPage } from './InternalReadingsPage';

/** /nuoc-noi-bo: the internal consumers' water readings (type W). */
export default function WaterInternalPage() {
  return <InternalReadingsPage type="W" />;
}
