import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Reads the app's source the way a translator's extractor would: the message ids it asks the
 * catalog for (`t('…')`, `msg('…')`, `<Trans id="…">`) and the interface text that bypasses
 * the catalog (JSX text and label-like attributes written as plain literals).
 */
export const ROOT = join(import.meta.dirname, '../..');
const TRANSLATING_CALLS = new Set(['t', 'msg', '_']);
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'aria-description',
]);
// Not words of the interface: the brand, symbols, and the language names shown in their own script.
const NOT_MESSAGES = new Set([
  'Mashwara',
  'English',
  'X',
  'Rs',
  'Facebook',
  'Instagram',
  'LinkedIn',
]);

export type Finding = { file: string; line: number; text: string };

function sourceFiles(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

function isText(value: string): boolean {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return /[A-Za-z]{2,}/.test(trimmed) && !NOT_MESSAGES.has(trimmed);
}

export function scanMessages(dirs: string[]) {
  const ids: Finding[] = [];
  const plain: Finding[] = [];
  for (const file of dirs.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    const text = readFileSync(file, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const at = (node: ts.Node, value: string): Finding => ({
      file: relative(ROOT, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: value,
    });
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        const first = node.arguments[0];
        if (TRANSLATING_CALLS.has(name) && first && ts.isStringLiteralLike(first)) {
          ids.push(at(first, first.text));
        }
      } else if (ts.isJsxAttribute(node)) {
        const name = node.name.getText(source);
        const init = node.initializer;
        if (init && ts.isStringLiteral(init)) {
          if (name === 'id' && ts.isJsxAttributes(node.parent)) {
            const tag = node.parent.parent;
            if (
              (ts.isJsxSelfClosingElement(tag) || ts.isJsxOpeningElement(tag)) &&
              tag.tagName.getText(source) === 'Trans'
            ) {
              ids.push(at(init, init.text));
            }
          } else if (TEXT_ATTRIBUTES.has(name) && isText(init.text)) {
            plain.push(at(init, init.text));
          }
        } else if (
          init &&
          ts.isJsxExpression(init) &&
          init.expression &&
          TEXT_ATTRIBUTES.has(name)
        ) {
          // aria-label={`Cancel the appointment with ${name}`}: the words bypass the catalog too.
          const e = init.expression;
          const words = ts.isNoSubstitutionTemplateLiteral(e)
            ? e.text
            : ts.isTemplateExpression(e)
              ? [e.head.text, ...e.templateSpans.map((span) => span.literal.text)].join(' ')
              : '';
          if (isText(words)) plain.push(at(e, e.getText(source)));
        }
      } else if (ts.isJsxElement(node) && node.openingElement.tagName.getText(source) === 'T') {
        // <T>text</T>: the text is an id, as React joins it (lines trimmed, one space between).
        const text = node.children.map((c) => c.getText(source)).join('');
        ids.push(at(node, text.replace(/\s+/g, ' ').trim()));
        return;
      } else if (ts.isJsxText(node) && isText(node.text)) {
        plain.push(at(node, node.text.replace(/\s+/g, ' ').trim()));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { ids, plain };
}

/** Every area file of a locale; `duplicates` lists an id given in more than one file. */
export function readCatalog(locale: string) {
  const dir = join(ROOT, 'src/app/locales', locale);
  const messages: Record<string, string> = {};
  const duplicates: string[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const area = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(area)) {
      if (id in messages) duplicates.push(`${name}: ${id}`);
      messages[id] = text;
    }
  }
  return { messages, duplicates };
}

const ERROR_CALLS = new Set(['badRequest', 'conflict', 'notFound', 'ApiError']);
const SENTENCE = /^[A-Z][^\n<]*\s[a-z]/;

/**
 * The English texts the server (and the shared validation) can put in front of a user: the
 * messages of its errors, the constants they are kept in, and the valibot messages. The app
 * translates them by their text, so each needs an Urdu entry.
 */
export function scanServerMessages(dirs = ['src/server', 'src/shared']): Finding[] {
  const found: Finding[] = [];
  for (const file of dirs.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    if (file.includes('/db/')) continue;
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node, value: string) =>
      found.push({
        file: relative(ROOT, file),
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: value,
      });
    const visit = (node: ts.Node, inMessages: boolean) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : '';
        const args = node.arguments ?? [];
        const literal = args[name === 'ApiError' ? 1 : 0];
        if (ERROR_CALLS.has(name) && literal && ts.isStringLiteralLike(literal)) {
          at(literal, name === 'notFound' ? `${literal.text} not found` : literal.text);
        }
        // valibot: v.minLength(2, 'Name must be…'), v.string('…')
        if (ts.isPropertyAccessExpression(callee) && callee.expression.getText(source) === 'v') {
          for (const a of args)
            if (ts.isStringLiteralLike(a) && SENTENCE.test(a.text)) at(a, a.text);
        }
        if (name === 'doc') return;
      }
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
        const name = node.name.text;
        const init = node.initializer;
        if (
          init &&
          /^[A-Z][A-Z0-9_]*$/.test(name) &&
          !name.includes('PATTERN') &&
          ts.isStringLiteralLike(init) &&
          SENTENCE.test(init.text)
        ) {
          at(init, init.text);
        }
        if (/MSG|MESSAGES/.test(name)) {
          ts.forEachChild(node, (child) => visit(child, true));
          return;
        }
      }
      if (inMessages && ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.initializer)) {
        at(node.initializer, node.initializer.text);
      }
      ts.forEachChild(node, (child) => visit(child, inMessages));
    };
    visit(source, false);
  }
  return found;
}
