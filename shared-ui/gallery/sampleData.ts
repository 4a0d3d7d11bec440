import { svgDataUrl, type ReviewSlide, type TabItem } from '../src';

/** A fixed "now" keeps timing labels, and so the gallery screenshot, the same on every run. */
export const GALLERY_NOW = new Date('2026-03-02T00:00:00Z');

/** A drawn portrait standing in for an uploaded photo (nothing is hot-linked). */
export const samplePhotoUrl = svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <rect width="96" height="96" fill="#f2a541"/>
  <circle cx="48" cy="40" r="20" fill="#8d5524"/>
  <path d="M28 34c0-14 10-22 20-22s20 8 20 22c-6-8-14-10-20-10s-14 2-20 10z" fill="#2b1a10"/>
  <path d="M12 96c4-22 18-32 36-32s32 10 36 32z" fill="#0b6e4f"/>
</svg>`);

export const sampleLogoUrl = svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <rect width="96" height="96" rx="16" fill="#1849a9"/>
  <path d="M48 18l26 46H22z" fill="#ffffff"/>
  <circle cx="48" cy="70" r="8" fill="#f2a541"/>
</svg>`);

export const volunteerTabs: TabItem[] = [
  { label: 'Home', to: '/volunteer/home' },
  { label: 'My Tasks', to: '/volunteer/mytasks' },
  { label: 'Rewards', to: '/volunteer/rewards' },
  { label: 'Messages', to: '/volunteer/messages', badge: 2 },
  { label: 'Leaderboard', to: '/volunteer/leaderboard' },
];

export const sampleReviews: ReviewSlide[] = [
  {
    id: 1,
    rating: 5,
    comment: 'Brilliant with the kids and stayed late to help pack up.',
    reviewerName: 'Harbour Youth Club',
    reviewerAvatarUrl: sampleLogoUrl,
    createdAt: '2026-02-14T03:00:00',
    taskTitle: 'Junior footy canteen',
  },
  {
    id: 2,
    rating: 4,
    comment: 'Always on time and friendly with every guest.',
    reviewerName: 'City Food Bank',
    createdAt: '2026-01-30T05:00:00',
    taskTitle: 'Saturday food hampers',
  },
  {
    id: 3,
    rating: 3,
    comment: null,
    reviewerName: 'Green Streets',
    createdAt: '2026-01-10T22:00:00',
  },
];

export const interestOptions = [
  'Sport',
  'Arts',
  'Elderly',
  'Homeless',
  'Animals',
  'Environment',
  'Youth',
  'Fundraising',
  'Disability Support',
].map((value) => ({ value, label: value }));

export const taskSortOptions = [
  { value: 'newest', label: 'Newest First' },
  { value: 'points', label: 'Points (High to Low)' },
  { value: 'earliest', label: 'Earliest Tasks First' },
] as const;

export type TaskSort = (typeof taskSortOptions)[number]['value'];
