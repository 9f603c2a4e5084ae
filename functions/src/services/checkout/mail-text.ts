/**
 * Text a shopper typed, made safe to put in a plain-text mail we send (an order's confirmation goes
 * to whatever e-mail a guest typed, so its text must not be a way to mail anyone a link):
 * - control characters go (a name cannot forge lines of the mail; a message keeps its line breaks),
 * - nothing a mail reader would turn into a link stays one: `://` becomes `[:]//`, the dots of a
 *   domain name become `[.]` and an e-mail's `@` becomes ` [at] ` — the reader still reads it, a
 *   click does nothing ("defanging", as security teams write indicators).
 * Mails are text only (no HTML), so there is nothing else to escape.
 */
export function shopperText(value: string, options: { multiline?: boolean } = {}): string {
  const controls = options.multiline
    ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g
    : /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g;
  const clean = value.replace(/\r\n?/g, '\n').replace(controls, options.multiline ? '' : ' ');
  return (
    clean
      .replace(/:\/\//g, '[:]//')
      .replace(/([\p{L}\p{N}._%+-])@(?=[\p{L}\p{N}-]+\.)/gu, '$1 [at] ')
      // A dot between a name and letters that could be a domain's end (`evil.com`, `bit.ly/x`, `www.x.fr`).
      .replace(/(?<=[\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]*\p{L}[\p{L}\p{N}-]*)/gu, '[.]')
      .replace(/\bwww\[\.\]/giu, 'www[.]')
  );
}
