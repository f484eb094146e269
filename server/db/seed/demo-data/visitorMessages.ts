import { asc, eq } from 'drizzle-orm';
import type { VisitorCategory, VisitorStatus } from '../../../../src/domain/visitors';
import type { Db } from '../../client';
import { objects, visitorMessages } from '../../schema';
import { demoPhone } from './ids';
import { seededRandom } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface VisitorMessageSeed {
  /** The object's place in the organization's list (the order it was seeded in). */
  object: number;
  category: VisitorCategory;
  text: string;
  name?: string;
  /** Whether the visitor left a phone (a demo number). */
  phone?: boolean;
  status: VisitorStatus;
  reply_note?: string;
  /** How many days before seeding the message came. */
  days_ago: number;
}

/** ТРЦ «Арай» (0), ТЦ «Көкжиек» (1), БЦ «Алтын Орда» (2). */
export const ARAY_VISITOR_MESSAGES: VisitorMessageSeed[] = [
  {
    object: 0,
    category: 'complaint',
    text: 'В туалете на втором этаже грязно: лужи на полу, мусорное ведро переполнено.',
    name: 'Айгуль',
    phone: true,
    status: 'processed',
    reply_note: 'Уборка проведена, клинингу сделано замечание. Спасибо, что сообщили!',
    days_ago: 27,
  },
  {
    object: 0,
    category: 'gratitude',
    text: 'Огромное спасибо охраннику у входа со стороны пр. Абая — помог найти потерявшегося сына за десять минут. Очень внимательный человек!',
    name: 'Гульнара Сапарова',
    phone: true,
    status: 'processed',
    reply_note: 'Благодарность передана руководителю службы охраны, сотрудник будет поощрён.',
    days_ago: 23,
  },
  {
    object: 0,
    category: 'complaint',
    text: 'Эскалатор с первого на второй этаж стоит уже второй день, с коляской не подняться.',
    status: 'processed',
    reply_note: 'Эскалатор отремонтирован подрядчиком, работает в обычном режиме.',
    days_ago: 19,
  },
  {
    object: 1,
    category: 'question',
    text: 'Оставила пакет с покупками у кассы аптеки. Есть ли у вас стол находок и куда обращаться?',
    name: 'Светлана',
    phone: true,
    status: 'processed',
    reply_note: 'Пакет найден и хранится на посту охраны у главного входа, посетителю позвонили.',
    days_ago: 16,
  },
  {
    object: 0,
    category: 'question',
    text: 'Как работает ТРЦ в праздничные дни на Наурыз? Детский парк тоже открыт?',
    phone: true,
    status: 'processed',
    reply_note: 'Ответили по телефону: в праздники ТРЦ и детский парк работают с 10:00 до 22:00.',
    days_ago: 14,
  },
  {
    object: 0,
    category: 'complaint',
    text: 'Продавец в обувном магазине на втором этаже грубо ответила на просьбу принести другой размер.',
    name: 'Ерлан',
    status: 'rejected',
    reply_note: 'Не удалось установить магазин и сотрудника: название не указано, контактов нет.',
    days_ago: 11,
  },
  {
    object: 0,
    category: 'suggestion',
    text: 'Сделайте, пожалуйста, комнату матери и ребёнка на третьем этаже рядом с детским парком — перепеленать малыша негде.',
    name: 'Дана',
    status: 'new',
    days_ago: 8,
  },
  {
    object: 0,
    category: 'complaint',
    text: 'На фуд-корте очень холодно, кондиционеры дуют прямо на столы, невозможно сидеть с ребёнком.',
    status: 'new',
    days_ago: 5,
  },
  {
    object: 1,
    category: 'suggestion',
    text: 'Поставьте велопарковку у входа, сейчас велосипеды приходится пристёгивать к перилам.',
    status: 'new',
    days_ago: 4,
  },
  {
    object: 2,
    category: 'complaint',
    text: 'Гостевой Wi-Fi в холле первого этажа не работает, к сети не подключиться.',
    status: 'new',
    days_ago: 3,
  },
  {
    object: 0,
    category: 'complaint',
    text: 'В женском туалете у фуд-корта нет бумажных полотенец и мыла.',
    status: 'new',
    days_ago: 2,
  },
  {
    object: 1,
    category: 'complaint',
    text: 'Не работает терминал оплаты парковки у выезда, пришлось 15 минут ждать охранника.',
    phone: true,
    status: 'new',
    days_ago: 0,
  },
];

