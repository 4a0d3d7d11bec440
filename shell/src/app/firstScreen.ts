/** The attribute the build puts on #root when it holds a pre-rendered screen React may hydrate. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute index.html's head script (firstScreen.js) puts on `<html>` when the visitor will
 * not keep #root's pre-rendered screen; the head's style hides that screen meanwhile.
 */
export const REPLACES_PRERENDERED_ATTRIBUTE = 'data-replaces-prerendered';
