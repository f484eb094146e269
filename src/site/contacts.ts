/** Support contacts: the server writes them into the page's `<meta>` tags from its settings. */
const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;

export const supportContacts = () => ({
  email: meta('support-email'),
  phone: meta('support-phone'),
});
