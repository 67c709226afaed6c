import { buildingName } from '../../../../shared/catalog/buildings';
import { linesHtml, paperHtml, type Line, type Paper, type PaperLook } from './paper';
import { openPrintWindow } from './print-window';

/** One printed slip (A5): heading, number and date, label/value lines, amount in words, signatures. */
export interface SlipLayout extends Paper {
  lines: readonly Line[];
}

const SLIP: PaperLook = {
  cls: 'slip',
  box: 'max-width: 128mm; margin: 0 auto; ',
  heading: { size: 17, margin: 10 },
  labelWidth: '42%',
  termsMargin: 6,
  signsMargin: 12,
  signSpace: 52,
};

export const slipHtml = (s: SlipLayout, printedAt: Date = new Date()): string => paperHtml(SLIP, s, linesHtml(s.lines), printedAt);

export const issuerOf = (building: string): string => `${buildingName(building)} (${building})`;

/** Opens the print window on one A5 slip. */
export const printSlip = (title: string, s: SlipLayout) => openPrintWindow({ title, bodyHtml: slipHtml(s), page: 'A5' });
