import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-composer.ts';

const content = {
  subject: '{{shopName}} : commande {{orderNumber}}',
  html: '<p>Bonjour {{firstname}},</p><table><tbody>{{#lines}}<tr><td>{{quantity}} × {{name}} {{year}}</td><td>{{total}}</td></tr>{{/lines}}</tbody></table><p><a href="{{link}}">lien</a></p>',
};

describe('a mail rendered from its model', () => {
  const mail = renderMail(
    content,
    'fr_FR',
    {
      shopName: 'Vins <Lilas>',
      orderNumber: '2026-000001',
      firstname: '<script>x</script>',
      lines: [{ quantity: 2, name: 'Gamay', year: 2022, total: '25,00 €' }],
      link: 'javascript:alert(1)',
    },
    'Vins <Lilas>',
  );

  it('is a responsive HTML document in the layout: the shop’s name escaped in header and footer, the warning in the mail’s language', () => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('<html lang="fr"');
    expect(mail.html.match(/Vins &lt;Lilas&gt;/g)?.length).toBeGreaterThanOrEqual(2);
    expect(mail.html).toContain('L’abus d’alcool est dangereux pour la santé, à consommer avec modération.');
    expect(mail.html).not.toMatch(/%%[A-Z]+%%/);
  });

  it('escapes variables and drops a script URL a variable brought into a link', () => {
    expect(mail.html).toContain('Bonjour &lt;script&gt;x&lt;/script&gt;,');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('<script');
  });

  it('has a text part with the lines, the vintage year and the footer', () => {
    expect(mail.subject).toBe('Vins <Lilas> : commande 2026-000001');
    expect(mail.text).toContain('Bonjour <script>x</script>,');
    expect(mail.text).toMatch(/2 × Gamay 2022\s+25,00 €/);
    expect(
      mail.text.endsWith('Vins <Lilas>\nL’abus d’alcool est dangereux pour la santé, à consommer avec modération.'),
    ).toBe(true);
  });

  it('says the English warning in English', () => {
    const english = renderMail(content, 'en_US', { shopName: 'Lilas' }, 'Lilas');
    expect(english.html).toContain('<html lang="en"');
    expect(english.text).toContain('Alcohol abuse is dangerous for your health: drink responsibly.');
  });
});
