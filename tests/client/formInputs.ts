import userEvent from '@testing-library/user-event';

/** The form control of the input named `name` (its label, value and message). */
export const fieldOf = (name: string) =>
  document.querySelector(`[name="${name}"]`)?.closest('.MuiFormControl-root') as HTMLElement;

/** The input named `name`. */
export const inputOf = (name: string) =>
  document.querySelector(`[name="${name}"]`) as HTMLInputElement;

/** Types `text` into the input named `name` in place of what it held. */
export const type = async (name: string, text: string) => {
  await userEvent.clear(inputOf(name));
  await userEvent.type(inputOf(name), text);
};
