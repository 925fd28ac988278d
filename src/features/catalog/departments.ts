import type { IconName } from '@/components/Icon';

/** The store's departments (top categories), in the order the home page shows them; names are `home.departments.<slug>`. */
export const DEPARTMENTS: { slug: string; icon: IconName }[] = [
  { slug: 'parts', icon: 'wrench' },
  { slug: 'interior-accessories', icon: 'seat' },
  { slug: 'exterior-accessories', icon: 'car' },
  { slug: 'truck-and-towing', icon: 'pickup' },
  { slug: 'tools-and-equipment', icon: 'wrench' },
  { slug: 'fluids-and-chemicals', icon: 'droplet' },
  { slug: 'performance', icon: 'gauge' },
];
