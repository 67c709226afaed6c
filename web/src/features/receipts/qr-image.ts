// The encoder antd's QRCode draws with (its own dependency, pinned in package.json), without React:
// a printed page is plain HTML, so the code goes in as an image.
import { Ecc, QrCode } from '@rc-component/qrcode/es/libs/qrcodegen';

/** Quiet zone around the code, in modules: scanners need 4 (ISO/IEC 18004). */
const QUIET = 4;

/**
 * The QR of `text` as an SVG data URL (one path of dark modules, crisp at any print size), error
 * correction M as antd's default, so the screen and the paper show the same code.
 */
export function qrDataUrl(text: string): string {
  const qr = QrCode.encodeText(text, Ecc.MEDIUM);
  const n = qr.size + QUIET * 2;
  let d = '';
  for (let y = 0; y < qr.size; y++) for (let x = 0; x < qr.size; x++) if (qr.getModule(x, y)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges"><rect width="${n}" height="${n}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
