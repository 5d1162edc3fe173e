/** The staff member behind a console write and where they called from (audit's who and from where). */
export interface Actor {
  staffId: string;
  ipAddress: string;
}
