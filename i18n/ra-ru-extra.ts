/**
 * Keys react-admin 5.15 added after ra-language-russian 5.4.5 was published, and the
 * pagination's arrows named as what they do, like its other buttons ("На первую страницу").
 */
// `satisfies Partial<TranslationMessages>` is not usable here: Partial only applies to the
// top level, so `ra` would still require every section of the full catalogue.
const raRussianExtra: Record<string, unknown> = {
  ra: {
    guesser: {
      empty: {
        title: 'Нет данных для отображения',
        message: 'Проверьте, пожалуйста, ваш провайдер данных',
      },
    },
    navigation: {
      next: 'На следующую страницу',
      previous: 'На предыдущую страницу',
    },
  },
};

export default raRussianExtra;
