import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT, SERVER_ENTRY } from './e2e-env.js';

/** The line backend/src/main.ts logs once the HTTP server listens (after migrations and module start-up). */
const LISTENING = /StudyLoop is running at /;
const TAIL_LINES = 40;

export interface AppProcess {
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** SIGTERM, then SIGKILL if the child has not exited within `graceMs`; resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts the built app with `env`, its output copied to `logFile`, and resolves once it logs that it
 * listens. Fails with the last log lines if it exits first or stays silent for `timeoutMs`.
 */
export async function startAppProcess(env: NodeJS.ProcessEnv, logFile: string, timeoutMs: number): Promise<AppProcess> {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent: string[] = [];
  let listening: () => void = () => undefined;
  const listened = new Promise<void>((resolve) => { listening = resolve; });
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      log.write(`${line}\n`);
      recent.push(line);
      if (recent.length > TAIL_LINES) recent.shift();
      if (LISTENING.test(line)) listening();
    });
  }
  child.once('close', () => log.end());
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(`The app exited during start-up (${code ?? signal}). Last log lines:\n${recent.join('\n')}`);
  });
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The app did not log that it listens within ${timeoutMs} ms (log ${logFile}). Last log lines:\n${recent.join('\n')}`)), timeoutMs);
  });
  const stop = (graceMs?: number) => stopChild(child, graceMs);
  try {
    await Promise.race([listened, exited, silent]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
    exited.catch(() => undefined); // exits after start-up are the caller's business
  }
  return { child, stop };
}
