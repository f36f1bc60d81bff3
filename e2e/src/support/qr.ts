import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from 'playwright-core';

/** Reads the QR code shown in an element: a screenshot of it, decoded by jsQR as a phone camera would. */
export async function decodeQr(element: Locator): Promise<string> {
  const png = PNG.sync.read(await element.screenshot());
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  if (!found) throw new Error(`No QR code could be read in the ${png.width}×${png.height} screenshot`);
  return found.data;
}
