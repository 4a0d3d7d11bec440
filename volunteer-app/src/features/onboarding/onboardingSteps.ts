/** The volunteer's onboarding as its step indicator shows it (SPEC §2: three steps). */
export const ONBOARDING_STEPS = ['Follow', 'Profile', 'Done'] as const;
export const FOLLOW_STEP = 0;
export const PROFILE_STEP = 1;
