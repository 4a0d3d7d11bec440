import { forgetRetiredCopies } from './retiredCopies';

afterEach(() => localStorage.clear());

test('wipes the screen copies and first-read records earlier builds kept, and nothing else', () => {
  localStorage.setItem('portal:last-visit:/volunteer/home', '{"html":"<main>Ava</main>"}');
  localStorage.setItem('portal:last-visit', '[]');
  localStorage.setItem('portal:start-up:/organisation/mytasks', '{"reads":[]}');
  localStorage.setItem('portal:last-area', 'volunteer');
  localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');

  forgetRetiredCopies(window);

  expect(Object.keys(localStorage).sort()).toEqual(['portal:last-area', 'sb-127-auth-token']);
});

test('does nothing where storage cannot be read', () => {
  const view = {
    get localStorage(): Storage {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  expect(() => forgetRetiredCopies(view)).not.toThrow();
});
