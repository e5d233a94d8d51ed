import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The names of the files the page hands the browser to save, emptied before each test of the file.
 * jsdom has no object URLs and cannot follow a download link, so both are stood in for.
 */
export function captureDownloads(): string[] {
  const downloads: string[] = [];
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:download');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return downloads;
}
