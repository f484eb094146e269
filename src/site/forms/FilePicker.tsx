import { DOCUMENT_ACCEPT, fileSizeText } from '../../domain/files';
import { useSite } from '../siteContext';
import '../forms.css';

/**
 * Files chosen for a public form, checked here for count and size first (the server checks
 * again, by content), with a remove button per file.
 */
export const FilePicker = ({
  name,
  label,
  files,
  onChange,
  maxFiles,
  maxFileMb,
  error,
  accept = DOCUMENT_ACCEPT,
  hint,
  buttonLabel,
}: {
  buttonLabel?: string;
  /** What the picker offers (the server checks the content again). */
  accept?: string;
  hint?: string;
  name: string;
  label: string;
  files: File[];
  onChange: (files: File[], error?: string) => void;
  maxFiles: number;
  maxFileMb: number;
  error?: string;
}) => {
  const { t } = useSite();
  const add = (picked: FileList | null) => {
    const chosen = [...files, ...Array.from(picked ?? [])];
    if (chosen.length > maxFiles) return onChange(files, 'validation.too_many_files');
    if (chosen.some((f) => f.size > maxFileMb * 1024 * 1024)) {
      return onChange(files, 'app.errors.too_large');
    }
    onChange(chosen);
  };
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <span className="field-label" id={`f-${name}-label`}>
        {label}
      </span>
      <input
        id={`f-${name}`}
        className="visually-hidden file-input"
        type="file"
        multiple={maxFiles > 1}
        aria-labelledby={`f-${name}-label`}
        accept={accept}
        aria-invalid={Boolean(error)}
        aria-describedby={`f-${name}-hint${error ? ` f-${name}-error` : ''}`}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      <label htmlFor={`f-${name}`} className="button button-outline">
        {buttonLabel ?? t('app.upload.add_files')}
      </label>
      <small id={`f-${name}-hint`} className="muted">
        {hint ?? t('app.public_form.files_hint', { count: maxFiles, size: maxFileMb })}
      </small>
      {files.length > 0 && (
        <ul className="file-list">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <span>
                {file.name} · {fileSizeText(file.size)}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={t('app.public_form.remove_file', { name: file.name })}
                onClick={() => onChange(files.filter((f) => f !== file))}
              >
                {t('app.public_form.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <small id={`f-${name}-error`} className="field-error" role="alert">
          {t(error)}
        </small>
      )}
    </div>
  );
};
