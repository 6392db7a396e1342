/**
 * Catches the file a page saves through kit/client-export.ts's downloadFile (a blob URL and a clicked
 * link), so a test can read its name and text. jsdom has no blob URLs; they are put back after the test.
 */
import { onTestFinished, vi } from 'vitest';

export function catchDownload() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  let blob: Blob | undefined;
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (b: Blob | MediaSource) => {
    blob = b as Blob;
    return 'blob:caught';
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) saved.push({ name: this.download, blob });
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click.mockRestore();
  });
  return {
    /** How many files were saved. */
    count: () => saved.length,
    /** The last saved file's name ('' before any). */
    name: () => saved.at(-1)?.name ?? '',
    /** The last saved file's text. */
    text: async () => (await saved.at(-1)?.blob.text()) ?? '',
  };
}
