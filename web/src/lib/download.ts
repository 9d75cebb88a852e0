/** Hands a file made in the browser to the user as a download named `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  // The click starts the download asynchronously: the URL must outlive it a little.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
