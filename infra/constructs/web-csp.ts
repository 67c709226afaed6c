/**
 * The web's content security policy, as CloudFront sends it (web.ts) and the bench's production server
 * serves it (bench/screen-server.ts): a build that breaks it breaks in the bench too.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // antd writes its styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
