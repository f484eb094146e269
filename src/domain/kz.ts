/** Kazakh identifiers and phone numbers. */

const WEIGHTS_1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const WEIGHTS_2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

const weightedMod11 = (digits: number[], weights: number[]) =>
  digits.slice(0, 11).reduce((sum, d, i) => sum + d * weights[i], 0) % 11;

/** BIN or IIN: 12 digits whose last is the control digit (weights 1…11, then 3…11,1,2). */
export const isValidBinIin = (value: string): boolean => {
  if (!/^\d{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let control = weightedMod11(digits, WEIGHTS_1);
  if (control === 10) control = weightedMod11(digits, WEIGHTS_2);
  if (control === 10) return false;
  return control === digits[11];
};

/** Appends the control digit to 11 digits, or returns null when no valid digit exists. */
export const withControlDigit = (first11: string): string | null => {
  const digits = [...first11].map(Number);
  let control = weightedMod11(digits, WEIGHTS_1);
  if (control === 10) control = weightedMod11(digits, WEIGHTS_2);
  return control === 10 ? null : `${first11}${control}`;
};

/**
 * A Kazakh phone number in any usual spelling (+7 701 123 45 67, 8 (701) 1234567, 7011234567)
 * as E.164 (+77011234567), or null when it is not one.
 */
export const normalizeKzPhone = (value: string): string | null => {
  const digits = value.replace(/[\s()\-.]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^\+/, '');
  let national: string;
  if (bare.length === 11 && (bare.startsWith('7') || bare.startsWith('8'))) {
    national = bare.slice(1);
  } else if (bare.length === 10 && !digits.startsWith('+')) {
    national = bare;
  } else {
    return null;
  }
  return /^[67]\d{9}$/.test(national) ? `+7${national}` : null;
};

/**
 * A Kazakh phone number as people write it, `+7 701 123 45 67` (the input hint's spelling),
 * whatever spelling it is stored in; anything else (a foreign number, a typo) is left as it is.
 * For what is shown, exported or mailed only: stored values and the API keep `+77011234567`.
 */
export const formatKzPhone = (value: string): string => {
  const e164 = normalizeKzPhone(value);
  if (!e164) return value;
  return e164.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2 $3 $4');
};

/** A Kazakh IBAN (IIK): `KZ`, two check digits, 16 letters or digits; mod-97 checked. */
export const isValidKzIban = (value: string): boolean => {
  if (!/^KZ\d{2}[A-Z0-9]{16}$/.test(value)) return false;
  const moved = `${value.slice(4)}${value.slice(0, 4)}`;
  let rest = 0;
  for (const ch of moved) {
    const code = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
};
