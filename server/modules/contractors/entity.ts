/** The contractors' audit entity and the record their files are attached to. */
export const CONTRACTOR_ENTITY = 'contractors';
