import type { ContractorService } from '../../../../src/domain/contractors';
import type { Db } from '../../client';
import { contractors } from '../../schema';
import { demoBin, demoPhone } from './ids';

interface ContractorSeed {
  company_name: string;
  contact_full_name: string;
  email: string;
  services: ContractorService[];
  comment: string;
  status: 'new' | 'processed' | 'rejected';
  source: 'staff' | 'form';
  status_note?: string;
}

/** Service companies a Kazakh shopping centre works with; the same list serves both demos. */
const CONTRACTORS: ContractorSeed[] = [
  {
    company_name: 'ТОО «Таза Қала Сервис»',
    contact_full_name: 'Омаров Нурлан Серикович',
    email: 'info@tazaqala.kz',
    services: ['cleaning', 'waste'],
    comment: 'Ежедневная уборка галерей и санузлов, ночная уборка фудкорта.',
    status: 'processed',
    source: 'staff',
  },
  {
    company_name: 'ТОО «Қорғау Секьюрити»',
    contact_full_name: 'Бекмуханов Ерлан Маратович',
    email: 'office@korgau-sec.kz',
    services: ['security'],
    comment: 'Охрана периметра и паркинга, пульт видеонаблюдения.',
    status: 'processed',
    source: 'staff',
  },
  {
    company_name: 'ТОО «Лифт Сервис Казахстан»',
    contact_full_name: 'Ибрагимов Тимур Рашидович',
    email: 'service@liftservice.kz',
    services: ['elevators'],
    comment: 'Обслуживание 6 лифтов и 4 эскалаторов, аварийный выезд 24/7.',
    status: 'processed',
    source: 'staff',
  },
  {
    company_name: 'ТОО «Жарық Электро Монтаж»',
    contact_full_name: 'Ким Алексей Вячеславович',
    email: 'zharyk@electro.kz',
    services: ['electrical', 'fire_safety'],
    comment: 'Щитовые, освещение, пожарная сигнализация; допуск до 10 кВ.',
    status: 'new',
    source: 'form',
  },
  {
    company_name: 'ИП Сейтқали Д.',
    contact_full_name: 'Сейтқали Данияр',
    email: 'seitkali.hvac@mail.kz',
    services: ['hvac'],
    comment: 'Сервис чиллеров и VRF-систем, сезонное обслуживание.',
    status: 'new',
    source: 'form',
  },
  {
    company_name: 'ТОО «Алем Дезинфекция»',
    contact_full_name: 'Абдрахманова Гульмира Кайратовна',
    email: 'alem.dez@gmail.com',
    services: ['pest_control'],
    comment: 'Ежемесячная дератизация, сертификаты СЭС.',
    status: 'rejected',
    source: 'form',
    status_note: 'Нет лицензии на работы в объектах общепита.',
  },
  {
    company_name: 'ТОО «Медиа Фасад»',
    contact_full_name: 'Литвиненко Ольга Сергеевна',
    email: 'sales@mediafasad.kz',
    services: ['advertising'],
    comment: 'Производство и монтаж вывесок, медиафасады.',
    status: 'processed',
    source: 'form',
    status_note: 'Включены в список подрядчиков для арендаторов.',
  },
  {
    company_name: 'ТОО «Green Garden Astana»',
    contact_full_name: 'Тулеуова Асель Бауыржановна',
    email: 'hello@greengarden.kz',
    services: ['landscaping', 'cleaning'],
    comment: 'Озеленение атриума, уход за растениями, зимняя уборка территории.',
    status: 'new',
    source: 'staff',
  },
];

/** Eight contractors of a landlord in one insert, in every status. */
export const insertContractors = (db: Db, landlordId: number, seed: number) =>
  db.insert(contractors).values(
    CONTRACTORS.map((c, i) => ({
      ...c,
      landlord_id: landlordId,
      bin: demoBin(`${String(5 + (i % 15)).padStart(2, '0')}0${1 + (i % 9)}`, '4', seed + i * 37),
      phone: demoPhone(seed + i),
      status_note: c.status_note ?? null,
      created_at: new Date(Date.now() - (i + 1) * 5 * 86_400_000).toISOString(),
    })),
  );
