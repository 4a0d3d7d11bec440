// The running stack leaves its coordinates in the data folder so `status` (another process) finds it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning } from '../process';

export interface StackState {
  api_url: string;
  anon_key: string;
  service_role_key: string;
  /** Absent in the state of a stack from before the publishable and secret keys. */
  publishable_key?: string;
  secret_key?: string;
  jwt_secret: string;
  db_url: string;
  /** The local mail inbox (web UI and `GET /email`), when the stack runs one. */
  inbox_url?: string | null;
  pid: number;
}

const stateFile = (dataDir: string) => join(dataDir, 'stack.json');

export function writeState(dataDir: string, state: StackState): void {
  mkdirSync(dataDir, { recursive: true });
  // It holds the JWT secret and the service_role key: the owner's eyes only.
  writeFileSync(stateFile(dataDir), JSON.stringify(state, null, 2), { mode: 0o600 });
}

export function clearState(dataDir: string, pid: number): void {
  const current = readState(dataDir);
  if (current?.pid === pid) rmSync(stateFile(dataDir), { force: true });
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
  return state && isRunning(state.pid, 'cli') ? state : null;
}
