import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Reads the app's source the way a translator's extractor would: the message ids it asks the
 * catalog for (`t('…')`, `msg('…')`, `<Trans id="…">`) and the interface text that bypasses
 * the catalog: JSX text, literals and templates a JSX expression or a label-like attribute can
 * show (each branch of `a ? 'x' : 'y'` and `a && 'x'`), texts a component is handed as a plain
 * literal, label-like object properties, and `msg` texts (marked, never translated) shown as
 * they are, inline or through a constant.
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
export const NOT_MESSAGES = new Set([
  'Mashwara',
  'English',
  'X',
  'Rs',
  'Facebook',
  'Instagram',
  'LinkedIn',
]);

// Props that carry a key, a path or a style rather than words, whatever they hold.
const NOT_TEXT_PROPS = new Set([
  'className',
  'id',
  'key',
  'to',
  'href',
  'src',
  'type',
  'role',
  'name',
  'value',
  'defaultValue',
  'htmlFor',
  'dir',
  'lang',
  'autoComplete',
  'inputMode',
  'pattern',
  'accept',
  'rel',
  'target',
  'errorKeys',
]);
// Object properties that hold a text some screen shows (a nav item's label, a card's title).
const TEXT_PROPERTIES = new Set([
  'label',
  'title',
  'message',
  'description',
  'placeholder',
  'heading',
  'subtitle',
  'help',
  'hint',
  'caption',
  'empty',
  'question',
  'answer',
]);

/** Tests and their harnesses live beside the code; what they render is not the product's text. */
const TEST_FILE = /\.test\.tsx?$|harness\.tsx?$/;

export type Finding = { file: string; line: number; text: string };

function sourceFiles(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') && !TEST_FILE.test(name) ? [path] : [];
  });
}

function isText(value: string): boolean {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return /[A-Za-z]{2,}/.test(trimmed) && !NOT_MESSAGES.has(trimmed);
}

/** Words as a person reads them ('Search', 'No doctors found'), not a key ('upcoming', 'btn'). */
function isSentence(value: string): boolean {
  return isText(value) && /^[A-Z][a-z']+(?:[\s.,!?:…]|$)/.test(value.trim());
}

/** The expressions whose value a JSX slot may end up showing: each branch of ?:, &&, ||, ??. */
function outcomes(e: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return outcomes(e.expression);
  if (ts.isConditionalExpression(e)) return [...outcomes(e.whenTrue), ...outcomes(e.whenFalse)];
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return outcomes(e.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...outcomes(e.left), ...outcomes(e.right)];
  }
  return [e];
}

/** The words of a literal or a template (`${n} years` reads as ' years'); null for anything else. */
function literalWords(e: ts.Expression): string | null {
  if (ts.isStringLiteralLike(e)) return e.text;
  if (ts.isTemplateExpression(e))
    return [e.head.text, ...e.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

const isMsgCall = (e: ts.Node): e is ts.CallExpression =>
  ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'msg';

/** A constant's value with `as const` / `satisfies` taken off. */
function bare(e: ts.Expression): ts.Expression {
  return ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)
    ? bare(e.expression)
    : e;
}

/**
 * The module-level constants of a file that hold an untranslated text: `X = msg('…')` or
 * `X = 'Words'` (name → true), and objects of such texts (name → their property names).
 */
function textConstants(source: ts.SourceFile) {
  const texts = new Set<string>();
  const objects = new Map<string, Set<string>>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      const init = bare(d.initializer);
      if (isMsgCall(init) || (ts.isStringLiteralLike(init) && isSentence(init.text))) {
        texts.add(d.name.text);
      } else if (ts.isObjectLiteralExpression(init)) {
        const props = new Set<string>();
        for (const p of init.properties) {
          if (!ts.isPropertyAssignment(p)) continue;
          const v = bare(p.initializer);
          if (isMsgCall(v) || (ts.isStringLiteralLike(v) && isSentence(v.text)))
            props.add(p.name.getText(source));
        }
        if (props.size) objects.set(d.name.text, props);
      }
    }
  }
  return { texts, objects };
}

