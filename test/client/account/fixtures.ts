// The signed-in user's profile as GET /user-info/ answers it, with overrides.
import type { UserProfile } from '../../../src/shared/schemas/users';

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    email: 'sara@example.com',
    role: 'guest',
    full_name: 'Sara Ali',
    gender: null,
    avatar: null,
    address: '',
    birth_date: null,
    phone: '+966512345678',
    id_num: '',
    is_active: true,
    language: 'en',
    date_calendars: 'both',
    ...overrides,
  };
}
