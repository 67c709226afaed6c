import { z } from 'zod';

/**
 * Zod speaks Vietnamese: its own `vi` locale, with plainer words for the two errors staff meet most
 * (a missing field, a field the form should not send).
 */
const vi = z.locales.vi().localeError;

z.config({
  localeError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Trường này là bắt buộc';
    if (issue.code === 'unrecognized_keys') return `Trường không được phép: ${issue.keys.join(', ')}`;
    return vi(issue);
  },
});

export { z };
