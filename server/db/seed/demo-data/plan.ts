import { DEPARTMENTS, type Department } from '../../../../src/domain/employees';
import type { RoomPurpose, RoomStatus } from '../../../../src/domain/objects';
import { RENTER_CATEGORIES, type RenterCategory } from '../../../../src/domain/renters';
import { centurySexOf, demoBin, demoBirth, demoIin, demoPhone, demoRegistration } from './ids';

/** A demo organization as data; `planOrganization` turns it into rows, deterministically. */
export interface OrganizationSeed {
  landlord: {
    name: string;
    bin: string;
    city: string;
    legal_address: string;
    director_full_name: string;
    phone: string;
    email: string;
  };
  /** The landlord user: login, name, email, phone. */
  owner: { login: string; full_name: string; email: string; phone?: string };
  /** Spreads generated BINs, IINs and phones so two organizations differ. */
  salt: number;
  /** `г. Алматы` and streets for the renters' legal addresses. */
  cityName: string;
  streets: string[];
  /** The first generated pass card number. */
  passCard: number;
  objects: ObjectSeed[];
  renters: RenterSeed[];
  employees: EmployeeSeed[];
}

export interface ObjectSeed {
  name: string;
  /** Index into the seeded object types (ordered by id): 0 ТЦ, 1 ТРЦ, 2 БЦ… */
  type: number;
  address: string;
  is_public: boolean;
  description: string;
  /** Per floor, one letter per room (see PURPOSES); rooms are numbered 101, 102… (Ц-01 below 0). */
  floors: [floor: number, purposes: string][];
  reserved: string[];
}

export interface RenterSeed {
  legal_name: string;
  outlet_name: string;
  category: RenterCategory;
  contact_full_name: string;
  email: string;
  /** Index into `objects`; null for a former renter (inactive, no rooms). */
  object: number | null;
  rooms: string[];
  bin_iin?: string;
  phone?: string;
  legal_address?: string;
  login?: string;
}

export interface EmployeeSeed {
  full_name: string;
  department: Department;
  position: string;
  email: string;
  work_start?: string;
  work_end?: string;
  iin?: string;
  phone?: string;
  pass_card?: string;
  notification_access?: boolean;
  /** `main` in every module instead of a new employee's default levels. */
  full_access?: boolean;
  login?: string;
}

const PURPOSES: Record<string, { purpose: RoomPurpose; area: [number, number] }> = {
  r: { purpose: 'retail', area: [30, 180] },
  f: { purpose: 'food', area: [18, 60] },
  o: { purpose: 'office', area: [24, 250] },
  w: { purpose: 'warehouse', area: [40, 120] },
  e: { purpose: 'entertainment', area: [150, 250] },
  s: { purpose: 'services', area: [18, 60] },
  k: { purpose: 'kiosk', area: [18, 24] },
  x: { purpose: 'other', area: [18, 80] },
};

/** `a | b | c` lines of a template string, blank lines skipped. */
const table = (text: string, columns: number) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length < columns) throw new Error(`demo seed: short row «${line}»`);
      return cells;
    });

const category = (value: string) => {
  const found = RENTER_CATEGORIES.find((c) => c === value);
  if (!found) throw new Error(`demo seed: unknown renter category «${value}»`);
  return found;
};

/** Renters of one object: legal name | outlet | category | contact | email | room numbers. */
export const rentersIn = (object: number, text: string): RenterSeed[] =>
  table(text, 6).map(([legal_name, outlet_name, cat, contact_full_name, email, rooms]) => ({
    legal_name,
    outlet_name,
    category: category(cat),
    contact_full_name,
    email,
    object,
    rooms: rooms.split(/\s+/),
  }));

/** Renters that have left: the same columns without rooms. */
export const formerRenters = (text: string): RenterSeed[] =>
  table(text, 5).map(([legal_name, outlet_name, cat, contact_full_name, email]) => ({
    legal_name,
    outlet_name,
    category: category(cat),
    contact_full_name,
    email,
    object: null,
    rooms: [],
  }));

/** Employees: full name | department | position | email | working hours (`08:00-20:00`, optional). */
export const staff = (text: string): EmployeeSeed[] =>
  table(text, 4).map(([full_name, department, position, email, hours]) => {
    const dept = DEPARTMENTS.find((d) => d === department);
    if (!dept) throw new Error(`demo seed: unknown department «${department}»`);
    const [work_start, work_end] = hours ? hours.split('-') : [];
    return { full_name, department: dept, position, email, work_start, work_end };
  });

const roomNumber = (floor: number, i: number) =>
  floor < 0 ? `Ц-${String(i + 1).padStart(2, '0')}` : `${floor}${String(i + 1).padStart(2, '0')}`;

