/**
 * A member's camera photo of a barcode over real HTTP (the demo backend is this Node server,
 * not the page where the browser decoded photos): a JPEG data URL posted to
 * /chat-api/app/chat/image is decoded by libs/mock-api's pure-JS node rasterizer, and the
 * sommelier names the product.
 */
import { describe, expect, it } from 'vitest';
import { encode as encodeJpeg } from 'jpeg-js';
import type { ChatResponse } from '@bottle/api';
import { encode } from '@bottle/barcode';
import { dataset } from '@bottle/mock-api';
import { postJson, serveFixture } from './test-support';

const demo = serveFixture();

/** A JPEG (quality 85) of `ean`'s bars at 3 px a module on a white label, on a gray picture. */
function barcodeJpeg(ean: string): Buffer {
  const bits = encode(ean, 'EAN13', { displayValue: false }).bars;
  const scale = 3;
  const quiet = 11;
  const width = (bits.length + 2 * quiet) * scale + 80;
  const height = 180;
  const data = new Uint8Array(width * height * 4).fill(255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const lx = x - 40;
      const onLabel = y >= 40 && y < 140 && lx >= 0 && lx < (bits.length + 2 * quiet) * scale;
      const v = !onLabel ? 130 : bits[Math.floor(lx / scale) - quiet] === '1' ? 30 : 235;
      data.set([v, v, v], (y * width + x) * 4);
    }
  }
  return encodeJpeg({ width, height, data }, 85).data;
}

describe('a camera photo sent to the demo server', () => {
  it('given a JPEG photo of a catalogue barcode, when it is posted to /chat-api/app/chat/image, then the sommelier answers with that product', async () => {
    const product = dataset.products[57];
    if (!product) throw new Error('the dataset has fewer than 58 products');
    const image = `data:image/jpeg;base64,${barcodeJpeg(product.barcode).toString('base64')}`;
    const { status, body } = await postJson<ChatResponse>(demo.url, '/chat-api/app/chat/image', { image, message: '이 와인 뭐예요?' });
    expect(status).toBe(200);
    expect(body.prd_list?.map((p) => p.prd_cd)).toEqual([product.prd_cd]);
    expect(body.answer).toContain(product.prd_nm);
  });

  it('given a file that only starts like a JPEG, when it is posted, then the answer says honestly the photo was not recognised', async () => {
    const image = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`;
    const { status, body } = await postJson<ChatResponse>(demo.url, '/chat-api/app/chat/image', { image, message: '이 와인 뭐예요?' });
    expect(status).toBe(200);
    expect(body.answer).toMatch(/사진에서 라벨이나 바코드를 알아보지 못했어요/);
    expect(body.prd_list).toBeUndefined();
  });
});
