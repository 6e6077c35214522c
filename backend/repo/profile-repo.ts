import type { VatStatus } from '@/contract/account';
import type { Db } from '@/backend/db/open';

/**
 * What a customer changes of the own account: personal information (S3-43 title, names, company and company VAT
 * number with its check result) and the password. Never the e-mail address (S5-27).
 */
export function createProfileRepo(db: Db) {
  const setVat = db.prepare('UPDATE customer SET vat_number = ?, vat_status = ? WHERE id = ? AND guest = 0');
  const setProfile = db.prepare(
    `UPDATE customer SET title_id = @titleId, firstname = @firstname, lastname = @lastname, company = @company, vat_number = @vatNumber,
       vat_status = @vatStatus, is_company = @isCompany WHERE id = @id AND guest = 0`,
  );
  const setPassword = db.prepare('UPDATE customer SET password_hash = ? WHERE id = ? AND guest = 0');
  return {
    /** The company VAT number and its check result (S5-32; excludeVAT follows only 'valid', S6-04). */
    setVat: (customerId: number, vatNumber: string, status: VatStatus) => setVat.run(vatNumber, status, customerId).changes === 1,
    setProfile: (id: number, profile: { titleId: number; firstname: string; lastname: string; company: string; vatNumber: string; vatStatus: VatStatus; isCompany: boolean }) =>
      setProfile.run({ ...profile, isCompany: profile.isCompany ? 1 : 0, id }).changes === 1,
    setPasswordHash: (customerId: number, hash: string) => setPassword.run(hash, customerId).changes === 1,
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
