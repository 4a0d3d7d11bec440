// The running stack leaves its coordinates in the data folder so `status` (another process) finds it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StackState {
  api_url: string;
  anon_key: string;
  service_role_key: string;
  db_url: string;
  pid: number;
}

const stateFile = (dataDir: string) => join(dataDir, 'stack.json');

export function writeState(dataDir: string, state: StackState): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(stateFile(dataDir), JSON.stringify(state, null, 2));
}

export function clearState(dataDir: string, pid: number): void {
  const current = readState(dataDir);
  if (current?.pid === pid) rmSync(stateFile(dataDir), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function readState(dataDir: string): StackState | null {
  if (!existsSync(stateFile(dataDir))) return null;
  try {
    return JSON.parse(readFileSync(stateFile(dataDir), 'utf8')) as StackState;
  } catch {
    return null;
  }
}

/** The state of a stack whose process is still alive, if any. */
export function runningState(dataDir: string): StackState | null {
  const state = readState(dataDir);
  return state && alive(state.pid) ? state : null;
}
