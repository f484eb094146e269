/**
 * What demo renters ask for, per request type: a description with the answers that go with it
 * (`key=value; …`, `true` and plain numbers typed). Dates, times, plates, names and amounts are
 * filled in by `bidAnswers`. The first column says which rooms a variant suits: `r` shops and
 * services, `f` food, `o` offices, `*` any.
 */
export type RoomGroup = 'r' | 'f' | 'o';

export interface BidVariant {
  text: string;
  answers: Record<string, unknown>;
  groups: string;
}

const value = (raw: string): unknown =>
  raw === 'true' ? true : /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;

const variants = (text: string): BidVariant[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [groups, description, answers = ''] = line.split('|').map((cell) => cell.trim());
      return {
        groups: groups === '*' ? 'rfo' : groups,
        text: description,
        answers: Object.fromEntries(
          answers
            .split(';')
            .map((pair) => pair.trim())
            .filter(Boolean)
            .map((pair) => {
              const [key, raw] = pair.split('=').map((s) => s.trim());
              return [key, value(raw)];
            }),
        ),
      };
    });

export const BID_VARIANTS: Record<string, BidVariant[]> = {
  goods_pass: variants(`
    r  | Поставка новой коллекции                 | direction=import; goods_list=Одежда в коробах, 24 места
    r  | Возврат брака поставщику                 | direction=export; goods_list=Бракованный товар, 6 коробок
    r  | Завоз торгового оборудования             | direction=import; goods_list=Стеллажи 4 шт., манекены 3 шт.
    rf | Плановая поставка товара                 | direction=import; goods_list=Товар по накладной, 2 паллеты
    f  | Ввоз продуктов и напитков для кухни      | direction=import; goods_list=Продукты и напитки: 2 паллеты, 18 коробок
    f  | Вывоз пустых кег и тары                  | direction=export; goods_list=Кеги 10 шт., пластиковые ящики
    r  | Перемещение сезонного товара на склад    | direction=export; goods_list=Сезонный товар, 15 коробок
    o  | Ввоз мебели для нового кабинета          | direction=import; goods_list=Столы 4 шт., кресла 6 шт., шкаф
    o  | Вывоз офисной техники в ремонт           | direction=export; goods_list=Принтеры 3 шт., системный блок
    o  | Доставка воды и канцтоваров              | direction=import; goods_list=Вода 19 л — 12 бутылей, бумага 20 пачек
  `),
  night_works: variants(`
    rf | Монтаж новой вывески над входом          | works_kind=Монтаж вывески и подсветки
    rf | Перекладка плитки в зоне кассы           | works_kind=Демонтаж и укладка плитки, 12 м²
    r  | Сварка каркаса под новую витрину         | works_kind=Сварка металлического каркаса витрины; hot_works=true
    r  | Покраска стен в торговом зале            | works_kind=Покраска стен, краска без запаха
    f  | Замена вытяжного зонта на кухне          | works_kind=Демонтаж старого и монтаж нового зонта; hot_works=true
    *  | Прокладка кабеля для видеонаблюдения     | works_kind=Прокладка слаботочного кабеля, монтаж 4 камер
    o  | Замена напольного покрытия в офисе       | works_kind=Демонтаж ковролина, укладка кварцвинила
    o  | Сборка мебели и перестановка перегородок | works_kind=Сборка офисной мебели, перенос перегородок
  `),
  electrical: variants(`
    *  | Выбило автомат, в помещении нет света                       | problem=no_power; location=Всё помещение; power_off=true
    rf | Не работают розетки у кассы, терминал не включается         | problem=sockets; location=Кассовая зона
    r  | Мигают и гаснут светильники в торговом зале                 | problem=lighting; location=Торговый зал
    rf | Не горит подсветка витрины                                  | problem=lighting; location=Витрина
    *  | Розетка искрит при включении чайника, пахнет гарью          | problem=sparking; location=Комната персонала
    *  | Греется и потрескивает электрощиток                         | problem=sparking; location=Подсобка, щиток
    rf | Нужна дополнительная розетка под холодильник                | problem=other; location=Зал, у стены
    f  | Отключается электричество при запуске пароконвектомата      | problem=no_power; location=Кухня; power_off=true
    o  | Не работает освещение в кабинете, перегорели лампы          | problem=lighting; location=Кабинет руководителя
    o  | Пропадает электричество при включении кондиционера          | problem=no_power; location=Open space
    o  | Не работают розетки на рабочих местах у окна                | problem=sockets; location=Рабочие места у окна
  `),
  plumbing: variants(`
    *  | Течёт сифон под раковиной, на полу лужа                     | problem=leak; flooding_now=true; location=Подсобка, раковина
    rf | Капает с потолка над кассовой зоной, подставили ведро       | problem=leak; flooding_now=true; location=Кассовая зона, потолок
    f  | Засорилась мойка, вода не уходит                            | problem=blockage; location=Кухня, мойка
    *  | Не уходит вода в санузле для персонала                      | problem=blockage; location=Санузел персонала
    f  | Нет холодной воды с утра                                    | problem=no_water; location=Кухня
    *  | Нет воды в кране                                            | problem=no_water; location=Санузел
    *  | Подтекает бачок унитаза, постоянно шумит вода               | problem=leak; location=Санузел
    f  | Сорвало шланг посудомоечной машины                          | problem=leak; flooding_now=true; location=Кухня, посудомойка
    *  | Слабый напор горячей воды, бойлер не греет                  | problem=other; location=Подсобное помещение
    rf | Пахнет канализацией из трапа в полу                         | problem=other; location=Подсобка, трап в полу
    o  | Течёт кран на кухне-кофепойнте                              | problem=leak; location=Кофепойнт
  `),
  hvac: variants(`
    rf | В зале очень жарко, кондиционер дует тёплым воздухом        | problem=too_hot; temperature=28
    *  | Холодно в помещении, сотрудники работают в куртках          | problem=too_cold; temperature=16
    f  | Не работает вытяжка над рабочей зоной кухни                 | problem=no_ventilation
    o  | Душно в переговорной, не чувствуется приток воздуха         | problem=no_ventilation; temperature=26
    *  | Сильно гудит внутренний блок кондиционера                   | problem=noise
    r  | С кондиционера капает конденсат на стеллаж с товаром        | problem=condensate
    o  | Капает конденсат над рабочим местом                         | problem=condensate
    *  | Кондиционер не включается с пульта                          | problem=too_hot; temperature=27
    o  | Из решётки дует холодным прямо на рабочие места             | problem=too_cold; temperature=18
    f  | На кухне жарко, не справляется вентиляция                   | problem=too_hot; temperature=31
  `),
  cleaning: variants(`
    r  | Нужна влажная уборка после приёмки товара                   | cleaning_kind=wet
    rf | Просим помыть витрины снаружи                               | cleaning_kind=windows
    rf | Разлили сок у входа, скользко                               | cleaning_kind=spill
    f  | Разбилась банка с соусом в зале, нужна срочная уборка       | cleaning_kind=spill
    *  | Уборка после косметического ремонта: пыль на полу и окнах   | cleaning_kind=after_repair
    o  | Помыть стеклянные перегородки в офисе                       | cleaning_kind=windows
    r  | Уборка после инвентаризации: только полы, коробки не трогать | cleaning_kind=wet
    o  | Влажная уборка кабинетов после переезда                     | cleaning_kind=wet
  `),
  waste_removal: variants(`
    r  | Вывезти картон после поставки новой коллекции               | waste_kind=cardboard
    *  | Скопилась упаковка от техники, нужен вывоз                  | waste_kind=cardboard
    *  | Строительный мусор после замены перегородок                 | waste_kind=construction
    r  | Вывоз старых стеллажей и торгового оборудования             | waste_kind=furniture
    o  | Вывезти старую офисную мебель: столы и кресла               | waste_kind=furniture
    f  | Вывоз старого холодильного оборудования                     | waste_kind=furniture
    o  | Вывоз коробок и списанных архивных папок                    | waste_kind=other
  `),
  it_internet: variants(`
    rf | Пропал интернет, не проходит оплата картами                 | problem=no_internet
    o  | Пропал интернет во всём офисе                               | problem=no_internet
    *  | Очень медленный интернет с обеда                            | problem=slow
    r  | Wi-Fi не добивает до склада                                 | problem=wifi
    *  | Не работает городской телефон                               | problem=phone_line
    o  | Нужно подключить интернет во втором кабинете                | problem=new_connection
    f  | Гостевой Wi-Fi не подключается                              | problem=wifi
    o  | Обрывается видеосвязь, скачет пинг                          | problem=slow
  `),
  access_card: variants(`
    *  | Новый сотрудник, нужна пропуск-карта                        | card_kind=new
    *  | Сотрудник потерял пропуск, просим перевыпустить             | card_kind=replace_lost
    *  | Сотрудник уволился, заблокируйте карту                      | card_kind=block
    *  | Пропуск для стажёра на три месяца испытательного срока      | card_kind=new
    *  | Карта размагнитилась, не открывает турникет                 | card_kind=replace_lost
  `),
};

/** How often each type comes up, by the kind of room. */
export const TYPE_WEIGHTS: Record<RoomGroup, Record<string, number>> = {
  r: {
    goods_pass: 16,
    night_works: 6,
    electrical: 13,
    plumbing: 7,
    hvac: 11,
    cleaning: 10,
    waste_removal: 9,
    it_internet: 8,
    access_card: 6,
  },
  f: {
    goods_pass: 14,
    night_works: 4,
    electrical: 12,
    plumbing: 16,
    hvac: 12,
    cleaning: 10,
    waste_removal: 8,
    it_internet: 6,
    access_card: 4,
  },
  o: {
    goods_pass: 5,
    night_works: 3,
    electrical: 12,
    plumbing: 6,
    hvac: 16,
    cleaning: 9,
    waste_removal: 5,
    it_internet: 16,
    access_card: 14,
  },
};

export const groupOf = (purpose: string): RoomGroup =>
  purpose === 'office' ? 'o' : purpose === 'food' ? 'f' : 'r';
