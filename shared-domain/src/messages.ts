/**
 * Every user-facing text of the SPEC that a shared rule produces or that apps must show verbatim
 * (SPEC §2, §4, §5, §8). Apps import these instead of retyping them, so the acceptance strings
 * live in one place. Texts the SPEC does not quote (field-level "required" messages) are marked.
 */

// Product (SPEC §1)
export const TAGLINE = 'The end of volunteer chaos.';
export const SPLASH_TEXT = 'Connecting volunteers with purpose.';

// Labels produced by display rules
export const FIRST_APPLICANT_TEXT = 'Be the first to apply!';
export const ORGANISATION_TYPE_NOT_SPECIFIED = 'Not specified';
export const JUST_NOW = 'Just now';
export const APPLIED_MARKER = 'Applied';
export const APPROVED_BANNER = "You've Been Approved!";
export const AWAITING_APPROVAL_BANNER = 'Awaiting Approval';
export const TOO_LATE_TO_WITHDRAW = 'Too late to withdraw – contact your org directly.';
export const FLEXIBLE_DATE = 'Flexible';
export const PROCEED_QUESTION = 'Proceed?';
/** Heading of the confirmation dialog before applying, on the home list and the task detail alike. */
export const APPLY_CONFIRMATION_TITLE = 'Apply for this task';
export const DONE_LABEL = 'Done';

// Authentication and onboarding (SPEC §4, §8)
export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const PROFILE_LOOKUP_FAILED = 'Could not fetch user profile.';
export const UNKNOWN_ROLE = 'Unknown role. Please contact support.';
export const SIGNUP_FAILED = 'Sign-up failed';
export const ORGANISATION_PASSWORD_RULE =
  'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character.';
/** Not quoted by SPEC: the rule above as a hint under an organisation's password field. */
export const ORGANISATION_PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a number and a special character.';
export const IMAGE_UPLOAD_FAILED = 'Image upload failed';
export const imageUploadFailed = (reason: string): string => `Image upload failed: ${reason}`;
export const NOT_AUTHENTICATED = 'Not authenticated';
export const ORGANISATION_SELECTION_SAVE_FAILED = 'Failed to save organisation selection.';
export const ORGANISATION_LOGO_REQUIRED = 'Organisation logo is required.';
export const LOGOUT_CONFIRMATION = 'Are you sure you want to log out?';

// E-mail confirmation and passwords (issue #15; SPEC §8 quotes none of these)
export const CHECK_EMAIL_HEADING = 'Check your email';
// The code the confirmation mail carries, entered here instead of following its link (issue #44).
export const CONFIRMATION_CODE_LABEL = 'Or enter the 6-digit code from the email';
export const CONFIRM_WITH_CODE = 'Confirm';
export const CONFIRMATION_CODE_INVALID =
  'That code is wrong or has expired. Check the latest email, or send it again.';
export const confirmationSentTo = (email: string): string =>
  `We sent a confirmation link to ${email}. Open it to activate your account.`;
/** The check-email screen opened without the address (e.g. a new tab on the same path). */
export const CONFIRMATION_SENT =
  'We sent you a confirmation link. Open it to activate your account.';
