// The server's CSV rules: BOM, CRLF, RFC 4180 quoting, 2 decimals, % on rates, neutralised text.
export { BOM, toCsv } from '../../../../shared/exports/cells';