export interface PlannedRoom {
  object: number;
  number: string;
  floor: number;
  area: string;
  purpose: RoomPurpose;
  status: RoomStatus;
}

export type PlannedRenter = Omit<RenterSeed, 'rooms' | 'object'> & {
  bin_iin: string;
  phone: string;
  status: 'active' | 'inactive';
  /** Indexes into the plan's rooms. */
  rooms: number[];
};

export type PlannedEmployee = EmployeeSeed & { iin: string; phone: string; pass_card: string };

export interface OrganizationPlan {
  seed: OrganizationSeed;
  rooms: PlannedRoom[];
  renters: PlannedRenter[];
  employees: PlannedEmployee[];
}

const planRooms = (seed: OrganizationSeed): PlannedRoom[] =>
  seed.objects.flatMap((object, o) =>
    object.floors.flatMap(([floor, letters]) =>
      [...letters].map((letter, i) => {
        const kind = PURPOSES[letter];
        if (!kind) throw new Error(`demo seed: unknown room letter «${letter}»`);
        const [lo, hi] = kind.area;
        const whole = lo + ((Math.abs(floor) * 53 + i * 29 + o * 17) % (hi - lo));
        const number = roomNumber(floor, i);
        return {
          object: o,
          number,
          floor,
          area: (whole + [0, 0.5, 0.25, 0.75][(i + Math.abs(floor)) % 4]).toFixed(2),
          purpose: kind.purpose,
          status: object.reserved.includes(number) ? 'reserved' : 'free',
        };
      }),
    ),
  );

/** Rows for one organization; throws on a room that is missing, reserved or taken twice. */
export const planOrganization = (seed: OrganizationSeed): OrganizationPlan => {
  const rooms = planRooms(seed);
  const at = new Map(rooms.map((room, i) => [`${room.object}:${room.number}`, i]));
  const renters = seed.renters.map(({ object, rooms: numbers, ...renter }, i): PlannedRenter => {
    const n = seed.salt + i;
    const held = numbers.map((number) => {
      const index = at.get(`${object}:${number}`);
      if (index === undefined || rooms[index].status !== 'free') {
        throw new Error(`demo seed: room ${number} for «${renter.legal_name}» is not free`);
      }
      rooms[index].status = 'occupied';
      return index;
    });
    const person = renter.legal_name.startsWith('ИП ');
    return {
      ...renter,
      bin_iin:
        renter.bin_iin ??
        (person
          ? demoIin(demoBirth(n), centurySexOf(renter.contact_full_name), 100 + i * 13)
          : demoBin(demoRegistration(n), '4', seed.salt * 10 + i * 37)),
      phone: renter.phone ?? demoPhone(n),
      legal_address:
        renter.legal_address ??
        `${seed.cityName}, ${seed.streets[i % seed.streets.length]}, ${5 + ((i * 13) % 150)}`,
      status: held.length ? 'active' : 'inactive',
      rooms: held,
    };
  });
  const bins = new Set(renters.map((r) => r.bin_iin));
  if (bins.size !== renters.length) throw new Error('demo seed: a BIN/IIN repeats');
  const employees = seed.employees.map(
    (employee, i): PlannedEmployee => ({
      ...employee,
      iin:
        employee.iin ??
        demoIin(demoBirth(seed.salt + 50 + i), centurySexOf(employee.full_name), 300 + i * 17),
      phone: employee.phone ?? demoPhone(seed.salt + 500 + i),
      pass_card: employee.pass_card ?? String(seed.passCard + i).padStart(6, '0'),
    }),
  );
  return { seed, rooms, renters, employees };
};

/** What a plan seeds, for tests and the start-up log. */
export const countsOf = ({ seed, rooms, renters, employees }: OrganizationPlan) => {
  const active = renters.filter((r) => r.status === 'active');
  const occupied = rooms.filter((r) => r.status === 'occupied');
  return {
    objects: seed.objects.map((object, o) => ({
      name: object.name,
      rooms: rooms.filter((r) => r.object === o).length,
      occupied: occupied.filter((r) => r.object === o).length,
      renters: active.filter((r) => rooms[r.rooms[0]].object === o).length,
    })),
    rooms: rooms.length,
    occupied: occupied.length,
    reserved: rooms.filter((r) => r.status === 'reserved').length,
    renters: renters.length,
    active_renters: active.length,
    employees: employees.length,
    by_department: Object.fromEntries(
      DEPARTMENTS.map((d) => [d, employees.filter((e) => e.department === d).length]),
    ) as Record<Department, number>,
  };
};
