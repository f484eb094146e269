/** Documents the server accepts as attachments (it checks the content, not the name). */
export const DOCUMENT_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/pdf,image/*';

/** A file size for people: KB below a megabyte, MB with one decimal above. */
export const fileSizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** A stored file as the API shows it, with a link signed for the reader. */
export interface AttachedFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  url: string;
}
