#!/usr/bin/env node
// `node scripts/serve-static.mjs <dir> <port> [--spa]`: serves a production build until stopped.
import { serveStatic } from './lib/staticServer.mjs';

const [root, portText, ...flags] = process.argv.slice(2);
const port = Number(portText);
if (!root || !Number.isInteger(port)) {
  console.error('usage: node scripts/serve-static.mjs <dir> <port> [--spa]');
  process.exit(2);
}
await serveStatic({ root, port, spa: flags.includes('--spa') });
console.log(`serving ${root} on http://localhost:${port}`);
const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
