import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ENTRY = resolve(import.meta.dirname, '../../support/server-process.ts');

export type ChildServer = {
  process: ChildProcess;
  /** Milliseconds from spawn until the server listened. */
  startMs: number;
  exited: Promise<number | null>;
};

/**
 * The real server (createServer, the data-folder lock, serve) in a child process on a fixed
 * port; resolves once it listens, rejects with its output if it exits or stays silent first.
 */
export function startChildServer(env: Record<string, string>, timeoutMs = 120_000) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  let output = '';
  return new Promise<ChildServer>((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('listening on')) return;
      clearTimeout(timer);
      resolvePromise({ process: child, startMs: performance.now() - started, exited });
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before it listened:\n${output}`));
    });
  });
}
