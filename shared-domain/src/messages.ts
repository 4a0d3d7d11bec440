/**
 * Every user-facing text of the SPEC that a shared rule produces or that apps must show verbatim.
 * Apps import these instead of retyping them, so a wording change happens in one place.
 */

export const TAGLINE = 'The end of volunteer chaos.';
export const SPLASH_TEXT = 'Connecting volunteers with purpose.';

export const FIRST_APPLICANT_TEXT = 'Be the first to apply!';
export const ORGANISATION_TYPE_NOT_SPECIFIED = 'Not specified';
export const JUST_NOW = 'Just now';
