import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix } from 'node:path';
import ts from 'typescript';

export const root = join(import.meta.dirname, '../..');

/** One arrow from a source file to what it imports, as written in the file. */
export type Arrow = {
  /** Repository-relative path of the importing file. */
  from: string;
  specifier: string;
  /** Repository-relative path of an imported file of ours; null for a package. */
  to: string | null;
  /** The package name (`react`, `node:fs`, `@hono/node-server`) when `to` is null. */
  pkg: string | null;
  /** `import type`, `export type … from`, `typeof import('…')`: erased before anything runs. */
  typeOnly: boolean;
  /** `import('…')`: loaded when the code runs it, in a chunk of its own in the app's build. */
  dynamic?: boolean;
  line: number;
};

const ALIASES: Record<string, string> = {
  '#app/': 'src/app/',
  '#shared/': 'src/shared/',
  '#server/': 'src/server/',
  '#tests/': 'tests/',
};
const SOURCE = /\.(ts|tsx|mts|cts)$/;
/** Tests and their harnesses sit beside the code and may reach anything they set up. */
const TEST_FILE = /\.test\.tsx?$|harness\.tsx?$/;
const BUILTINS = new Set(builtinModules);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** A written path made into the file it names, trying the extensions the bundler tries. */
function resolveFile(path: string): string {
  const candidates = [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`];
  // `./x.js` written for `./x.ts`, as TypeScript allows.
  if (/\.js$/.test(path))
    candidates.push(path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx'));
  return (
    candidates.find((c) => existsSync(join(root, c)) && statSync(join(root, c)).isFile()) ?? path
  );
}

function target(from: string, specifier: string): Pick<Arrow, 'to' | 'pkg'> {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias))
      return { to: resolveFile(dir + specifier.slice(alias.length)), pkg: null };
  }
  if (specifier.startsWith('.')) {
    return {
      to: resolveFile(posix.normalize(posix.join(posix.dirname(from), specifier))),
      pkg: null,
    };
  }
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0]!)) {
    return { to: null, pkg: specifier.startsWith('node:') ? specifier : `node:${specifier}` };
  }
  const parts = specifier.split('/');
  return { to: null, pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]! };
}

const allTypeOnly = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.length > 0 && elements.every((e) => e.isTypeOnly);

/** Every import, re-export, dynamic import and import.meta.glob in one file. */
export function arrowsOf(file: string, text = readFileSync(join(root, file), 'utf8')): Arrow[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const arrows: Arrow[] = [];
  const add = (node: ts.Node, specifier: string, typeOnly: boolean, dynamic = false) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    arrows.push({
      from: file,
      specifier,
      ...target(file, specifier),
      typeOnly,
      ...(dynamic ? { dynamic } : {}),
      line,
    });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly = Boolean(
        clause &&
          (clause.isTypeOnly ||
            (!clause.name &&
              bindings &&
              ts.isNamedImports(bindings) &&
              allTypeOnly(bindings.elements))),
      );
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const named = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        Boolean(named && ts.isNamedExports(named) && allTypeOnly(named.elements));
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      add(node, node.moduleReference.expression.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const spec = node.arguments[0].text;
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(node, spec, false, true);
      // Vite's import.meta.glob('../locales/ur/*.json'): the folder before the first wildcard.
      else if (
        ts.isPropertyAccessExpression(callee) &&
        callee.getText(source) === 'import.meta.glob'
      ) {
        add(node, spec.slice(0, spec.search(/[*{[]/)).replace(/\/$/, ''), false);
      }
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node, node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return arrows;
}

/** The arrows of every source file below the given folders (repository-relative). */
export function arrowsBelow(...dirs: string[]): Arrow[] {
  return dirs.flatMap((dir) => sourceFiles(dir)).flatMap((file) => arrowsOf(file));
}

export const where = (a: Arrow) => `${a.from}:${a.line} → ${a.specifier}`;

/** Strongly connected groups of more than one node (Tarjan), each sorted, as cycles to name. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])]);

  const connect = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!order.has(node)) connect(node);
  return found;
}
