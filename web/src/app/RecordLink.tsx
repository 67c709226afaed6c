import { Link } from 'react-router-dom';
import type { RecordRef } from '../lib/record-links';

/** A voucher number or an object's name in a table or a list, opening its record's screen. */
export function RecordLink({ record }: { record: RecordRef }) {
  if (!record.text) return null;
  return record.href ? (
    <Link to={record.href} title={record.title}>
      {record.text}
    </Link>
  ) : (
    <span title={record.title}>{record.text}</span>
  );
}
