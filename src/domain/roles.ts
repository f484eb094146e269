export const ROLES = ['guest', 'renter', 'employee', 'landlord', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a stored user can have (guest is the absence of a user). */
export const USER_ROLES = ['renter', 'employee', 'landlord', 'superadmin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const isAuthorized = (role: Role): boolean => role !== 'guest';
