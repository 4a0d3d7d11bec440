import { forgetArea, rememberArea, remoteForPath, remoteForStart } from './areaPaths';

afterEach(() => localStorage.clear());

test('a path inside an area names its app; others name none', () => {
  expect(remoteForPath('/volunteer/home')).toBe('volunteer');
  expect(remoteForPath('/organisation')).toBe('organisation');
  expect(remoteForPath('/volunteers')).toBeUndefined();
  expect(remoteForPath('/signin')).toBeUndefined();
});

test('a start at / expects the area last open, until logout forgets it', () => {
  expect(remoteForStart('/')).toBeUndefined();
  rememberArea('organisation');
  expect(remoteForStart('/')).toBe('organisation');
  expect(remoteForStart('/volunteer/tasks')).toBe('volunteer');
  expect(remoteForStart('/leaderboard')).toBeUndefined();
  forgetArea();
  expect(remoteForStart('/')).toBeUndefined();
});
