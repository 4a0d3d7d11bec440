// Shared set-up of the packages whose tests render React in jsdom: jest-dom's matchers, and a
// longer ceiling for `findBy…`/`waitFor`. The default (1 s) is met easily on a quiet machine but a
// CI machine under load was once seen still on the start-up splash after it; a wait ends as soon
// as its condition holds, so the longer ceiling only costs time when a test fails.
require('@testing-library/jest-dom');
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
