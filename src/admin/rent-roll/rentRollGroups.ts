import type { RentRoll, RentRollRow, RentRollTotals } from '../../domain/leaseReports';
import type { Formatters } from '../../i18n/format';

/** An object of the rent roll: its totals and its rows, leases and vacant rooms in order. */
export type RentRollGroup = RentRoll['objects'][number] & { rows: RentRollRow[] };

/** The rows of each object under its totals, in the order the server gave the objects. */
export const groupsOf = (roll: RentRoll): RentRollGroup[] =>
  roll.objects.map((object) => ({
    ...object,
    rows: roll.rows.filter((row) => row.object_id === object.object_id),
  }));

/** A row's key within its object: a lease by its contract, a vacant room by its number. */
export const rowKey = (row: RentRollRow) =>
  row.contract_id === null ? `vacant-${row.rooms.join(',')}` : `lease-${row.contract_id}`;

/** The figures under a subtotal or the total: leased and vacant m², occupancy, average rate. */
export const totalsFigures = (
  totals: RentRollTotals,
  format: Formatters,
  translate: (key: string, options?: object) => string,
) => {
  const key = (name: string) => `resources.contracts.rent_roll.${name}`;
  return [
    translate(key('occupied_area'), { area: format.fixedArea(totals.occupied_area) }),
    translate(key('vacant_area'), { area: format.fixedArea(totals.vacant_area) }),
    totals.occupancy !== null &&
      translate(key('occupancy'), { percent: format.percent(totals.occupancy) }),
    totals.average_rate !== null &&
      translate(key('average_rate'), {
        rate: translate(key('per_m2'), { amount: format.tenge(totals.average_rate) }),
      }),
  ].filter((figure): figure is string => typeof figure === 'string');
};
