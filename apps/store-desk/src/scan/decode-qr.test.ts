/**
 * The JS decoder path (no BarcodeDetector, as in Firefox, Safari and Chrome on Linux): a pickup
 * pass QR code drawn by the `qrcode` package, exactly as the member's phone draws it, is read
 * back to the same payload.
 */
import { describe, expect, it } from 'vitest';
import { toBuffer } from 'qrcode';
import { PNG } from 'pngjs';
import { parsePickupPass, pickupPassPayload } from '@bottle/domain';
import { decodeQrPixels, qrDetector, resetQrDetector } from './decode-qr';

async function qrPixels(text: string, scale = 6) {
  const png = PNG.sync.read(await toBuffer(text, { errorCorrectionLevel: 'M', scale, margin: 4 }));
  return { data: new Uint8ClampedArray(png.data), width: png.width, height: png.height };
}

describe('decodeQrPixels (jsQR)', () => {
  it('given a pickup pass QR image, when it is decoded, then the payload reads back as the reservation and code', async () => {
    const payload = pickupPassPayload('PK1001', '042137');
    const text = await decodeQrPixels(await qrPixels(payload));
    expect(text).toBe('BOTTLE-PICKUP:PK1001:042137');
    expect(parsePickupPass(text ?? '')).toEqual({ pickupNo: 'PK1001', code: '042137' });
  });

  it('given an image with no QR code, then it answers null', async () => {
    const blank = new Uint8ClampedArray(200 * 200 * 4).fill(255);
    expect(await decodeQrPixels({ data: blank, width: 200, height: 200 })).toBeNull();
  });
});

describe('qrDetector', () => {
  it('given a browser without BarcodeDetector, then there is none (jsQR is used)', async () => {
    resetQrDetector();
    expect(await qrDetector({} as Window)).toBeNull();
  });

  it('given a BarcodeDetector that reads QR codes, then it is used; one that does not, is not', async () => {
    class Detector {
      static getSupportedFormats = async () => ['qr_code', 'ean_13'];
      async detect() {
        return [{ rawValue: 'x' }];
      }
    }
    resetQrDetector();
    expect(await qrDetector({ BarcodeDetector: Detector } as unknown as Window)).toBeInstanceOf(Detector);
    resetQrDetector();
    Detector.getSupportedFormats = async () => ['ean_13'];
    expect(await qrDetector({ BarcodeDetector: Detector } as unknown as Window)).toBeNull();
    resetQrDetector();
  });
});