export const RESEND_EMAIL = 'Resend email';
export const resendAvailableIn = (seconds: number): string =>
  `You can resend the email in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
export const EMAIL_RESENT = 'We sent you a new link.';
export const EMAIL_SEND_FAILED = 'Could not send the email. Please try again.';
export const BACK_TO_SIGN_IN = 'Back to sign in';
export const EMAIL_NOT_CONFIRMED = 'Please confirm your email address first. We sent you a link.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const FORGOT_PASSWORD_LINK = 'Forgot password?';
export const FORGOT_PASSWORD_TITLE = 'Forgot your password?';
export const FORGOT_PASSWORD_LEAD =
  'Enter the email address of your account and we will send you a link to reset your password.';
export const SEND_RESET_LINK = 'Send reset link';
/** Says the same whether or not the account exists. */
export const passwordResetSent = (email: string): string =>
  `If an account exists for ${email}, we sent a link to reset your password.`;
export const RESET_PASSWORD_TITLE = 'Choose a new password';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
export const REQUEST_NEW_LINK = 'Request a new link';
export const CHANGE_PASSWORD_TITLE = 'Change password';
export const NEW_PASSWORD_LABEL = 'New password';
export const CONFIRM_PASSWORD_LABEL = 'Confirm new password';
export const PASSWORD_CONFIRMATION_REQUIRED = 'Please confirm your new password.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const SAME_PASSWORD = 'Your new password must be different from your current password.';
export const PASSWORD_TOO_WEAK = 'This password is too weak. Please choose a stronger one.';
export const PASSWORD_TOO_LONG = 'Password cannot be longer than 72 characters.';
export const PASSWORD_CHANGE_FAILED = 'Could not change your password. Please try again.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

// Field-level "required" texts: SPEC §5 names the required fields but quotes no wording.
export const EMAIL_REQUIRED = 'Email is required.';
export const PASSWORD_REQUIRED = 'Password is required.';
export const NAME_REQUIRED = 'Full name is required.';
export const ORGANISATION_NAME_REQUIRED = 'Organisation name is required.';
export const ORGANISATION_SELECTION_REQUIRED = 'Choose at least one organisation.';
export const TITLE_REQUIRED = 'Title is required.';
export const DESCRIPTION_REQUIRED = 'Description is required.';
export const LOCATION_REQUIRED = 'Location is required.';
export const CAPACITY_MINIMUM = 'Volunteers needed must be at least 1.';
export const DATE_REQUIRED = 'Date is required.';
export const TIME_REQUIRED = 'Time is required.';
export const DETAILED_DESCRIPTION_REQUIRED = 'Detailed role description is required.';
export const WEEKDAY_REQUIRED = 'Choose at least one day.';
export const WEEKDAY_HOURS_RANGE = 'Hours per day must be between 0 and 12.';
export const WEEKS_MINIMUM = 'Number of weeks must be at least 1.';
export const DURATION_RANGE = 'Estimated duration must be between 1 and 12 hours.';
export const DIFFICULTY_REQUIRED = 'Choose a difficulty.';

// Tasks (SPEC §5, §8)
export const TASK_DATE_MUST_BE_FUTURE = '❌ Task date must be in the future.';
export const ORG_ID_MISSING = 'Org ID missing.';
export const ENTER_DATE = 'Enter date.';
export const TASK_CREATE_FAILED = '❌ Failed to create.';
export const TASK_CREATED = '✅ Task created!';
export const TASK_UPDATE_FAILED = '❌ Failed to update task';
export const TASK_UPDATED = '✅ Task updated successfully!';
export const DELETE_TASK_CONFIRMATION = 'Are you sure you want to delete this task?';
export const TASK_NOT_FOUND_ORGANISATION = 'Task not found';
export const TASK_NOT_FOUND_VOLUNTEER = 'Task not found.';

// Organisation and volunteer profiles (SPEC §8)
export const ORGANISATION_NOT_FOUND = 'Organisation not found';
export const LOADING_ORGANISATION_PROFILE = 'Loading organisation profile...';
export const ORGANISATION_LOAD_FAILED = 'This organisation could not be loaded.';
export const SEE_OPEN_TASKS = 'See their open tasks';
// The Organisations screen and an organisation's open tasks (issue #44)
export const ORGANISATIONS_HEADING = 'Organisations';
export const FIND_ORGANISATIONS = 'Find organisations';
export const FOLLOWING = 'Following';
export const ORGANISATION_TASKS_HEADING = 'Open tasks';
export const NO_ORGANISATION_TASKS =
  'No open tasks right now. Follow them to see new ones on your home.';
export const ORGANISATION_TASKS_LOAD_FAILED = "This organisation's tasks couldn't be loaded.";
export const followedText = (name: string) =>
  `You now follow ${name}: their open tasks are on your home.`;
export const unfollowedText = (name: string) => `You no longer follow ${name}.`;
export const FOLLOW_FAILED = 'Could not change who you follow. Please try again.';
export const VOLUNTEER_NOT_FOUND = 'Volunteer not found.';
export const PROFILE_NOT_FOUND = 'Profile not found.';
export const NO_BIO = 'No bio provided.';
export const NO_REVIEWS = 'No reviews yet.';
/** Beside a rating of 0.0 (SPEC §9's default): nobody has rated them yet, not a bad rating. */
export const NOT_RATED_YET = 'not rated yet';
export const SHOW_MORE_REVIEWS = 'Show more reviews';
export const REVIEWS_LOAD_FAILED = 'The reviews could not be loaded.';
export const MORE_REVIEWS_LOAD_FAILED = 'More reviews could not be loaded.';
export const PROFILE_LOAD_FAILED = 'Failed to load profile';
export const PROFILE_SAVE_FAILED = 'Save failed';
export const PROFILE_UPDATED = 'Profile updated';
export const COMING_SOON = 'coming soon';

// Reviews (SPEC §5, §8)
export const RATING_REQUIRED = 'Please provide a rating.';
export const REVIEW_INFORMATION_MISSING = 'Missing required review information.';
export const REVIEWER_ID_UNAVAILABLE = '❌ Could not fetch your user ID.';
export const INVALID_TASK_OR_USER = 'Invalid task or user ID.';
export const REVIEW_SUBMIT_FAILED = 'Failed to submit review.';
export const REVIEW_SUBMITTED = '✅ Review submitted!';
export const ALREADY_REVIEWED = '✅ You have already reviewed this volunteer for this task.';
export const REVIEW_TARGET_LOAD_FAILED = 'The task and volunteer to review could not be loaded.';
export const TASK_FULL_REASON = 'All places are filled, so no one else can be approved.';
export const TASK_FULL_HINT =
  'Pending: every place is filled. Mark each volunteer Done when the work is finished.';
export const TODO_LOAD_FAILED = 'What needs doing could not be loaded.';

// Applying and withdrawing (SPEC §8)
export const APPLY_FAILED_SHORT = 'Something went wrong.';
export const APPLY_FAILED = 'Sorry, something went wrong. Please try again.';
export const APPLICATION_SUBMITTED_SHORT = 'Application submitted!';
export const APPLICATION_SUBMITTED_NOTIFY =
  'Your application has been submitted! You will be notified if approved.';
export const APPLICATION_SUBMITTED = 'Your application has been submitted!';
export const WITHDRAW_FAILED = 'Sorry, couldn’t withdraw. Try again or contact support.';
export const WITHDRAWN = 'Your application has been withdrawn.';

// Rewards (SPEC §8)
export const REDEMPTION_FAILED = 'Redemption failed';
export const morePointsNeeded = (shortfall: number): string => `You need ${shortfall} more points!`;
export const redeemedMessage = (item: string, cost: number): string =>
  `Redeemed ${item} for ${cost} pts!`;
export const redeemConfirmation = (item: string, cost: number): string =>
  `Redeem ${item} for ${cost} pts?`;

// Leaderboard (SPEC §2)
export const LEADERBOARD_EMPTY = "No one's topped the board yet";
/** Under the top five, for a volunteer not yet on the board (issue #44). */
export const LEADERBOARD_JOIN = 'Complete a task to take your place on the board.';
/** Names the viewer's own row when it is below the top five (issue #44). */
export const LEADERBOARD_YOUR_PLACE = 'Your place';
export const FIND_NEXT_TASK = 'Find your next task';
export const CREATE_A_TASK = 'Create a task';

// Chat (SPEC §2)
export const ACTIVE_NOW = 'Active now';
export const NO_MESSAGES_PREVIEW = 'No messages yet';
export const YOU = 'You';
export const messagePlaceholder = (firstName: string): string =>
  `Send a message to ${firstName}...`;

// Empty lists (SPEC §8)
export const NO_TASKS = 'No tasks to display.';
export const NO_OPEN_TASKS = 'No open tasks right now.';
export const NO_APPLICATIONS = 'No applications to display.';
export const NO_REDEMPTIONS = 'No redemptions yet.';
export const NO_ITEMS = 'No items found.';
export const NO_ORGANISATIONS = 'No organisations found.';
export const NO_ACTIVE_CHATS = 'No active chats.';
export const NO_MESSAGES = 'No messages yet.';
/** Not quoted by SPEC: /chat/{chatId} for a chat that does not exist or is not the viewer's. */
export const CHAT_NOT_FOUND = 'Chat not found.';
export const CHAT_OPEN_FAILED = 'The chat could not be opened. Please try again.';

// Loading texts (SPEC §8)
export const LOADING_TASKS = 'Loading tasks...';
export const LOADING_LEADERBOARD = 'Loading leaderboard...';
export const LOADING_USER_INFO = 'Loading user info...';
export const LOADING = 'Loading...';
/** Beside a list shown while it is read again: last-known rows until the fresh read lands. */
export const REFRESHING = 'Refreshing…';
export const LOADING_TASK = 'Loading task...';
export const LOADING_CHATS = 'Loading chats…';
/** Not quoted by SPEC: the organisation dashboard's counts (issue #19) on their way. */
export const LOADING_TODO = 'Loading what needs doing...';

// Lists read a page at a time (issue #17). SPEC quotes no text for a list that fails to load (it has
// the failure logged and the list shown empty, which reads as "you have none"); these say what
// happened and sit beside a Retry.
export const TASKS_LOAD_FAILED = 'Your tasks could not be loaded.';
export const MORE_TASKS_LOAD_FAILED = 'More tasks could not be loaded.';
export const SHOW_MORE_TASKS = 'Show more tasks';
export const APPLICANTS_LOAD_FAILED = 'The applicants could not be loaded.';
export const MORE_APPLICANTS_LOAD_FAILED = 'More applicants could not be loaded.';
export const SHOW_MORE_APPLICANTS = 'Show more applicants';
export const CHATS_LOAD_FAILED = 'Your chats could not be loaded.';
export const MORE_CHATS_LOAD_FAILED = 'More chats could not be loaded.';
export const SHOW_MORE_CHATS = 'Show more chats';
export const SHOW_EARLIER_MESSAGES = 'Show earlier messages';
export const MESSAGES_LOAD_FAILED = 'The messages could not be loaded.';
export const EARLIER_MESSAGES_LOAD_FAILED = 'Earlier messages could not be loaded.';
export const OPEN_TASKS_LOAD_FAILED = 'Tasks could not be loaded.';
export const APPLICATIONS_LOAD_FAILED = 'Your applications could not be loaded.';
export const MORE_APPLICATIONS_LOAD_FAILED = 'More applications could not be loaded.';
export const SHOW_MORE_APPLICATIONS = 'Show more applications';
export const REDEMPTIONS_LOAD_FAILED = 'Your redemptions could not be loaded.';
/** Not quoted by SPEC: the points balance or the rewards menu could not be read. */
export const REWARDS_LOAD_FAILED = 'Your points and the rewards could not be loaded.';
export const MORE_REDEMPTIONS_LOAD_FAILED = 'More redemptions could not be loaded.';
export const SHOW_MORE_REDEMPTIONS = 'Show more redemptions';
export const ORGANISATIONS_LOAD_FAILED = 'The organisations could not be loaded.';
export const MORE_ORGANISATIONS_LOAD_FAILED = 'More organisations could not be loaded.';
export const SHOW_MORE_ORGANISATIONS = 'Show more organisations';

// Offering push notifications (issue #19): explained first, at a moment that makes sense
export const PUSH_PROMPT_TITLE = 'Get a heads-up when it matters';
export const PUSH_PROMPT_TEXT = {
  'first-application':
    'Turn on notifications to hear as soon as the organisation approves you or sends you a message.',
  'first-task':
    'Turn on notifications to hear as soon as volunteers apply for your task or send you a message.',
} as const;
export const PUSH_PROMPT_ACCEPT = 'Turn on notifications';
export const PUSH_PROMPT_DECLINE = 'Not now';

// A search with no result (issue #20): what matched nothing, and the way back to every task
export const CLEAR_SEARCH = 'Clear search';
export const noTasksMatch = (search: string) => `No open tasks match “${search}”.`;
export const withdrawQuestion = (title: string) =>
  `Withdraw your application for ${title}? Your place goes to someone else.`;

// Rewards (issue #20)
export const pointsStillNeeded = (shortfall: number): string => `${shortfall} more pts needed`;
export const nextRewardText = (shortfall: number, item: string): string =>
  `${shortfall} more points to ${item}`;
export const ALL_REWARDS_IN_REACH = 'Everything on the menu is within reach.';
export const VOUCHER_INSTRUCTIONS = 'Show this voucher at the canteen counter.';
export const enjoyReward = (item: string): string => `Enjoy your ${item}!`;

// Clashes (issue #21)
export const BOOKED_ELSEWHERE = 'Booked elsewhere at this time';
export const APPLY_ANYWAY = 'Apply anyway';
export const clashWarning = (title: string, when: string): string =>
  `This overlaps “${title}” (${when}), which you're approved for.`;

