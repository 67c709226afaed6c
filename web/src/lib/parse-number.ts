/**
 * Number parsing as the spec (§5) has it: everything but digits and the comma goes, the comma is the
 * decimal point, and text that is still not a number yields nothing. `1.234.567` → 1234567,
 * `12,5` → 12.5, `abc` → undefined.
 */
export function parseNumber(input: string | number | null | undefined): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (input === null || input === undefined) return undefined;
  const cleaned = String(input)
    .replace(/[^\d,]/g, '')
    .replace(',', '.');
  if (cleaned === '' || !/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}
