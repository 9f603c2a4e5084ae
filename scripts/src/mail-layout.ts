import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledMailLayoutModule } from './mail/mail-layout-source.ts';

/** `npm run mail:layout`: compiles the mails' MJML frame into the module the Lambdas import. */
export const mailLayoutPath = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../functions/src/services/mail/layout.generated.ts',
);

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(mailLayoutPath, await compiledMailLayoutModule());
  console.log(`wrote ${mailLayoutPath}`);
}
