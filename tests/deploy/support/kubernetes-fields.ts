import path from 'node:path';
import ts from 'typescript';
import type { Manifest } from './kustomize';

/**
 * Field-level strictness the OpenAPI schemas leave out: an unknown field (`readinesProbe`) is
 * silently dropped by the API server. Each manifest is type-checked as an object literal against
 * kubernetes-models' generated interface for its kind, so TypeScript's excess-property check
 * reports every field that Kubernetes does not define, at any depth.
 * Returns errors by manifest (same order); kinds without an interface get none.
 */
export function unknownFieldErrors(manifests: Manifest[]): string[][] {
  const virtualFile = path.join(__dirname, '__manifests__.mts');
  const builtIn = (m: Manifest) =>
    /^([a-z0-9.]+\/)?v\d+((alpha|beta)\d+)?$/.test(m.apiVersion) && !m.apiVersion.includes('cnpg.io');
  // One manifest per line, so that a diagnostic's line tells which manifest it is about.
  const lines = manifests.map((m, i) =>
    builtIn(m)
      ? `export const m${i}: import('kubernetes-models/${m.apiVersion}').I${m.kind} = ${JSON.stringify(m)};`
      : '',
  );
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === virtualFile ? lines.join('\n') : readFile(file));
  host.fileExists = (file) => file === virtualFile || ts.sys.fileExists(file);
  host.getSourceFile = (file, language, onError) =>
    file === virtualFile
      ? ts.createSourceFile(file, lines.join('\n'), language, true)
      : getSourceFile(file, language, onError);
  const program = ts.createProgram([virtualFile], options, host);
  const errors: string[][] = manifests.map(() => []);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.file?.fileName !== virtualFile || diagnostic.start === undefined) {
      throw new Error(`type-checking the manifests failed: ${message}`);
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    errors[line].push(message);
  }
  return errors;
}
