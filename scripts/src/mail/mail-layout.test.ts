import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mailLayoutPath } from '../mail-layout.ts';
import { compiledMailLayoutModule } from './mail-layout-source.ts';

describe('the compiled mail layout', () => {
  it('is the MJML source compiled now (run `npm run mail:layout` when this fails)', async () => {
    expect(readFileSync(mailLayoutPath, 'utf8')).toBe(await compiledMailLayoutModule());
  });

  it('keeps every slot the layout code fills', async () => {
    const text = await compiledMailLayoutModule();
    for (const slot of ['%%LANG%%', '%%TITLE%%', '%%SHOP%%', '%%BODY%%', '%%WARNING%%'])
      expect(text, slot).toContain(slot);
  });
});
