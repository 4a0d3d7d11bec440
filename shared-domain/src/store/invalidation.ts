import type { ApiTagType } from './api';

/**
 * What each write changes, as the api's tags: a mutation declares `invalidatesTags:
 * WRITE_INVALIDATES.approve`, so every screen showing those data refetches, in whichever app the
 * write and the screen live. Derived data go with their source: marking work done credits points
 * (User) and moves the leaderboard; a redemption lowers the points; a review moves the rating.
 */
export const WRITE_INVALIDATES = {
  apply: ['Task', 'Application'],
  withdraw: ['Task', 'Application', 'Reminder', 'Waitlist'],
  approve: ['Task', 'Application', 'Waitlist'],
  reject: ['Task', 'Application'],
  markDone: ['Task', 'Application', 'User', 'Leaderboard', 'Ledger'],
  createTask: ['Task'],
  updateTask: ['Task', 'Application', 'Waitlist'],
  deleteTask: ['Task', 'Application'],
  submitReview: ['Review', 'User', 'Task'],
  redeem: ['Redemption', 'User', 'Ledger'],
  openChat: ['Chat'],
  sendMessage: ['Message', 'Chat'],
  followOrganisations: ['UserOrganisation', 'Task'],
  unfollowOrganisation: ['UserOrganisation', 'Task'],
  updateUserProfile: ['User'],
  updateOrganisation: ['Organisation'],
  calendarFeed: ['CalendarFeed'],
  answerReminder: ['Reminder', 'Application', 'Chat', 'Message'],
  joinWaitlist: ['Waitlist', 'Task'],
  leaveWaitlist: ['Waitlist', 'Task', 'Application'],
  confirmWaitlistOffer: ['Waitlist', 'Task', 'Application'],
  issueCertificate: ['Certificate'],
} as const satisfies Record<string, readonly ApiTagType[]>;

export type DomainWrite = keyof typeof WRITE_INVALIDATES;
