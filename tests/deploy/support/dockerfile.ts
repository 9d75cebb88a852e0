import { DockerfileParser } from 'dockerfile-ast';
import { readText } from './files';

export interface Instruction {
  keyword: string;
  /** The arguments as written, line continuations joined. */
  text: string;
  line: number;
}

export interface Stage {
  name: string | null;
  /** The base image, with the global ARG defaults substituted. */
  image: string;
  instructions: Instruction[];
}

export const dockerfileText = () => readText('Dockerfile');

/** Global ARGs (before the first FROM) with their default values. */
export function globalArgs(text = dockerfileText()): Record<string, string> {
  const dockerfile = DockerfileParser.parse(text);
  return Object.fromEntries(
    dockerfile.getInitialARGs().flatMap((arg) => arg.getProperties().map((p) => [p.getName(), p.getValue() ?? ''])),
  );
}

/** The build stages in order, each with its own instructions. */
export function dockerfileStages(text = dockerfileText()): Stage[] {
  const dockerfile = DockerfileParser.parse(text);
  const args = globalArgs(text);
  const substitute = (value: string) =>
    value.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (match, name) => args[name] ?? match);
  const lines = text.split('\n');
  // Everything after the keyword, flags included (getArgumentsContent() leaves flags out).
  const source = ({
    start,
    end,
  }: {
    start: { line: number; character: number };
    end: { line: number; character: number };
  }) =>
    lines
      .slice(start.line, end.line + 1)
      .map((l, i, all) => l.slice(i === 0 ? start.character : 0, i === all.length - 1 ? end.character : undefined))
      .join('\n');
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    const text = source(instruction.getRange())
      .replace(/^\S+\s+/, '')
      .replace(/\\\n\s*/g, '')
      .trim();
    const line = instruction.getRange().start.line + 1;
    if (keyword === 'FROM') {
      const stage = /\bAS\s+(\S+)\s*$/i.exec(text);
      stages.push({
        name: stage ? stage[1] : null,
        image: substitute(text.replace(/\s+AS\s+\S+\s*$/i, '').replace(/--platform=\S+\s+/, '')),
        instructions: [],
      });
    } else if (stages.length > 0) {
      stages[stages.length - 1].instructions.push({ keyword, text, line });
    }
  }
  return stages;
}

export const instructions = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);

/** The JSON (exec) form of CMD, ENTRYPOINT or HEALTHCHECK … CMD, or null for the shell form. */
export function execForm(text: string): string[] | null {
  const json = text.replace(/^(--\S+\s+)*(CMD\s+)?/, '');
  if (!json.startsWith('[')) return null;
  return JSON.parse(json) as string[];
}

/** ENV key=value pairs of a stage (later ones win). */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { text } of instructions(stage, 'ENV')) {
    for (const match of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g))
      env[match[1]] = match[2].replace(/^"|"$/g, '');
  }
  return env;
}
