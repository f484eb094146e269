import { demoBin } from './ids';
import { formerRenters, type OrganizationSeed, rentersIn, staff } from './plan';

/** «БЦ Есиль», Astana: the `landlord2` login; its employees have no logins. */
export const ESIL: OrganizationSeed = {
  landlord: {
    name: 'БЦ Есиль',
    bin: demoBin('1203', '4', 3407),
    city: 'astana',
    legal_address: 'г. Астана, пр. Мангилик Ел, 55/20',
    director_full_name: 'Жумабаева Айгерим Кайратовна',
    phone: '+77172790202',
    email: 'office@esil-bc.kz',
  },
  owner: {
    login: 'landlord2',
    full_name: 'Жумабаева Айгерим Кайратовна',
    email: 'owner@esil-bc.kz',
  },
  salt: 300,
  passCard: 100101,
  cityName: 'г. Астана',
  streets: [
    'пр. Кабанбай батыра',
    'ул. Кенесары',
    'пр. Республики',
    'ул. Сыганак',
    'пр. Туран',
    'ул. Бейбітшілік',
    'пр. Абая',
    'ул. Достык',
    'ул. Сарайшык',
    'пр. Богенбай батыра',
  ],
  objects: [
    {
      name: 'БЦ «Есиль»',
      type: 2,
      address: 'г. Астана, пр. Мангилик Ел, 55/20',
      is_public: true,
      description: 'Бизнес-центр на левом берегу: пять этажей офисов, банк и пекарня внизу.',
      floors: [
        [1, 'sfss'],
        [2, 'ooooo'],
        [3, 'ooooo'],
        [4, 'ooooo'],
        [5, 'ooooo'],
      ],
      reserved: ['405'],
    },
    {
      name: 'ТЦ «Шаңырақ»',
      type: 0,
      address: 'г. Астана, ул. Кенесары, 40',
      is_public: true,
      description: 'Двухэтажный торговый центр: одежда, обувь, электроника, детская игровая зона.',
      floors: [
        [1, 'rrrrfrrssrkr'],
        [2, 'rrrrrrseer'],
      ],
      reserved: ['210'],
    },
    {
      name: 'БЦ «Қазына Тауэр»',
      type: 2,
      address: 'г. Астана, ул. Сыганак, 10',
      is_public: false,
      description: 'Офисная башня в деловом квартале левого берега, четыре этажа в аренду.',
      floors: [
        [1, 'sf'],
        [2, 'oooo'],
        [3, 'oooo'],
        [4, 'oooo'],
      ],
      reserved: ['402'],
    },
  ],
  renters: [
    ...rentersIn(
      0,
      `
      АО «Есиль Банк»                  | Есиль Банк           | services      | Сагындыков Ерлан Муратович        | e.sagyndykov@esilbank.kz      | 101
      ИП Ахметжанова Динара Сериковна  | Тәтті Bakery         | food          | Ахметжанова Динара Сериковна      | tatti.bakery@mail.kz          | 102
      ТОО «Жібек Жолы Туризм»          | Silk Way Travel      | services      | Макарова Алина Викторовна         | a.makarova@silkway.kz         | 103
      ТОО «Принт Экспресс Астана»      | Print Express        | services      | Бейсенов Ержан Болатович          | e.beisenov@printexpress.kz    | 104
      ТОО «Астана Девелопмент Групп»   | ADG                  | office        | Калиева Сабина Маратовна          | s.kalieva@adg.kz              | 201 202
      ТОО «КазЭнергоПроект»            | КазЭнергоПроект      | office        | Головин Сергей Михайлович         | s.golovin@kep.kz              | 203
      ТОО «Legal Partners Astana»      | Legal Partners       | office        | Мукашева Айгуль Сабитовна         | a.mukasheva@legalpartners.kz  | 204 205
      ТОО «Data Cloud KZ»              | Data Cloud           | office        | Тен Владислав Игоревич            | v.ten@datacloud.kz            | 301 302
      ИП Жунусов Талгат Ерболович      | Бухгалтер Онлайн     | services      | Жунусов Талгат Ерболович          | buh.online@mail.kz            | 303
      ТОО «Qazaq Geo Survey»           | QGS                  | office        | Абишев Данияр Кайратович          | d.abishev@qgs.kz              | 304
      АО «Номад Сақтандыру»            | Nomad Insurance      | office        | Смагулова Гульнур Ахметовна       | g.smagulova@nomad-ins.kz      | 305
      ТОО «Рекрутинг Про Астана»       | Recruiting Pro       | office        | Зайцева Ольга Владимировна        | o.zaitseva@recpro.kz          | 401
      ТОО «Сарыарқа Логистик»          | Saryarka Logistics   | office        | Кенжебаев Асхат Муратович         | a.kenzhebayev@saryarka-log.kz | 402 403
      ТОО «EduTech Kazakhstan»         | EduTech              | office        | Алиева Камила Тимуровна           | k.alieva@edutech.kz           | 404
      ТОО «Стройинвест Астана»         | Стройинвест          | office        | Попов Дмитрий Сергеевич           | d.popov@stroyinvest.kz        | 501 502
      `,
    ),
    ...rentersIn(
      1,
      `
      ТОО «Астана Фэшн»                | LC Waikiki           | clothing      | Турсунова Асем Ерлановна          | a.tursunova@astanafashion.kz  | 101 102
      ТОО «Спорт Плюс Астана»          | Puma                 | sports        | Орлов Кирилл Андреевич            | k.orlov@sportplus.kz          | 103
      ИП Байжанова Гульнар Маратовна   | Gulnar Beauty        | beauty        | Байжанова Гульнар Маратовна       | gulnar.beauty@mail.kz         | 104
      ТОО «Астана Бургер»              | Burger King          | food          | Мухтаров Ильяс Русланович         | i.mukhtarov@astanaburger.kz   | 105
      ТОО «Смарт Электроникс»          | Xiaomi               | electronics   | Ан Виктор Сергеевич               | v.an@smartel.kz               | 106 107
      ТОО «Дәрі-Дәрмек Астана»         | Дәрі-Дәрмек          | pharmacy      | Иманбаева Жансая Маратқызы        | z.imanbayeva@dari.kz          | 108
      ИП Ли Дмитрий Александрович      | iFix                 | services      | Ли Дмитрий Александрович          | ifix.astana@mail.kz           | 109
      ТОО «Балалар Әлемі»              | Балапан              | kids          | Кусаинова Аружан Бериковна        | a.kussainova@balapan.kz       | 110
      ИП Серикбаев Асхат Нурланович    | Kazakh Souvenir      | other         | Серикбаев Асхат Нурланович        | kz.souvenir@mail.kz           | 111
      ТОО «Обувь Трейд Астана»         | Ecco                 | footwear      | Данилова Екатерина Павловна       | e.danilova@shoetrade.kz       | 201
      ТОО «Хоум Стиль»                 | Zara Home            | home          | Бекмуханова Алия Сериковна        | a.bekmukhanova@homestyle.kz   | 202 203
      ТОО «Алтын Әшекей»               | Altyn Jewelry        | jewelry       | Даулетов Нурбол Кайратович        | n.dauletov@altyn.kz           | 204
      ТОО «Текстиль Орда»              | DeFacto              | clothing      | Яковенко Ирина Олеговна           | i.yakovenko@textileorda.kz    | 205 206
      ИП Нургалиева Айгерим Бауыржановна | Оптика «Көз»       | services      | Нургалиева Айгерим Бауыржановна   | optika.koz@mail.kz            | 207
      ТОО «Kids City Astana»           | Kids City            | entertainment | Сейткали Руслан Тимурович         | r.seitkali@kidscity.kz        | 208
      `,
    ),
    ...rentersIn(
      2,
      `
      АО «Ордабасы Банк»               | Ordabasy Bank        | services      | Тулебаев Канат Серикович          | k.tulebayev@ordabasybank.kz   | 101
      ТОО «Кафе Достар»                | Dostar Cafe          | food          | Юсупова Диляра Рашидовна          | d.yusupova@dostar.kz          | 102
      ТОО «GeoTech Solutions»          | GeoTech              | office        | Николаев Андрей Петрович          | a.nikolaev@geotech.kz         | 201 202
      ТОО «Аудит Сервис Астана»        | Audit Service        | office        | Есимова Гульжан Кайратовна        | g.yessimova@auditservice.kz   | 203 204
      ТОО «Green Energy Qazaqstan»     | Green Energy         | office        | Байтурсынов Ерасыл Маратович      | y.baitursynov@greenenergy.kz  | 301 302
      ИП Касымов Бауыржан Ерланович    | Юридические услуги   | services      | Касымов Бауыржан Ерланович        | b.kassymov@mail.kz            | 303
      ТОО «TransAsia Freight»          | TransAsia            | office        | Громов Павел Алексеевич           | p.gromov@transasia.kz         | 401
      `,
    ),
    ...formerRenters(`
      ТОО «Ретро Мода»                 | Retro Moda           | clothing      | Савченко Елена Ивановна           | e.savchenko@retromoda.kz
      ИП Абенова Салтанат Кайратовна   | Saltanat Nails       | beauty        | Абенова Салтанат Кайратовна       | saltanat.nails@mail.kz
      ТОО «Пицца Экспресс Астана»      | Pizza Express        | food          | Гайнуллин Марат Рустемович        | m.gainullin@pizzaexpress.kz
    `),
  ],
  employees: staff(`
    Ахметова Жанна Болатовна         | operations  | Управляющий БЦ «Есиль»                | z.akhmetova@esil-bc.kz
    Калиев Арман Жумабекович         | operations  | Администратор ТЦ «Шаңырақ»            | a.kaliev@esil-bc.kz       | 10:00-19:00
    Соколова Наталья Андреевна       | operations  | Офис-менеджер                         | n.sokolova@esil-bc.kz
    Баймуханов Ерлан Кенжебекович    | engineering | Главный инженер                       | e.baimukhanov@esil-bc.kz  | 08:00-17:00
    Федоров Максим Сергеевич         | engineering | Инженер-энергетик                     | m.fedorov@esil-bc.kz      | 08:00-17:00
    Токтаров Алмас Бекболатович      | engineering | Техник по лифтовому оборудованию      | a.toktarov@esil-bc.kz     | 08:00-17:00
    Жакупов Айдар Талгатович         | security    | Начальник охраны                      | a.zhakupov@esil-bc.kz
    Морозов Игорь Викторович         | security    | Охранник                              | i.morozov@esil-bc.kz      | 08:00-20:00
    Сарсенбаев Нурлан Кайратович     | security    | Охранник                              | n.sarsenbayev@esil-bc.kz  | 20:00-08:00
    Есенова Меруерт Асылбековна      | finance     | Финансовый директор                   | m.yessenova@esil-bc.kz
    Павлова Светлана Игоревна        | finance     | Бухгалтер                             | s.pavlova@esil-bc.kz
    Дюсенова Камила Ерболовна        | leasing     | Руководитель отдела аренды            | k.dyussenova@esil-bc.kz
    Ли Алексей Эдуардович            | leasing     | Менеджер по аренде                    | a.li@esil-bc.kz
    Омарова Аружан Нуржановна        | leasing     | Менеджер по аренде                    | a.omarova@esil-bc.kz
    Шевченко Олег Николаевич         | leasing     | Брокер по коммерческой недвижимости   | o.shevchenko@esil-bc.kz
  `),
};
