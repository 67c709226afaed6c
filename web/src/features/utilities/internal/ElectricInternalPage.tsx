import { InternalReadingsPage } from './InternalReadingsPage';

/** /dien-noi-bo: the internal consumers' electricity readings (type E). */
export default function ElectricInternalPage() {
  return <InternalReadingsPage type="E" />;
}
