export interface Download {
  name: string;
  blob: Blob;
}

/**
 * Records the files the page hands to the browser (a blob URL clicked through an <a download>),
 * for the describe block it is called in. The list is refilled before each test.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = (blob: Blob) => `blob:${downloads.push({ name: '', blob }) - 1}`;
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads[Number(this.href.split(':').pop())].name = this.download;
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return downloads;
}

/** A downloaded file's text; jsdom's Blob has no text(), so it is read as a browser would without it. */
export function downloadText(download: Download): Promise<string> {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(download.blob);
  });
}
