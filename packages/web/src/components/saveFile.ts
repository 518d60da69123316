/** Hands a blob to the browser as a saved file. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the object URL is no longer needed after it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
