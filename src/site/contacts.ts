/** Support contacts: the server writes them into the page's `<meta>` tags from its settings. */
const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;

export const supportContacts = () => ({
  email: meta('support-email'),
  phone: meta('support-phone'),
});

/** `+77011234567` → `+7 701 123 45 67`. */
export const displayPhone = (phone: string) =>
  phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2 $3 $4');
