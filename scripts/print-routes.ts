import { routes } from '../functions/routes';

/** `METHOD<TAB>/api/path<TAB>domain<TAB>access`, one served operation a line (read by the coverage tool). */
for (const r of routes) console.log([r.endpoint.method, r.endpoint.path, r.domain, r.access].join('\t'));
