import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';

/** The time tab's query keys: a panel's writes refresh the panels that show what changed. */
export const TIME_KEYS = {
  devices: ['settings', 'time', 'devices'],
  unknownCards: ['settings', 'time', 'unknown-cards'],
  settings: ['settings', 'time', 'settings'],
} as const;

/** The organization's devices: the devices' table and the import's device picker share them. */
export const useDevices = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: TIME_KEYS.devices, queryFn: () => dataProvider.devices() });
};
