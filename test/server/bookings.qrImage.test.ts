// The booking's QR image is drawn once per token and kept (src/server/modules/bookings/view.ts, qrImage): the same
// booking is drawn for its page, every list it is in and every answer that changes it.
import QRCode from 'qrcode';
import { keptQrImages, QR_KEPT, qrImage } from '../../src/server/modules/bookings/view';

const draws = jest.spyOn(QRCode, 'toBuffer');
beforeEach(() => draws.mockClear());

const drawnFor = (token: string) => draws.mock.calls.filter(([text]) => text === token).length;

test('the image is the token’s QR code, a 240-pixel PNG as a data address, as drawn afresh', async () => {
  const token = '41.KR-7Q2M.qr-image-same';
  const image = await qrImage(token);
  const png = await QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  expect(image).toMatch(/^data:image\/png;base64,/);
  const kept = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
  // Same size and same QR (the rows are filtered differently, so the bytes may differ): 240 px wide and high.
  expect([kept.readUInt32BE(16), kept.readUInt32BE(20)]).toEqual([png.readUInt32BE(16), png.readUInt32BE(20)]);
  expect(kept.readUInt32BE(16)).toBe(240);
});

test('a token is drawn once, however many times its booking is shown, also while the first drawing is on its way', async () => {
  const token = '42.KR-7Q2N.qr-image-once';
  const [first, second] = await Promise.all([qrImage(token), qrImage(token)]);
  const third = await qrImage(token);
  expect(new Set([first, second, third]).size).toBe(1);
  expect(drawnFor(token)).toBe(1);
  expect(await qrImage('43.KR-7Q2P.qr-image-other')).not.toBe(first);
});

test(`the last ${QR_KEPT} images are kept (here 3): the least recently shown goes first`, async () => {
  expect(QR_KEPT).toBe(500);
  const image = keptQrImages(3);
  const [oldest, shownAgain] = ['44.KR-OLD.qr-image-oldest', '45.KR-AGAIN.qr-image-shown-again'];
  await image(shownAgain);
  await image(oldest);
  await image('fill-1');
  await image(shownAgain); // shown again: now the most recent
  await image('fill-2'); // a fourth: the least recently shown goes
  draws.mockClear();
  await image(shownAgain);
  await image(oldest);
  expect([drawnFor(shownAgain), drawnFor(oldest)]).toEqual([0, 1]);
});

test('a drawing that failed is not kept: the next view draws it again', async () => {
  const token = '46.KR-FAIL.qr-image-failed';
  draws.mockRejectedValueOnce(new Error('out of memory') as never);
  await expect(qrImage(token)).rejects.toThrow('out of memory');
  await expect(qrImage(token)).resolves.toMatch(/^data:image\/png;base64,/);
  expect(drawnFor(token)).toBe(2);
});
