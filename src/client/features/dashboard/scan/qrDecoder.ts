// Reads a QR code from a camera frame or a photo: the browser's own BarcodeDetector where it reads QR
// codes (Android, ChromeOS, macOS), else jsQR, loaded only when first needed, from our own bundle.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource | ImageBitmap): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

let nativeDetector: Promise<BarcodeDetectorLike | null> | null = null;

function native(): Promise<BarcodeDetectorLike | null> {
  nativeDetector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return nativeDetector;
}

/** The text of the QR code in RGBA pixels, or null; jsQR also tries the inverted image (light on dark). */
export async function decodeQrPixels(pixels: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const { default: jsQR } = await import(/* webpackChunkName: "qr-decoder" */ 'jsqr');
  return jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** At most this many pixels on the long side are decoded: a phone photo is 12 megapixels, a QR needs far fewer. */
const MAX_SIDE = 1024;

/** The QR code in a video frame, an image or a bitmap of the given size. */
export async function decodeQrFrom(source: CanvasImageSource, width: number, height: number): Promise<string | null> {
  const detector = await native();
  if (detector) {
    const [code] = await detector.detect(source).catch(() => []);
    if (code) return code.rawValue;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return decodeQrPixels(data, canvas.width, canvas.height);
}

/** The QR code in a photo the user picked. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeQrFrom(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
