import {
  customRedemptionPoints,
  checkRedemption,
  dollarsToPoints,
  isFirstRedemption,
  LATER_REDEMPTION_CONFETTI_PARTICLES,
  nextRewardGoal,
  pointsShortOf,
  redemptionConfettiParticles,
  voucherCodeText,
} from './redemption';

describe('checkRedemption', () => {
  it('allows redeeming with exactly enough points, leaving zero', () => {
    expect(checkRedemption(250, 250)).toEqual({ ok: true, remainder: 0 });
  });

  it('reduces the points to the remainder', () => {
    expect(checkRedemption(900, 150)).toEqual({ ok: true, remainder: 750 });
  });

  it("says 'You need {n} more points!' when points are short", () => {
    expect(checkRedemption(100, 150)).toEqual({ ok: false, message: 'You need 50 more points!' });
    expect(checkRedemption(0, 800)).toEqual({ ok: false, message: 'You need 800 more points!' });
    expect(checkRedemption(249, 250)).toEqual({ ok: false, message: 'You need 1 more points!' });
  });

  it('allows a free item', () => {
    expect(checkRedemption(0, 0)).toEqual({ ok: true, remainder: 0 });
  });

  it('refuses a negative or unreadable cost', () => {
    expect(checkRedemption(100, -5).ok).toBe(false);
    expect(checkRedemption(100, Number.NaN).ok).toBe(false);
  });
});

describe('dollarsToPoints', () => {
  it('converts dollars to cents-worth of points', () => {
    expect(dollarsToPoints(5)).toBe(500);
    expect(dollarsToPoints('2.50')).toBe(250);
    expect(dollarsToPoints(0.01)).toBe(1);
  });

  it('rounds to the nearest point', () => {
    expect(dollarsToPoints(1.005)).toBe(100);
    expect(dollarsToPoints(0.015)).toBe(2);
    expect(dollarsToPoints('19.999')).toBe(2000);
  });

  it('accepts the minimum of 0', () => {
    expect(dollarsToPoints(0)).toBe(0);
  });

  it('refuses negative, empty or unreadable amounts', () => {
    expect(dollarsToPoints(-0.01)).toBeNull();
    expect(dollarsToPoints('')).toBeNull();
    expect(dollarsToPoints('abc')).toBeNull();
    expect(dollarsToPoints(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('isFirstRedemption', () => {
  it('is true only before any redemption', () => {
    expect(isFirstRedemption(0)).toBe(true);
    expect(isFirstRedemption(1)).toBe(false);
  });
});

describe('customRedemptionPoints', () => {
  it('redeems a positive amount at 1 point a cent', () => {
    expect(customRedemptionPoints('2.50')).toBe(250);
    expect(customRedemptionPoints(0.01)).toBe(1);
  });

  it('redeems nothing for zero, an amount that rounds to zero, negative or unreadable input', () => {
    expect(customRedemptionPoints('0')).toBeNull();
    expect(customRedemptionPoints(0.004)).toBeNull();
    expect(customRedemptionPoints(-1)).toBeNull();
    expect(customRedemptionPoints('')).toBeNull();
    expect(customRedemptionPoints('abc')).toBeNull();
  });
});

describe('rewards progress and vouchers', () => {
  const items = [
    { id: 'a', cost: 300 },
    { id: 'b', cost: 150 },
    { id: 'c', cost: 500 },
  ];

  it('names the cheapest item out of reach, the points it needs and the progress to it', () => {
    expect(nextRewardGoal(120, items)).toEqual({ item: items[1], needed: 30, progress: 0.8 });
    expect(nextRewardGoal(0, items)).toMatchObject({ item: items[1], needed: 150, progress: 0 });
    expect(nextRewardGoal(500, items)).toBeNull();
  });

  it('says what a balance is short of an item, never below zero', () => {
    expect(pointsShortOf(120, 340)).toBe(220);
    expect(pointsShortOf(500, 340)).toBe(0);
  });

  it('celebrates the first redemption with SPEC’s burst and every later one with a smaller one', () => {
    expect(redemptionConfettiParticles(0, 100)).toBe(100);
    expect(redemptionConfettiParticles(3, 100)).toBe(LATER_REDEMPTION_CONFETTI_PARTICLES);
  });

  it('groups a voucher code in fours', () => {
    expect(voucherCodeText('7f3a91c20b4e')).toBe('7F3A-91C2-0B4E');
  });
});
