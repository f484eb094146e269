/** A thenable already settled: React.lazy reads its value at once instead of suspending. */
export const settled = <T>(value: T) =>
  // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable, and this one calls back at once.
  ({ then: (resolve: (settledValue: T) => void) => resolve(value) }) as unknown as Promise<T>;