// Calendar (issue #21)
export const CALENDAR_FEED_INTRO =
  'Your approved tasks in your calendar app, kept up to date as organisations approve you.';
export const CALENDAR_FEED_PRIVATE =
  'Anyone with this link can see your approved tasks. Get a new link to stop the old one working.';
export const CALENDAR_FEED_FAILED = 'Your calendar link could not be changed. Please try again.';
export const CALENDAR_FEED_LOAD_FAILED = 'Your calendar link could not be loaded.';
export const CALENDAR_LINK_COPIED = 'Calendar link copied.';
export const CALENDAR_DOWNLOAD_FAILED = 'The calendar file could not be made. Please try again.';

// Reminders (issue #21)
export const STILL_COMING = 'Still coming?';
export const YES_ILL_BE_THERE = "Yes, I'll be there";
export const CANT_MAKE_IT = "I can't make it";
export const SEE_YOU_THERE = 'Thanks! See you there.';
export const toldOrganisation = (organisation: string): string =>
  `Thanks for letting us know. We've told ${organisation} in your chat.`;
export const REMINDER_ANSWER_FAILED = "Sorry, your answer wasn't saved. Please try again.";
export const REMINDERS_UNAVAILABLE = "Your reminders couldn't be loaded.";
export const MAY_NOT_COME = 'May not come';
export const CONFIRMED_COMING = 'Confirmed coming';
export const REMINDERS_HEADING = 'Reminders to approved volunteers';
export const REMINDERS_EXPLAINED =
  'Approved volunteers get a push notification and a "Still coming?" in the portal. If they can\'t make it, they tell you in the task\'s chat.';
