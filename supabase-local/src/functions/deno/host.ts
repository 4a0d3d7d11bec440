// Runs one Edge Function the way Supabase's edge runtime does: the function's module calls
// `Deno.serve(handler)` with no address (hosted decides where it listens); here that call is bound
// to the loopback port the stack chose. Started by ../runner.ts as
// `deno run <permissions> host.ts <port> <file URL of index.ts>`; Deno code, not part of the Node build.
const [portArg, entry] = Deno.args;
const port = Number(portArg);
if (!Number.isInteger(port) || port <= 0 || entry === undefined) {
  console.error('usage: host.ts <port> <file URL of the function entry>');
  Deno.exit(2);
}

type Handler = Deno.ServeHandler<Deno.NetAddr>;
type Options = Omit<Deno.ServeTcpOptions, 'port' | 'hostname'> & { handler?: Handler };

const serve = Deno.serve.bind(Deno);
let served = false;

function bound(options: Options, handler: Handler): Deno.HttpServer<Deno.NetAddr> {
  if (served) throw new Error('An Edge Function calls Deno.serve once');
  served = true;
  return serve(
    {
      ...options,
      port,
      hostname: '127.0.0.1',
      // The stack waits for this line before it forwards the first request.
      onListen: () => console.log(`edge-function listening on ${port}`),
    },
    handler,
  );
}

// Every call shape of Deno.serve: (handler), (options, handler), (options with handler).
Object.defineProperty(Deno, 'serve', {
  value: (first: Handler | Options, second?: Handler) => {
    if (typeof first === 'function') return bound({}, first);
    const handler = second ?? first.handler;
    if (handler === undefined) throw new TypeError('Deno.serve needs a handler');
    return bound(first, handler);
  },
});

await import(entry);
if (!served) {
  console.error(`${entry} did not call Deno.serve`);
  Deno.exit(1);
}
