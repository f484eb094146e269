import { sql } from 'drizzle-orm';
import { readScope } from '../../../src/domain/access';
import { isWorkingDay } from '../../../src/domain/sla';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/authUser';
import { landlordCalendar } from '../../lib/businessCalendar';

/**
 * Today's "arrived / expected" for the dashboard, for those who read every timesheet: expected
 * are the active employees with a pass card on a working day who are not marked away (vacation,
 * sick leave, a trip); arrived, those of them with an arrival today; late, those whose first
 * arrival came after their work start. Null for anyone else.
 */
export const attendanceToday = async (
  db: Db,
  user: AuthUser,
  today: string,
  todayStart: Date,
  tomorrow: Date,
) => {
  if (!user.landlord_id || readScope(user, 'time') !== 'all') return null;
  const calendar = await landlordCalendar(db, user.landlord_id);
  if (!isWorkingDay(calendar, today)) return { working: false, expected: 0, arrived: 0, late: 0 };
  const { rows } = await db.execute<{ expected: number; arrived: number; late: number }>(sql`
    select count(*)::int as expected,
      (count(first_in))::int as arrived,
      (count(*) filter (where first_in > ${todayStart.toISOString()}::timestamptz + work_start))::int
        as late
    from (
      select e.work_start, (select min(p.at) from pass_events p
        where p.landlord_id = e.landlord_id and p.employee_id = e.id and p.direction = 'in'
          and p.replaced_by is null and p.at >= ${todayStart.toISOString()}
          and p.at < ${tomorrow.toISOString()}) as first_in
      from employees e
      where e.landlord_id = ${user.landlord_id} and e.status = 'active'
        and e.pass_card is not null
        and not exists (select 1 from time_marks m where m.employee_id = e.id and m.day = ${today})
    ) people
  `);
  return { working: true, ...rows[0] };
};
