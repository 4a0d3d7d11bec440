import {
  SOCIAL_NETWORKS,
  SOCIAL_NETWORK_LABELS,
  socialProfileUrl,
  websiteUrl,
} from './organisationLinks';

describe('socialProfileUrl', () => {
  it('turns a handle into the profile address of each network', () => {
    expect(socialProfileUrl('instagram', 'harbourhelpers')).toBe(
      'https://www.instagram.com/harbourhelpers',
    );
    expect(socialProfileUrl('facebook', 'harbour.helpers')).toBe(
      'https://www.facebook.com/harbour.helpers',
    );
    expect(socialProfileUrl('tiktok', 'harbour')).toBe('https://www.tiktok.com/@harbour');
  });

  it('drops a leading @ and surrounding spaces', () => {
    expect(socialProfileUrl('instagram', '  @seaside ')).toBe('https://www.instagram.com/seaside');
    expect(socialProfileUrl('tiktok', '@seaside')).toBe('https://www.tiktok.com/@seaside');
  });

  it('keeps a pasted address as it is', () => {
    expect(socialProfileUrl('facebook', 'https://facebook.com/groups/harbour')).toBe(
      'https://facebook.com/groups/harbour',
    );
  });

  it('encodes characters that cannot appear in a path', () => {
    expect(socialProfileUrl('instagram', 'harbour helpers')).toBe(
      'https://www.instagram.com/harbour%20helpers',
    );
  });

  it('is null when nothing was entered', () => {
    expect(socialProfileUrl('instagram', null)).toBeNull();
    expect(socialProfileUrl('instagram', '')).toBeNull();
    expect(socialProfileUrl('tiktok', ' @ ')).toBeNull();
  });

  it('lists Instagram, Facebook and TikTok', () => {
    expect(SOCIAL_NETWORKS.map((n) => SOCIAL_NETWORK_LABELS[n])).toEqual([
      'Instagram',
      'Facebook',
      'TikTok',
    ]);
  });
});

describe('websiteUrl', () => {
  it('adds https to a bare domain', () => {
    expect(websiteUrl('harbour.org')).toBe('https://harbour.org');
  });

  it('keeps an address with a scheme', () => {
    expect(websiteUrl(' http://harbour.org ')).toBe('http://harbour.org');
    expect(websiteUrl('HTTPS://harbour.org')).toBe('HTTPS://harbour.org');
  });

  it('is null without a website', () => {
    expect(websiteUrl(null)).toBeNull();
    expect(websiteUrl('  ')).toBeNull();
  });
});
