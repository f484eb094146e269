import { demoBin, demoIin } from './ids';
import { formerRenters, type OrganizationSeed, rentersIn, staff } from './plan';

/** «ТРЦ Арай», Almaty: the `landlord`, `employee` and `renter` logins. */
export const ARAY: OrganizationSeed = {
  landlord: {
    name: 'ТРЦ Арай',
    bin: demoBin('0705', '4', 1201),
    city: 'almaty',
    legal_address: 'г. Алматы, пр. Абая, 109',
    director_full_name: 'Ахметов Серик Болатович',
    phone: '+77273550101',
    email: 'info@aray.kz',
  },
  owner: {
    login: 'landlord',
    full_name: 'Ахметов Серик Болатович',
    email: 'owner@aray.kz',
    phone: '+77017000101',
  },
  salt: 100,
  passCard: 451,
  cityName: 'г. Алматы',
  streets: [
    'ул. Жибек Жолы',
    'пр. Достык',
    'ул. Толе би',
    'пр. Аль-Фараби',
    'ул. Сатпаева',
    'ул. Розыбакиева',
    'ул. Богенбай батыра',
    'ул. Кабанбай батыра',
    'пр. Райымбека',
    'мкр. Самал-2',
  ],
  objects: [
    {
      name: 'ТРЦ «Арай»',
      type: 1,
      address: 'г. Алматы, пр. Абая, 109',
      is_public: true,
      description: 'Три этажа магазинов, фуд-корт и детский парк развлечений на третьем этаже.',
      floors: [
        [1, 'rrfrrsrrksrr'],
        [2, 'rrrrrrssrr'],
        [3, 'ffffffee'],
      ],
      reserved: ['208', '306'],
    },
    {
      name: 'ТЦ «Көкжиек»',
      type: 0,
      address: 'г. Алматы, ул. Толе би, 216',
      is_public: true,
      description: 'Торговый центр у дома: продукты, аптека, бытовые услуги.',
      floors: [
        [-1, 'ww'],
        [1, 'rrrrsfkr'],
        [2, 'rrsr'],
      ],
      reserved: ['204'],
    },
    {
      name: 'БЦ «Алтын Орда»',
      type: 2,
      address: 'г. Алматы, пр. Достык, 136',
      is_public: false,
      description:
        'Бизнес-центр класса B+: офисы от 25 м², отделение банка и кафе на первом этаже.',
      floors: [
        [1, 'sf'],
        [2, 'oooo'],
        [3, 'oooo'],
        [4, 'oooo'],
        [5, 'oo'],
      ],
      reserved: ['502'],
    },
  ],
  renters: [
    {
      legal_name: 'ТОО «Кофе Хаус Алматы»',
      bin_iin: demoBin('1509', '4', 8812),
      legal_address: 'г. Алматы, ул. Жандосова, 58',
      outlet_name: 'Coffee House',
      category: 'food',
      contact_full_name: 'Ким Виктория Олеговна',
      phone: '+77017770404',
      email: 'v.kim@coffeehouse.kz',
      object: 0,
      rooms: ['103'],
      login: 'renter',
    },
    ...rentersIn(
      0,
      `
      ТОО «Мода Центр Азия»            | Mango                | clothing      | Есенгалиева Мадина Болатовна      | m.yesengaliyeva@modacenter.kz | 101 102
      ИП Жаксылыкова Асель Бериковна   | Aru Jewelry          | jewelry       | Жаксылыкова Асель Бериковна       | aru.jewelry@mail.kz           | 104
      ТОО «Арома Стрит»                | Aroma Street         | beauty        | Белоусова Татьяна Игоревна        | t.belousova@aromastreet.kz    | 105
      ТОО «Европа Фарм Алматы»         | Europharma           | pharmacy      | Касенов Дамир Нурланович          | d.kassenov@europharm.kz       | 106
      ТОО «Электроника Плюс»           | Samsung              | electronics   | Пак Денис Олегович                | d.pak@eplus.kz                | 107 108
      ИП Мамедов Эльдар Рустамович     | Ключи и ремонт обуви | services      | Мамедов Эльдар Рустамович         | e.mamedov@mail.kz             | 109
      ТОО «Мобайл Сервис KZ»           | Mobile Service       | services      | Ибрагимова Лейла Ринатовна        | l.ibragimova@mservice.kz      | 110
      ТОО «Спорт Лайн Казахстан»       | Adidas               | sports        | Нуржанов Ерболат Сагатович        | e.nurzhanov@sportline.kz      | 111
      ТОО «Глория Трейд»               | Gloria Jeans         | clothing      | Ковальчук Марина Петровна         | m.kovalchuk@gloriatrade.kz    | 201 202
      ТОО «Киндер Ленд»                | Kinder Land          | kids          | Жумагулова Айнур Сериковна        | a.zhumagulova@kinderland.kz   | 203
      ИП Сейтказиева Гульмира Нурлановна | Tumar Textile      | home          | Сейтказиева Гульмира Нурлановна   | tumar.textile@mail.kz         | 204
      ТОО «Обувь Центр»                | Ecco                 | footwear      | Рахматуллин Тимур Ильдарович      | t.rakhmatullin@shoecenter.kz  | 205
      ТОО «Кітап Әлемі»                | Marwin               | kids          | Сарсенова Динара Маратовна        | d.sarsenova@kitap-alemi.kz    | 206
      ИП Ким Сергей Валентинович       | Оптика «Зрение»      | services      | Ким Сергей Валентинович           | optika.zrenie@mail.kz         | 207
      ТОО «Алматы Фуд Сервис»          | KFC                  | food          | Алимжанов Руслан Бахытович        | r.alimzhanov@afs.kz           | 301
      ИП Абдрахманов Нурлан Маратович  | Dastarkhan Grill     | food          | Абдрахманов Нурлан Маратович      | dastarkhan.grill@mail.kz      | 302
      ТОО «Суши Мастер Азия»           | Sushi Master         | food          | Цой Андрей Вячеславович           | a.tsoy@sushimaster.kz         | 303
      ИП Хван Анна Викторовна          | Kimchi House         | food          | Хван Анна Викторовна              | kimchi.house@mail.kz          | 304 305
      ТОО «Фанки Таун Алматы»          | Funky Town           | entertainment | Гусейнов Арсен Маликович          | a.guseynov@funkytown.kz       | 307 308
      `,
    ),
    ...rentersIn(
      1,
      `
      ТОО «Дәмді Маркет»               | Дәмді Маркет         | grocery       | Ерланова Гаухар Куанышевна        | g.yerlanova@damdi.kz          | 101 Ц-01
      ТОО «Той Планет Азия»            | Toy Planet           | kids          | Воронцов Николай Андреевич        | n.vorontsov@toyplanet.kz      | 102
      ИП Нуржанова Айжан Ериковна      | Aizhan Flowers       | other         | Нуржанова Айжан Ериковна          | aizhan.flowers@mail.kz        | 103
      ТОО «Биосфера Дәріхана»          | Биосфера             | pharmacy      | Искакова Ботагоз Серикқызы        | b.iskakova@biosfera.kz        | 104
      ИП Бектуров Даурен Асканович     | Mobile Repair        | services      | Бектуров Даурен Асканович         | mobile.repair@mail.kz         | 105
      ТОО «Нан және Тоқаш»             | Нан&Тоқаш            | food          | Сулейменова Айгерим Болатовна     | a.suleimenova@nantokash.kz    | 106
      ИП Григорьева Ольга Петровна     | Clean Express        | services      | Григорьева Ольга Петровна         | clean.express@mail.kz         | 107
      ТОО «Электро Трейд Алматы»       | Sulpak               | electronics   | Жанибеков Марат Амангельдиевич    | m.zhanibekov@etrade.kz        | 201 202
      ИП Мусина Жанар Талгатовна       | Жанар Beauty         | beauty        | Мусина Жанар Талгатовна           | zhanar.beauty@mail.kz         | 203
      `,
    ),
    ...rentersIn(
      2,
      `
      АО «Алатау Капитал Банк»         | Alatau Capital Bank  | services      | Омаров Ерлан Бахытович            | e.omarov@alataubank.kz        | 101
      ИП Байгожина Анара Ерлановна     | Береке               | food          | Байгожина Анара Ерлановна         | bereke.cafe@mail.kz           | 102
      ТОО «Заң Консалт»                | Заң Консалт          | office        | Литвиненко Артем Сергеевич        | a.litvinenko@zanconsult.kz    | 201 202
      ТОО «IT Solutions Kazakhstan»    | ITS                  | office        | Айтжанов Бекзат Нурланович        | b.aitzhanov@itsolutions.kz    | 203 204
      АО «Сенім Сақтандыру»            | Сенім                | office        | Федорова Юлия Александровна       | y.fedorova@senim.kz           | 301 302
      ТОО «Кубатура Проект»            | Кубатура             | office        | Жолдасбеков Нурлан Асанович       | n.zholdasbekov@kubatura.kz    | 303 304
      ТОО «Логистика Евразия»          | Eurasia Logistics    | office        | Шарипов Рустам Фаридович          | r.sharipov@eurasialog.kz      | 401 402
      ТОО «Digital Steppe»             | Digital Steppe       | office        | Ахмедова Камила Руслановна        | k.akhmedova@digitalsteppe.kz  | 501
      `,
    ),
    ...formerRenters(`
      ТОО «Бутик Париж»                | Paris Boutique       | clothing      | Лебедева Светлана Николаевна      | s.lebedeva@parisboutique.kz
      ИП Тлеубаев Арман Серикович      | Арман Сувенир        | other         | Тлеубаев Арман Серикович          | arman.souvenir@mail.kz
      ТОО «Фон Лаб»                    | Phone Lab            | electronics   | Крылов Игорь Вадимович            | i.krylov@phonelab.kz
    `),
  ],
  employees: [
    {
      full_name: 'Садыкова Динара Ерлановна',
      iin: demoIin('880412', '4', 15),
      department: 'operations',
      position: 'Управляющий объектом',
      phone: '+77015550303',
      email: 'd.sadykova@aray.kz',
      pass_card: '000451',
      notification_access: true,
      full_access: true,
      login: 'employee',
    },
    ...staff(`
      Бекова Алия Маратовна            | operations  | Администратор ТРЦ «Арай»                  | a.bekova@aray.kz          | 10:00-19:00
      Жаксыбеков Нурсултан Ерланович   | operations  | Администратор ТЦ «Көкжиек»                | n.zhaksybekov@aray.kz     | 10:00-19:00
      Петренко Виктор Николаевич       | engineering | Главный инженер                           | v.petrenko@aray.kz        | 08:00-17:00
      Тулегенов Асет Каиргельдыевич    | engineering | Инженер-электрик                          | a.tulegenov@aray.kz       | 08:00-17:00
      Исмаилов Руслан Ахмедович        | engineering | Инженер по вентиляции и кондиционированию | r.ismailov@aray.kz        | 08:00-17:00
      Яковлев Андрей Игоревич          | engineering | Слесарь-сантехник                         | a.yakovlev@aray.kz        | 08:00-17:00
      Абдуллаев Бахтияр Рахимович      | security    | Начальник службы безопасности             | b.abdullayev@aray.kz
      Ермеков Даулет Сабитович         | security    | Охранник                                  | d.yermekov@aray.kz        | 08:00-20:00
      Смирнов Павел Олегович           | security    | Оператор видеонаблюдения                  | p.smirnov@aray.kz         | 08:00-20:00
      Тажибаева Гульнара Ахметовна     | finance     | Главный бухгалтер                         | g.tazhibayeva@aray.kz
      Ушакова Елена Вячеславовна       | finance     | Бухгалтер по расчётам с арендаторами      | e.ushakova@aray.kz
      Волкова Ирина Сергеевна          | leasing     | Руководитель отдела аренды                | i.volkova@aray.kz
      Мухамеджанова Асель Тимуровна    | leasing     | Менеджер по аренде                        | a.mukhamedzhanova@aray.kz
      Рахимов Ержан Муратович          | leasing     | Менеджер по работе с арендаторами         | y.rakhimov@aray.kz
    `),
  ],
};
