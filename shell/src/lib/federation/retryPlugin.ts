import { RetryPlugin } from '@module-federation/retry-plugin';

// A remote's manifest or entry that fails once (a dropped connection, a deploy swapping files) is
// fetched again before the area shows its "unavailable" screen; two quick retries keep a remote that
// is really down from holding the user for long.
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 1 },
    script: { retryTimes: 1, retryDelay: 500 },
  });
}
