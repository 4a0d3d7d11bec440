export interface CliArgs {
  command: string;
  port?: number;
  host?: string;
  dataDir?: string;
  memory: boolean;
  json: boolean;
  migrationsDir?: string;
  seedFile?: string | null;
  /**
   * config.toml's request and mail limits lifted: for load benchmarks and end-to-end suites,
   * which sign in from one address far more often than people do.
   */
  noRateLimits: boolean;
}

export class UsageError extends Error {}

export function parseArgs(argv: string[]): CliArgs {
  const [command = 'start', ...rest] = argv;
  const args: CliArgs = { command, memory: false, json: false, noRateLimits: false };
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = rest[i].split('=', 2);
    const value = () => {
      const next = inline ?? rest[++i];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new UsageError('--port takes 0-65535');
        args.port = port;
        break;
      }
      case '--host':
        args.host = value();
        break;
      case '--data-dir':
        args.dataDir = value();
        break;
      case '--memory':
        args.memory = true;
        break;
      case '--json':
        args.json = true;
        break;
      case '--migrations':
        args.migrationsDir = value();
        break;
      case '--seed':
        args.seedFile = value();
        break;
      case '--no-seed':
        args.seedFile = null;
        break;
      case '--no-rate-limits':
        args.noRateLimits = true;
        break;
      default:
        throw new UsageError(`unknown option ${rest[i]}`);
    }
  }
  return args;
}
