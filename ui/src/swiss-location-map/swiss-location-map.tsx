import { useMemo, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { cantonOutlines, lakeOutlines, outlinePoint, outlineSize } from './swiss-outline';

/** The pin's size in the picture's units (about 15 by 20 km); its tip marks the place. */
const pin = { width: 44, height: 58 };
/** About 14 px where the picture is 240 px high, as in a job's detail. */
const labelSize = 44;
const margin = 16;

/** The points of each ring of an outline path (`M x y l dx dy … z`, as swiss-outline.ts writes them). */
function ringsOf(d: string): Array<Array<[number, number]>> {
  return d
    .split('M')
    .slice(1)
    .map((ring) => {
      const numbers = (ring.match(/-?\d+/g) ?? []).map(Number);
      const points: Array<[number, number]> = [[numbers[0]!, numbers[1]!]];
      for (let index = 2; index + 1 < numbers.length; index += 2) {
        const [x, y] = points.at(-1)!;
        points.push([x + numbers[index]!, y + numbers[index + 1]!]);
      }
      return points;
    });
}

/** Even-odd over every ring, so that a point in an enclave's hole is outside. */
function outlineHolds(d: string, x: number, y: number): boolean {
  let inside = false;
  for (const ring of ringsOf(d)) {
    for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
      const [xi, yi] = ring[index]!;
      const [xj, yj] = ring[previous]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

export type SwissLocationMapProps = Omit<ComponentProps<'svg'>, 'children' | 'role' | 'viewBox'> & {
  latitude: number;
  longitude: number;
  /** The place the pin marks, e.g. 'Zürich': written beside the pin and named to screen readers. */
  place?: string;
  /**
   * What a screen reader hears before the place.
   * @defaultValue 'Map of Switzerland with the job location'
   */
  label?: string;
};

/**
 * Switzerland with its cantons and largest lakes, and a pin at a place, drawn from geodata shipped with the
 * component: a picture of where a job is that needs no map server. The canton of the place is shaded.
 * Its outline data makes it about 10 KB (5 KB compressed): import it lazily where it is only a fallback.
 */
export function SwissLocationMap({
  latitude,
  longitude,
  place,
  label = 'Map of Switzerland with the job location',
  className,
  ...props
}: SwissLocationMapProps) {
  const point = outlinePoint(latitude, longitude);
  const canton = useMemo(
    () => cantonOutlines.find(({ d }) => outlineHolds(d, point.x, point.y))?.code,
    [point.x, point.y],
  );
  // A place in the east has its name on the left of the pin, so that it stays inside the picture.
  const nameOnLeft = point.x > outlineSize.width * 0.7;
  const top = Math.min(-margin, point.y - pin.height - margin);
  const viewBox = [-margin, top, outlineSize.width + 2 * margin, outlineSize.height + margin - top].join(' ');

  return (
    <svg
      role="img"
      aria-label={place ? `${label}: ${place}` : label}
      viewBox={viewBox}
      data-slot="swiss-location-map"
      data-canton={canton}
      className={cn('block h-auto w-full', className)}
      {...props}
    >
      {/* The cantons twice: a wide dark stroke first, whose inner half the fills then cover, leaves the border. */}
      <g className="fill-none stroke-border-strong" strokeWidth={3}>
        {cantonOutlines.map(({ code, d }) => (
          <path key={code} d={d} fillRule="evenodd" vectorEffect="non-scaling-stroke" />
        ))}
      </g>
      <g className="stroke-border" strokeWidth={1} strokeLinejoin="round">
        {cantonOutlines.map(({ code, d }) => (
          <path
            key={code}
            d={d}
            fillRule="evenodd"
            vectorEffect="non-scaling-stroke"
            className={code === canton ? 'fill-primary-subtle' : 'fill-background'}
          />
        ))}
      </g>
      <path d={lakeOutlines} className="fill-secondary-subtle" />
      <g data-slot="swiss-location-map-pin" transform={`translate(${point.x} ${point.y})`}>
        <path
          className="fill-danger stroke-background"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
          transform={`translate(${-pin.width / 2} ${-pin.height}) scale(${pin.width / 24})`}
          d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0zm0 16.5a4.6 4.6 0 1 1 0-9.2 4.6 4.6 0 0 1 0 9.2z"
        />
        {place && (
          <text
            x={nameOnLeft ? -pin.width / 2 - 4 : pin.width / 2 + 4}
            y={-pin.height / 2}
            textAnchor={nameOnLeft ? 'end' : 'start'}
            dominantBaseline="middle"
            fontSize={labelSize}
            className="fill-foreground stroke-background font-semibold"
            strokeWidth={labelSize / 5}
            strokeLinejoin="round"
            paintOrder="stroke"
          >
            {place}
          </text>
        )}
      </g>
    </svg>
  );
}
