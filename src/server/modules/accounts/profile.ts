import type { UserProfile } from '../../../shared/schemas/users';
import type { UserRow } from '../../db/schema';

/** An account as the API shows it to its owner (sign-in, registration, the profile screen). */
export function profileOf(row: UserRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    full_name: row.fullName,
    gender: row.gender,
    avatar: row.avatar,
    address: row.address,
    birth_date: row.birthDate,
    phone: row.phone,
    id_num: row.idNum,
    is_active: row.isActive,
    language: row.language,
    date_calendars: row.dateCalendars,
    has_password: row.passwordHash !== null,
    // Only suppliers have an approval status; the field is left out for everyone else.
    ...(row.role === 'supplier' ? { supplier_status: row.supplierStatus } : {}),
  };
}
