import { Badge } from '@mantine/core';

/**
 * The icons an address type may name (docs/shipping.md: a name of the admin's icon set, Tabler's
 * names: `building-store`). The admin carries no icon library: these few line drawings are ours,
 * named as Tabler names them so a stored name keeps its meaning; an unknown name shows the pin.
 */
const shapes: Record<string, string[]> = {
  'map-pin': ['M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11z', 'M12 8a2 2 0 1 0 0 4a2 2 0 1 0 0-4z'],
  'shopping-bag': ['M6 8h12l-1 12H7z', 'M9 8V6a3 3 0 0 1 6 0v2'],
  'building-store': ['M3 9l2-5h14l2 5z', 'M5 9v11h14V9', 'M10 20v-5h4v5'],
  bottle: ['M10 3h4v4l2 3v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10l2-3z', 'M8 13h8'],
  'building-warehouse': ['M3 21V8l9-5 9 5v13', 'M7 21v-9h10v9', 'M7 15h10', 'M7 18h10'],
  glass: ['M8 3h8l-.5 5a3.5 3.5 0 0 1-7 0z', 'M12 11.5V20', 'M8.5 20h7'],
  home: ['M4 11l8-7 8 7', 'M6 10v10h12V10', 'M10 20v-5h4v5'],
  building: ['M5 21V4h10v17', 'M15 9h4v12', 'M3 21h18', 'M8 8h4M8 12h4M8 16h4'],
  truck: [
    'M3 6h11v10H3z',
    'M14 10h4l3 3v3h-7',
    'M7 16a2 2 0 1 0 0 4a2 2 0 1 0 0-4z',
    'M17 16a2 2 0 1 0 0 4a2 2 0 1 0 0-4z',
  ],
  package: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z', 'M4 7.5l8 4.5 8-4.5', 'M12 12v9'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4M16 3v4'],
  clock: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M12 7v5l3 2'],
};

/** The icon names offered by the address type form, in this order. */
export const addressTypeIconNames = Object.keys(shapes);

export function AddressTypeIcon({
  name,
  color,
  size = 16,
}: {
  name: string | null | undefined;
  color?: string | null | undefined;
  size?: number;
}) {
  const paths = shapes[name ?? ''] ?? shapes['map-pin']!;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke={color ?? 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name ?? ''}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** A type as a badge in its colour, with its icon. */
export function AddressTypeBadge({
  label,
  icon,
  color,
  testId,
}: {
  label: string;
  icon: string | null;
  color: string | null;
  testId?: string;
}) {
  return (
    <Badge
      variant="light"
      color={color ?? 'gray'}
      leftSection={<AddressTypeIcon name={icon} color={color} size={12} />}
      tt="none"
      data-testid={testId}
    >
      {label}
    </Badge>
  );
}
