/** Lower case, no Vietnamese diacritics: "Nguyễn Đức" → "nguyen duc", for substring search. */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
