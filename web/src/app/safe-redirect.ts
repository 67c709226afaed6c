/** Only a same-site path may be a redirect target, never another origin (`//evil.example`). */
export const safeRedirect = (raw: string | null): string =>
  raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/login') ? raw : '/dashboard';
