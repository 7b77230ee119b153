import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseSync, transformWithOxc, type ESTree, type Plugin } from 'vite';

const CONTRACT_SOURCES = path.resolve(import.meta.dirname, '../../../packages/contract/src');
/** zod-config.ts configures zod for the whole app when imported: it stays one module. */
const SPLIT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/](?!zod-config\.ts$)[^?]+\.ts$/;
const PART_QUERY = '?contract-part=';
const ZOD = 'zod';
const ZOD_CONFIG = path.join(CONTRACT_SOURCES, 'zod-config.ts');

type Part = 'plain' | 'zod';

/** One top-level declaration: the names it declares, the names it reads and its source. */
interface Declaration {
  names: string[];
  reads: Set<string>;
  start: number;
  end: number;
}

interface ImportedBinding {
  specifier: string;
  /** 'default', '*' (namespace) or the exported name. */
  imported: string;
}

interface ModuleFacts {
  imports: Map<string, ImportedBinding>;
  declarations: Declaration[];
  /** Exported name -> local name. */
  exports: Map<string, string>;
}

type Node = ESTree.Node;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every identifier a node reads (a superset: a property key or member name is not a read, everything else counts). */
function readsOf(node: Node, reads = new Set<string>()): Set<string> {
  if (node.type === 'Identifier') {
    reads.add(node.name);
    return reads;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if ((node.type === 'MemberExpression' && key === 'property' && !node.computed) || (node.type === 'Property' && key === 'key' && !node.computed))
      continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) readsOf(child, reads);
  }
  return reads;
}

function declarationOf(node: Node): Declaration | null {
  if (node.type === 'VariableDeclaration') {
    const names = node.declarations.flatMap((declarator) => (declarator.id.type === 'Identifier' ? [declarator.id.name] : []));
    // A destructuring declaration: the module is not split.
    if (names.length !== node.declarations.length) return null;
    return { names, reads: readsOf(node), start: node.start, end: node.end };
  }
  if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) {
    return { names: [node.id.name], reads: readsOf(node), start: node.start, end: node.end };
  }
  return null;
}

/** The module's imports, declarations and exports, or null when it has a statement the split does not handle. */
function factsOf(program: ESTree.Program): ModuleFacts | null {
  const facts: ModuleFacts = { imports: new Map(), declarations: [], exports: new Map() };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) {
        const imported =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportNamespaceSpecifier'
              ? '*'
              : specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : specifier.imported.value;
        facts.imports.set(specifier.local.name, { specifier: statement.source.value, imported });
      }
      continue;
    }
    if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      if (statement.declaration) {
        const declaration = declarationOf(statement.declaration);
        if (!declaration) return null;
        facts.declarations.push(declaration);
        for (const name of declaration.names) facts.exports.set(name, name);
      }
      for (const specifier of statement.specifiers) {
        if (specifier.local.type !== 'Identifier' || specifier.exported.type !== 'Identifier') return null;
        facts.exports.set(specifier.exported.name, specifier.local.name);
      }
      continue;
    }
    const declaration = declarationOf(statement);
    if (!declaration) return null;
    facts.declarations.push(declaration);
  }
  // A module that exports what it imports is not split either: only declarations go into the parts.
  const declared = new Set(facts.declarations.flatMap((declaration) => declaration.names));
  return [...facts.exports.values()].every((local) => declared.has(local)) ? facts : null;
}

function contractFile(importer: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.resolve(path.dirname(importer), specifier).replace(/\.js$/, '.ts');
}

/**
 * For every contract module, the local names that need zod: a declaration that reads zod, or a
 * name of this or another contract module that does. Found by iterating until nothing changes.
 */
function zodNames(modules: Map<string, ModuleFacts | null>): Map<string, Set<string>> {
  const needZod = new Map([...modules.keys()].map((file) => [file, new Set<string>()]));
  const exportNeedsZod = (file: string, name: string): boolean => {
    const facts = modules.get(file);
    if (!facts) return true;
    const local = facts.exports.get(name);
    return local === undefined || needZod.get(file)!.has(local);
  };
  const readNeedsZod = (file: string, name: string): boolean => {
    if (needZod.get(file)!.has(name)) return true;
    const binding = modules.get(file)!.imports.get(name);
    if (!binding) return false;
    if (binding.specifier === ZOD) return true;
    const origin = contractFile(file, binding.specifier);
    return origin !== null && modules.has(origin) && exportNeedsZod(origin, binding.imported);
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const [file, facts] of modules) {
      for (const declaration of facts?.declarations ?? []) {
        const names = needZod.get(file)!;
        if (declaration.names.every((name) => names.has(name))) continue;
        if ([...declaration.reads].some((read) => readNeedsZod(file, read))) {
          for (const name of declaration.names) names.add(name);
          changed = true;
        }
      }
    }
  }
  return needZod;
}

