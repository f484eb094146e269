import { useMemo } from 'react';
import type { AccessLevel } from '../../../domain/access';
import {
  ACCESS_PRESETS,
  type AccessPreset,
  type EmployeeAccess,
  GRANTABLE_MODULES,
  type GrantableModule,
  grantableLevels,
} from '../../../domain/accessGrants';
import { useSession } from '../../../providers/session';

export const PRESETS = Object.keys(ACCESS_PRESETS) as AccessPreset[];

export interface Granter {
  /** The levels the signed-in user may give in a module. */
  levelsFor: (module: GrantableModule) => AccessLevel[];
  /** Staff never change their own row. */
  isOwn: (row: EmployeeAccess) => boolean;
  /** Whether a preset stays within what the user may give. */
  mayUsePreset: (preset: AccessPreset) => boolean;
  /** Notification access may be given only by one who has it (the owner always has). */
  mayGiveNotifications: boolean;
}

/** What the signed-in user may grant, for the controls of the access grid. */
export const useGranter = (): Granter => {
  const { user } = useSession();
  return useMemo(() => {
    const levels = new Map(
      GRANTABLE_MODULES.map((m) => [m, user ? grantableLevels(user, m) : []] as const),
    );
    const levelsFor = (module: GrantableModule) => levels.get(module) ?? [];
    return {
      levelsFor,
      isOwn: (row) => user?.role === 'employee' && user.employee_id === row.id,
      mayUsePreset: (preset) =>
        GRANTABLE_MODULES.every((m) => levelsFor(m).includes(ACCESS_PRESETS[preset][m])),
      mayGiveNotifications: user?.role !== 'employee' || Boolean(user.notification_access),
    };
  }, [user]);
};
