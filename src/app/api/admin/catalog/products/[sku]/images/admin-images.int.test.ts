import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pool } from '@/server/db/client';
import { DELETE as remove, PATCH as patch, PUT as replace } from './[imageId]/route';
import { GET as list, POST as upload } from './route';

/** The pictures' admin API (decision 063): multipart uploads and replacements, JSON changes, the error envelope. */
const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-picture-tests'));
const site = 'http://localhost:3000';
const auth = { authorization: `Bearer ${TOKEN}` };
const rows = async <T,>(text: string, params: unknown[] = []) => (await pool().query(text, params)).rows as T[];
/** Pictures of their own sizes (they are stored lossy, so a shade apart could come out the same). */
const png = (n: number) => sharp({ create: { width: 40 + n, height: 30, channels: 3, background: { r: 200, g: 1, b: 2 } } }).png().toBuffer();
const form = (bytes: Buffer | null, fields: Record<string, string> = {}) => {
  const body = new FormData();
  if (bytes) body.set('file', new Blob([new Uint8Array(bytes)]), 'picture.png');
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};
type Image = { id: number; position: number; file: string; width: number; alt: Record<string, string> };

let sku: string;
const at = (imageId: number | string) => ({ params: Promise.resolve({ sku, imageId: String(imageId) }) });
const path = (rest = '') => `${site}/api/admin/catalog/products/${encodeURIComponent(sku)}/images${rest}`;

beforeAll(async () => {
  sku = (await rows<{ sku: string }>('SELECT sku FROM products WHERE active ORDER BY id DESC OFFSET 3 LIMIT 1'))[0]!.sku;
});

describe('the pictures admin API', () => {
  it('uploads, lists, describes and moves, replaces and removes, audited as the key', async () => {
    const first = await upload(new NextRequest(path(), { method: 'POST', headers: auth, body: form(await png(1), { 'alt.en-US': 'Top view' }) }), { params: Promise.resolve({ sku }) });
    expect(first.status).toBe(201);
    const [added] = ((await first.json()) as { images: Image[] }).images;
    expect(added).toMatchObject({ position: 0, width: 41, alt: { 'en-US': 'Top view', 'es-MX': '' } });
    await upload(new NextRequest(path(), { method: 'POST', headers: auth, body: form(await png(2)) }), { params: Promise.resolve({ sku }) });

    const listed = (await (await list(new NextRequest(path(), { headers: auth }), { params: Promise.resolve({ sku }) })).json()) as { images: Image[] };
    expect(listed.images.map((i) => i.position)).toEqual([0, 1]);
    const second = listed.images[1]!;

    const changed = await patch(new NextRequest(path(`/${second.id}`), { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ alt: { 'en-US': 'Side', 'es-MX': 'Lado', 'pt-BR': 'Lado' }, position: 0 }) }), at(second.id));
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { images: Image[] }).images[0]).toMatchObject({ id: second.id, position: 0, alt: { 'es-MX': 'Lado' } });

    const replaced = await replace(new NextRequest(path(`/${second.id}`), { method: 'PUT', headers: auth, body: form(await png(3)) }), at(second.id));
    expect(replaced.status).toBe(200);
    expect(((await replaced.json()) as { images: Image[] }).images[0]!.file).not.toBe(second.file);

    for (const image of listed.images) expect((await remove(new NextRequest(path(`/${image.id}`), { method: 'DELETE', headers: auth }), at(image.id))).status).toBe(204);
    expect(await rows('SELECT image FROM products WHERE sku = $1', [sku])).toEqual([{ image: null }]);
    const lines = await rows<{ action: string; via: string }>("SELECT action, via FROM audit_events WHERE entity_id = $1 AND action LIKE 'product.image.%' ORDER BY id", [sku]);
    expect(lines.map((l) => l.action)).toEqual(['product.image.add', 'product.image.add', 'product.image.describe', 'product.image.move', 'product.image.replace', 'product.image.remove', 'product.image.remove']);
    expect(lines.every((l) => l.via === 'token')).toBe(true);
  });

  it('answers 400 in the envelope for a body that is not a form, a form without a file, a refused picture and an empty change; 413 past 6 MB; 404 for no such picture', async () => {
    const post = (init: ConstructorParameters<typeof NextRequest>[1]) => upload(new NextRequest(path(), { method: 'POST', ...init }), { params: Promise.resolve({ sku }) });
    const notForm = await post({ headers: { ...auth, 'content-type': 'image/png' }, body: new Uint8Array(await png(4)) });
    expect(notForm.status).toBe(400);
    expect(await notForm.json()).toMatchObject({ errorCode: 'BAD_PICTURE_FORM' });
    expect((await post({ headers: auth, body: form(null, { 'alt.en-US': 'x' }) })).status).toBe(400);
    const svg = await post({ headers: auth, body: form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')) });
    expect(svg.status).toBe(400);
    expect(await svg.json()).toMatchObject({ errorCode: 'IMAGE_REFUSED' });
    const huge = await post({ headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(7 * 1024 * 1024) }, body: 'x' });
    expect(huge.status).toBe(413);
    const empty = await patch(new NextRequest(path('/1'), { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' }), at(1));
    expect(empty.status).toBe(400);
    const missing = await remove(new NextRequest(path('/999999'), { method: 'DELETE', headers: auth }), at(999_999));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errorCode: 'IMAGE_NOT_FOUND' });
  });
});
