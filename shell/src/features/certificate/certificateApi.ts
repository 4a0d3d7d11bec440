import {
  api,
  asQueryResult,
  supabaseOf,
  verifyCertificate,
  type CertificateView,
} from 'shared-domain';

/** A certificate of volunteering by its link's token: readable without a session (issue #21). */
export const certificateApi = api.injectEndpoints({
  endpoints: (build) => ({
    certificate: build.query<CertificateView | null, string>({
      queryFn: (token, thunkApi) =>
        asQueryResult(() => verifyCertificate(supabaseOf(thunkApi), token)),
    }),
  }),
});

export const { useCertificateQuery } = certificateApi;
