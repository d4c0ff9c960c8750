/**
 * A camera that films a QR code, for the store desk's scan (the camera is fed a generated
 * QR image): the code drawn by the `qrcode` package, as the member's phone draws it, written as a
 * Y4M clip (YUV 4:2:0, one frame, looped by Chromium) for `--use-file-for-fake-video-capture`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PNG } from 'pngjs';
import { toBuffer } from 'qrcode';

/** Writes a 640×480 Y4M frame showing `text` as a QR code in the middle; answers the path. */
export async function writeQrClip(path: string, text: string): Promise<string> {
  const width = 640;
  const height = 480;
  const qr = PNG.sync.read(await toBuffer(text, { errorCorrectionLevel: 'M', scale: 8, margin: 4 }));
  const luma = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - qr.width) / 2);
  const top = Math.floor((height - qr.height) / 2);
  for (let y = 0; y < qr.height && top + y < height; y += 1) {
    for (let x = 0; x < qr.width && left + x < width; x += 1) {
      luma[(top + y) * width + left + x] = qr.data[(y * qr.width + x) * 4] ?? 255;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F1:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, Buffer.concat([header, luma, chroma, chroma]));
  return path;
}
