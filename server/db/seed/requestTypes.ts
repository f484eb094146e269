import type { z } from 'zod';
import type { LocalizedName } from '../../../src/domain/reference';
import { REQUEST_KINDS, type requestTypeInput } from '../../../src/domain/requestTypes';

type RequestTypeSeed = z.input<typeof requestTypeInput>;

/** A name in Russian, Kazakh and English. */
const l = (ru: string, kk: string, en: string): LocalizedName => ({ ru, kk, en });

/** One option of a select field. */
const opt = (value: string, ru: string, kk: string, en: string) => ({
  value,
  label: l(ru, kk, en),
});

/** The two kinds of request: from renters and the landlord's own. */
export const REQUEST_KIND_ROWS: { id: number; name: LocalizedName }[] = [
  {
    id: REQUEST_KINDS.tenant,
    name: l('Заявки арендаторов', 'Жалға алушылардың өтінімдері', 'Tenant requests'),
  },
  {
    id: REQUEST_KINDS.internal,
    name: l('Внутренние заявки', 'Ішкі өтінімдер', 'Internal requests'),
  },
];

/** The renter request types a shopping or business centre starts with. */
export const REQUEST_TYPE_SEED: RequestTypeSeed[] = [
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'goods_pass',
    name: l(
      'Пропуск на ввоз/вывоз товара',
      'Тауарды кіргізу/шығаруға рұқсатнама',
      'Goods in/out pass',
    ),
    sla_hours: 4,
    sort_order: 10,
    is_active: true,
    fields: [
      {
        key: 'direction',
        type: 'select',
        label: l('Направление', 'Бағыты', 'Direction'),
        required: true,
        options: [
          opt('import', 'Ввоз', 'Кіргізу', 'Goods in'),
          opt('export', 'Вывоз', 'Шығару', 'Goods out'),
        ],
      },
      {
        key: 'vehicle_plate',
        type: 'text',
        label: l('Госномер автомобиля', 'Көліктің мемлекеттік нөмірі', 'Vehicle plate number'),
        required: true,
      },
      {
        key: 'vehicle_model',
        type: 'text',
        label: l('Марка автомобиля', 'Көлік маркасы', 'Vehicle make and model'),
        required: false,
      },
      {
        key: 'driver_name',
        type: 'text',
        label: l('ФИО водителя', 'Жүргізушінің аты-жөні', "Driver's full name"),
        required: false,
      },
      {
        key: 'goods_list',
        type: 'textarea',
        label: l('Перечень товара', 'Тауарлар тізбесі', 'List of goods'),
        required: true,
      },
      {
        key: 'date',
        type: 'date',
        label: l('Дата', 'Күні', 'Date'),
        required: true,
      },
      {
        key: 'time_from',
        type: 'time',
        label: l('Время с', 'Басталу уақыты', 'Time from'),
        required: true,
      },
      {
        key: 'time_to',
        type: 'time',
        label: l('Время до', 'Аяқталу уақыты', 'Time to'),
        required: true,
      },
      {
        key: 'dock',
        type: 'select',
        label: l('Рампа / вход', 'Рампа / кіреберіс', 'Dock / entrance'),
        required: false,
        options: [
          opt('loading_dock', 'Грузовая рампа', 'Жүк түсіру рампасы', 'Loading dock'),
          opt('service_entrance', 'Служебный вход', 'Қызметтік кіреберіс', 'Service entrance'),
          opt('freight_lift', 'Грузовой лифт', 'Жүк лифті', 'Freight lift'),
          opt('parking', 'Подземный паркинг', 'Жерасты тұрағы', 'Underground car park'),
        ],
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'repair_works',
    name: l('Ремонтные работы', 'Жөндеу жұмыстары', 'Repair works'),
    sla_hours: 16,
    sort_order: 20,
    is_active: true,
    fields: [
      {
        key: 'scope',
        type: 'textarea',
        label: l('Объём работ', 'Жұмыстардың көлемі', 'Scope of works'),
        required: true,
      },
      {
        key: 'start_date',
        type: 'date',
        label: l('Дата начала', 'Басталу күні', 'Start date'),
        required: true,
      },
      {
        key: 'end_date',
        type: 'date',
        label: l('Дата окончания', 'Аяқталу күні', 'End date'),
        required: true,
      },
      {
        key: 'contractor',
        type: 'text',
        label: l('Подрядная организация', 'Мердігер ұйым', 'Contractor company'),
        required: false,
      },
      {
        key: 'project_file',
        type: 'file',
        label: l(
          'Проект или разрешение на работы',
          'Жоба немесе жұмыстарға рұқсат',
          'Project or works permit',
        ),
        required: true,
      },
      {
        key: 'responsible_phone',
        type: 'text',
        label: l(
          'Телефон ответственного',
          'Жауапты тұлғаның телефоны',
          "Responsible person's phone",
        ),
        required: false,
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'night_works',
    name: l(
      'Ночные работы (после закрытия)',
      'Түнгі жұмыстар (жабылғаннан кейін)',
      'After-hours works',
    ),
    sla_hours: 8,
    sort_order: 30,
    is_active: true,
    fields: [
      {
        key: 'works_kind',
        type: 'textarea',
        label: l('Вид работ', 'Жұмыс түрі', 'Type of works'),
        required: true,
      },
      {
        key: 'date',
        type: 'date',
        label: l('Дата', 'Күні', 'Date'),
        required: true,
      },
      {
        key: 'time_from',
        type: 'time',
        label: l('Время с', 'Басталу уақыты', 'Time from'),
        required: true,
      },
      {
        key: 'time_to',
        type: 'time',
        label: l('Время до', 'Аяқталу уақыты', 'Time to'),
        required: true,
      },
      {
        key: 'workers_count',
        type: 'number',
        label: l('Количество работников', 'Жұмысшылар саны', 'Number of workers'),
        required: true,
      },
      {
        key: 'worker_names',
        type: 'textarea',
        label: l('ФИО работников', 'Жұмысшылардың аты-жөні', "Workers' full names"),
        required: false,
      },
      {
        key: 'hot_works',
        type: 'checkbox',
        label: l(
          'Огневые работы (сварка, резка)',
          'Отпен жасалатын жұмыстар (дәнекерлеу, кесу)',
          'Hot works (welding, cutting)',
        ),
        required: false,
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'electrical',
    name: l('Неисправность электрики', 'Электр ақауы', 'Electrical fault'),
    sla_hours: 4,
    sort_order: 40,
    is_active: true,
    fields: [
      {
        key: 'problem',
        type: 'select',
        label: l('Что случилось', 'Не болды', 'What happened'),
        required: true,
        options: [
          opt('no_power', 'Нет электричества', 'Электр қуаты жоқ', 'No power'),
          opt('sockets', 'Не работают розетки', 'Розеткалар істемейді', 'Sockets not working'),
          opt('lighting', 'Не работает освещение', 'Жарық жанбайды', 'Lighting out'),
          opt(
            'sparking',
            'Искрит или пахнет гарью',
            'Ұшқын шығады немесе күйік иісі бар',
            'Sparking or burning smell',
          ),
          opt('other', 'Другое', 'Басқа', 'Other'),
        ],
      },
      {
        key: 'location',
        type: 'text',
        label: l('Где в помещении', 'Үй-жайдың қай жерінде', 'Where in the unit'),
        required: false,
      },
      {
        key: 'power_off',
        type: 'checkbox',
        label: l(
          'Электричество отключено полностью',
          'Электр қуаты толығымен өшті',
          'Power is completely off',
        ),
        required: false,
      },
      {
        key: 'photo',
        type: 'file',
        label: l('Фото', 'Фотосурет', 'Photo'),
        required: false,
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'plumbing',
    name: l('Сантехника и протечки', 'Сантехника және су ағуы', 'Plumbing and leaks'),
    sla_hours: 2,
    sort_order: 50,
    is_active: true,
    fields: [
      {
        key: 'problem',
        type: 'select',
        label: l('Что случилось', 'Не болды', 'What happened'),
        required: true,
        options: [
          opt('leak', 'Протечка', 'Су ағып тұр', 'Leak'),
          opt('blockage', 'Засор', 'Құбыр бітеліп қалды', 'Blockage'),
          opt('no_water', 'Нет воды', 'Су жоқ', 'No water'),
          opt('other', 'Другое', 'Басқа', 'Other'),
        ],
      },
      {
        key: 'flooding_now',
        type: 'checkbox',
        label: l('Вода течёт прямо сейчас', 'Су қазір ағып жатыр', 'Water is flowing right now'),
        required: false,
      },
      {
        key: 'location',
        type: 'text',
        label: l('Где именно', 'Нақты қай жерде', 'Exact location'),
        required: true,
      },
      {
        key: 'photo',
        type: 'file',
        label: l('Фото', 'Фотосурет', 'Photo'),
        required: false,
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'hvac',
    name: l(
      'Кондиционирование и вентиляция',
      'Ауа баптау және желдету',
      'Air conditioning and ventilation',
    ),
    sla_hours: 8,
    sort_order: 60,
    is_active: true,
    fields: [
      {
        key: 'problem',
        type: 'select',
        label: l('Что случилось', 'Не болды', 'What happened'),
        required: true,
        options: [
          opt('too_hot', 'Жарко', 'Тым ыстық', 'Too hot'),
          opt('too_cold', 'Холодно', 'Тым суық', 'Too cold'),
          opt('no_ventilation', 'Не работает вентиляция', 'Желдету істемейді', 'No ventilation'),
          opt('noise', 'Шум', 'Шу шығады', 'Noise'),
          opt('condensate', 'Течёт конденсат', 'Конденсат ағып тұр', 'Condensate leak'),
        ],
      },
      {
        key: 'temperature',
        type: 'number',
        label: l(
          'Температура в помещении, °C',
          'Үй-жайдағы температура, °C',
          'Room temperature, °C',
        ),
        required: false,
      },
      {
        key: 'photo',
        type: 'file',
        label: l('Фото', 'Фотосурет', 'Photo'),
        required: false,
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'cleaning',
    name: l('Дополнительная уборка', 'Қосымша жинау', 'Extra cleaning'),
    sla_hours: 8,
    sort_order: 70,
    is_active: true,
    fields: [
      {
        key: 'cleaning_kind',
        type: 'select',
        label: l('Вид уборки', 'Жинау түрі', 'Type of cleaning'),
        required: true,
        options: [
          opt('wet', 'Влажная уборка', 'Ылғалды жинау', 'Wet cleaning'),
          opt(
            'after_repair',
            'Уборка после ремонта',
            'Жөндеуден кейінгі жинау',
            'Post-renovation cleaning',
          ),
          opt(
            'windows',
            'Мойка витрин и стёкол',
            'Витриналар мен әйнектерді жуу',
            'Shop windows and glass',
          ),
          opt('spill', 'Разлив жидкости', 'Төгілген сұйықтық', 'Spill'),
        ],
      },
      {
        key: 'date',
        type: 'date',
        label: l('Дата', 'Күні', 'Date'),
        required: false,
      },
      {
        key: 'preferred_time',
        type: 'time',
        label: l('Удобное время', 'Ыңғайлы уақыт', 'Preferred time'),
        required: false,
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'waste_removal',
    name: l('Вывоз крупногабаритного мусора', 'Ірі көлемді қоқысты шығару', 'Bulky waste removal'),
    sla_hours: 8,
    sort_order: 80,
    is_active: true,
    fields: [
      {
        key: 'waste_kind',
        type: 'select',
        label: l('Вид отходов', 'Қалдық түрі', 'Type of waste'),
        required: true,
        options: [
          opt('cardboard', 'Картон и упаковка', 'Картон мен қаптама', 'Cardboard and packaging'),
          opt('construction', 'Строительный мусор', 'Құрылыс қоқысы', 'Construction waste'),
          opt('furniture', 'Мебель и оборудование', 'Жиһаз бен жабдық', 'Furniture and equipment'),
          opt('other', 'Другое', 'Басқа', 'Other'),
        ],
      },
      {
        key: 'volume_m3',
        type: 'number',
        label: l('Объём, м³', 'Көлемі, м³', 'Volume, m³'),
        required: true,
      },
      {
        key: 'date',
        type: 'date',
        label: l('Дата вывоза', 'Шығару күні', 'Removal date'),
        required: true,
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'advertising',
    name: l('Размещение рекламы', 'Жарнама орналастыру', 'Advertising placement'),
    sla_hours: 24,
    sort_order: 90,
    is_active: true,
    fields: [
      {
        key: 'placement',
        type: 'select',
        label: l('Место размещения', 'Орналастыру орны', 'Placement'),
        required: true,
        options: [
          opt('atrium_banner', 'Баннер в атриуме', 'Атриумдағы баннер', 'Atrium banner'),
          opt('facade', 'Фасад', 'Ғимарат қасбеті', 'Building facade'),
          opt('digital_screen', 'Цифровой экран', 'Сандық экран', 'Digital screen'),
          opt('lightbox', 'Лайтбокс', 'Жарықты жарнама қорабы', 'Lightbox'),
          opt('floor_sticker', 'Напольная наклейка', 'Еденге жапсырма', 'Floor sticker'),
        ],
      },
      {
        key: 'date_from',
        type: 'date',
        label: l('Период с', 'Кезеңнің басы', 'Period from'),
        required: true,
      },
      {
        key: 'date_to',
        type: 'date',
        label: l('Период по', 'Кезеңнің соңы', 'Period to'),
        required: true,
      },
      {
        key: 'layout_file',
        type: 'file',
        label: l('Макет', 'Жарнама макеті', 'Artwork file'),
        required: true,
      },
      {
        key: 'size',
        type: 'text',
        label: l('Размер', 'Өлшемі', 'Size'),
        required: false,
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'it_internet',
    name: l('Интернет и связь', 'Интернет және байланыс', 'Internet and IT'),
    sla_hours: 4,
    sort_order: 100,
    is_active: true,
    fields: [
      {
        key: 'problem',
        type: 'select',
        label: l('Что случилось', 'Не болды', 'What happened'),
        required: true,
        options: [
          opt('no_internet', 'Нет интернета', 'Интернет жоқ', 'No internet'),
          opt('slow', 'Медленный интернет', 'Интернет баяу', 'Slow connection'),
          opt('wifi', 'Проблема с Wi-Fi', 'Wi-Fi ақауы', 'Wi-Fi issue'),
          opt('phone_line', 'Телефонная линия', 'Телефон желісі', 'Phone line'),
          opt('new_connection', 'Новое подключение', 'Жаңа қосылым', 'New connection'),
        ],
      },
      {
        key: 'account_number',
        type: 'text',
        label: l(
          'Номер договора или лицевого счёта',
          'Шарт немесе дербес шот нөмірі',
          'Contract or account number',
        ),
        required: false,
      },
      {
        key: 'photo',
        type: 'file',
        label: l('Фото или скриншот', 'Фотосурет немесе скриншот', 'Photo or screenshot'),
        required: false,
      },
    ],
  },
  {
    kind_id: REQUEST_KINDS.tenant,
    code: 'access_card',
    name: l('Пропуск-карта сотрудника', 'Қызметкердің кіру картасы', 'Staff access card'),
    sla_hours: 16,
    sort_order: 110,
    is_active: true,
    fields: [
      {
        key: 'employee_name',
        type: 'text',
        label: l('ФИО сотрудника', 'Қызметкердің аты-жөні', "Employee's full name"),
        required: true,
      },
      {
        key: 'iin',
        type: 'text',
        label: l('ИИН', 'ЖСН', 'IIN'),
        required: false,
      },
      {
        key: 'position',
        type: 'text',
        label: l('Должность', 'Лауазымы', 'Position'),
        required: false,
      },
      {
        key: 'card_kind',
        type: 'select',
        label: l('Что нужно сделать', 'Не істеу керек', 'What is needed'),
        required: true,
        options: [
          opt('new', 'Выдать новую карту', 'Жаңа карта беру', 'Issue a new card'),
          opt(
            'replace_lost',
            'Заменить утерянную',
            'Жоғалған картаны ауыстыру',
            'Replace a lost card',
          ),
          opt('block', 'Заблокировать карту', 'Картаны бұғаттау', 'Block the card'),
        ],
      },
    ],
  },
];
