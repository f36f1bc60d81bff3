/**
 * The public surface of a versioned package as a report checked in beside it (`api-report.md`), every
 * export of every entry point with its type: @runoff/platform, the one package shared at run time as a
 * Module Federation singleton, and @runoff/contracts, the federation contracts (types only, build time),
 * each versioned on its own (docs/federation.md, "Versions"). Like API Extractor's reports, generated with
 * the TypeScript compiler from the sources, so a change to the surface shows as a change to the report.
 *
 * `pnpm --filter @runoff/docs api-report` writes the report, and only when package.json's version is bumped
 * enough for the change (semver: a minor bump for additions only, a major bump when an export is removed or
 * changed); tooling/docs/src/api-surface.test.ts fails while the report and the sources disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The packages whose surface is reported and held to their version, by folder. */
export const reportedPackages = ['shared/platform', 'shared/contracts'] as const;

/** An export's key (`./auth useAuth`) → its declaration, one line. */
export type Surface = Map<string, string>;

export interface Report {
  version: string;
  surface: Surface;
}

/** Entry points left out: the package's own manifest, and the generated `Database` types, which follow the migrations and have their own staleness check. */
const unreported = new Set(['./package.json', './database.types']);
/** Declarations from these files are listed by name only, for the same reason. */
const generatedFile = /database\.types\.ts$/;

const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function printed(node: ts.Node): string {
  return oneLine(printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()));
}

function typeParameters(declaration: ts.Declaration): string {
  const parameters = (declaration as { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> }).typeParameters;
  return parameters?.length ? `<${parameters.map(printed).join(', ')}>` : '';
}

