/**
 * The tenant page's one DOM helper. The page is its own entry outside the staff application with a
 * budget of 50 KiB gzip (scripts/web-weight.ts), which React 19 alone exceeds (≈ 67 KiB gzip with
 * react-dom): a page of one read and one view is built with the DOM itself.
 */
type Child = Node | string | number | false | null | undefined;

export function el(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c !== false && c !== null && c !== undefined) node.append(typeof c === 'number' ? String(c) : c);
  return node;
}