export const REMIND_DAY_BEFORE = '24 hours before (the day before, for ongoing tasks)';
export const REMIND_TWO_HOURS_BEFORE = '2 hours before';
export const cantMakeItQuestion = (organisation: string, title: string): string =>
  `We'll tell ${organisation} in your chat that you can't make it to ${title}. You stay booked until they change it.`;

// What an organisation weighs before deciding on an applicant (issue #44)
export const APPLICANT_FACTS_HEADING = 'Before you decide';
export const APPLICANT_FACTS_LOAD_FAILED = "This volunteer's record couldn't be loaded.";
export const wwccText = (wwcc: boolean | null): string => (wwcc ? 'Yes' : 'Not given');
export const reliabilityText = (saidCantCome: number, completed: number): string =>
  `Said they couldn't come ${saidCantCome} ${saidCantCome === 1 ? 'time' : 'times'} · completed ${completed}`;

// Decisions an organisation can trust and take back (issue #44)
export const doneQuestion = (name: string, points: number): string =>
  `Mark ${name}'s work as done? They get ${points} pts.`;
export const rejectQuestion = (name: string): string => `Reject ${name}'s application?`;
export const approvedUndoable = (name: string): string => `Approved ${name}.`;
export const rejectedUndoable = (name: string): string => `Rejected ${name}.`;
export const doneUndoable = (name: string): string => `Marked ${name}'s work as done.`;
export const decisionFailed = (name: string): string =>
  `That decision about ${name} didn't go through. Please try again.`;
