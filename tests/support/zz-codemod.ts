// Wraps interface text in t(): JSX text, text-like attributes. Adds `const t = useT()` to the enclosing component.
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const TEXT_ATTRS = new Set([
  'label',
  'title',
  'subtitle',
  'placeholder',
  'aria-label',
  'alt',
  'hint',
  'description',
  'heading',
  'message',
  'text',
  'emptyText',
  'caption',
  'legend',
  'help',
  'submitLabel',
  'busyLabel',
  'confirmLabel',
  'cancelLabel',
  'helpText',
  'emptyMessage',
]);
const NOT = new Set(['Mashwara', 'X', 'Rs']);
const isText = (v: string) =>
  /[A-Za-z]{2,}/.test(v) && !NOT.has(v.trim()) && !/^[a-z0-9._%+-]+@/.test(v.trim());
const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

for (const file of process.argv.slice(2)) {
  const src = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edits: { start: number; end: number; text: string }[] = [];
  const fns = new Set<ts.Node>();
  const enclosingFn = (n: ts.Node): ts.Node | undefined => {
    let p: ts.Node | undefined = n.parent;
    let found: ts.Node | undefined;
    while (p) {
      if (ts.isFunctionDeclaration(p) || ts.isArrowFunction(p) || ts.isFunctionExpression(p))
        found = p;
      p = p.parent;
    }
    // the outermost function that is a component (capitalized name) — fall back to outermost
    return found;
  };
  const visit = (n: ts.Node) => {
    if (ts.isJsxText(n) && isText(n.text)) {
      const raw = n.getFullText(sf);
      const norm = raw
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      const lead = /^\s*\n/.test(raw) ? '' : raw.match(/^\s*/)![0] ? ' ' : '';
      const trail = /\n\s*$/.test(raw) ? '' : raw.match(/\s*$/)![0] ? ' ' : '';
      const text = `${lead ? "{' '}" : ''}{t(${q(norm)})}${trail ? "{' '}" : ''}`;
      edits.push({ start: n.getFullStart(), end: n.getEnd(), text });
      const fn = enclosingFn(n);
      if (fn) fns.add(fn);
    } else if (ts.isJsxAttribute(n) && n.initializer && ts.isStringLiteral(n.initializer)) {
      const name = n.name.getText(sf);
      if (TEXT_ATTRS.has(name) && isText(n.initializer.text)) {
        edits.push({
          start: n.initializer.getStart(sf),
          end: n.initializer.getEnd(),
          text: `{t(${q(n.initializer.text)})}`,
        });
        const fn = enclosingFn(n);
        if (fn) fns.add(fn);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (!edits.length) continue;
  for (const fn of fns) {
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (!body) continue;
    if (ts.isBlock(body)) {
      if (/\bconst t = useT\(\);/.test(body.getText(sf))) continue;
      edits.push({
        start: body.getStart(sf) + 1,
        end: body.getStart(sf) + 1,
        text: '\n  const t = useT();',
      });
    } else {
      edits.push({
        start: body.getStart(sf),
        end: body.getStart(sf),
        text: '{\n  const t = useT();\n  return ',
      });
      edits.push({ start: body.getEnd(), end: body.getEnd(), text: ';\n}' });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let out = src;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  if (!/import \{[^}]*\buseT\b[^}]*\} from '#app\/lib\/i18n'/.test(out)) {
    const lines = out.split('\n');
    let idx = -1;
    lines.forEach((l, i) => {
      if (/^import /.test(l) || /^} from /.test(l)) idx = i;
    });
    lines.splice(idx + 1, 0, "import { useT } from '#app/lib/i18n';");
    out = lines.join('\n');
  }
  writeFileSync(file, out);
  console.log('edited', file, edits.length);
}
