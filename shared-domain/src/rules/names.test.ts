import { compareNames, firstName, initials } from './names';

describe('initials', () => {
  it('takes the first letter of the first two words, uppercased', () => {
    expect(initials('jane doe')).toBe('JD');
  });

  it('never shows more than two letters', () => {
    expect(initials('Mary Jane Watson Parker')).toBe('MJ');
  });

  it('shows one letter for a single-word name', () => {
    expect(initials('Cher')).toBe('C');
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(initials('  ada    lovelace  ')).toBe('AL');
  });

  it('is empty for an empty or blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});

describe('firstName', () => {
  it('shows only the first word of a full name', () => {
    expect(firstName('Jane Doe')).toBe('Jane');
  });

  it('keeps a single-word name whole', () => {
    expect(firstName('Cher')).toBe('Cher');
  });

  it('ignores leading whitespace', () => {
    expect(firstName('   Ada Lovelace')).toBe('Ada');
  });

  it('is empty for a blank name', () => {
    expect(firstName('')).toBe('');
    expect(firstName('  ')).toBe('');
  });
});

describe('compareNames', () => {
  it('orders names alphabetically whatever their case or accents', () => {
    expect(
      ['harbour Lights', 'Zeta Aid', 'Éclair Club', 'Alpha Trust', 'ebb Tide', 'Ångström Lab'].sort(
        compareNames,
      ),
    ).toEqual([
      'Alpha Trust',
      'Ångström Lab',
      'ebb Tide',
      'Éclair Club',
      'harbour Lights',
      'Zeta Aid',
    ]);
  });

  it('keeps names that differ only in case or accents in one order, and equal names equal', () => {
    expect(['cafe', 'Café', 'Cafe'].sort(compareNames)).toEqual(['Cafe', 'Café', 'cafe']);
    expect(compareNames('Harbour', 'Harbour')).toBe(0);
  });
});
