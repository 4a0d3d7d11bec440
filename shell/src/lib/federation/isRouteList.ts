import type { RouteObject } from 'react-router-dom';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A remote is built and deployed on its own, so what it exposes is checked before it is mounted. */
export function isRouteList(value: unknown): value is RouteObject[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (route) => isRecord(route) && (typeof route.path === 'string' || route.index === true),
    )
  );
}
