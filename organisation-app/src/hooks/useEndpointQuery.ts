import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, DomainError, RootState } from 'shared-domain';

type QueryState<Result> = {
  data?: Result;
  isLoading: boolean;
  isUninitialized: boolean;
  isError: boolean;
  error?: DomainError | unknown;
};

/** The two halves of an injected RTK Query query endpoint this hook uses. */
export type QueryEndpoint<Arg, Result> = {
  initiate: (
    arg: Arg,
  ) => ThunkAction<{ unsubscribe: () => void }, RootState, unknown, UnknownAction>;
  select: (arg: Arg | SkipToken) => (state: RootState) => QueryState<Result>;
};

/**
 * Subscribes to a query while mounted; shared-domain's api is the framework-agnostic one, so it
 * brings no React hooks. Pass skipToken while the argument is not known yet.
 */
export function useEndpointQuery<Arg, Result>(
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg | SkipToken,
): QueryState<Result> {
  const dispatch = useDispatch<AppDispatch>();
  const key = arg === skipToken ? null : JSON.stringify(arg);
  useEffect(() => {
    if (arg === skipToken) return undefined;
    const subscription = dispatch(endpoint.initiate(arg));
    return () => subscription.unsubscribe();
    // The serialised key stands for the argument, so an equal object does not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, endpoint, key]);
  // One selector per argument, so its memoised result is not thrown away on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selector = useMemo(() => endpoint.select(arg), [endpoint, key]);
  return useSelector(selector);
}
