import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { openStreetMapUrl } from '../lib/jobs';
import { jobMapText, type JobMapText } from './job-map-text';

// Only where tiles fail is Switzerland's outline needed: its geodata loads then, in a chunk of its own.
const SwissLocationMap = lazy(() =>
  import('../swiss-location-map/swiss-location-map').then((module) => ({ default: module.SwissLocationMap })),
);

const tileSize = 256;
/** Tiles either side of the centre one: 5 × 3 tiles cover a map up to 1280 px wide and 512 px high. */
const tileReach = { x: 2, y: 1 };

/** Fractional tile coordinates of a point in the Web Mercator tiling at a zoom level. */
function tileCoordinates(latitude: number, longitude: number, zoom: number) {
  const tiles = 2 ** zoom;
  const latitudeRadians = (latitude * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * tiles,
    y: ((1 - Math.log(Math.tan(latitudeRadians) + 1 / Math.cos(latitudeRadians)) / Math.PI) / 2) * tiles,
  };
}

function tileSource(template: string, zoom: number, x: number, y: number) {
  return template.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y));
}

export type JobMapProps = Omit<ComponentProps<'div'>, 'children'> & {
  latitude: number;
  longitude: number;
  /** @defaultValue 15 */
  zoom?: number;
  /** Shown under the map. */
  address?: string;
  /** The town, e.g. '8005 Zürich', that the picture of Switzerland marks when tiles cannot load; else the address. */
  place?: string;
  /**
   * Tile address with `{z}`, `{x}` and `{y}`.
   * @defaultValue 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
   */
  tileUrl?: string;
  /**
   * What a screen reader hears for the map picture.
   * @defaultValue 'Map of the job location'
   */
  label?: string;
  /**
   * The component's words, merged over the English defaults.
   * @defaultValue jobMapText
   */
  text?: Partial<JobMapText>;
};

type MapState = 'waiting' | 'loading' | 'failed';

/**
 * A map centred on a job, drawn from map tiles once it scrolls into view. When a tile cannot
 * load (offline, blocked) it gives way to a picture of Switzerland with a pin at the job, and a link to the map.
 */
export function JobMap({
  latitude,
  longitude,
  zoom = 15,
  address,
  place,
  tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  label = 'Map of the job location',
  text: textOverrides,
  className,
  ...props
}: JobMapProps) {
  const text = { ...jobMapText, ...textOverrides };
  const frame = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('waiting');
  const [loadedTiles, setLoadedTiles] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!element || state !== 'waiting') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setState('loading');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  const centre = tileCoordinates(latitude, longitude, zoom);
  const centreTile = { x: Math.floor(centre.x), y: Math.floor(centre.y) };
  const offsets = (reach: number) => Array.from({ length: reach * 2 + 1 }, (_, index) => index - reach);
  const tiles = offsets(tileReach.y).flatMap((dy) =>
    offsets(tileReach.x).map((dx) => ({ x: centreTile.x + dx, y: centreTile.y + dy })),
  );
  const mapLink = openStreetMapUrl(latitude, longitude, zoom);
  const loaded = state === 'loading' && loadedTiles >= tiles.length;

  if (state === 'failed') {
    return (
      <div data-slot="job-map" data-state="failed" className={cn('flex flex-col gap-1', className)} {...props}>
        <div className="flex h-60 items-center justify-center rounded-lg border border-border bg-surface p-2">
          <Suspense>
            <SwissLocationMap
              latitude={latitude}
              longitude={longitude}
              place={place ?? address}
              label={text.overview}
              className="h-full"
            />
          </Suspense>
        </div>
        <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
          {address && <span>{address}</span>}
          <span>{text.overviewAttribution}</span>
        </div>
        <a
          className="focus-ring self-start text-primary underline underline-offset-4"
          href={mapLink}
          target="_blank"
          rel="noreferrer"
        >
          {text.openMap}
        </a>
      </div>
    );
  }

  return (
    <div
      data-slot="job-map"
      data-state={loaded ? 'loaded' : state}
      className={cn('flex flex-col gap-1', className)}
      {...props}
    >
      <div
        ref={frame}
        role="img"
        aria-label={address ? `${label}: ${address}` : label}
        aria-busy={!loaded}
        className="relative h-60 overflow-hidden rounded-lg border border-border bg-muted"
      >
        {state !== 'waiting' &&
          tiles.map((tile) => (
            <img
              key={`${tile.x}/${tile.y}`}
              src={tileSource(tileUrl, zoom, tile.x, tile.y)}
              alt=""
              width={tileSize}
              height={tileSize}
              draggable={false}
              className="absolute max-w-none"
              style={{
                left: `calc(50% + ${Math.round((tile.x - centre.x) * tileSize)}px)`,
                top: `calc(50% + ${Math.round((tile.y - centre.y) * tileSize)}px)`,
              }}
              onLoad={() => setLoadedTiles((count) => count + 1)}
              onError={() => setState('failed')}
            />
          ))}
        {loaded && <MapPin />}
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        {address && <span>{address}</span>}
        <a className="focus-ring underline" href={mapLink} target="_blank" rel="noreferrer">
          {text.attribution}
        </a>
      </div>
    </div>
  );
}

function MapPin() {
  return (
    <svg
      viewBox="0 0 24 32"
      aria-hidden="true"
      data-slot="job-map-pin"
      className="absolute top-1/2 left-1/2 size-8 -translate-x-1/2 -translate-y-full text-danger drop-shadow"
    >
      <path
        fill="currentColor"
        d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0zm0 16.5a4.6 4.6 0 1 1 0-9.2 4.6 4.6 0 0 1 0 9.2z"
      />
    </svg>
  );
}
