/** Saving a QR code as a file: the browser downloads a data or object URL under a name. */
const download = (href: string, filename: string) => {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
};

/** The SVG element as a standalone `.svg` file. */
export const downloadSvg = (svg: SVGSVGElement, filename: string) => {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  download(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The canvas as a `.png` file. */
export const downloadPng = (canvas: HTMLCanvasElement, filename: string) =>
  download(canvas.toDataURL('image/png'), filename);
