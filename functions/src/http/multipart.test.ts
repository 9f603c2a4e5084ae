import { describe, expect, it } from 'vitest';
import { readMultipart } from './multipart.ts';

async function encode(form: FormData): Promise<{ body: string; contentType: string }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()).toString('base64'),
    contentType: request.headers.get('content-type')!,
  };
}

describe('multipart bodies', () => {
  it('decodes JSON fields, keeps text, and collects files under image and images', async () => {
    const form = new FormData();
    form.append('name', 'Domaine des Lilas');
    form.append('alts', JSON.stringify([{ alt: 'Cave', filename: 'cave.png' }]));
    form.append('valid', 'true');
    form.append('image', new Blob([Uint8Array.of(1, 2, 3)], { type: 'image/png' }), 'logo.png');
    form.append('images', new Blob([Uint8Array.of(4)], { type: 'image/jpeg' }), 'a.jpg');
    form.append('images', new Blob([Uint8Array.of(5)], { type: 'image/jpeg' }), 'b.jpg');
    const { body, contentType } = await encode(form);
    const parsed = await readMultipart(body, true, contentType);
    expect(parsed.name).toBe('Domaine des Lilas');
    expect(parsed.alts).toEqual([{ alt: 'Cave', filename: 'cave.png' }]);
    expect(parsed.valid).toBe(true);
    expect(parsed.image).toMatchObject({
      filename: 'logo.png',
      contentType: 'image/png',
      size: 3,
      data: Uint8Array.of(1, 2, 3),
    });
    expect((parsed.images as { filename: string }[]).map((f) => f.filename)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('refuses a body that is not the multipart it claims to be', async () => {
    await expect(readMultipart('garbage', false, 'multipart/form-data; boundary=xyz')).rejects.toMatchObject({
      status: 400,
      messageKey: 'media.invalidMultipart',
    });
  });
});
