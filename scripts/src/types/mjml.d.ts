// mjml 5 ships no types (and @types/mjml describes v4's synchronous call): only what the layout script uses.
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; beautify?: boolean },
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
