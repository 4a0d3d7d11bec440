/** The demo accounts the seed creates (supabase/seed.sql); the CLI prints them on start. */
export const demoLogins = {
  volunteer: { email: 'volunteer@demo.local', password: 'Volunteer1!' },
  organisation: { email: 'organisation@demo.local', password: 'Organisation1!' },
} as const;
