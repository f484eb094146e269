import { useResourceContext } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';

/** The spec's `/<resource>/update/:id` (or `view/:id`) → react-admin's canonical path. */
export const SpecPathRedirect = ({ show = false }: { show?: boolean }) => {
  const resource = useResourceContext();
  const { id } = useParams();
  return <Navigate to={`/${resource}/${id}${show ? '/show' : ''}`} replace />;
};
