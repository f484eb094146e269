import type { ReactNode } from 'react';
import { ResourceContextProvider, ResourceDefinitionContextProvider } from 'react-admin';
import type { ResourceName } from '../../src/domain/resources';
import { resourceEntry } from '../../src/resources/registry';

/** A resource as the app registers it: its pages and how a record of it is named. */
const definitionOf = (name: ResourceName) => {
  const { definition } = resourceEntry(name);
  return {
    name,
    hasList: true,
    hasShow: Boolean(definition.show),
    hasEdit: Boolean(definition.edit),
    hasCreate: Boolean(definition.create),
    recordRepresentation: definition.recordRepresentation,
  };
};

const DEFINITIONS = {
  documents: definitionOf('documents'),
  renters: definitionOf('renters'),
  contractors: definitionOf('contractors'),
};

/**
 * `ui` inside the correspondence as the app mounts it: its create page offered, and the letters,
 * renters and contractors named as the app names them.
 */
export const inDocuments = (ui: ReactNode) => (
  <ResourceDefinitionContextProvider definitions={DEFINITIONS}>
    <ResourceContextProvider value="documents">{ui}</ResourceContextProvider>
  </ResourceDefinitionContextProvider>
);
