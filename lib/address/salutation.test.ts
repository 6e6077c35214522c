import { DEFAULT_SALUTATION, SALUTATIONS, salutationOfTitle, salutationOfValue, titleOfSalutation } from './salutation';

describe('the one salutation list', () => {
  test('S3-43 the neutral choice first (the default), then the spec TITLE values Miss, Mr, Company, Association', () => {
    expect(SALUTATIONS).toEqual(['none', 'miss', 'mr', 'company', 'association']);
    expect(DEFAULT_SALUTATION).toBe('none');
  });

  test('S3-43 title ids: 1 Mr, 2 Miss, 5 Association, 4 no salutation, any other value Company', () => {
    expect([1, 2, 5, 4, 3, 9].map(salutationOfTitle)).toEqual(['mr', 'miss', 'association', 'none', 'company', 'company']);
    expect(salutationOfTitle(null)).toBe('none');
    for (const salutation of SALUTATIONS) expect(salutationOfTitle(titleOfSalutation(salutation))).toBe(salutation);
  });

  test('a form value outside the list is no salutation, never an error (the field is optional)', () => {
    expect(salutationOfValue('mr')).toBe('mr');
    expect(salutationOfValue('')).toBe('none');
    expect(salutationOfValue('ms')).toBe('none');
  });
});
