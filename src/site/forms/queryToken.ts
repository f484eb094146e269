/** The `?token=…` of a public form's address (`/contractor-form?token=…`). */
export const queryToken = () => new URLSearchParams(window.location.search).get('token') ?? '';
