import { MENU_GROUPS, SCREENS, loaderOf } from '../web/src/app/screens';

/**
 * `npm run --silent screens`: the screens that work, read from the web's one screen table, in menu
 * order. A screen still to be built is counted but not listed.
 */
const working = SCREENS.filter((s) => loaderOf(s));
const rows = working.map((s) => [s.path, s.title, s.group ? MENU_GROUPS[s.group] : '-', s.adminOnly ? 'admin' : 'đã đăng nhập', s.aliasOf ? `= ${s.aliasOf}` : '']);
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length), ['Đường dẫn', 'Màn hình', 'Nhóm menu', 'Quyền'][i]!.length));
const line = (r: string[]) => r.map((c, i) => (i < 4 ? c.padEnd(widths[i]!) : c)).join('  ').trimEnd();

console.log(line(['Đường dẫn', 'Màn hình', 'Nhóm menu', 'Quyền', '']));
for (const r of rows) console.log(line(r));
console.log(`\n${working.length}/${SCREENS.length} màn hình hoạt động (cộng /login, công khai).`);
