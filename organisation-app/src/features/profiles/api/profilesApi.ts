import {
  api,
  asQueryResult,
  fetchOrganisation,
  fetchOrganisationByOwner,
  fetchOrganisationStats,
  fetchApplicantFacts,
  fetchVolunteerPublicProfile,
  optionalText,
  organisationLogoPath,
  signOut,
  supabaseOf,
  updateOrganisationByOwner,
  updateUserProfile,
  uploadOrganisationLogo,
  WRITE_INVALIDATES,
  type OrganisationPatch,
  type OrganisationRow,
  type OrganisationStats,
  type OrganisationType,
  type ApplicantFacts,
  type VolunteerPublicProfile,
} from 'shared-domain';

export type OrganisationProfileData = { organisation: OrganisationRow; stats: OrganisationStats };

export type LogoFile = { body: Blob; name: string; type: string };

export type CompleteProfileInput = {
  userId: string;
  bio: string;
  roleInOrg: string;
  type: OrganisationType | null;
  instagram: string;
  facebook: string;
  tiktok: string;
  logo: LogoFile;
};

/** Profiles of organisations and volunteers, onboarding and profile edits. */
export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    organisationProfile: build.query<OrganisationProfileData | null, string>({
      // Links carry the organisation's owner account (View Profile); an organisation id works too.
      queryFn: (ownerOrOrganisationId, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const organisation =
            (await fetchOrganisationByOwner(client, ownerOrOrganisationId)) ??
            (await fetchOrganisation(client, ownerOrOrganisationId));
          if (organisation === null) return null;
          return { organisation, stats: await fetchOrganisationStats(client, organisation) };
        }),
      providesTags: ['Organisation', 'Task'],
    }),
    volunteerProfile: build.query<VolunteerPublicProfile | null, string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => fetchVolunteerPublicProfile(supabaseOf(thunkApi), userId)),
      providesTags: ['User', 'Review'],
    }),
    applicantFacts: build.query<ApplicantFacts, string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => fetchApplicantFacts(supabaseOf(thunkApi), userId)),
      providesTags: ['User', 'Application', 'Ledger'],
    }),
    updateOrganisation: build.mutation<
      void,
      { ownerUserId: string; patch: OrganisationPatch; logo: LogoFile | null }
    >({
      queryFn: ({ ownerUserId, patch, logo }, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const logoUrl =
            logo === null
              ? undefined
              : await uploadOrganisationLogo(
                  client,
                  organisationLogoPath(ownerUserId, logo.name),
                  logo.body,
                  logo.type,
                );
          await updateOrganisationByOwner(client, ownerUserId, {
            ...patch,
            ...(logoUrl === undefined ? {} : { logo_url: logoUrl }),
          });
        }),
      invalidatesTags: WRITE_INVALIDATES.updateOrganisation,
    }),
    completeOrganisationProfile: build.mutation<void, CompleteProfileInput>({
      queryFn: (input, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const logoUrl = await uploadOrganisationLogo(
            client,
            organisationLogoPath(input.userId, input.logo.name),
            input.logo.body,
            input.logo.type,
          );
          await updateOrganisationByOwner(client, input.userId, {
            logo_url: logoUrl,
            instagram: optionalText(input.instagram),
            facebook: optionalText(input.facebook),
            tiktok: optionalText(input.tiktok),
            ...(input.type === null ? {} : { type: input.type }),
          });
          await updateUserProfile(client, input.userId, {
            bio: optionalText(input.bio),
            role_in_org: optionalText(input.roleInOrg),
            first_login_complete: true,
          });
        }),
      // Onboarding is two writes: the organisation's details and the owner's own profile.
      invalidatesTags: [
        ...WRITE_INVALIDATES.updateOrganisation,
        ...WRITE_INVALIDATES.updateUserProfile,
      ],
    }),
    signOut: build.mutation<void, void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => signOut(supabaseOf(thunkApi))),
    }),
  }),
});
