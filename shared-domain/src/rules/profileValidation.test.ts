import {
  canContinueOrganisationSelection,
  joinInterests,
  splitInterests,
  validateOrganisationLogo,
  validateOrganisationSelection,
} from './profileValidation';

describe('validateOrganisationLogo', () => {
  it("says 'Organisation logo is required.' without a logo", () => {
    expect(validateOrganisationLogo(false)).toBe('Organisation logo is required.');
  });

  it('accepts a logo', () => {
    expect(validateOrganisationLogo(true)).toBeNull();
  });
});

describe('organisation selection', () => {
  it('cannot continue with nothing chosen', () => {
    expect(canContinueOrganisationSelection([])).toBe(false);
    expect(validateOrganisationSelection([])).toBe('Choose at least one organisation.');
  });

  it('continues with one or more chosen', () => {
    expect(canContinueOrganisationSelection(['org-1'])).toBe(true);
    expect(validateOrganisationSelection(['org-1', 'org-2'])).toBeNull();
  });
});

describe('interests', () => {
  it('are stored comma-joined and read back', () => {
    expect(joinInterests(['Sport', 'Disability Support'])).toBe('Sport,Disability Support');
    expect(splitInterests('Sport, Disability Support')).toEqual(['Sport', 'Disability Support']);
  });

  it('read back empty when absent', () => {
    expect(splitInterests(null)).toEqual([]);
    expect(splitInterests('')).toEqual([]);
    expect(joinInterests([])).toBe('');
  });
});
