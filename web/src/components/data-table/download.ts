/** Hands a file to the browser's download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name without characters the OS refuses; Vietnamese letters stay. */
export const safeFileName = (name: string): string => name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'export';
