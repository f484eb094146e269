import { z } from 'zod';
import { httpUrl, requiredString } from './validation';

/** A name in the three languages of the product. */
export const localizedName = () =>
  z.object(
    { ru: requiredString(100), kk: requiredString(100), en: requiredString(100) },
    { error: 'validation.required' },
  );
export type LocalizedName = z.infer<ReturnType<typeof localizedName>>;

export const objectTypeInput = z.object({ name: localizedName() });

export const SOCIAL_ICONS = [
  'instagram',
  'facebook',
  'telegram',
  'whatsapp',
  'youtube',
  'tiktok',
  'linkedin',
  'x',
  'vk',
  'website',
] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

export const socialNetworkInput = z.object({
  name: localizedName(),
  url: httpUrl(),
  icon: z.enum(SOCIAL_ICONS, { error: 'validation.required' }),
  sort_order: z.coerce.number().int().min(0).max(999).default(0),
});

export interface ObjectType {
  id: number;
  name: LocalizedName;
  created_at: string;
  updated_at: string;
}

/** A social network as the public site's footer reads it. */
export const socialNetworkSchema = z.object({
  id: z.number(),
  name: z.object({ ru: z.string(), kk: z.string(), en: z.string() }),
  url: z.string(),
  icon: z.string().describe(SOCIAL_ICONS.join(' | ')),
});

export interface SocialNetwork {
  id: number;
  name: LocalizedName;
  url: string;
  icon: SocialIcon;
  sort_order: number;
}
