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
    return viError(issue);
  },
});