export const DECISION_WAITING = 'Saving in a moment…';

// Waitlist (issue #21)
export const TASK_FULL = 'This task is full.';
/** A full task's mark in the lists, and where a volunteer stands in its line (issue #44). */
export const FULL_MARKER = 'Full';
export const ON_WAITLIST_MARKER = 'On the waitlist';
export const PLACE_OFFERED_MARKER = 'Place offered';
export const MY_WAITLIST_HEADING = 'On the waitlist';
export const placeOfferedUntil = (when: string): string => `Place offered until ${when}`;
export const MY_WAITLIST_LOAD_FAILED = "Your places on waitlists couldn't be loaded.";
export const WAITLIST_INVITE = "Join the waitlist and we'll offer you a place if one opens up.";
export const JOIN_WAITLIST = 'Join the waitlist';
export const LEAVE_WAITLIST = 'Leave the waitlist';
export const ON_THE_WAITLIST = "You're on the waitlist";
export const waitlistPlaceText = (place: number): string =>
  place === 1 ? "You're next in line." : `You're number ${place} in line.`;
export const JOINED_WAITLIST = "You're on the waitlist. We'll let you know if a place opens up.";
export const LEFT_WAITLIST = "You've left the waitlist.";
export const PLACE_OPENED = 'A place opened up!';
export const confirmPlaceBy = (when: string): string =>
  `You're among the applicants. Confirm by ${when} to keep your place.`;
