// Child processes of the stack (PostgreSQL, PostgREST, Deno functions, the inbox) never outlive it: they are started through
// util-linux's `setpriv --pdeathsig`, so the kernel signals them when the stack's process dies,
// however it dies (kill -9 included). Run as root, PostgreSQL also drops to an unprivileged account.
import { existsSync, readFileSync } from 'node:fs';

export interface OsAccount {
  uid: number;
  gid: number;
}

const SETPRIV = '/usr/bin/setpriv';

export interface Command {
  file: string;
  args: string[];
  /** uid/gid for spawn() when setpriv is not there to change them. */
  spawnIds: Partial<OsAccount>;
}

/**
 * The command that runs `binary` as `account` (when given) and has it receive `deathSignal` when
 * this process dies. Without setpriv (not Linux) the account is set by spawn and the death signal
 * is lost: the stack then stops leftovers of a killed predecessor when it starts.
 */
export function withPrivileges(
  binary: string,
  args: string[],
  account: OsAccount | null,
  deathSignal: string | null,
): Command {
  if (!existsSync(SETPRIV) || (account === null && deathSignal === null)) {
    return { file: binary, args, spawnIds: account ?? {} };
  }
  const prefix: string[] = [];
  if (account) {
    prefix.push('--reuid', String(account.uid), '--regid', String(account.gid), '--clear-groups');
  }
  if (deathSignal) prefix.push('--pdeathsig', deathSignal);
  return { file: SETPRIV, args: [...prefix, '--', binary, ...args], spawnIds: {} };
}

/**
 * Whether `pid` is a running process whose command line contains `commandPart`: not a zombie
 * (killed, not yet reaped: it still answers signal 0) and not a reused pid of something else.
 */
export function isRunning(pid: number, commandPart: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    if (/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return false;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(commandPart);
  } catch {
    // No /proc (not Linux): signal 0 is all there is to go on.
    return true;
  }
}