/** БЦ «Есиль» (0), ТЦ «Шаңырақ» (1), БЦ «Қазына Тауэр» (2). */
export const ESIL_VISITOR_MESSAGES: VisitorMessageSeed[] = [
  {
    object: 1,
    category: 'complaint',
    text: 'Терминал оплаты парковки не принимает карты, а наличных с собой нет. Как выехать?',
    phone: true,
    status: 'processed',
    reply_note: 'Терминал перезагружен, банк заменил модуль оплаты картой.',
    days_ago: 25,
  },
  {
    object: 0,
    category: 'complaint',
    text: 'Не работает левый лифт, в обед к правому очередь на весь холл.',
    name: 'Нурлан',
    phone: true,
    status: 'processed',
    reply_note: 'Лифт отремонтирован сервисной службой, работает в обычном режиме.',
    days_ago: 21,
  },
  {
    object: 0,
    category: 'suggestion',
    text: 'Предлагаем услуги клининга по низким ценам, звоните!',
    name: 'Клининг Астана',
    phone: true,
    status: 'rejected',
    reply_note: 'Реклама, к работе бизнес-центра не относится.',
    days_ago: 20,
  },
  {
    object: 1,
    category: 'gratitude',
    text: 'Спасибо сотруднице охраны у детской игровой зоны — помогла найти дочку, которая убежала к эскалатору. Очень быстро и спокойно!',
    name: 'Жанар',
    phone: true,
    status: 'processed',
    reply_note: 'Благодарность передана в службу охраны, сотруднице объявлена благодарность.',
    days_ago: 17,
  },
  {
    object: 1,
    category: 'complaint',
    text: 'Консультант в магазине электроники на первом этаже нагрубил и отказался оформить возврат.',
    status: 'rejected',
    reply_note:
      'Возврат товара решает магазин; посетителю рекомендовано обратиться к его администрации.',
    days_ago: 15,
  },
  {
    object: 1,
    category: 'suggestion',
    text: 'Поставьте больше скамеек на втором этаже, пожилым людям негде присесть.',
    status: 'processed',
    reply_note: 'Согласовано: до конца месяца у эскалатора установим четыре скамейки.',
    days_ago: 12,
  },
  {
    object: 2,
    category: 'question',
    text: 'Где в здании стол находок? Забыл зарядку для ноутбука в переговорной на третьем этаже.',
    name: 'Тимур',
    status: 'processed',
    reply_note: 'Зарядка передана на ресепшн в холле, забрать можно с 9:00 до 18:00.',
    days_ago: 8,
  },
  {
    object: 0,
    category: 'suggestion',
    text: 'Нужна велопарковка у входа: летом многие приезжают на велосипедах и самокатах.',
    status: 'new',
    days_ago: 9,
  },
  {
    object: 0,
    category: 'complaint',
    text: 'В коридоре на четвёртом этаже очень холодно, батареи еле тёплые.',
    name: 'Асель',
    status: 'new',
    days_ago: 6,
  },
  {
    object: 1,
    category: 'question',
    text: 'Какой у торгового центра график работы в праздничные дни?',
    phone: true,
    status: 'new',
    days_ago: 3,
  },
  {
    object: 1,
    category: 'complaint',
    text: 'Туалет на втором этаже закрыт с утра, а на первом очередь и нет туалетной бумаги.',
    status: 'new',
    days_ago: 1,
  },
  {
    object: 2,
    category: 'complaint',
    text: 'Wi-Fi в холле и переговорных не работает второй день.',
    status: 'new',
    days_ago: 0,
  },
];

export interface DemoVisitorOptions {
  seed: number;
  messages: readonly VisitorMessageSeed[];
  now?: Date;
}

/**
 * A landlord's messages from visitors over the last 30 days, in one insert: each tied to one of
 * its objects; a decided one was answered some hours after it came.
 */
export const insertDemoVisitorMessages = async (
  db: Db,
  landlordId: number,
  { seed, messages, now = new Date() }: DemoVisitorOptions,
) => {
  const objectIds = (
    await db
      .select({ id: objects.id })
      .from(objects)
      .where(eq(objects.landlord_id, landlordId))
      .orderBy(asc(objects.id))
  ).map((o) => o.id);
  if (!objectIds.length || !messages.length) return 0;
  const random = seededRandom(seed);
  const latest = now.getTime() - 10 * 60_000;
  await db.insert(visitorMessages).values(
    messages.map((m, i) => {
      const created = now.getTime() - m.days_ago * DAY - random.between(0.5, 10) * HOUR;
      const updated =
        m.status === 'new' ? created : Math.min(created + random.between(1, 30) * HOUR, latest);
      return {
        landlord_id: landlordId,
        object_id: objectIds[m.object] ?? objectIds[0],
        category: m.category,
        text: m.text,
        name: m.name ?? null,
        phone: m.phone ? demoPhone(seed + i) : null,
        status: m.status,
        reply_note: m.reply_note ?? null,
        created_at: new Date(created).toISOString(),
        updated_at: new Date(Math.max(updated, created)).toISOString(),
      };
    }),
  );
  return messages.length;
};
