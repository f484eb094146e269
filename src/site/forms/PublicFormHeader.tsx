/** A public form's heading: the landlord's logo, whose form it is, and the form's title. */
export const PublicFormHeader = ({
  logoUrl,
  place,
  title,
}: {
  logoUrl: string | null;
  place: string;
  title: string;
}) => (
  <header className="public-form-header">
    {logoUrl && <img src={logoUrl} alt="" width="56" height="56" />}
    <div>
      <p className="muted">{place}</p>
      <h1>{title}</h1>
    </div>
  </header>
);