export const CONFIRM_MY_PLACE = 'Confirm my place';
export const NO_THANKS = 'No thanks';
export const PLACE_CONFIRMED = 'Place confirmed. The organisation will review your application.';
export const PLACE_DECLINED = "You've given the place to the next in line.";
export const WAITLIST_FAILED = "Sorry, that didn't work. Please try again.";
export const WAITLIST_UNAVAILABLE = "The waitlist couldn't be loaded.";
export const waitlistHeading = (count: number): string => `Waitlist (${count})`;
export const WAITING = 'Waiting';
export const offeredUntil = (when: string): string => `Offered a place until ${when}`;

// A record of hours (issue #21)
export const RECORD_HEADING = 'Hours and points';
export const POINTS_HISTORY = 'Points history';
export const RECORD_EMPTY = 'Complete a task to start your record of hours.';
export const RECORD_LOAD_FAILED = "Your record couldn't be loaded.";
export const MORE_RECORD_LOAD_FAILED = "More of your record couldn't be loaded.";
export const SHOW_MORE_RECORD = 'Show more history';
export const hoursGivenText = (hours: number): string =>
  `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
export const pointsChangeText = (points: number): string =>
  points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0';
export const LEDGER_KIND_LABELS: Record<string, string> = {
  task: 'Task done',
  advance: 'Points credited ahead',
  redemption: 'Redeemed',
  brought_forward: 'Balance brought forward',
};
export const CERTIFICATE_HEADING = 'Certificate of volunteering';
export const CERTIFICATE_INTRO =
  'A printable certificate of your hours with one organisation, with a link anyone can open to check it.';
export const CREATE_CERTIFICATE = 'Create certificate';
export const CERTIFICATE_FAILED = "Sorry, the certificate couldn't be created. Please try again.";
export const YOUR_CERTIFICATES = 'Your certificates';
export const CERTIFICATE_NOT_FOUND =
  "This certificate couldn't be found. Check the link you were given.";
export const CERTIFICATE_LOAD_FAILED = "The certificate couldn't be checked just now.";
export const certificateStatement = (
  volunteer: string,
  hours: string,
  organisation: string,
  from: string,
  to: string,
): string => `${volunteer} volunteered ${hours} with ${organisation} between ${from} and ${to}.`;
export const PRINT_CERTIFICATE = 'Print or save as PDF';

// The notification centre and its settings (issue #48).
export const NOTIFICATIONS_HEADING = 'Notifications';
export const NOTIFICATION_SETTINGS_HEADING = 'Notification settings';
export const LOADING_NOTIFICATIONS = 'Loading notifications…';
export const NOTIFICATIONS_LOAD_FAILED = 'Your notifications could not be loaded.';
export const MORE_NOTIFICATIONS_LOAD_FAILED = 'More notifications could not be loaded.';
export const SHOW_MORE_NOTIFICATIONS = 'Show more notifications';
export const MARK_ALL_READ = 'Mark all as read';
export const MARK_READ_FAILED = 'Could not mark them as read. Please try again.';
export const NOTIFICATION_PREFERENCES_LOAD_FAILED =
  'Your notification settings could not be loaded.';
export const NOTIFICATION_PREFERENCE_SAVE_FAILED = 'That change was not saved. Please try again.';
export const PUSH_NOT_ALLOWED =
  'Your browser does not allow notifications from this site. Allow them in its site settings, then turn push on again.';
export const PUSH_NOT_SUPPORTED = 'This browser cannot show push notifications.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Change your e-mails in Notification settings.';

// An organisation is a team (issue #49).
export const FORMER_MEMBER = 'A former member';
export const TEAM_HEADING = 'Team';
export const TEAM_LINK = 'Team';
export const LOADING_TEAM = 'Loading the team…';
export const TEAM_LOAD_FAILED = 'The team could not be loaded.';
export const TEAM_MEMBERS_HEADING = 'Members';
export const PENDING_INVITATIONS_HEADING = 'Pending invitations';
export const NO_PENDING_INVITATIONS = 'No invitations waiting.';
export const INVITE_HEADING = 'Invite a coordinator';
export const INVITE_HELP =
  'Coordinators post tasks, decide on applicants, review volunteers and chat for the organisation. Only the owner manages the team.';
export const INVITE_EMAIL_LABEL = 'Email address';
export const SEND_INVITATION = 'Send invitation';
export const SENDING_INVITATION = 'Sending…';
export const invitationSent = (email: string): string =>
  `Invitation sent to ${email}. It works for 7 days.`;
export const INVITATION_FAILED = 'The invitation was not sent. Please try again.';
export const TEAM_ACTION_FAILED = 'That did not work. Please try again.';
export const OWNER_ROLE = 'Owner';
export const COORDINATOR_ROLE = 'Coordinator';
export const invitationExpires = (when: string): string => `Expires ${when}`;
export const INVITATION_EXPIRED = 'Expired';
export const withdrawInvitationLabel = (email: string): string =>
  `Withdraw the invitation to ${email}`;
export const WITHDRAW = 'Withdraw';
export const REMOVE = 'Remove';
export const removeMemberLabel = (name: string): string => `Remove ${name} from the team`;
export const removeMemberQuestion = (name: string): string => `Remove ${name} from the team?`;
export const REMOVE_MEMBER_DETAIL =
  'They lose access to the organisation at once. Their tasks, decisions and messages stay.';
export const MAKE_OWNER = 'Make owner';
export const makeOwnerLabel = (name: string): string => `Make ${name} the owner`;
export const makeOwnerQuestion = (name: string): string => `Make ${name} the owner?`;
export const MAKE_OWNER_DETAIL = 'They will manage the team, and you will become a coordinator.';
export const LEAVE_TEAM = 'Leave the team';
export const LEAVE_TEAM_QUESTION = 'Leave the team?';
export const leaveTeamDetail = (organisation: string): string =>
  `You will no longer see or manage ${organisation}'s tasks.`;
