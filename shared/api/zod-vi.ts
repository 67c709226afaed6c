import { config } from 'zod';
import { vi } from 'zod/locales';

/**
 * Zod speaks Vietnamese: its own `vi` locale, with plainer words for the two errors staff meet most
 * (a missing field, a field the form should not send).
 *
 * Bundle size: the locale is imported by name from `zod/locales` and `config` by name. Reaching them
 * through the `z` namespace (`z.locales.vi()`), like `import { z } from 'zod'` anywhere in the
 * contracts (write `import * as z from 'zod'`), keeps the whole namespace and all ~50 locales alive
 * in every Lambda bundle (+370 KB; `npm run bundles` measures it).
 */
const viError = vi().localeError;

config({
  localeError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Trường này là bắt buộc';
    if (issue.code === 'unrecognized_keys') return `Trường không được phép: ${issue.keys.join(', ')}`;
    // Lengths in words staff read on a form (the locale's wording names types: "mong đợi string").
    if (issue.code === 'too_big' && issue.origin === 'string') return `Tối đa ${issue.maximum} ký tự`;
    if (issue.code === 'too_small' && issue.origin === 'string') return issue.minimum === 1 ? 'Trường này là bắt buộc' : `Tối thiểu ${issue.minimum} ký tự`;
    return viError(issue);
  },
});
