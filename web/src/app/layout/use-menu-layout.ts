import { useCallback, useState } from 'react';

export type MenuLayout = 'side' | 'top';
const KEY = 'menu_layout';

/** The user's choice between the sidebar and the horizontal menu, kept across visits. */
export function useMenuLayout(): [MenuLayout, () => void] {
  const [layout, setLayout] = useState<MenuLayout>(() => (localStorage.getItem(KEY) === 'top' ? 'top' : 'side'));
  const toggle = useCallback(() => {
    setLayout((l) => {
      const next = l === 'side' ? 'top' : 'side';
      localStorage.setItem(KEY, next);
      return next;
    });
  }, []);
  return [layout, toggle];
}
