// The one-way rules of the server's import graph (docs/architecture.md), read from every import in src/ —
// `import type` and `export … from` included, which ESLint's import-x/no-cycle does not see:
//   (a) no file cycle anywhere in src/;
//   (b) no loop between server modules (src/server/modules/<name>, subfolders included);
//   (c) src/server/{db,lib,plugins} import nothing from src/server/modules or the seed (src/server/seed);
//   (d) messages are written at the edge: only MESSAGE_WRITERS import `t` from src/server/lib/i18n.ts; services,
//       repositories and helpers throw or return a `Text` (key and parameters) instead.
// scripts/checkImports.ts runs them in `npm run lint`; test/server/importRules.test.ts proves each one fires.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Violation {
  /** What the allow-list names: one line, stable while the offending imports stay. */
  key: string;
  /** The path chain, one step a line, to print under the key. */
  chain: string[];
}

/** A file's relative imports resolved to repository paths (forward slashes, relative to the root). */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.tsx', '/index.js'];
const MODULES = 'src/server/modules/';
const LOWER_LAYERS = ['src/server/db/', 'src/server/lib/', 'src/server/plugins/'];
const UPPER = [MODULES, 'src/server/seed/'];
const CATALOGUE = 'src/server/lib/i18n.ts';
/**
 * The edge, where a `Text` becomes words in the request's language: the error handler, the schema's messages and
 * `inRequestLanguage` (a route's message). Mails and documents have their own catalogues (lib/mailTemplates.ts,
 * bookings/mails.ts) and take the recipient's language; none writes from lib/i18n.ts, so none is listed.
 */
export const MESSAGE_WRITERS: readonly string[] = [
  'src/server/plugins/errors.ts',
  'src/server/plugins/validationMessages.ts',
  'src/server/plugins/requestContext.ts',
];

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

function resolve(root: string, fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(root, path.dirname(fromFile), specifier);
  // `./x.js` written for ESM output names `./x.ts` in the source.
  const candidates = [base, base.replace(/\.(m|c)?js$/, '.$1ts')];
  for (const candidate of candidates) {
    for (const extension of EXTENSIONS) {
      const file = candidate + extension;
      if (existsSync(file) && statSync(file).isFile()) return path.relative(root, file).split(path.sep).join('/');
    }
  }
  return undefined;
}

/** Every file under `<root>/src` with the files it imports (static, type-only, re-exports, require and import()). */
export function readImportGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  const src = path.join(root, 'src');
  for (const full of sourceFiles(src)) {
    const file = path.relative(root, full).split(path.sep).join('/');
    const { importedFiles } = ts.preProcessFile(readFileSync(full, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolve(root, file, fileName);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one member (Tarjan), each sorted, in a stable order. */
function loops<T extends string>(nodes: Iterable<T>, next: (node: T) => Iterable<T>): T[][] {
  let counter = 0;
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  const visit = (node: T) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: T[] = [];
      let member: T;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest way from the first member of a loop back to itself, staying inside the loop. */
function shortestCycle<T extends string>(component: T[], next: (node: T) => Iterable<T>): T[] {
  const inside = new Set(component);
  const start = component[0];
  const cameFrom = new Map<T, T>();
  const queue: T[] = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of [...next(node)].sort()) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const way = [node];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0])!);
        return [...way, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** (a) Every file cycle: one shortest cycle per loop, with the other files caught in the same loop. */
export function fileCycles(graph: ImportGraph): Violation[] {
  const next = (file: string) => graph.get(file) ?? [];
  return loops(graph.keys(), next).map((component) => {
    const cycle = shortestCycle(component, next);
    const others = component.filter((file) => !cycle.includes(file));
    return {
      key: `file cycle: ${cycle.join(' -> ')}`,
      chain: [
        ...cycle.slice(0, -1).map((file, i) => `${file} imports ${cycle[i + 1]}`),
        ...(others.length > 0 ? [`(the same loop also holds ${others.join(', ')})`] : []),
      ],
    };
  });
}

const moduleOf = (file: string) => (file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : undefined);

/** (b) Every loop between server modules, each step shown by the imports that make it. */
export function moduleLoops(graph: ImportGraph): Violation[] {
  const edges = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const imports = edges.get(from)!.get(to) ?? [];
      imports.push(`${file} imports ${target}`);
      edges.get(from)!.set(to, imports);
    }
  }
  const next = (name: string) => edges.get(name)?.keys() ?? [];
  return loops(edges.keys(), next).map((component) => {
    const cycle = shortestCycle(component, next);
    const others = component.filter((name) => !cycle.includes(name));
    const chain: string[] = [];
    cycle.slice(0, -1).forEach((name, i) => {
      const imports = edges
        .get(name)!
        .get(cycle[i + 1])!
        .sort();
      chain.push(`${name} -> ${cycle[i + 1]} (${imports.length} import${imports.length === 1 ? '' : 's'}), e.g. ${imports[0]}`);
    });
    if (others.length > 0) chain.push(`(the same loop also holds ${others.join(', ')})`);
    const inCycle = new Set(cycle.slice(0, -1).map((name, i) => `${name} -> ${cycle[i + 1]}`));
    for (const from of component) {
      for (const [to, imports] of [...(edges.get(from) ?? [])].sort(([a], [b]) => a.localeCompare(b))) {
        if (component.includes(to) && !inCycle.has(`${from} -> ${to}`))
          chain.push(`${from} -> ${to} (${imports.length} import${imports.length === 1 ? '' : 's'}), e.g. ${imports.sort()[0]}`);
      }
    }
    return { key: `module loop: ${cycle.join(' -> ')}`, chain };
  });
}

