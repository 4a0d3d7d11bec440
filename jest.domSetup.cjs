// Shared set-up of the packages whose tests render React in jsdom: jest-dom's matchers, and longer
// ceilings for `findBy…`/`waitFor` (4 s) and for a test (15 s). The defaults (1 s, 5 s) are met
// easily on a quiet machine, but a CI machine under load was once seen still on the start-up splash
// after 1 s; a wait ends as soon as its condition holds, so the longer ceilings only cost time when
// a test fails (and the wait's own message then says what was missing, before the test's ceiling).
require('@testing-library/jest-dom');
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(15_000);
