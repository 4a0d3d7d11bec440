export * from './messages';
export * from './constants';
export * from './domainTypes';
export * from './rules/names';
export * from './rules/recordId';
export * from './rules/labels';
export * from './rules/time';
export * from './rules/dateFormat';
export * from './rules/taskTiming';
export * from './rules/taskDisplayState';
export * from './rules/relativeTime';
export * from './rules/navigation';
export * from './rules/points';
export * from './rules/withdrawal';
export * from './rules/volunteerTaskView';
export * from './rules/applicationGrouping';
export * from './rules/myTasks';
export * from './rules/browsing';
export * from './rules/discovery';
export * from './rules/calendar';
export * from './rules/leaderboard';
export * from './rules/fieldErrors';
export * from './rules/authValidation';
export * from './rules/profileValidation';
export * from './rules/taskValidation';
export * from './rules/reviewValidation';
export * from './rules/redemption';
export * from './rules/rewardMenu';
export * from './rules/chat';
export * from './rules/applyConfirmation';
export * from './rules/exportRows';
export * from './rules/storagePaths';
export * from './rules/routing';
export * from './rules/errors';
export * from './rules/authErrors';
export * from './rules/organisationSearch';
export * from './rules/displayOptions';
export * from './rules/organisationLinks';
export * from './store/sessionSlice';
export * from './store/pushPromptSlice';
export * from './store/api';
export * from './store/reviewsApi';
export * from './store/persistedCache';
export * from './store/routerContext';
export * from './store/invalidation';
export * from './store/store';
export * from './store/syncSession';
export type { Json } from './database.types';
export type {
  Database,
  Tables,
  TablesInsert,
  TablesUpdate,
  FunctionArgs,
  FunctionReturns,
} from './database';
export { DataError, resolveClient, type Client, type ClientSource } from './data/client';
export * from './data/cursorPaging';
export * from './data/auth';
export * from './data/users';
export * from './data/organisations';
export * from './data/userOrganisations';
export * from './data/calendarFeeds';
export * from './data/reminders';
export * from './data/waitlist';
export * from './data/ledger';
export * from './data/tasks';
export * from './data/applications';
export * from './data/reviews';
export * from './data/volunteerPublicProfile';
export * from './data/leaderboard';
export * from './data/chats';
export * from './data/messages';
export * from './data/chatActivity';
export * from './data/redemptions';
export * from './data/storage';
export * from './data/push';
export * from './data/pushPublicKey';