export const joinedOn = (when: string): string => `Joined ${when}`;
export const NO_TEAM_HEADING = 'You are not part of an organisation';
export const NO_TEAM_TEXT =
  'Your account is not in any organisation’s team. If an owner invited you, open the link in the invitation e-mail.';
export const joinHeading = (organisation: string): string => `Join ${organisation} on Pitch In`;
export const joinInvitedBy = (inviter: string, email: string, organisation: string): string =>
  `${inviter} invited ${email} to coordinate volunteers for ${organisation}.`;
export const JOIN_SIGN_UP_HEADING = 'Create your account';
export const JOIN_SIGN_IN_PROMPT = 'Already have an organisation account with this address?';
export const CREATE_ACCOUNT_AND_JOIN = 'Create account';
export const joinOrganisation = (organisation: string): string => `Join ${organisation}`;
export const JOIN_CHECK_EMAIL =
  'Check your inbox: confirm your address with the link we sent, and you will come back here to join.';
export const joinSignedInAs = (email: string): string => `You are signed in as ${email}.`;
export const INVITATION_NOT_FOUND = 'This invitation link is not valid.';
export const INVITATION_USED = 'This invitation has already been used.';
export const INVITATION_WITHDRAWN = 'This invitation was withdrawn. Ask the owner for a new one.';
export const INVITATION_OUT_OF_DATE = 'This invitation has expired. Ask the owner for a new one.';
export const INVITATION_LOAD_FAILED = 'The invitation could not be loaded.';
export const JOIN_FAILED = 'You could not join just now. Please try again.';
/** A line of the task page's history: 'Val Jones: Approved by Sam, 3 Dec 09:12'. */
export const decisionText = (
  decision: 'approved' | 'rejected' | 'done' | 'reviewed',
  volunteer: string,
  member: string,
  when: string,
): string => {
  const what = {
    approved: 'Approved',
    rejected: 'Rejected',
    done: 'Marked done',
    reviewed: 'Reviewed',
  }[decision];
  return `${volunteer}: ${what} by ${member}, ${when}`;
};
export const HISTORY_HEADING = 'History';
export const HISTORY_LOAD_FAILED = 'The history could not be loaded.';
export const INVALID_EMAIL = 'Please enter a valid email address.';
