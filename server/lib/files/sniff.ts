/** What a file really is, judged by its first bytes and, for containers, its name. */

export interface FileKind {
  mime: string;
  ext: string;
  image: boolean;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  bytes.every((b, i) => buf[offset + i] === b);

const ascii = (buf: Buffer, text: string, offset = 0) =>
  buf.subarray(offset, offset + text.length).toString('latin1') === text;

const OFFICE_ZIP: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const OFFICE_OLE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

export const sniff = (buf: Buffer, fileName: string): FileKind | null => {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', ext: 'png', image: true };
  }
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', image: true };
  if (ascii(buf, 'GIF87a') || ascii(buf, 'GIF89a')) {
    return { mime: 'image/gif', ext: 'gif', image: true };
  }
  if (ascii(buf, 'RIFF') && ascii(buf, 'WEBP', 8)) {
    return { mime: 'image/webp', ext: 'webp', image: true };
  }
  if (ascii(buf, '%PDF-')) return { mime: 'application/pdf', ext: 'pdf', image: false };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) && OFFICE_ZIP[ext]) {
    return { mime: OFFICE_ZIP[ext], ext, image: false };
  }
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && OFFICE_OLE[ext]) {
    return { mime: OFFICE_OLE[ext], ext, image: false };
  }
  return null;
};
