import { useMemo } from 'react';
import type { AccessLevel, AccessMap } from '../../../domain/access';
import {
  ACCESS_PRESETS,
  type AccessPreset,
  type EmployeeAccess,
  type EmployeeAccessInput,
  GRANTABLE_MODULES,
  type GrantableModule,
  grantableLevels,
  grantRefusal,
  holdsMore,
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
  /** Whether the row's level in `module` is beyond the user's: staff then leave it as it is. */
  holdsMoreIn: (row: EmployeeAccess, module: GrantableModule) => boolean;
  /** Why the server would refuse this change of the row (an i18n key), or null. */
  refusal: (row: EmployeeAccess, body: EmployeeAccessInput) => string | null;
}

/**
 * What the signed-in user may grant, for the controls of the access grid. The rule is the
 * server's own (`grantRefusal`, `holdsMore`), asked about what a change really changes: levels
 * equal to the stored ones are no grant there either.
 */
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
      holdsMoreIn: (row, module) =>
        user
          ? holdsMore(user, {
              access: { [module]: row.access[module] },
              notification_access: false,
            })
          : false,
      refusal: (row, { access = {}, notification_access }) => {
        if (!user) return 'app.access.errors.not_allowed';
        const changed = Object.fromEntries(
          Object.entries(access).filter(([m, level]) => row.access[m as GrantableModule] !== level),
        ) as Partial<AccessMap>;
        const notification =
          notification_access === row.notification_access ? undefined : notification_access;
        return grantRefusal(user, row.id, changed, notification, row);
      },
    };
  }, [user]);
};
