import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that react-router reads when its module loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent; without it Testing Library builds a plain Event and drops clientX.
if (typeof window !== 'undefined' && window.PointerEvent === undefined) {
  class PointerEventShim extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventShim });
}
