/** Cuts a menu label and marks the cut; the full text goes in a tooltip. */
export const truncate = (text: string, max: number): string => ([...text].length > max ? [...text].slice(0, max).join('') + '…' : text);