async function contractModules(): Promise<Map<string, ModuleFacts | null>> {
  const files = (await readdir(CONTRACT_SOURCES, { recursive: true }))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(CONTRACT_SOURCES, file));
  const modules = new Map<string, ModuleFacts | null>();
  for (const file of files) {
    const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
    modules.set(file, factsOf(parseSync(file.replace(/\.ts$/, '.js'), code).program));
  }
  return modules;
}

function importStatements(facts: ModuleFacts, names: Iterable<string>): string[] {
  return [...names].flatMap((local) => {
    const binding = facts.imports.get(local);
    if (!binding) return [];
    const specifier = JSON.stringify(binding.specifier);
    if (binding.imported === '*') return [`import * as ${local} from ${specifier};`];
    return [`import { ${binding.imported === 'default' ? 'default' : binding.imported} as ${local} } from ${specifier};`];
  });
}

const partId = (file: string, part: Part) => `${file}${PART_QUERY}${part}`;

/** The two parts and the module that re-exports them, or null when every declaration is on one side. */
function splitModule(id: string, code: string, facts: ModuleFacts, needZod: Set<string>): Record<Part | 'facade', string> | null {
  const zodDeclarations = facts.declarations.filter((declaration) => declaration.names.some((name) => needZod.has(name)));
  const plainDeclarations = facts.declarations.filter((declaration) => !zodDeclarations.includes(declaration));
  if (zodDeclarations.length === 0 || plainDeclarations.length === 0) return null;
  const plainNames = new Set(plainDeclarations.flatMap((declaration) => declaration.names));
  const namesRead = (declarations: Declaration[]) => new Set(declarations.flatMap((declaration) => [...declaration.reads]));
  const body = (declarations: Declaration[]) => [
    ...declarations.map((declaration) => code.slice(declaration.start, declaration.end)),
    `export { ${declarations.flatMap((declaration) => declaration.names).join(', ')} };`,
  ];
  const zodReads = namesRead(zodDeclarations);
  const plainReadByZod = [...plainNames].filter((name) => zodReads.has(name));
  const reexports = (part: Part) => {
    const names = [...facts.exports].filter(([, local]) => plainNames.has(local) === (part === 'plain'));
    return names.length === 0
      ? []
      : [`export { ${names.map(([exported, local]) => `${local} as ${exported}`).join(', ')} } from ${JSON.stringify(partId(id, part))};`];
  };
  return {
    plain: [...importStatements(facts, namesRead(plainDeclarations)), ...body(plainDeclarations)].join('\n'),
    zod: [
      // zod's settings (no eval, for the Content-Security-Policy) before the first schema exists.
      `import ${JSON.stringify(ZOD_CONFIG)};`,
      ...importStatements(facts, zodReads),
      ...(plainReadByZod.length > 0 ? [`import { ${plainReadByZod.join(', ')} } from ${JSON.stringify(partId(id, 'plain'))};`] : []),
      ...body(zodDeclarations),
    ].join('\n'),
    facade: [...reexports('plain'), ...reexports('zod')].join('\n'),
  };
}

/**
 * Production builds only. Rolldown puts a module in one chunk, whatever of it a page uses, and the
 * contract keeps each domain's texts and limits beside its zod schemas (schemas/<domain>.ts). So a
 * page that only shows a message or a limit would load zod and every schema of that module.
 * This plugin splits each contract module in two: its declarations that need zod (directly or
 * through another contract module) and the rest; the module re-exports both. A page then loads
 * zod only when it uses a schema (a form). Sources and types are unchanged.
 */
export function splitContractModules(): Plugin {
  let modules = new Map<string, ModuleFacts | null>();
  const parts = new Map<string, string>();
  return {
    name: 'kairox:split-contract-modules',
    apply: 'build',
    async buildStart() {
      modules = await contractModules();
    },
    resolveId: {
      filter: { id: /\?contract-part=/ },
      handler: (source) => source,
    },
    load: {
      filter: { id: /\?contract-part=/ },
      handler: (id) => ({ code: parts.get(id)!, moduleType: 'js' }),
    },
    transform: {
      filter: { id: SPLIT_MODULE },
      handler(code, id) {
        const facts = factsOf(this.parse(code));
        if (!facts || !modules.has(id)) return null;
        // This module as the build sees it (an earlier plugin may have changed it), the others as written.
        const needZod = zodNames(new Map([...modules, [id, facts]])).get(id)!;
        const split = splitModule(id, code, facts, needZod);
        if (!split) return null;
        for (const part of ['plain', 'zod'] as const) parts.set(partId(id, part), split[part]);
        return { code: split.facade, map: null };
      },
    },
  };
}
