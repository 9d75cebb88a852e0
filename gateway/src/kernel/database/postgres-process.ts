import { type ChildProcess, spawn } from 'node:child_process';

/** Who a PostgreSQL program runs as: the current user (null) or the postgres account of a root start. */
export type RunAs = { uid: number; gid: number } | null;

export interface ProgramOptions {
  runAs: RunAs;
  /** A directory the program's user can reach (a child keeps its parent's directory otherwise). */
  cwd: string;
  log: (line: string) => void;
}

/** A PostgreSQL program that could not run, with the line that says why. */
export class PostgresProgramError extends Error {
  constructor(
    readonly program: string,
    readonly reason: string,
  ) {
    super(`${program}: ${reason}`);
  }
}

// English messages whatever the machine's locale: readiness is read from the server's output.
const MESSAGES_LOCALE = 'C';
const READY = 'database system is ready to accept connections';

function launch(binary: string, args: string[], options: ProgramOptions): ChildProcess {
  return spawn(binary, args, {
    cwd: options.cwd,
    ...(options.runAs ?? {}),
    env: { ...process.env, LC_MESSAGES: MESSAGES_LOCALE },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The line of PostgreSQL's output that explains a failure: its last error, else its last line. */
export function failureLine(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const errors = lines
    .map((line) => /(?:FATAL|PANIC|ERROR|error):\s+(.*)$/.exec(line)?.[1])
    .filter((line) => line !== undefined);
  const line = errors.at(-1) ?? lines.at(-1) ?? 'no output';
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/** Collects a child's output for `failureLine` and hands each chunk to the log. */
function collect(child: ChildProcess, log: (line: string) => void): () => string {
  let output = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-16_384);
    log(text.trim());
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => output;
}

function programName(binary: string): string {
  return binary.split(/[\\/]/).at(-1) ?? binary;
}

/** Runs a program to its end (initdb); rejects with PostgresProgramError unless it exits 0. */
export async function runToEnd(binary: string, args: string[], options: ProgramOptions): Promise<void> {
  const name = programName(binary);
  const child = launch(binary, args, options);
  const output = collect(child, options.log);
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new PostgresProgramError(name, error.message)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new PostgresProgramError(name, output() ? failureLine(output()) : `exited with ${code ?? signal}`));
    });
  });
}

export interface RunningPostgres {
  /** Fast shutdown (SIGINT), resolved once the server has exited. */
  stop(): Promise<void>;
  /** A last-resort signal for a process about to exit without awaiting `stop`. */
  kill(): void;
}

/** Starts the server and resolves once it accepts connections; rejects if it exits before. */
export async function startServerProcess(
  binary: string,
  args: string[],
  options: ProgramOptions,
): Promise<RunningPostgres> {
  const name = programName(binary);
  const child = launch(binary, args, options);
  const output = collect(child, options.log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (output().includes(READY)) {
        child.stderr?.off('data', onData);
        resolve();
      }
    };
    child.stderr?.on('data', onData);
    child.once('error', (error) => reject(new PostgresProgramError(name, error.message)));
    child.once('close', (code, signal) =>
      reject(new PostgresProgramError(name, output() ? failureLine(output()) : `exited with ${code ?? signal}`)),
    );
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    stop: async () => {
      if (running()) child.kill('SIGINT');
      await exited;
    },
    kill: () => {
      if (running()) child.kill('SIGINT');
    },
  };
}
