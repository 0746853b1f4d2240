import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const MAP: Record<string, string> = {
  formatClinicDate: 'format.date',
  formatClinicTime: 'format.time',
  formatPKR: 'format.money',
};
for (const file of process.argv.slice(2)) {
  const src = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edits: { start: number; end: number; text: string }[] = [];
  const fns = new Set<ts.Node>();
  const skipped: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && MAP[n.expression.text]) {
      // the nearest function that is a component (name starts with a capital) or inside one
      let p: ts.Node | undefined = n.parent;
      let comp: ts.Node | undefined;
      while (p) {
        if (ts.isFunctionDeclaration(p) && p.name && /^[A-Z]/.test(p.name.text)) {
          comp = p;
          break;
        }
        if (
          (ts.isArrowFunction(p) || ts.isFunctionExpression(p)) &&
          ts.isVariableDeclaration(p.parent) &&
          /^[A-Z]/.test(p.parent.name.getText(sf))
        ) {
          comp = p;
          break;
        }
        p = p.parent;
      }
      if (comp) {
        edits.push({
          start: n.expression.getStart(sf),
          end: n.expression.getEnd(),
          text: MAP[n.expression.text],
        });
        fns.add(comp);
      } else
        skipped.push(
          `${n.expression.text}@${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`,
        );
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (!edits.length) {
    if (skipped.length) console.log('skipped', file, skipped.join(' '));
    continue;
  }
  for (const fn of fns) {
    const body = (fn as ts.FunctionLikeDeclaration).body!;
    if (ts.isBlock(body)) {
      if (!/const format = useFormat\(\)/.test(body.getText(sf)))
        edits.push({
          start: body.getStart(sf) + 1,
          end: body.getStart(sf) + 1,
          text: '\n  const format = useFormat();',
        });
    } else {
      edits.push({
        start: body.getStart(sf),
        end: body.getStart(sf),
        text: '{\n  const format = useFormat();\n  return ',
      });
      edits.push({ start: body.getEnd(), end: body.getEnd(), text: ';\n}' });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let out = src;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  if (!out.includes("from '#app/lib/format'"))
    out = `import { useFormat } from '#app/lib/format';\n${out}`;
  writeFileSync(file, out);
  console.log('edited', file, edits.length, skipped.length ? `skipped ${skipped.join(' ')}` : '');
}
