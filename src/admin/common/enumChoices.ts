/** Select choices for a domain enum, each named by its `enums.<enumKey>.<id>` translation. */
export const enumChoices = <T extends string>(enumKey: string, ids: readonly T[]) =>
  ids.map((id) => ({ id, name: `enums.${enumKey}.${id}` }));