function members(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): string[] {
  const lines = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${property.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(property, at), at, flags)}`;
  });
  for (const signature of type.getCallSignatures()) lines.push(checker.signatureToString(signature, at, flags));
  for (const info of checker.getIndexInfosOfType(type)) {
    lines.push(`[key: ${checker.typeToString(info.keyType)}]: ${checker.typeToString(info.type, at, flags)}`);
  }
  return lines;
}

/** One exported symbol as declarations, one line per meaning (a class and an interface of one name give two). */
function describe(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): string[] {
  const declaration = symbol.declarations?.[0];
  if (!declaration) return [`unknown ${name}`];
  if (generatedFile.test(declaration.getSourceFile().fileName)) return [`type ${name} (generated from the database)`];
  const lines: string[] = [];
  if (symbol.flags & ts.SymbolFlags.Function) {
    for (const signature of checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()) {
      lines.push(`function ${name}${checker.signatureToString(signature, declaration, flags)}`);
    }
  }
  if (symbol.flags & ts.SymbolFlags.Variable) {
    const kind = ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? 'const' : 'let';
    lines.push(`${kind} ${name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, declaration), declaration, flags)}`);
  }
  if (symbol.flags & ts.SymbolFlags.Class) {
    const classDeclaration = symbol.declarations!.find(ts.isClassDeclaration)!;
    const heritage = classDeclaration.heritageClauses?.map(printed).join(' ') ?? '';
    const constructors = checker
      .getTypeOfSymbolAtLocation(symbol, classDeclaration)
      .getConstructSignatures()
      .map((signature) => `new${checker.signatureToString(signature, classDeclaration, flags)}`);
    const instance = members(checker, checker.getDeclaredTypeOfSymbol(symbol), classDeclaration);
    lines.push(oneLine(`class ${name}${typeParameters(classDeclaration)} ${heritage} { ${[...constructors, ...instance].join('; ')} }`));
  }
  if (symbol.flags & ts.SymbolFlags.Interface) {
    const interfaceDeclaration = symbol.declarations!.find(ts.isInterfaceDeclaration)!;
    lines.push(`interface ${name}${typeParameters(interfaceDeclaration)} { ${members(checker, checker.getDeclaredTypeOfSymbol(symbol), interfaceDeclaration).join('; ')} }`);
  }
  if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    const alias = symbol.declarations!.find(ts.isTypeAliasDeclaration)!;
    lines.push(`type ${name}${typeParameters(alias)} = ${printed(alias.type)}`);
  }
  if (symbol.flags & ts.SymbolFlags.Enum) {
    const enumDeclaration = symbol.declarations!.find(ts.isEnumDeclaration)!;
    lines.push(printed(enumDeclaration));
  }
  return lines.length ? lines : [`unknown ${name}`];
}

interface PackageJson {
  name: string;
  version: string;
  exports: Record<string, string>;
}

function readPackage(packageDir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageJson;
}

/** The surface of the package in `packageDir`, from its sources, type-checked with its own tsconfig.json. */
export function surfaceOf(packageDir: string): Surface {
  const { exports } = readPackage(packageDir);
  const entries = Object.entries(exports).filter(([entry]) => !unreported.has(entry));
  const config = ts.getParsedCommandLineOfConfigFile(path.join(packageDir, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`No tsconfig.json in ${packageDir}`);
  const files = entries.map(([, file]) => path.resolve(packageDir, file));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const surface: Surface = new Map();
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(path.resolve(packageDir, file));
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${entry} (${file}) is not a module`);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const lines = describe(checker, exported.name, symbol);
      surface.set(`${entry} ${exported.name}`, lines.join('\n'));
    }
  }
  return new Map([...surface].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const reportNote = (name: string) =>
  `Generated by \`pnpm --filter @runoff/docs api-report\` (tooling/docs/src/api-surface.ts) from the sources of ${name}; ` +
  'checked by tooling/docs/src/api-surface.test.ts. Do not edit: change the surface, bump the version in ' +
  'package.json (minor: additions only; major: an export removed or changed) and generate it again.';

function formatReport(name: string, report: Report): string {
  const byEntry = new Map<string, string[]>();
  for (const [key, declaration] of report.surface) {
    const entry = key.slice(0, key.indexOf(' '));
    byEntry.set(entry, [...(byEntry.get(entry) ?? []), declaration]);
  }
  const sections = [...byEntry].map(([entry, declarations]) => `## \`${entry}\`\n\n\`\`\`ts\n${declarations.join('\n')}\n\`\`\`\n`);
  return `# ${name} ${report.version}: public surface\n\n${reportNote(name)}\n\n${sections.join('\n')}`;
}

/** Reads a report written by formatReport. */
export function parseReport(text: string): Report {
  const version = /^# \S+ (\S+): public surface$/m.exec(text)?.[1];
  if (!version) throw new Error('Not an API report: no "# <package> <version>: public surface" heading');
  const surface: Surface = new Map();
  for (const [, entry, body] of text.matchAll(/^## `([^`]+)`\n\n```ts\n([\s\S]*?)\n```$/gm)) {
    for (const line of body!.split('\n')) {
      const name = /^(?:function|const|let|class|interface|type|enum|unknown) (\w+)/.exec(line)?.[1];
      if (!name) throw new Error(`Cannot read the declaration "${line}" in ${entry}`);
      const key = `${entry} ${name}`;
      surface.set(key, surface.has(key) ? `${surface.get(key)}\n${line}` : line);
    }
  }
  return { version, surface };
}

export type Bump = 'none' | 'minor' | 'major';

/** The semver bump a change of surface needs: minor when exports were only added, major when one was removed or changed. */
export function bumpNeeded(before: Surface, after: Surface): Bump {
  let bump: Bump = 'none';
  for (const [key, declaration] of before) if (after.get(key) !== declaration) return 'major';
  for (const key of after.keys()) if (!before.has(key)) bump = 'minor';
  return bump;
}

function parseVersion(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`Not a plain semver version: "${version}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The bump from `before` to `after` ('none' when equal or lower). */
export function bumpBetween(before: string, after: string): Bump {
  const [a, b] = [parseVersion(before), parseVersion(after)];
  if (b[0] > a[0]) return 'major';
  if (b[0] < a[0]) return 'none';
  if (b[1] > a[1]) return 'minor';
  return 'none';
}

const rank: Record<Bump, number> = { none: 0, minor: 1, major: 2 };

function changes(before: Surface, after: Surface): string[] {
  const lines: string[] = [];
  for (const [key, declaration] of before) {
    if (!after.has(key)) lines.push(`removed ${key}`);
    else if (after.get(key) !== declaration) lines.push(`changed ${key}: ${after.get(key)}`);
  }
  for (const key of after.keys()) if (!before.has(key)) lines.push(`added ${key}`);
  return lines;
}

export function reportPath(packageDir: string): string {
  return path.join(packageDir, 'api-report.md');
}

/**
 * What is wrong between the package's sources, its version and its checked-in report: nothing (an empty
 * list) when the report is the surface of the sources at package.json's version.
 */
export function checkSurface(packageDir: string): string[] {
  const { name, version } = readPackage(packageDir);
  const file = reportPath(packageDir);
  if (!fs.existsSync(file)) return [`${path.basename(file)} is missing: run \`pnpm --filter @runoff/docs api-report\``];
  const report = parseReport(fs.readFileSync(file, 'utf8'));
  const surface = surfaceOf(packageDir);
  const needed = bumpNeeded(report.surface, surface);
  const given = bumpBetween(report.version, version);
  if (needed === 'none') {
    return report.version === version && formatReport(name, { version, surface }) === fs.readFileSync(file, 'utf8')
      ? []
      : [`${name}'s report is for ${report.version}, package.json says ${version}: run \`pnpm --filter @runoff/docs api-report\``];
  }
  const changed = changes(report.surface, surface).map((line) => `  ${line}`);
  if (rank[given] < rank[needed]) {
    return [`${name}'s public surface changed without a ${needed} version bump (still ${version}, the report is for ${report.version}):`, ...changed];
  }
  return [`${name}'s public surface changed and ${version} is bumped enough: run \`pnpm --filter @runoff/docs api-report\` to update the report:`, ...changed];
}

/** Writes the report for the package's sources; refuses when package.json's version is not bumped enough for the change. */
export function writeReport(packageDir: string): void {
  const { name, version } = readPackage(packageDir);
  const file = reportPath(packageDir);
  const surface = surfaceOf(packageDir);
  if (fs.existsSync(file)) {
    const report = parseReport(fs.readFileSync(file, 'utf8'));
    const needed = bumpNeeded(report.surface, surface);
    if (rank[bumpBetween(report.version, version)] < rank[needed]) {
      throw new Error(
        [`${name}'s public surface changed: bump its version in package.json (a ${needed} bump from ${report.version}) first.`, ...changes(report.surface, surface)].join('\n'),
      );
    }
  }
  fs.writeFileSync(file, formatReport(name, { version, surface }));
}
