import type { LandingFeature } from './features';

/** Line icons of the feature blocks, drawn on a 24×24 grid. */
const SHAPES: Record<LandingFeature, string> = {
  requests: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h5',
  visitors: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2',
  waiting: 'M12 4a4 4 0 1 1 0 8a4 4 0 1 1 0-8M5 20c1-4 4-6 7-6s6 2 7 6',
  renters: 'M3 21h18M5 21V5l7-3v19M12 8h7v13M8 8h1M8 12h1M8 16h1M15 12h1M15 16h1',
  leases: 'M6 3h12v18H6zM9 7h6M9 11h6M9 17l2-2l2 2l2-2',
  correspondence: 'M4 6h16v12H4zM4 6l8 7l8-7',
  tasks: 'M4 6l2 2l3-3M4 13l2 2l3-3M12 7h8M12 14h8M12 19h8',
  notifications: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M13 14h2M8 17h2',
  passes: 'M5 4h14v16H5zM9 9a3 3 0 1 0 6 0a3 3 0 1 0-6 0M8 17c1-2 2-3 4-3s3 1 4 3',
};

export const Icon = ({ name }: { name: LandingFeature }) => (
  <svg
    className="feature-icon"
    viewBox="0 0 24 24"
    width="28"
    height="28"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={SHAPES[name]} />
  </svg>
);
