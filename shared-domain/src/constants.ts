/** Business constants and limits of SPEC §3 and §9, in one place for every app. */

export const INTEREST_OPTIONS = [
  'Sport',
  'Arts',
  'Elderly',
  'Homeless',
  'Animals',
  'Environment',
  'Youth',
  'Fundraising',
  'Disability Support',
] as const;

export type Interest = (typeof INTEREST_OPTIONS)[number];

export const ORGANISATION_TYPES = [
  'charity',
  'nonprofit',
  'sports_club',
  'school',
  'community_group',
  'other',
] as const;

export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/**
 * Signup's organisation type. SPEC §3 writes it 'Other'; the database keeps every type lower-case,
 * and organisationTypeLabel shows it as 'Other'.
 */
export const DEFAULT_ORGANISATION_TYPE: OrganisationType = 'other';

// Toasts (react-toastify settings)
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_LIMIT = 20;
/**
 * How long Approve, Reject and Done wait before they reach the server, with Undo on offer (issue
 * #44). Nothing is sent, so nobody is told, until the window closes.
 */
export const UNDO_WINDOW_MS = 5000;

// Landing slideshow
export const SLIDESHOW_IMAGE_COUNT = 4;
export const SLIDESHOW_INTERVAL_MS = 3000;

// Celebrations and redirects
export const REDEMPTION_CONFETTI_PARTICLES = 100;
export const TASK_CREATION_CONFETTI_PIECES = 200;
export const REDIRECT_AFTER_CREATION_MS = 1500;

// Ratings and reviews
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEWS_SWIPE_THRESHOLD_PX = 50;

// Chat
export const CHAT_BUBBLE_MAX_WIDTH = '65%';
export const INITIALS_MAX_LETTERS = 2;

// Leaderboard
export const LEADERBOARD_SIZE = 5;

// Organisation password
export const ORGANISATION_PASSWORD_MIN_LENGTH = 8;

// Passwords and auth mails
/** The auth service refuses longer passwords (bcrypt reads 72 bytes). */
export const PASSWORD_MAX_BYTES = 72;
/** Wait before another confirmation mail may be asked for: the auth service's own cooldown. */
export const RESEND_COOLDOWN_SECONDS = 60;

// Storage and push
export const AVATAR_BUCKET = 'user-avatars';
export const ORG_LOGO_BUCKET = 'org-logos';
export const UPLOAD_CACHE_CONTROL_SECONDS = 3600;
/** The save-subscription Edge Function (SPEC §7's /api/save-subscription, an alias locally). */
export const PUSH_SUBSCRIPTION_FUNCTION_PATH = '/functions/v1/save-subscription';
export const PUSH_PUBLIC_KEY_FUNCTION_PATH = '/functions/v1/push-public-key';
export const SERVICE_WORKER_PATH = '/sw.js';

// Export of upcoming tasks
export const EXPORT_WINDOW_DAYS = 7;
export const EXPORT_IMAGE_SCALE = 2;
export const EXPORT_JPEG_QUALITY = 1;
export const EXPORT_FALLBACK_HOURS = 1;
