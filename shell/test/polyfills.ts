import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that react-router reads when its module loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
