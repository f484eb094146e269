/**
 * MUI's number formatter for its built-in labels (`TablePagination`'s "1–10 of 120", its locale
 * packs), made at its first use rather than when its module loads. MUI builds an
 * `Intl.NumberFormat('en-US')` as `TablePagination` is evaluated, and the first `Intl` object of
 * a page starts the browser's locale data: 25–35 ms of main thread on a fast desktop, in the
 * middle of every list's first load — for a label react-admin's pagination replaces with its own.
 * Same output as MUI's.
 */
const buildFormatNumber = (locale) => {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};

export default buildFormatNumber;
