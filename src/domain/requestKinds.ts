/** Request kinds; 12 (tenant requests) is the spec's default. A module of its own (no zod). */
export const REQUEST_KINDS = { tenant: 12, internal: 13 } as const;
