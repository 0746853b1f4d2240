// Prints what the catalog still lacks, as JSON ready to translate: `npx tsx tests/support/i18n-report.ts [dir…]`.
import { readCatalog, scanMessages } from './message-scan';

const dirs = process.argv.slice(2);
const { ids, plain } = scanMessages(dirs.length ? dirs : ['src/app']);
const ur = readCatalog('ur').messages;
const missing = Object.fromEntries(ids.filter((f) => !ur[f.text]).map((f) => [f.text, '']));
console.log(
  JSON.stringify({ missing, plain: plain.map((f) => `${f.file}:${f.line} ${f.text}`) }, null, 2),
);
