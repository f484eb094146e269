/** The http client under its former name, for the modules not yet on the dataProvider. */
export { ApiError, type ApiErrorBody, httpJson as api, onApiForbidden } from './http';
