import { Divider } from 'antd';
import type { ReactNode } from 'react';
import './forms.css';

/** A titled part of a long voucher form (people, vehicles, readings). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Divider orientation="left" plain className="form-section-title">
      {children}
    </Divider>
  );
}
