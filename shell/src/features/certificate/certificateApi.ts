import {
  api,
  asQueryResult,
  loadedSupabaseOf,
  verifyCertificate,
  type CertificateView,
} from 'shared-domain';

/**
 * A certificate of volunteering by its link's token: readable without a session (issue #21). Its
 * screen may mount before the portal has loaded supabase-js, so the read waits for the client.
 */
export const certificateApi = api.injectEndpoints({
  endpoints: (build) => ({
    certificate: build.query<CertificateView | null, string>({
      queryFn: (token, thunkApi) =>
        asQueryResult(async () => verifyCertificate(await loadedSupabaseOf(thunkApi), token)),
    }),
  }),
});

export const { useCertificateQuery } = certificateApi;