/** (c) Every import from db/, lib/ or plugins/ up into a module or the seed. */
export function upwardImports(graph: ImportGraph): Violation[] {
  const found: Violation[] = [];
  for (const [file, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    const layer = LOWER_LAYERS.find((lower) => file.startsWith(lower));
    if (!layer) continue;
    for (const target of [...targets].sort()) {
      const above = UPPER.find((upper) => target.startsWith(upper));
      if (!above) continue;
      found.push({
        key: `upward import: ${file} -> ${target}`,
        chain: [`${file} imports ${target}: ${layer.slice(0, -1)} is below ${above.slice(0, -1)} and imports nothing from it`],
      });
    }
  }
  return found;
}

/** The names a file takes as values (not `import type`) from the catalogue: `t`, or the whole file as a namespace. */
function catalogueValues(root: string, file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const taken: string[] = [];
  for (const statement of source.statements) {
    const declaration = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement : undefined;
    const specifier = declaration?.moduleSpecifier;
    if (!declaration || !specifier || !ts.isStringLiteral(specifier) || resolve(root, file, specifier.text) !== CATALOGUE) continue;
    if (ts.isImportDeclaration(declaration)) {
      const clause = declaration.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) taken.push(`* as ${bindings.name.text}`);
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 't') taken.push('t');
    } else if (!declaration.isTypeOnly) {
      const clause = declaration.exportClause;
      if (!clause) taken.push('*');
      else if (ts.isNamedExports(clause))
        for (const element of clause.elements)
          if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 't') taken.push('t');
    }
  }
  return taken;
}

/** (d) Every file outside the edge that writes messages itself, with the catalogue's `t`. */
export function messagesOffTheEdge(root: string, graph: ImportGraph): Violation[] {
  const found: Violation[] = [];
  for (const [file, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    if (!targets.has(CATALOGUE) || MESSAGE_WRITERS.includes(file)) continue;
    for (const name of catalogueValues(root, file)) {
      found.push({
        key: `message written off the edge: ${file} imports ${name} from ${CATALOGUE}`,
        chain: [`${file} should throw or return text(key, params) (lib/errors.ts); the edge writes it (${MESSAGE_WRITERS.join(', ')})`],
      });
    }
  }
  return found;
}

export function checkImports(root: string): Violation[] {
  const graph = readImportGraph(root);
  return [...fileCycles(graph), ...moduleLoops(graph), ...upwardImports(graph), ...messagesOffTheEdge(root, graph)];
}
