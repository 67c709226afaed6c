import { SCREENS, loaderOf } from '../web/src/app/screens';

/**
 * `npm run --silent screens`: one web route path a line, the screens that work (read by the coverage
 * tool). /login is public and sits outside the screen table; a screen still to be built is not listed.
 */
console.log('/login');
for (const s of SCREENS) if (loaderOf(s)) console.log(s.path);
