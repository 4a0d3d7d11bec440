import { navigationLater } from './portalData';

describe('navigationLater', () => {
  it('opens a path asked for before the router exists once it does, and later ones at once', () => {
    const { navigate, followWith } = navigationLater();
    navigate('/reset-password');
    const opened: string[] = [];
    followWith((path) => opened.push(path));
    expect(opened).toEqual(['/reset-password']);
    navigate('/signin');
    expect(opened).toEqual(['/reset-password', '/signin']);
  });

  it('opens nothing when nothing was asked for', () => {
    const { followWith } = navigationLater();
    const opened: string[] = [];
    followWith((path) => opened.push(path));
    expect(opened).toEqual([]);
  });
});
