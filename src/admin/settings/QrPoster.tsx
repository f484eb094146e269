import { GlobalStyles, Portal } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';

const POSTER = 'settings-qr-poster';

/**
 * The A5 poster that `window.print()` prints while the QR tab is open: everything else on the
 * page is hidden in print, and the poster is hidden on screen.
 */
export const QrPoster = ({
  url,
  organization,
  object,
}: {
  url: string;
  organization: string;
  object?: string;
}) => {
  const translate = useTranslate();
  return (
    <Portal>
      <GlobalStyles
        styles={{
          [`.${POSTER}`]: { display: 'none' },
          '@page': { size: 'A5 portrait', margin: '10mm' },
          '@media print': {
            [`body > *:not(.${POSTER})`]: { display: 'none !important' },
            body: { background: '#fff !important' },
            [`.${POSTER}`]: {
              display: 'flex !important',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: '5mm',
              height: '186mm',
              color: '#000',
              fontFamily: 'Roboto, Arial, sans-serif',
              textAlign: 'center',
              breakInside: 'avoid',
            },
            [`.${POSTER} h1`]: { fontSize: '20pt', margin: 0 },
            [`.${POSTER} h2`]: { fontSize: '14pt', fontWeight: 500, margin: 0 },
            [`.${POSTER} .scan`]: { fontSize: '22pt', fontWeight: 700, margin: 0 },
            [`.${POSTER} p`]: { fontSize: '11pt', margin: 0 },
            [`.${POSTER} .url`]: { fontSize: '8pt', color: '#444', wordBreak: 'break-all' },
          },
        }}
      />
      <div className={POSTER} aria-hidden>
        <h1>{organization}</h1>
        {object && object !== organization && <h2>{object}</h2>}
        <QRCodeSVG
          value={url}
          size={512}
          marginSize={0}
          style={{ width: '95mm', height: '95mm' }}
        />
        <p className="scan">{translate('app.settings.qr.poster_scan')}</p>
        <p>{translate('app.settings.qr.poster_text')}</p>
        <p className="url">{url}</p>
      </div>
    </Portal>
  );
};
