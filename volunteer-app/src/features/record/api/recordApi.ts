import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  cursorPaging,
  fetchCertifiableOrganisations,
  fetchCertificates,
  fetchLedgerPage,
  fetchVolunteerRecord,
  issueCertificate,
  supabaseOf,
  type CursorPage,
  type LedgerEntry,
  type PageCursor,
  type VolunteerRecord,
} from 'shared-domain';

/** The volunteer's record of hours: totals, the ledger and certificates (issue #21). */
export const recordApi = api.injectEndpoints({
  endpoints: (build) => ({
    volunteerRecord: build.query<VolunteerRecord, void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => fetchVolunteerRecord(supabaseOf(thunkApi))),
      providesTags: ['Ledger'],
    }),
    ledger: build.infiniteQuery<CursorPage<LedgerEntry>, void, PageCursor | null>({
      infiniteQueryOptions: cursorPaging<PageCursor>(),
      queryFn: ({ pageParam }, thunkApi) =>
        asQueryResult(() => fetchLedgerPage(supabaseOf(thunkApi), { after: pageParam })),
      providesTags: ['Ledger'],
    }),
    certifiableOrganisations: build.query<
      Awaited<ReturnType<typeof fetchCertifiableOrganisations>>,
      void
    >({
      queryFn: (_arg, thunkApi) =>
        asQueryResult(() => fetchCertifiableOrganisations(supabaseOf(thunkApi))),
      providesTags: ['Ledger'],
    }),
    certificates: build.query<Awaited<ReturnType<typeof fetchCertificates>>, void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => fetchCertificates(supabaseOf(thunkApi))),
      providesTags: ['Certificate'],
    }),
    issueCertificate: build.mutation<string, { organisationId: string; from: string; to: string }>({
      queryFn: ({ organisationId, from, to }, thunkApi) =>
        asQueryResult(() => issueCertificate(supabaseOf(thunkApi), organisationId, from, to)),
      invalidatesTags: WRITE_INVALIDATES.issueCertificate,
    }),
  }),
});

export const {
  useVolunteerRecordQuery,
  useLedgerInfiniteQuery,
  useCertifiableOrganisationsQuery,
  useCertificatesQuery,
  useIssueCertificateMutation,
} = recordApi;