export function scanMessages(dirs: string[]) {
  const ids: Finding[] = [];
  const plain: Finding[] = [];
  const sources = dirs
    .flatMap((d) => sourceFiles(resolve(ROOT, d)))
    .map((file) => {
      const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const text = readFileSync(file, 'utf8');
      return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    });
  // Text constants by name across the app, so one imported into a screen is known there too.
  const exported = sources.map(textConstants);
  const anyTexts = new Set(exported.flatMap((c) => [...c.texts]));
  const anyObjects = new Map(exported.flatMap((c) => [...c.objects]));
  for (const [index, source] of sources.entries()) {
    const file = source.fileName;
    const own = exported[index]!;
    const imported = new Set<string>();
    for (const statement of source.statements) {
      const bindings = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings
        : undefined;
      if (bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements) imported.add(el.name.text);
    }
    const isTextConstant = (name: string) =>
      own.texts.has(name) || (imported.has(name) && anyTexts.has(name));
    const objectTexts = (name: string) =>
      own.objects.get(name) ?? (imported.has(name) ? anyObjects.get(name) : undefined);
    const at = (node: ts.Node, value: string): Finding => ({
      file: relative(ROOT, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: value,
    });
    /**
     * What a slot shows without translating it: a literal (words judged by `wordy`), or, where
     * nothing can translate it any more, a `msg` text inline or through a constant.
     */
    const untranslated = (e: ts.Expression, wordy: (s: string) => boolean, final: boolean) => {
      for (const o of outcomes(e)) {
        const words = literalWords(o);
        if (words !== null) {
          if (wordy(words)) plain.push(at(o, o.getText(source)));
        } else if (final && isMsgCall(o)) {
          plain.push(at(o, o.getText(source)));
        } else if (final && ts.isIdentifier(o) && isTextConstant(o.text)) {
          plain.push(at(o, o.text));
        } else if (
          final &&
          ts.isPropertyAccessExpression(o) &&
          ts.isIdentifier(o.expression) &&
          objectTexts(o.expression.text)?.has(o.name.text)
        ) {
          plain.push(at(o, o.getText(source)));
        }
      }
    };
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
          } else if (TEXT_ATTRIBUTES.has(name) ? isText(init.text) : isComponentText(name, init)) {
            plain.push(at(init, init.text));
          }
        } else if (init && ts.isStringLiteral(init) === false && !NOT_TEXT_PROPS.has(name)) {
          // A component may translate what it is handed (so a `msg` text is fine there), but a
          // plain literal never reaches the catalog; an element's attribute is shown as it is.
          const tag = node.parent.parent;
          const element =
            (ts.isJsxSelfClosingElement(tag) || ts.isJsxOpeningElement(tag)) &&
            /^[a-z]/.test(tag.tagName.getText(source));
          const e = ts.isJsxExpression(init) ? init.expression : undefined;
          if (e && element && TEXT_ATTRIBUTES.has(name)) untranslated(e, isText, true);
          else if (e && !element && !/^on[A-Z]/.test(name)) untranslated(e, isSentence, false);
        }
      } else if (ts.isJsxElement(node) && node.openingElement.tagName.getText(source) === 'T') {
        // <T>text</T>: the text is an id, as React joins it (lines trimmed, one space between).
        const text = node.children.map((c) => c.getText(source)).join('');
        ids.push(at(node, text.replace(/\s+/g, ' ').trim()));
        return;
      } else if (ts.isJsxText(node) && isText(node.text)) {
        plain.push(at(node, node.text.replace(/\s+/g, ' ').trim()));
      } else if (
        ts.isJsxExpression(node) &&
        node.expression &&
        (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
      ) {
        // {busy ? 'Booking...' : CONFIRM}: whatever a child expression ends in is shown as is,
        // unless a component receives it (<OfflineNote>{OFFLINE}</OfflineNote> translates it).
        const parent = node.parent;
        const component =
          ts.isJsxElement(parent) && /^[A-Z]/.test(parent.openingElement.tagName.getText(source));
        untranslated(node.expression, isText, !component);
      } else if (
        ts.isPropertyAssignment(node) &&
        TEXT_PROPERTIES.has(node.name.getText(source)) &&
        !isInsideCall(node)
      ) {
        untranslated(node.initializer, isSentence, false);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { ids, plain };
}

/** A literal handed to a component (`<EmptyState title="No doctors" />`) as words. */
function isComponentText(name: string, init: ts.StringLiteral): boolean {
  if (NOT_TEXT_PROPS.has(name) || name.startsWith('aria-') || name.startsWith('data-'))
    return false;
  const tag = init.parent.parent.parent;
  const component =
    (ts.isJsxSelfClosingElement(tag) || ts.isJsxOpeningElement(tag)) &&
    /^[A-Z]/.test(tag.tagName.getText());
  return component && isSentence(init.text);
}

/** An object built as a call's argument (`t('…', { count })`, `v.object({…})`) is not a label. */
function isInsideCall(node: ts.Node): boolean {
  const object = node.parent;
  return ts.isObjectLiteralExpression(object) && ts.isCallExpression(object.parent);
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
