/**
 * react-admin's CSV exporter (`jsonexport`) in place of the real one: every list passes
 * `exporter={false}` and exports are Excel sheets made by the server, so the CSV writer is never
 * called and need not be in the staff app. Called anyway, it says so.
 */
module.exports = () => {
  throw new Error('CSV export is not offered: lists export Excel sheets from the server');
};
