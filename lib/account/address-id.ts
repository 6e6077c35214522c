/** An address id of a route path ('12'), or null for anything else. */
export function addressIdParam(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
